import { useSyncExternalStore } from 'react';

/** A colleague as the admin picks one: by name, sending the id. */
export interface Colleague {
    id: number | string;
    name: string;
}

/**
 * The staff the activity log has shown in this page's life (the causers of the entries read): what
 * a colleague is picked from when the server has no staff list for this admin (`/admin/staff`
 * answers 403 or 404).
 */
const seen = new Map<string, Colleague>();
/** by name; null when the names changed since it was last read (sorted when next read) */
let snapshot: Colleague[] | null = [];
const listeners = new Set<() => void>();

/** Remembers the named causers of entries read from the activity log. */
export function rememberCausers(entries: ReadonlyArray<{ causer?: { id?: unknown; name?: string | null } | null }> | undefined): void {
    let changed = false;
    for (const entry of entries ?? []) {
        const causer = entry.causer;
        const name = causer?.name?.trim();
        if (!causer || causer.id === undefined || causer.id === null || !name) continue;
        const key = String(causer.id);
        if (seen.get(key)?.name === name) continue;
        seen.set(key, { id: causer.id as number | string, name });
        changed = true;
    }
    if (!changed) return;
    // sorted when someone reads them (the staff picker): a record's timeline, which remembers its
    // causers, does not set up ICU's Persian collation before the record is drawn
    snapshot = null;
    listeners.forEach(listener => listener());
}

/** For tests: as if the page had been reloaded. */
export function forgetCausers(): void {
    seen.clear();
    snapshot = [];
    listeners.forEach(listener => listener());
}

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** The colleagues the activity log has shown, by name. */
export const useSeenColleagues = (): Colleague[] => useSyncExternalStore(subscribe, sortedColleagues);

const sortedColleagues = (): Colleague[] => (snapshot ??= [...seen.values()].sort((a, b) => a.name.localeCompare(b.name, 'fa')));
