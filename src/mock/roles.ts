import { judge, type PermissionRule, type Verdict } from '../domain/permissions';
import { SCREEN_MENU_IDS } from './definitions';
import { LIMITED_ACCESSES, readMockSettings, type MockSettings } from './settings';

/**
 * The mock's admins (developer panel, «نوع مدیر»): who signs in, with which role, accesses and
 * `permissions`, and the rules the mock then enforces like a strict server (docs/permissions.md):
 * a write or a decision outside them answers `403` with a Persian `message`.
 *
 * - `super`: a super admin; everything.
 * - `limited`: a few screens (`LIMITED_ACCESSES`), no `permissions` (every action on them).
 * - `cashier`: the money queues; lists and shows them, approves withdrawals and receipts and pays
 *   withdrawals up to `CASHIER_LIMIT` alone (above it, a second admin), rejects, deletes nothing.
 * - `auditor`: every screen, read only: list, show and export; changes nothing.
 */
export type MockAdminKind = MockSettings['admin'];

export interface MockRole {
    role: string;
    name: string;
    accesses: string[];
    permissions?: PermissionRule[];
}

/** The cashier's limit: the largest amount (Toman) they approve or pay alone. */
export const CASHIER_LIMIT = 50_000_000;

const SUPER_ADMIN = 'super_admin';

export const MOCK_ROLES: Record<MockAdminKind, MockRole> = {
    super: { role: SUPER_ADMIN, name: 'مدیر کل', accesses: [] },
    limited: { role: 'admin', name: 'کارشناس فروش', accesses: LIMITED_ACCESSES },
    cashier: {
        role: 'admin',
        name: 'صندوقدار',
        accesses: ['order', 'receipt', 'withdrawal', 'deposit', 'user', 'activity'],
        permissions: [
            { resource: '*', action: 'list' },
            { resource: '*', action: 'show' },
            { resource: 'receipt', action: 'approve', max_amount: CASHIER_LIMIT },
            { resource: 'withdrawal', action: 'approve', max_amount: CASHIER_LIMIT },
            { resource: 'withdrawal', action: 'pay', max_amount: CASHIER_LIMIT },
            { resource: '*', action: 'reject' },
            { resource: '*', action: 'delete', type: 'deny' },
        ],
    },
    auditor: {
        role: 'admin',
        name: 'حسابرس',
        accesses: SCREEN_MENU_IDS,
        permissions: [
            { resource: '*', action: 'list' },
            { resource: '*', action: 'show' },
            { resource: '*', action: 'export' },
        ],
    },
};

/**
 * The signed-in admin's preset: the developer panel's choice, read on every request (switching it
 * while signed in changes the admin at once, as if a super admin had changed their rights, and
 * sends `me.updated`); on the panel's default, the role the token was signed in with.
 */
export function mockRoleOf(claims?: { role: string } | null, settings = readMockSettings()): MockRole {
    // a token signed in as another role than a super admin (an e2e test's, a sign-in as the limited
    // admin) keeps it while the panel is on its default; any other preset chosen is taken at once
    const kind = settings.admin === 'super' && claims && claims.role !== SUPER_ADMIN ? 'limited' : settings.admin;
    const preset = MOCK_ROLES[kind] ?? MOCK_ROLES.super;
    if (!settings.actingPermissions || preset.role === SUPER_ADMIN) return preset;
    // the developer's own rules for the acting admin (developer panel, «مجوزهای مدیر محدود»):
    // a decision over their limit waits for a second admin, on the approvals screen they may open
    return { ...preset, permissions: settings.actingPermissions, accesses: [...new Set([...preset.accesses, 'approval'])] };
}

/** Whether the preset may open a menu id at all (its accesses, or a super admin). */
export const opensMenu = (role: MockRole, menuId: string): boolean => role.role === SUPER_ADMIN || role.accesses.includes(menuId);

/** What the preset's `permissions` say of an action on a resource (and a record's amount). */
export const verdictOf = (role: MockRole, resource: string, action: string, amount?: unknown): Verdict =>
    judge({ role: role.role, permissions: role.permissions, resource, action, amount });

/** The decision a `PUT` takes, by the status it moves the record to (docs/openapi.yaml, 'Decisions'). */
const DECISION_OF_STATUS: Record<string, string> = {
    approved: 'approve',
    active: 'approve',
    rejected: 'reject',
    paid: 'pay',
    preparing: 'schedule',
    delivered: 'deliver',
    sent: 'send',
    cancelled: 'cancel',
    revoked: 'revoke',
    closed: 'close',
    open: 'reopen',
};

export const decisionOfStatus = (status: unknown): string | undefined =>
    typeof status === 'string' ? DECISION_OF_STATUS[status] : undefined;

/** The 403 a strict server answers for an action outside the admin's permissions. */
export const NOT_PERMITTED = 'شما اجازه این کار را ندارید.';
