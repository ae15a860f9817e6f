/**
 * What the browser keeps of a session (docs/openapi.yaml, conventions): the bearer token under `token`, and the
 * cached `/admin/me` answer under `admin`. Logout and any 401 remove both.
 */
export const TOKEN_KEY = 'token';
export const ADMIN_KEY = 'admin';

const endListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the session ends here (sign-out, a 401, an expired token), so what
 * was read for the admin who held it is forgotten. Returns the unsubscribe function.
 */
export function onSessionEnd(listener: () => void): () => void {
    endListeners.add(listener);
    return () => endListeners.delete(listener);
}

export const session = {
    getToken(): string | null {
        return localStorage.getItem(TOKEN_KEY);
    },
    setToken(token: string): void {
        localStorage.setItem(TOKEN_KEY, token);
    },
    clear(): void {
        localStorage.removeItem(TOKEN_KEY);
        localStorage.removeItem(ADMIN_KEY);
        endListeners.forEach(listener => listener());
    },
};
