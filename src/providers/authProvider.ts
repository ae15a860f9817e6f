import { HttpError, type AuthProvider } from 'react-admin';
import { canDo, type AnyMenuId } from '../access/rules';
import { cachedAdminKey, currentAdmin, forgetAdmin } from './currentAdmin';
import { purgeDrafts } from './draftKeys';
import { request } from './httpClient';
import { forgetReturn } from './returnPath';
import { session } from './session';
import { isExpired } from './token';

/** What the sign-in forms pass to `login` (docs/openapi.yaml, auth). */
export type Credentials = { username: string; code: string } | { username: string; password: string };

function signOutLocally(): void {
    session.clear();
    forgetAdmin();
}

/** A stored token that has not expired (an expired one is removed). */
export function hasSession(now = Date.now()): boolean {
    const token = session.getToken();
    if (!token) return false;
    if (isExpired(token, now)) {
        signOutLocally();
        return false;
    }
    return true;
}

/**
 * Sign-in and the session (docs/openapi.yaml: conventions, auth, MenuId): the bearer token under `token`, the `/admin/me`
 * answer for permissions, identity and access, and sign-out on any 401. `menuIdOf` says which
 * menu id guards a resource (the app passes the resource registry's answer in).
 */
export const createAuthProvider = (menuIdOf: (resource: string) => AnyMenuId | undefined): AuthProvider => ({
    async login(credentials: Credentials) {
        const { json } = await request<{ data?: { token?: unknown } }>('/admin/auth/token', {
            method: 'POST',
            body: credentials,
        });
        const token = json?.data?.token;
        if (typeof token !== 'string' || !token) throw new Error('app.auth.login_failed');
        session.setToken(token);
        forgetAdmin();
        try {
            await currentAdmin();
        } catch (error) {
            // no half sign-in: without the admin's data there is no session
            signOutLocally();
            throw error;
        }
        return { redirectTo: '/' };
    },

    /**
     * Local sign-out only: revoking the token on the server is the logout dialog's job. A
     * deliberate sign-out (`{ deliberate: true }`, the logout dialog) also removes this admin's
     * drafts and the page kept to come back to; a 401's sign-out keeps both for the next sign-in.
     */
    async logout(params?: { deliberate?: boolean }) {
        if (params?.deliberate) {
            const adminKey = cachedAdminKey();
            purgeDrafts(adminKey);
            forgetReturn(adminKey);
        }
        signOutLocally();
        return '/login';
    },

    async checkAuth() {
        if (!hasSession()) throw new Error('app.auth.signed_out');
    },

    async checkError(error: unknown) {
        if (error instanceof HttpError && error.status === 401) {
            signOutLocally();
            throw { redirectTo: '/', logoutUser: true, message: false };
        }
    },

    async getIdentity() {
        const admin = await currentAdmin();
        return { id: admin.mobile ?? 'admin', fullName: admin.name ?? admin.mobile, avatar: admin.avatar ?? undefined };
    },

    async getPermissions() {
        if (!hasSession()) return null;
        const { role, accesses, permissions } = await currentAdmin();
        return permissions === undefined ? { role, accesses } : { role, accesses, permissions };
    },

    /**
     * A resource is open to super_admin, or when its menu id is in `accesses` (docs/openapi.yaml,
     * MenuId); the action itself (`list`, `edit`, `export`, a decision's id…) must also be allowed
     * by `permissions` when `/admin/me` carries them (docs/permissions.md). Answered from the
     * admin already read, never by a request of its own.
     */
    async canAccess({ resource, action, record }) {
        if (!hasSession()) return false;
        return canDo(await currentAdmin(), resource, action, menuIdOf, record as { amount?: unknown } | undefined);
    },
});

/** `DELETE /admin/auth/token`: revokes the token on the server. */
export async function revokeToken(): Promise<void> {
    await request('/admin/auth/token', { method: 'DELETE' });
}
