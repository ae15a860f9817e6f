import { useMemo } from 'react';
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
 * The abilities of a resource for the signed-in admin: the definition's `can` and the admin's
 * `permissions` (read once, from the cached `/admin/me`; never a request per row). Nothing is
 * offered while the permissions are unknown.
 */
export function useAbilities(definition: Pick<ResourceDefinition, 'can' | 'name'>): Abilities {
    const rights = useActionRights(definition.name);
    return useMemo(() => abilitiesWith(definition, rights), [definition, rights]);
}

/**
 * Where a row of the list opens: a show page made for the resource (a ticket's conversation), else
 * its edit form, else its show page, else nowhere. `can` defaults to the definition's own.
 */
export function rowTarget(
    definition: Pick<ResourceDefinition, 'can' | 'screens'>,
    can: Abilities = abilitiesOf(definition)
): 'edit' | 'show' | false {
    if (can.show && definition.screens?.show) return 'show';
    return can.edit ? 'edit' : can.show ? 'show' : false;
}
