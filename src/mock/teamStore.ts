import { Collection, type MockRecord } from './db';
import { SEED_NOW } from './seed/random';

/**
 * The mock backend's staff (`/admin/staff`) and their two-person approvals (`/admin/approval`):
 * collections of their own, beside the resources' store (no generic REST, no seeded history),
 * rebuilt with it by `resetStore`.
 */

/** The staff as seeded: the super admin, the colleague of the developer panel, and the seeded history's staff. */
function seedStaff(): MockRecord[] {
    const at = new Date(SEED_NOW).toISOString();
    const cashier = [
        { resource: '*', action: 'list' },
        { resource: '*', action: 'show' },
        { resource: 'receipt', action: 'approve', max_amount: 50_000_000 },
        { resource: 'receipt', action: 'reject' },
        { resource: 'withdrawal', action: 'pay', max_amount: 20_000_000 },
    ];
    return [
        { id: 1, name: 'مدیر کل', mobile: '09120000001', role: 'super_admin', accesses: [], permissions: [], active: true, created_at: at },
        { id: 2, name: 'سارا محمدی', mobile: '09120000002', role: 'admin', accesses: ['receipt', 'withdrawal', 'approval'], permissions: cashier, active: true, created_at: at },
        { id: 3, name: 'زهرا احمدی', mobile: '09120000003', role: 'admin', accesses: ['receipt', 'activity'], permissions: cashier.slice(0, 4), active: true, created_at: at },
        { id: 4, name: 'رضا کریمی', mobile: '09120000004', role: 'admin', accesses: ['order', 'user'], permissions: [{ resource: '*', action: '*' }], active: false, created_at: at },
    ];
}

export const team = {
    approvals: new Collection([] as MockRecord[], { searchable: ['subject_type', 'maker.name', 'reason'] }),
    staff: new Collection(seedStaff(), { searchable: ['name', 'mobile'] }),
    /** the admin who last read `/admin/me`: whose `notices.approval` a live count is */
    signedIn: undefined as number | undefined,
};

/** How many approvals wait for `me` (others' pending requests): `notices.approval`. */
export function approvalsToReview(me = team.signedIn): number {
    return team.approvals.all().filter(approval => approval.status === 'pending' && (approval.maker as { id?: number }).id !== me).length;
}

/**
 * One approval of the past, so the approvals screen has a history to show: a receipt the seed
 * approved, asked for by one staff member and approved by the super admin. No record waits.
 */
function seedApprovals(collections: ReadonlyMap<string, Collection>): MockRecord[] {
    const receipt = collections.get('receipt')?.all().find(record => record.status === 'approved');
    if (!receipt) return [];
    const asked = SEED_NOW - 3 * 3_600_000;
    return [
        {
            id: 1,
            subject_type: 'receipt',
            subject_id: receipt.id,
            action: 'approve',
            changes: { status: 'approved' },
            amount: typeof receipt.amount === 'number' ? receipt.amount : null,
            maker: { id: 3, name: 'زهرا احمدی' },
            reason: 'مبلغ فیش از سقف تأیید من بیشتر است.',
            status: 'approved',
            checker: { id: 1, name: 'مدیر کل' },
            expires_at: new Date(asked + 24 * 3_600_000).toISOString(),
            created_at: new Date(asked).toISOString(),
        },
    ];
}

/** The collection of `approval` or `staff`, for what looks records up by resource (tests' routes). */
export const teamCollection = (name: string): Collection | undefined =>
    name === 'approval' ? team.approvals : name === 'staff' ? team.staff : undefined;

export function resetTeam(collections: ReadonlyMap<string, Collection> = new Map()): void {
    team.signedIn = undefined;
    team.approvals = new Collection(seedApprovals(collections), { searchable: ['subject_type', 'maker.name', 'reason'] });
    team.staff = new Collection(seedStaff(), { searchable: ['name', 'mobile'] });
}
