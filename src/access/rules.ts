/**
 * Access rules in one place (docs/openapi.yaml, MenuId): the menu ids, who may open what, and (beside this file)
 * the screen guard and the hook the menu uses. Nothing here imports the resource registry.
 */
/** Menu ids in menu order (docs/openapi.yaml, MenuId): used in `accesses`, in `notices` and as route guards. */
export const MENU_IDS = [
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
] as const;

export type MenuId = (typeof MENU_IDS)[number];

export const SUPER_ADMIN = 'super_admin';

/** What `/admin/me` says about the signed-in admin's rights. */
export interface AdminAccess {
    role: string;
    accesses: string[];
}

/** super_admin opens everything; anyone else the ids in `accesses`, and always the dashboard. */
export function canOpen(access: AdminAccess | null | undefined, menuId: MenuId): boolean {
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
    menuIdOf: (resource: string) => MenuId | undefined
): boolean {
    const menuId = resource === 'dashboard' ? 'dashboard' : menuIdOf(resource);
    return menuId ? canOpen(access, menuId) : false;
}
