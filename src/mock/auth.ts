import { mockRoleOf } from './roles';
import { readMockSettings } from './settings';

/**
 * The mock backend's tokens: JWTs (unsigned, "mock" signature) carrying who signed in and when
 * they expire (5 days), so the mock needs no session table and survives page reloads.
 */
export interface MockClaims {
    sub: string;
    role: string;
    exp: number;
}

export const TOKEN_LIFETIME_S = 5 * 24 * 3600;

const base64url = (text: string) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(text)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');

const fromBase64url = (text: string) =>
    new TextDecoder().decode(
        Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), char => char.charCodeAt(0))
    );

export function issueToken(subject: string, now = Date.now()): string {
    const role = readMockSettings().admin === 'super' ? 'super_admin' : 'admin';
    const claims: MockClaims = { sub: subject, role, exp: Math.floor(now / 1000) + TOKEN_LIFETIME_S };
    return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.mock`;
}

/** The claims of a valid, unexpired mock token from an `Authorization: Bearer …` header. */
export function claimsOf(request: Request, now = Date.now()): MockClaims | null {
    const header = request.headers.get('Authorization') ?? '';
    const match = /^Bearer (.+)$/.exec(header);
    if (!match) return null;
    const [, payload, signature] = match[1].split('.');
    if (!payload || signature !== 'mock') return null;
    try {
        const claims = JSON.parse(fromBase64url(payload)) as MockClaims;
        return typeof claims.exp === 'number' && claims.exp * 1000 > now ? claims : null;
    } catch {
        return null;
    }
}

/**
 * The mock's staff: the password admin has id 1; an admin who signs in with a mobile number gets an
 * id of their own from it (the same number, the same id, on every page), so two staff are two ids.
 */
export const PASSWORD_ADMIN_ID = 1;
export function adminIdOf(subject: string): number {
    if (!/^09\d{9}$/.test(subject)) return PASSWORD_ADMIN_ID;
    return 1000 + (Number(subject.slice(2)) % 1_000_000_000);
}

/** Another staff member, who changes and decides records "meanwhile" (the developer panel, the live player). */
export const COLLEAGUE = { id: 2, name: 'سارا محمدی' } as const;

/** What `/admin/me` says of the signed-in admin: the developer panel's preset (src/mock/roles.ts). */
export function adminProfile(claims: MockClaims) {
    const preset = mockRoleOf(claims);
    return {
        id: adminIdOf(claims.sub),
        name: preset.name,
        mobile: /^09\d{9}$/.test(claims.sub) ? claims.sub : '09120000000',
        avatar: null,
        role: preset.role,
        accesses: preset.accesses,
        ...(preset.permissions ? { permissions: preset.permissions } : {}),
    };
}
