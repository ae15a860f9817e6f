import { draftsStorageKey, purgeDrafts } from '../../providers/draftKeys';

/**
 * The drafts store: what an admin typed into a form and has not saved, kept in this browser's
 * localStorage per admin (`zar-drafts:<adminKey>`, src/providers/draftKeys.ts) and per record.
 * Pure: it is given the storage and the clock. A draft expires after 7 days; an admin keeps at
 * most `MAX_DRAFTS` drafts and `MAX_CHARS` characters of them, the oldest dropped first.
 */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_DRAFTS = 30;
/** JSON characters per admin (localStorage counts UTF-16 units: about 2 bytes each). */
export const MAX_CHARS = 200_000;

export type DraftValues = Record<string, unknown>;

export interface Draft {
    values: DraftValues;
    /** when it was last written (ms since the epoch) */
    savedAt: number;
}

type Drafts = Record<string, Draft>;

/** A record's draft key: `bank:12`, `bank:create`, a part of it `receipt:7:decision:reject`. */
export const draftKey = (resource: string, id: string | number | null | undefined, ...part: string[]): string =>
    [resource, id === null || id === undefined || id === '' ? 'create' : String(id), ...part].join(':');

const isDraft = (value: unknown): value is Draft =>
    !!value &&
    typeof value === 'object' &&
    typeof (value as Draft).savedAt === 'number' &&
    !!(value as Draft).values &&
    typeof (value as Draft).values === 'object';

export interface DraftStore {
    read(adminKey: string | null, key: string): Draft | null;
    write(adminKey: string | null, key: string, values: DraftValues): void;
    remove(adminKey: string | null, key: string): void;
    /** every live draft of the admin, newest first */
    list(adminKey: string | null): [string, Draft][];
    /** removes every draft of the admin (a deliberate sign-out) */
    purge(adminKey: string | null): void;
}

export function createDraftStore(storage: Storage, now: () => number = Date.now): DraftStore {
    const load = (adminKey: string): Drafts => {
        let parsed: unknown;
        try {
            parsed = JSON.parse(storage.getItem(draftsStorageKey(adminKey)) ?? '{}');
        } catch {
            return {};
        }
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
        const limit = now() - DRAFT_TTL_MS;
        return Object.fromEntries(
            Object.entries(parsed as Record<string, unknown>).filter(
                (entry): entry is [string, Draft] => isDraft(entry[1]) && entry[1].savedAt > limit
            )
        );
    };

    /** Writes the drafts within the bounds, dropping the oldest; a draft alone over them is not kept. */
    const save = (adminKey: string, drafts: Drafts) => {
        const entries = Object.entries(drafts).sort((a, b) => b[1].savedAt - a[1].savedAt).slice(0, MAX_DRAFTS);
        while (entries.length) {
            const text = JSON.stringify(Object.fromEntries(entries));
            if (text.length <= MAX_CHARS) {
                try {
                    storage.setItem(draftsStorageKey(adminKey), text);
                    return;
                } catch {
                    // the browser's quota: drop the oldest and try again
                }
            }
            entries.pop();
        }
        try {
            storage.removeItem(draftsStorageKey(adminKey));
        } catch {
            // nothing kept
        }
    };

    return {
        read(adminKey, key) {
            return adminKey ? (load(adminKey)[key] ?? null) : null;
        },
        write(adminKey, key, values) {
            if (!adminKey) return; // no admin to keep it for: another admin might read it
            save(adminKey, { ...load(adminKey), [key]: { values, savedAt: now() } });
        },
        remove(adminKey, key) {
            if (!adminKey) return;
            const drafts = load(adminKey);
            if (!(key in drafts)) {
                // still drops the expired ones
                if (storage.getItem(draftsStorageKey(adminKey)) !== null) save(adminKey, drafts);
                return;
            }
            delete drafts[key];
            save(adminKey, drafts);
        },
        list(adminKey) {
            return adminKey ? Object.entries(load(adminKey)).sort((a, b) => b[1].savedAt - a[1].savedAt) : [];
        },
        purge(adminKey) {
            purgeDrafts(adminKey, storage);
        },
    };
}

/** The browser's store (localStorage, looked up at each call). */
export const drafts: DraftStore = createDraftStore({
    get length() {
        return localStorage.length;
    },
    key: index => localStorage.key(index),
    getItem: key => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
    removeItem: key => localStorage.removeItem(key),
    clear: () => localStorage.clear(),
});
