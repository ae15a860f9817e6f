import { MOCK_ROLES } from '../../src/mock/roles';
import { definitionOf, menuIds, menuResources } from '../../src/resources/registry';
import { menuChoices } from '../../src/resources/staff/accessNames';

/**
 * The menu's order comes from the definitions (src/resources/builtIn.ts lists them in menu order),
 * not from a hand-written list of menu ids: the dashboard, the records' resources, the activity
 * log, then the team's screens.
 */
const ORDER = [
    'dashboard',
    'banking',
    'order',
    'receipt',
    'ticket',
    'remittance',
    'withdrawal',
    'deposit',
    'delivery_request',
    'user',
    'user_category',
    'credit',
    'product',
    'product_category',
    'notification',
    'setting',
    'activity',
    'approval',
    'staff',
];

it('lists the menu ids in menu order, each once', () => {
    expect(menuIds).toEqual(ORDER);
});

it('names the resource each menu id opens, as its definition says', () => {
    expect(menuResources.map(entry => entry.menuId)).toEqual(ORDER.slice(1));
    expect(menuResources.find(entry => entry.menuId === 'banking')?.resource).toBe('bank');
    expect(menuResources.find(entry => entry.menuId === 'delivery_request')?.resource).toBe('delivery-request');
    for (const { menuId, resource } of menuResources) expect(definitionOf(resource)?.menuId, resource).toBe(menuId);
});

it("offers a staff member's accesses in menu order, by their Persian names", () => {
    const choices = menuChoices(definitionOf, menuResources);
    expect(choices.map(choice => choice.id)).toEqual(ORDER.slice(1));
    expect(choices.find(choice => choice.id === 'banking')).toEqual({ id: 'banking', name: definitionOf('bank')!.label.many, resource: 'bank' });
});

it("gives the mock's auditor every screen's menu id, in menu order", () => {
    expect(MOCK_ROLES.auditor.accesses).toEqual(ORDER.slice(1));
});
