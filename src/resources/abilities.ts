import type { Abilities, ResourceDefinition } from './types';

/**
 * What staff may do with a resource, computed in one place from its definition's `can` (all
 * allowed unless it says otherwise). Routes, list buttons, bulk actions, form toolbars, the CSV
 * export and path checks all ask here.
 */
export function abilitiesOf(definition: Pick<ResourceDefinition, 'can'>): Abilities {
    return { create: true, edit: true, delete: true, show: true, export: true, ...definition.can };
}

/**
 * Where a row of the list opens: a show page made for the resource (a ticket's conversation), else
 * its edit form, else its show page, else nowhere.
 */
export function rowTarget(definition: Pick<ResourceDefinition, 'can' | 'screens'>): 'edit' | 'show' | false {
    const can = abilitiesOf(definition);
    if (can.show && definition.screens?.show) return 'show';
    return can.edit ? 'edit' : can.show ? 'show' : false;
}
