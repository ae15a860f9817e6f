import { describe, expect, it } from 'vitest';
import { judge, limitOf, type PermissionRule } from '../../src/domain/permissions';

const cashier: PermissionRule[] = [
    { resource: '*', action: 'list' },
    { resource: '*', action: 'show' },
    { resource: 'withdrawal', action: 'approve', max_amount: 50_000_000 },
    { resource: 'withdrawal', action: 'pay', max_amount: 20_000_000 },
    { resource: 'withdrawal', action: 'pay', max_amount: 30_000_000 },
    { resource: 'withdrawal', action: 'reject' },
];

describe('permissions: judge', () => {
    it('allows everything when the server sends no permissions, and to a super admin', () => {
        expect(judge({ role: 'admin', resource: 'receipt', action: 'delete' })).toEqual({ allowed: true, needsApproval: false });
        expect(judge({ role: 'admin', permissions: null, resource: 'receipt', action: 'approve', amount: 10 ** 12 }).allowed).toBe(true);
        expect(judge({ role: 'super_admin', permissions: [], resource: 'withdrawal', action: 'pay', amount: 10 ** 12 })).toEqual({
            allowed: true,
            needsApproval: false,
        });
    });

    it('allows nothing with an empty list', () => {
        expect(judge({ role: 'admin', permissions: [], resource: 'receipt', action: 'list' }).allowed).toBe(false);
    });

    it('matches wildcards of resource and action, and a deny rule wins', () => {
        const auditor: PermissionRule[] = [{ resource: '*', action: '*' }, { resource: 'bank', action: 'delete', type: 'deny' }];
        expect(judge({ permissions: auditor, resource: 'bank', action: 'edit' }).allowed).toBe(true);
        expect(judge({ permissions: auditor, resource: 'bank', action: 'delete' }).allowed).toBe(false);
        expect(judge({ permissions: auditor, resource: 'receipt', action: 'delete' }).allowed).toBe(true);
        expect(judge({ permissions: cashier, resource: 'receipt', action: 'list' }).allowed).toBe(true);
        expect(judge({ permissions: cashier, resource: 'receipt', action: 'approve' }).allowed).toBe(false);
        expect(judge({ permissions: cashier, resource: 'withdrawal', action: 'export' }).allowed).toBe(false);
    });

    it('sends a decision over the largest limit to a second admin, and leaves records without an amount alone', () => {
        expect(judge({ permissions: cashier, resource: 'withdrawal', action: 'approve', amount: 50_000_000 })).toEqual({
            allowed: true,
            needsApproval: false,
            limit: 50_000_000,
        });
        expect(judge({ permissions: cashier, resource: 'withdrawal', action: 'approve', amount: 50_000_001 }).needsApproval).toBe(true);
        expect(judge({ permissions: cashier, resource: 'withdrawal', action: 'pay', amount: 25_000_000 }).needsApproval).toBe(false);
        expect(judge({ permissions: cashier, resource: 'withdrawal', action: 'pay', amount: '35000000' }).needsApproval).toBe(true);
        expect(judge({ permissions: cashier, resource: 'withdrawal', action: 'approve' }).needsApproval).toBe(false);
        // reject moves nothing: never limited
        expect(judge({ permissions: cashier, resource: 'withdrawal', action: 'reject', amount: 10 ** 12 })).toEqual({
            allowed: true,
            needsApproval: false,
        });
    });

    it('takes no limit from a matching rule without max_amount, nor from deny rules', () => {
        const rules: PermissionRule[] = [
            { resource: 'withdrawal', action: 'approve', max_amount: 1000 },
            { resource: '*', action: '*' },
        ];
        expect(limitOf(rules, 'withdrawal', 'approve')).toBeUndefined();
        expect(limitOf([{ resource: '*', action: 'approve', max_amount: 5, type: 'deny' }, { resource: '*', action: 'approve', max_amount: 9 }], 'x', 'approve')).toBe(9);
        expect(limitOf([{ resource: '*', action: '*', max_amount: 5 }], 'x', 'edit')).toBeUndefined();
    });
});
