/**
 * Token expiry (docs/openapi.yaml, auth): a JWT whose `exp` is in the past is expired; any other token
 * (opaque, or a JWT without `exp`) is trusted until the server answers 401.
 */
export function isExpired(token: string, now = Date.now()): boolean {
    const parts = token.split('.');
    if (parts.length !== 3) return false;
    try {
        const json = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
        const payload = JSON.parse(json) as { exp?: unknown };
        return typeof payload.exp === 'number' && payload.exp * 1000 <= now;
    } catch {
        return false;
    }
}
