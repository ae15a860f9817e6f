import { judge, type PermissionRule, type Verdict } from '../domain/permissions';

/**
 * Access rules in one place (docs/openapi.yaml, MenuId): who may open what, and (beside this file)
 * the screen guard and the hook the menu uses. Nothing here imports the resource registry.
 */
/**
 * The menu ids that are not a resource's: the dashboard (everyone's, first in the menu) and the
 * activity log. Every resource brings its own (its definition's `menuId`); the menu's order is
 * built where the definitions are known (src/resources/registry.ts, `menuIds`).
 */
export const MENU_IDS = ['dashboard', 'activity'] as const;

export type MenuId = (typeof MENU_IDS)[number];

/**
 * Any menu id: one of the above, a built-in resource's, or one a resource served by the API brings
 * (docs/resources.md, "Definitions served by the API"): checked against `accesses` the same way.
 */
export type AnyMenuId = MenuId | (string & {});

export const SUPER_ADMIN = 'super_admin';

/** What `/admin/me` says about the signed-in admin's rights. */
export interface AdminAccess {
    role: string;
    accesses: string[];
    /** who may do what (src/domain/permissions.ts); absent: the menu ids alone decide */
    permissions?: PermissionRule[] | null;
}

/** super_admin opens everything; anyone else the ids in `accesses`, and always the dashboard. */
export function canOpen(access: AdminAccess | null | undefined, menuId: AnyMenuId): boolean {
    if (menuId === 'dashboard') return true;
    if (!access) return false;
    return access.role === SUPER_ADMIN || access.accesses.includes(menuId);
}

/**
 * Whether an admin may open a resource's screens (react-admin's `canAccess`): the dashboard, or a
 * resource whose menu id (`menuIdOf`, from the resource registry) the admin may open.
 */
export function canOpenResource(
    access: AdminAccess | null | undefined,
    resource: string,
    menuIdOf: (resource: string) => AnyMenuId | undefined
): boolean {
    const menuId = resource === 'dashboard' ? 'dashboard' : menuIdOf(resource);
    return menuId ? canOpen(access, menuId) : false;
}

/**
 * Whether an admin may take an action on a resource (react-admin's `canAccess`): open it at all
 * (its menu id), and, on anything but the dashboard, have the action allowed by `permissions`.
 */
export function canDo(
    access: AdminAccess | null | undefined,
    resource: string,
    action: ResourceAction,
    menuIdOf: (resource: string) => AnyMenuId | undefined,
    record?: { amount?: unknown } | null
): boolean {
    if (!canOpenResource(access, resource, menuIdOf)) return false;
    return resource === 'dashboard' || rightTo(access, resource, action, record).allowed;
}

/** The actions react-admin's screens and buttons ask about; anything else is a decision's id. */
export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | (string & {});

/**
 * What the admin's `permissions` say of an action on a resource (and on a record, whose `amount`
 * a limit is checked against): judged by src/domain/permissions.ts, nothing else. Unknown rights
 * (still loading, signed out) allow nothing.
 */
export function rightTo(
    access: AdminAccess | null | undefined,
    resource: string,
    action: ResourceAction,
    record?: { amount?: unknown } | null
): Verdict {
    if (!access) return { allowed: false, needsApproval: false };
    return judge({ role: access.role, permissions: access.permissions, resource, action, amount: record?.amount });
}
