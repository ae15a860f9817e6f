import { judge, type PermissionRule } from '../../src/domain/permissions';
import { rulesOf, tableOf } from '../../src/resources/staff/permissionTable';

/** The staff form's permissions table (src/resources/staff/): rules read as cells, cells written back as rules. */
const RESOURCES = [
    { resource: 'receipt', actions: ['list', 'show', 'edit', 'approve', 'reject'] },
    { resource: 'withdrawal', actions: ['list', 'approve', 'pay'] },
];

describe('the permissions table', () => {
    it('reads wildcards, deny rules and the largest limit as judge does', () => {
        const rules: PermissionRule[] = [
            { resource: '*', action: 'list' },
            { resource: 'receipt', action: '*', max_amount: 5_000_000 },
            { resource: 'receipt', action: 'approve', max_amount: 8_000_000 },
            { resource: 'receipt', action: 'edit', type: 'deny' },
        ];
        const [receipt, withdrawal] = tableOf(rules, RESOURCES);
        expect(receipt.allowed).toEqual({ list: true, show: true, edit: false, approve: true, reject: true });
        expect(receipt.limits).toEqual({ approve: 8_000_000 });
        expect(withdrawal.allowed).toEqual({ list: true, approve: false, pay: false });
        expect(withdrawal.limits).toEqual({ approve: undefined, pay: undefined });
    });

    it('writes one allow rule per allowed cell, with max_amount, and judges the same afterwards', () => {
        const [receipt, withdrawal] = tableOf([], RESOURCES);
        const edited = [
            { ...receipt, allowed: { ...receipt.allowed, list: true, approve: true }, limits: { approve: 10_000_000 } },
            { ...withdrawal, allowed: { ...withdrawal.allowed, pay: true } },
        ];
        const rules = rulesOf(edited);
        expect(rules).toEqual([
            { resource: 'receipt', action: 'list' },
            { resource: 'receipt', action: 'approve', max_amount: 10_000_000 },
            { resource: 'withdrawal', action: 'pay' },
        ]);
        expect(judge({ role: 'admin', permissions: rules, resource: 'receipt', action: 'approve', amount: 12_000_000 })).toEqual({ allowed: true, needsApproval: true, limit: 10_000_000 });
        expect(judge({ role: 'admin', permissions: rules, resource: 'withdrawal', action: 'pay', amount: 99_000_000 }).needsApproval).toBe(false);
        expect(tableOf(rules, RESOURCES)[0].allowed.approve).toBe(true);
    });
});
