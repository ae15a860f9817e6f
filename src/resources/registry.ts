import { activityDefinition } from './activity';
import type { AnyMenuId } from '../access/rules';
import { builtInBeforeActivity, builtInDefinitions, builtInParts } from './builtIn';
import { servedDefinitions } from './served/store';
import type { ResourceDefinition } from './types';

/**
 * The registry: every resource of the admin. The built-in definitions are listed, as data, in
 * ./builtIn.ts (the mock backend and the API description read the same list); from here
 * src/resources/index.ts builds the <Resource>s, the menu entries, the translations of names and
 * fields, and the access checks. To add a screen, add a definition folder and list it in
 * ./builtIn.ts (see docs/resources.md, "Adding a resource"). Screens never import this module: they
 * get their definition, and any other they need, from their props and the definitions context
 * (see docs/architecture.md).
 */
export const definitions: ResourceDefinition[] = builtInDefinitions;

/**
 * Resources that are parts of another's screen (a ticket's messages): registered with react-admin
 * (names, field labels, data hooks) and guarded by their owner's menu id, with no menu entry and
 * no routes of their own. Their records are read and written on the owner's page.
 */
export const parts: ResourceDefinition[] = builtInParts;

/**
 * The activity log (`/activity`): read only, with no records of its own, so not among the
 * definitions above (their lists, forms and API paths); its filter offers their names.
 */
export const activity: ResourceDefinition = activityDefinition(definitions);

/**
 * The menu ids in menu order (docs/openapi.yaml, MenuId): the dashboard, the built-in resources in
 * the order ./builtIn.ts lists them, with the activity log before the team's screens.
 */
export const menuIds: AnyMenuId[] = [
    'dashboard',
    ...definitions.slice(0, builtInBeforeActivity).map(definition => definition.menuId),
    activity.menuId,
    ...definitions.slice(builtInBeforeActivity).map(definition => definition.menuId),
];

/** The resource each menu id opens, in menu order (the dashboard opens none). */
export const menuResources: Array<{ menuId: AnyMenuId; resource: string }> = [...definitions, activity]
    .map(definition => ({ menuId: definition.menuId, resource: definition.name }))
    .sort((a, b) => menuIds.indexOf(a.menuId) - menuIds.indexOf(b.menuId));

/** A resource's definition by name: a built-in one, or one the API serves (src/resources/served/). */
export const definitionOf = (name: string): ResourceDefinition | undefined =>
    definitions.find(definition => definition.name === name) ??
    parts.find(definition => definition.name === name) ??
    (name === activity.name ? activity : undefined) ??
    servedDefinitions().find(definition => definition.name === name);
