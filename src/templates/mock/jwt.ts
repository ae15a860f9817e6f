/**
 * The kit's own access tokens (5-day expiry, checked against the current time). A mock
 * JWT: base64url header and claims, and a signature that is a keyed hash of the two, enough for the
 * mock to tell its own tokens from anything else. Never the product's session token.
 */
export const KIT_TOKEN_LIFETIME_S = 5 * 24 * 3600;
const SECRET = 'zar-template-kit-secret';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const decode = (part: string): unknown => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));

function hash(text: string): string {
    let h1 = 0x811c9dc5;
    let h2 = 0x1b873593;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ c, 0x01000193);
        h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    }
    return (h1 >>> 0).toString(36) + (h2 >>> 0).toString(36);
}

export interface KitClaims {
    userId: string;
    iat: number;
    exp: number;
}

export function signKitToken(userId: string, nowMs = Date.now()): string {
    const iat = Math.floor(nowMs / 1000);
    const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ userId, iat, exp: iat + KIT_TOKEN_LIFETIME_S })}`;
    return `${head}.${hash(head + SECRET)}`;
}

/** The claims of a valid, unexpired kit token, or null. */
export function verifyKitToken(token: string, nowMs = Date.now()): KitClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    if (hash(`${parts[0]}.${parts[1]}${SECRET}`) !== parts[2]) return null;
    try {
        const claims = decode(parts[1]) as KitClaims;
        if (typeof claims.userId !== 'string' || typeof claims.exp !== 'number') return null;
        return claims.exp * 1000 > nowMs ? claims : null;
    } catch {
        return null;
    }
}
