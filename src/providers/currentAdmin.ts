import type { AdminAccess } from '../access/rules';
import { request } from './httpClient';
import { ADMIN_KEY } from './session';

/** The `/admin/me` answer (contract §3). */
export interface Admin extends AdminAccess {
    name?: string;
    mobile?: string;
    avatar?: string | null;
    notices: Record<string, number>;
}

let pending: Promise<Admin> | null = null;

function parse(data: unknown): Admin {
    const value = (data ?? {}) as Partial<Admin>;
    return {
        ...value,
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
        pending = request<{ data?: unknown }>('/admin/me').then(({ json }) => {
            const admin = parse(json?.data);
            localStorage.setItem(ADMIN_KEY, JSON.stringify(admin));
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
