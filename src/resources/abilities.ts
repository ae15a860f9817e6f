import { useMemo } from 'react';
import { rightTo, type AdminAccess } from '../access/rules';
import { useActionRights, type ActionRights } from '../access/useCanOpen';
import type { Abilities, ResourceDefinition } from './types';

/**
 * What staff may do with a resource, computed in one place from its definition's `can` (all
 * allowed unless it says otherwise) and, on screen, the signed-in admin's `permissions`
 * (`abilitiesWith`, `useAbilities`). Routes, list buttons, bulk actions, form toolbars, the
 * export and path checks all ask here.
 */
export function abilitiesOf(definition: Pick<ResourceDefinition, 'can'>): Abilities {
    return { create: true, edit: true, delete: true, show: true, export: true, ...definition.can };
}

/** The definition's abilities narrowed by what the admin's rules allow on its resource. */
export function abilitiesWith(definition: Pick<ResourceDefinition, 'can'>, rights: ActionRights): Abilities {
    const can = abilitiesOf(definition);
    return {
        create: can.create && rights('create').allowed,
        edit: can.edit && rights('edit').allowed,
        delete: can.delete && rights('delete').allowed,
        show: can.show && rights('show').allowed,
        export: can.export && rights('export').allowed,
    };
}

/**
 * The definition's abilities for an admin, given what `/admin/me` says of them (outside a hook: the
 * global search, the activity log); unknown rights leave the definition's own.
 */
export const abilitiesFor = (definition: Pick<ResourceDefinition, 'can' | 'name'>, access: AdminAccess | null | undefined): Abilities =>
    access ? abilitiesWith(definition, action => rightTo(access, definition.name, action)) : abilitiesOf(definition);

/**
 * The abilities of a resource for the signed-in admin: the definition's `can` and the admin's
 * `permissions` (read once, from the cached `/admin/me`; never a request per row). Nothing is
 * offered while the permissions are unknown.
 */
export function useAbilities(definition: Pick<ResourceDefinition, 'can' | 'name'>): Abilities {
    const rights = useActionRights(definition.name);
    return useMemo(() => abilitiesWith(definition, rights), [definition, rights]);
}

/**
 * Where a record opens, wherever it is named (a row of its list or of a related list, a found
 * record of the global search, the activity log's subject): a record staff decide (its decisions,
 * review mode) or one with a page made for it (a ticket's conversation) opens its page; else its
 * edit form, else its page, else nowhere. `can` defaults to the definition's own: pass the
 * admin's (`useAbilities`, `abilitiesWith`).
 */
export function recordTarget(
    definition: Pick<ResourceDefinition, 'can' | 'screens' | 'decisions'>,
    can: Abilities = abilitiesOf(definition)
): 'edit' | 'show' | false {
    if (can.show && (definition.decisions?.length || definition.screens?.show)) return 'show';
    return can.edit ? 'edit' : can.show ? 'show' : false;
}

/** The path where a record opens (`recordTarget`): `/{name}/{id}/show` or `/{name}/{id}`; null for nowhere. */
export function recordPath(
    definition: Pick<ResourceDefinition, 'name' | 'can' | 'screens' | 'decisions'>,
    id: string | number,
    can: Abilities = abilitiesOf(definition)
): string | null {
    const target = recordTarget(definition, can);
    if (!target) return null;
    const path = `/${definition.name}/${encodeURIComponent(String(id))}`;
    return target === 'show' ? `${path}/show` : path;
}
