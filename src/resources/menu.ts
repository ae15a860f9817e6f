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
