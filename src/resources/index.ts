import DashboardIcon from '@mui/icons-material/Dashboard';
import type { SvgIconComponent } from '@mui/icons-material';
import { createElement, useMemo } from 'react';
import { Resource } from 'react-admin';
import { indefinite } from '../i18n/wording';
import type { AnyMenuId } from '../access/rules';
import { AccessGuard } from '../access/AccessGuard';
import { abilitiesOf } from './abilities';
import { DefinitionsProvider, MenuResourcesProvider } from './definitionsContext';
import { activity, definitionOf, definitions, menuResources, parts } from './registry';
import { iconOf } from './icons';
import { representation } from './representation';
import { useServedDefinitions } from './served';
import { screenOf } from './screens/screenLoaders';
import { OptionalScreen } from './screens/OptionalScreen';
import { isOptionalResource } from './availability';
import type { ResourceDefinition, ScreenKind } from './types';

/**
 * What is built from the registry (./registry.ts): the <Resource>s, the menu entries and the
 * translations of names and fields. The registry itself is re-exported for the layers above.
 * Nothing in src/resources/ imports this module (see docs/architecture.md).
 */
export { activity, definitionOf, definitions, menuIds, parts } from './registry';
export { useAvailable, useUnavailable } from './availability';
export { loadServed, servedDefinitions, servedReading, servedSettled, useServedDefinitions, useServedSettled } from './served';
export { iconOf } from './icons';

/**
 * A resource screen: the definition's own or the generated one, behind the access check, with the
 * definitions context (useDefinitionOf) for the screen's relations and references, and the menu's
 * resources (useMenuResources) for a staff member's accesses. An optional resource's screen
 * (./availability.ts) says it is not available once the server said so.
 */
function screen(definition: ResourceDefinition, kind: ScreenKind) {
    const component = screenOf(definition, kind);
    const shown = createElement(component, { definition });
    return createElement(DefinitionsProvider, {
        value: definitionOf,
        children: createElement(MenuResourcesProvider, {
            value: menuResources,
            children: createElement(AccessGuard, {
                resource: definition.name,
                action: kind,
                children: isOptionalResource(definition.name) ? createElement(OptionalScreen, { definition, children: shown }) : shown,
            }),
        }),
    });
}

/** The <Resource> of a part (see `parts`): known to react-admin, with no screens or routes. */
export function partElement(definition: ResourceDefinition) {
    return createElement(Resource, {
        key: definition.name,
        name: definition.name,
        icon: iconOf(definition.icon),
        recordRepresentation: representation(definition),
    });
}

/** The <Resource> of one definition; create/edit/show routes only for what staff may do. */
export function resourceElement(definition: ResourceDefinition) {
    const can = abilitiesOf(definition);
    return createElement(Resource, {
        key: definition.name,
        name: definition.name,
        icon: iconOf(definition.icon),
        recordRepresentation: representation(definition),
        list: screen(definition, 'list'),
        create: can.create ? screen(definition, 'create') : undefined,
        edit: can.edit ? screen(definition, 'edit') : undefined,
        show: can.show ? screen(definition, 'show') : undefined,
    });
}

export interface MenuEntry {
    menuId: AnyMenuId;
    /** the API resource it lists (its `list` permission decides whether it shows) */
    resource?: string;
    to: string;
    /** translation key of the label */
    label: string;
    icon: SvgIconComponent;
}

/** A resource's menu entry (a served one's label is literal text: src/i18n/literalMessages.ts). */
const menuEntryOf = (definition: ResourceDefinition): MenuEntry => ({
    menuId: definition.menuId,
    resource: definition.name,
    to: `/${definition.name}`,
    label: `resources.${definition.name}.name`,
    icon: iconOf(definition.icon),
});

/** The side menu, in menu order (`menuIds`, ./registry.ts). */
export const menuEntries: MenuEntry[] = [
    { menuId: 'dashboard', to: '/', label: 'app.menu.dashboard', icon: DashboardIcon },
    ...menuResources.map(({ resource }) => menuEntryOf(definitionOf(resource)!)),
];

/** The menu entries of the served resources, after the built-in ones, in the order served. */
export function useServedMenuEntries(): MenuEntry[] {
    const served = useServedDefinitions();
    return useMemo(() => served.map(menuEntryOf), [served]);
}

/** Every resource with screens and a menu entry: the built-in ones, then the served ones. */
export function useAllDefinitions(): ResourceDefinition[] {
    const served = useServedDefinitions();
    return useMemo(() => [...definitions, ...served], [served]);
}

/**
 * The `resources` part of the translations, built from the definitions' Persian labels so that
 * every name and field label goes through react-admin's translation keys.
 */
export function resourceMessages() {
    return Object.fromEntries(
        [...definitions, ...parts, activity].map(definition => [
            definition.name,
            {
                name: `${definition.label.one} |||| ${definition.label.many}`,
                // react-admin's own texts say «المان»; each resource says its own name
                notifications: {
                    created: `${definition.label.one} ثبت شد.`,
                    updated: `${definition.label.one} ویرایش شد. |||| %{smart_count} ${definition.label.one} ویرایش شدند.`,
                    deleted: `${definition.label.one} حذف شد. |||| %{smart_count} ${definition.label.one} حذف شدند.`,
                },
                empty: `هیچ ${indefinite(definition.label.one)} ثبت نشده است.`,
                invite: `می‌خواهید یک ${definition.label.one} اضافه کنید؟`,
                fields: Object.fromEntries(definition.fields.map(field => [field.source, field.label])),
                sections: Object.fromEntries((definition.sections ?? []).map(section => [section.id, section.label])),
            },
        ])
    );
}
