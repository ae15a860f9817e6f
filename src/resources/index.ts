import DashboardIcon from '@mui/icons-material/Dashboard';
import type { SvgIconComponent } from '@mui/icons-material';
import { createElement, lazy } from 'react';
import { Resource, type RaRecord } from 'react-admin';
import { formatNumber, persianDigits } from '../i18n/format';
import { indefinite } from '../i18n/wording';
import { bank } from './bank';
import { credit } from './credit';
import { deliveryRequest } from './delivery-request';
import { deposit } from './deposit';
import { MENU_IDS, type MenuId } from '../access/rules';
import { notification } from './notification';
import { order } from './order';
import { product } from './product';
import { productCategory } from './product-category';
import { receipt } from './receipt';
import { remittance } from './remittance';
import { setting } from './setting';
import { ticket } from './ticket';
import { ticketMessage } from './ticket-message';
import { user } from './user';
import { userCategory } from './user-category';
import { withdrawal } from './withdrawal';
import { AccessGuard } from '../access/AccessGuard';
import { abilitiesOf } from './abilities';
import type { ResourceDefinition, Screen } from './types';

/**
 * The registry: every resource of the admin, declared once in its own folder. From this list come
 * the <Resource>s, the menu entries, the translations of names and fields, and the access checks.
 * To add a screen, add a definition folder and list it here (see docs/resources.md, "Adding a resource").
 */
export const definitions: ResourceDefinition[] = [
    bank,
    order,
    receipt,
    ticket,
    remittance,
    withdrawal,
    deposit,
    deliveryRequest,
    user,
    userCategory,
    credit,
    product,
    productCategory,
    notification,
    setting,
].sort(
    (a, b) => MENU_IDS.indexOf(a.menuId) - MENU_IDS.indexOf(b.menuId)
);

/**
 * Resources that are parts of another's screen (a ticket's messages): registered with react-admin
 * (names, field labels, data hooks) and guarded by their owner's menu id, with no menu entry and
 * no routes of their own. Their records are read and written on the owner's page.
 */
export const parts: ResourceDefinition[] = [ticketMessage];

export const definitionOf = (name: string): ResourceDefinition | undefined =>
    definitions.find(definition => definition.name === name) ?? parts.find(definition => definition.name === name);

const generated: Record<'list' | 'create' | 'edit' | 'show', Screen> = {
    list: lazy(() => import('./screens/ResourceList')),
    create: lazy(() => import('./screens/ResourceCreate')),
    edit: lazy(() => import('./screens/ResourceEdit')),
    show: lazy(() => import('./screens/ResourceShow')),
};

/** A resource screen: the definition's own or the generated one, behind the access check. */
function screen(definition: ResourceDefinition, kind: keyof typeof generated) {
    const component = definition.screens?.[kind] ?? generated[kind];
    return createElement(AccessGuard, { resource: definition.name, children: createElement(component, { definition }) });
}

/**
 * How a record is named in titles and references: its representation field as text, numbers
 * and ids in Persian digits (react-admin drops a representation that isn't a string).
 */
export function representation(definition: ResourceDefinition) {
    const source = definition.recordRepresentation ?? 'title';
    return (record: RaRecord) => {
        const value = source.split('.').reduce<unknown>((item, key) => (item as Record<string, unknown> | undefined)?.[key], record);
        if (value === null || value === undefined || value === '') return persianDigits(String(record.id));
        return typeof value === 'number' ? formatNumber(value) : persianDigits(String(value));
    };
}

/** The <Resource> of a part (see `parts`): known to react-admin, with no screens or routes. */
export function partElement(definition: ResourceDefinition) {
    return createElement(Resource, {
        key: definition.name,
        name: definition.name,
        icon: definition.icon,
        recordRepresentation: representation(definition),
    });
}

/** The <Resource> of one definition; create/edit/show routes only for what staff may do. */
export function resourceElement(definition: ResourceDefinition) {
    const can = abilitiesOf(definition);
    return createElement(Resource, {
        key: definition.name,
        name: definition.name,
        icon: definition.icon,
        recordRepresentation: representation(definition),
        list: screen(definition, 'list'),
        create: can.create ? screen(definition, 'create') : undefined,
        edit: can.edit ? screen(definition, 'edit') : undefined,
        show: can.show ? screen(definition, 'show') : undefined,
    });
}

export interface MenuEntry {
    menuId: MenuId;
    to: string;
    /** translation key of the label */
    label: string;
    icon: SvgIconComponent;
}

/** The side menu, in docs/openapi.yaml, MenuId order. */
export const menuEntries: MenuEntry[] = [
    { menuId: 'dashboard', to: '/', label: 'app.menu.dashboard', icon: DashboardIcon },
    ...definitions.map(definition => ({
        menuId: definition.menuId,
        to: `/${definition.name}`,
        label: `resources.${definition.name}.name`,
        icon: definition.icon,
    })),
];

/**
 * The `resources` part of the translations, built from the definitions' Persian labels so that
 * every name and field label goes through react-admin's translation keys.
 */
export function resourceMessages() {
    return Object.fromEntries(
        [...definitions, ...parts].map(definition => [
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
            },
        ])
    );
}
