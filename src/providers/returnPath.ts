/**
 * The page an admin was on when a 401 ended the session, kept per admin in localStorage
 * (`zar-return`), so that the same admin signing in again comes back to it (and to the draft it
 * offers). Another admin signing in is not sent there; a deliberate sign-out forgets it; it is
 * dropped after 7 days.
 */
export const RETURN_KEY = 'zar-return';
export const RETURN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Entries = Record<string, { path: string; at: number }>;

function read(storage: Storage): Entries {
    try {
        const value = JSON.parse(storage.getItem(RETURN_KEY) ?? '{}') as unknown;
        return value && typeof value === 'object' && !Array.isArray(value) ? (value as Entries) : {};
    } catch {
        return {};
    }
}

function write(storage: Storage, entries: Entries): void {
    try {
        if (Object.keys(entries).length) storage.setItem(RETURN_KEY, JSON.stringify(entries));
        else storage.removeItem(RETURN_KEY);
    } catch {
        // storage full or unavailable: the admin lands on the dashboard instead
    }
}

/** Keeps the page (`/ticket/3/show?x=1`) the admin was on when the session ended. */
export function rememberReturn(adminKey: string | null, path: string, now = Date.now(), storage: Storage = localStorage): void {
    if (!adminKey || !path.startsWith('/') || path.startsWith('/login') || path.startsWith('/verify')) return;
    write(storage, { ...read(storage), [adminKey]: { path, at: now } });
}

/** The page kept for that admin (within 7 days), removed as it is read; `null` when none. */
export function takeReturn(adminKey: string | null, now = Date.now(), storage: Storage = localStorage): string | null {
    if (!adminKey) return null;
    const entries = read(storage);
    const entry = entries[adminKey];
    if (!entry) return null;
    delete entries[adminKey];
    write(storage, entries);
    const fresh = typeof entry.path === 'string' && typeof entry.at === 'number' && now - entry.at < RETURN_TTL_MS;
    return fresh && entry.path.startsWith('/') ? entry.path : null;
}

/** Forgets the page kept for that admin (a deliberate sign-out). */
export function forgetReturn(adminKey: string | null, storage: Storage = localStorage): void {
    if (!adminKey) return;
    const entries = read(storage);
    delete entries[adminKey];
    write(storage, entries);
}
