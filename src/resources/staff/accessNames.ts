import { MENU_IDS, type MenuId } from '../../access/rules';
import type { DefinitionLookup } from '../definitionsContext';

/** The resource a menu id opens: `banking` is `bank`, `_` reads `-`. */
export const resourceOfMenuId = (menuId: MenuId): string => (menuId === 'banking' ? 'bank' : menuId.replace(/_/g, '-'));

/** The menu ids a staff member may be given (the dashboard is everyone's), with their Persian names. */
export function menuChoices(definitionOf: DefinitionLookup): Array<{ id: MenuId; name: string; resource: string }> {
    return MENU_IDS.filter(menuId => menuId !== 'dashboard').map(menuId => {
        const resource = resourceOfMenuId(menuId);
        return { id: menuId, name: definitionOf(resource)?.label.many ?? menuId, resource };
    });
}
