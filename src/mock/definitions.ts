import { builtInBeforeActivity, builtInDefinitions, builtInParts } from '../resources/builtIn';

/**
 * The built-in resource definitions as the mock reads them (src/resources/builtIn.ts, data only):
 * what it serves, the menu id guarding each, what waits for staff.
 */
export { builtInDefinitions, builtInParts };

/** The menu id guarding a built-in resource or part, by its definition; undefined for another name. */
export const definedMenuId = (name: string): string | undefined =>
    [...builtInDefinitions, ...builtInParts].find(definition => definition.name === name)?.menuId;

/** Every menu id of the mock's screens, in menu order (docs/openapi.yaml, MenuId), the dashboard aside. */
export const SCREEN_MENU_IDS: string[] = [
    ...builtInDefinitions.slice(0, builtInBeforeActivity).map(definition => definition.menuId),
    'activity',
    ...builtInDefinitions.slice(builtInBeforeActivity).map(definition => definition.menuId),
];

/** What waits for staff in a built-in resource (its definition's `queue`): the filter its waiting records match. */
export const builtInQueues: Array<{ menuId: string; resource: string; label: string; filter: Record<string, unknown> }> =
    builtInDefinitions.flatMap(definition =>
        definition.queue
            ? [{ menuId: definition.menuId, resource: definition.name, label: definition.label.one, filter: definition.queue.filter }]
            : []
    );
