import type { AnyMenuId } from '../../access/rules';
import type { DefinitionLookup, MenuResources } from '../definitionsContext';

/** The menu ids a staff member may be given (the dashboard is everyone's), with their Persian names. */
export function menuChoices(definitionOf: DefinitionLookup, menu: MenuResources): Array<{ id: AnyMenuId; name: string; resource: string }> {
    return menu.map(({ menuId, resource }) => ({ id: menuId, name: definitionOf(resource)?.label.many ?? menuId, resource }));
}
