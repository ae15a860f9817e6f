/**
 * Who may do what (docs/openapi.yaml, `Permission`): the rules `GET /admin/me` may carry, judged
 * once here for the admin's buttons, menu and routes (src/access) and for the mock backend's
 * enforcement (src/mock), so that both read them the same way.
 *
 * - Without `permissions` (the field absent), every action is allowed: the menu ids in `accesses`
 *   alone decide, as they always did.
 * - With `permissions` (an empty list allows nothing), an action on a resource is allowed when an
 *   allow rule matches it (the resource's name or `*`, the action or `*`) and no `deny` rule does.
 * - `super_admin` may do everything, with no amount limit.
 * - `max_amount` limits only the decisions that move money or gold (`approve`, `pay`): above the
 *   largest limit of the allow rules that match, the decision needs a second admin. A matching
 *   allow rule without `max_amount` allows any amount; a record without an amount is never limited.
 */

/** One rule of `permissions`. */
export interface PermissionRule {
    /** an API resource (`withdrawal`) or `*` */
    resource: string;
    /** `list`, `show`, `create`, `edit`, `delete`, `export`, a decision's id, or `*` */
    action: string;
    /** `deny` wins over every allow rule; absent (or `allow`) allows */
    type?: 'deny' | 'allow';
    /** for `approve` and `pay`: the largest amount one admin may decide alone */
    max_amount?: number | null;
}

/** The actions every resource has besides its decisions, in the order a table shows them. */
export const RESOURCE_ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;

/** The decisions whose amount `max_amount` limits. */
export const LIMITED_ACTIONS: readonly string[] = ['approve', 'pay'];

export const SUPER_ADMIN_ROLE = 'super_admin';

/** What an admin's rules say of one action. */
export interface Verdict {
    /** the admin may take it (alone, or by asking a second admin when `needsApproval`) */
    allowed: boolean;
    /** allowed only as a request that a second admin approves (the amount is over `limit`) */
    needsApproval: boolean;
    /** the largest amount the admin may decide alone, when one applies to this action */
    limit?: number;
}

export interface Judged {
    role?: string | null;
    /** `undefined`/`null`: the server sends no permissions (everything allowed) */
    permissions?: readonly PermissionRule[] | null;
    resource: string;
    action: string;
    /** the record's `amount`, when the action is taken on a record */
    amount?: unknown;
}

const matches = (rule: PermissionRule, resource: string, action: string) =>
    (rule.resource === '*' || rule.resource === resource) && (rule.action === '*' || rule.action === action);

const ALLOWED: Verdict = { allowed: true, needsApproval: false };
const DENIED: Verdict = { allowed: false, needsApproval: false };

/** The largest `max_amount` of the allow rules matching an action; `undefined` when unlimited. */
export function limitOf(rules: readonly PermissionRule[], resource: string, action: string): number | undefined {
    if (!LIMITED_ACTIONS.includes(action)) return undefined;
    let limit: number | undefined = -Infinity;
    for (const rule of rules) {
        if (rule.type === 'deny' || !matches(rule, resource, action)) continue;
        if (typeof rule.max_amount !== 'number') return undefined;
        limit = Math.max(limit, rule.max_amount);
    }
    return limit === -Infinity ? undefined : limit;
}

/** Whether, and how, the admin may take `action` on `resource` (and on a record of `amount`). */
export function judge({ role, permissions, resource, action, amount }: Judged): Verdict {
    if (role === SUPER_ADMIN_ROLE || !Array.isArray(permissions)) return ALLOWED;
    if (permissions.some(rule => rule.type === 'deny' && matches(rule, resource, action))) return DENIED;
    if (!permissions.some(rule => rule.type !== 'deny' && matches(rule, resource, action))) return DENIED;
    const limit = limitOf(permissions, resource, action);
    if (limit === undefined) return ALLOWED;
    const value = typeof amount === 'number' ? amount : typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : NaN;
    return { allowed: true, needsApproval: Number.isFinite(value) && value > limit, limit };
}
