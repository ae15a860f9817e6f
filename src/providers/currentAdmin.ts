import type { AdminAccess } from '../access/rules';
import type { PermissionRule } from '../domain/permissions';
import { request } from './httpClient';
import { ADMIN_KEY } from './session';

/** The `/admin/me` answer (docs/openapi.yaml, `Admin`). */
export interface Admin extends AdminAccess {
    /** Optional: a server may leave it out; the admin is then known by `mobile`. */
    id?: number | string;
    name?: string;
    mobile?: string;
    avatar?: string | null;
    notices: Record<string, number>;
}

let pending: Promise<Admin> | null = null;

/** Hears every successful `/admin/me` answer, with the time its request was sent. */
export type AdminListener = (admin: Admin, sentAt: number) => void;
const listeners = new Set<AdminListener>();

/**
 * Calls `listener` with every successful `/admin/me` answer from now on (not only the first: a
 * start whose first call failed recovers on the next one). Returns the unsubscribe function.
 */
export function onAdminAnswer(listener: AdminListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

/** `permissions` as the server sent them, keeping only well-formed rules; absent stays absent. */
function parsePermissions(value: unknown): PermissionRule[] | undefined {
    if (!Array.isArray(value)) return undefined;
    return value.filter(
        (rule): rule is PermissionRule =>
            !!rule && typeof rule === 'object' && typeof (rule as PermissionRule).resource === 'string' && typeof (rule as PermissionRule).action === 'string'
    );
}

/** An `/admin/me` answer's `data` as the admin reads it: rights well formed, absent ones empty. */
export function parseAdmin(data: unknown): Admin {
    const value = (data ?? {}) as Partial<Admin>;
    const permissions = parsePermissions(value.permissions);
    const { permissions: _sent, ...rest } = value;
    return {
        ...rest,
        ...(permissions ? { permissions } : {}),
        role: typeof value.role === 'string' ? value.role : '',
        accesses: Array.isArray(value.accesses) ? value.accesses.map(String) : [],
        notices: value.notices && typeof value.notices === 'object' ? value.notices : {},
    };
}

/**
 * The signed-in admin: fetched once per sign-in and once per page load (so a reload picks up
 * new accesses), then shared; cached in localStorage for the next start.
 */
export function currentAdmin(): Promise<Admin> {
    if (!pending) {
        pending = request<{ data?: unknown }>('/admin/me').then(({ json, sentAt }) => {
            const admin = parseAdmin(json?.data);
            localStorage.setItem(ADMIN_KEY, JSON.stringify(admin));
            listeners.forEach(listener => listener(admin, sentAt));
            return admin;
        });
        pending.catch(() => {
            pending = null;
        });
    }
    return pending;
}

/** Forget the admin (sign-in, sign-out, 401): the next `currentAdmin()` asks the server again. */
export function forgetAdmin(): void {
    pending = null;
}

/**
 * Who the admin is, for what the browser keeps per admin (drafts, saved views, chosen columns,
 * recent searches): `id:<id>` when `/admin/me` carries an `id`, else `mobile:<mobile>`; `null`
 * when the answer has neither.
 */
export function adminKeyOf(admin: Pick<Admin, 'id' | 'mobile'> | null | undefined): string | null {
    if (!admin) return null;
    if (admin.id !== undefined && admin.id !== null && String(admin.id) !== '') return `id:${String(admin.id)}`;
    if (admin.mobile) return `mobile:${admin.mobile}`;
    return null;
}

/** The key of the admin cached by the last `/admin/me` answer in this browser, if any. */
export function cachedAdminKey(): string | null {
    try {
        const raw = localStorage.getItem(ADMIN_KEY);
        return raw ? adminKeyOf(JSON.parse(raw) as Admin) : null;
    } catch {
        return null;
    }
}
