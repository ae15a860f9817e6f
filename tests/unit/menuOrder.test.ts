import { MOCK_ROLES } from '../../src/mock/roles';
import { builtInDefinitions } from '../../src/resources/builtIn';
import { definitionOf, menuIds, menuResources } from '../../src/resources/registry';
import { menuChoices } from '../../src/resources/staff/accessNames';

/**
 * The menu's order comes from the definitions (src/resources/builtIn.ts lists them in menu order),
 * not from a hand-written list of menu ids: the dashboard, the records' resources, the activity
 * log, then the team's screens (approvals, staff).
 */
const listed = builtInDefinitions.map(definition => definition.menuId);

it('lists the menu ids in the order of the built-in list, the dashboard first and the activity log before the team', () => {
    expect(menuIds[0]).toBe('dashboard');
    expect(menuIds.filter(id => id !== 'dashboard' && id !== 'activity')).toEqual(listed);
    expect(menuIds.slice(-3)).toEqual(['activity', 'approval', 'staff']);
    expect(menuIds.slice(1, 3)).toEqual(['banking', 'order']);
    expect(new Set(menuIds).size).toBe(menuIds.length);
});

it('names the resource each menu id opens, as its definition says', () => {
    expect(menuResources.map(entry => entry.menuId)).toEqual(menuIds.slice(1));
    expect(menuResources.find(entry => entry.menuId === 'banking')?.resource).toBe('bank');
    expect(menuResources.find(entry => entry.menuId === 'delivery_request')?.resource).toBe('delivery-request');
    for (const { menuId, resource } of menuResources) expect(definitionOf(resource)?.menuId, resource).toBe(menuId);
});

it("offers a staff member's accesses in menu order, by their Persian names", () => {
    const choices = menuChoices(definitionOf, menuResources);
    expect(choices.map(choice => choice.id)).toEqual(menuIds.slice(1));
    expect(choices.find(choice => choice.id === 'banking')).toEqual({ id: 'banking', name: definitionOf('bank')!.label.many, resource: 'bank' });
});

it("gives the mock's auditor every screen's menu id, in menu order", () => {
    expect(MOCK_ROLES.auditor.accesses).toEqual(menuIds.slice(1));
});
