import type { RaRecord } from 'react-admin';

/**
 * Versions and conflicts (docs/resources.md, "Saving conditionally"): the pure part. A record may
 * carry `updated_at`, its version; a `PUT` sends back the version the admin read, and a server
 * whose record changed since answers 409 with the record as it is now. These functions compare
 * the three records involved and build what "keep mine" saves.
 */

/** A record of the API: any fields, keyed by source. */
export type Values = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Whether two values of a field are the same value: blanks (missing, null, empty text) are one,
 * numbers equal their text (`1200` and `'1200'`), lists and objects compare by content.
 */
export function sameValue(a: unknown, b: unknown): boolean {
    if (isBlank(a) && isBlank(b)) return true;
    if (isBlank(a) || isBlank(b)) return false;
    if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
    return String(a) === String(b);
}

/** A record's version, or undefined for a server that keeps none. */
export const versionOf = (record: unknown): string | undefined => {
    const version = (record as { updated_at?: unknown } | null | undefined)?.updated_at;
    return typeof version === 'string' && version ? version : undefined;
};

/** Whether `fresh` is another version of the record than `read` (false when either has none). */
export function versionChanged(read: unknown, fresh: unknown): boolean {
    const before = versionOf(read);
    const now = versionOf(fresh);
    return before !== undefined && now !== undefined && before !== now;
}

/** The fields (of `sources`) the staff member changed: where their values differ from the record they started from. */
export function changedFields(base: Values, mine: Values, sources: readonly string[]): string[] {
    return sources.filter(source => source in mine && !sameValue(mine[source], base[source]));
}

/**
 * "Keep mine": the staff member's changed fields on top of the record as it is now. Fields they
 * did not touch take the current values (a colleague's change survives), and the version is the
 * current one, so the next `PUT` is accepted unless the record changes yet again.
 */
export function keepMine({
    base,
    mine,
    current,
    sources,
}: {
    /** the record their form started from */
    base: Values;
    /** what their form holds */
    mine: Values;
    /** the record as it is now (a 409's `data`) */
    current: Values;
    /** the fields the form edits */
    sources: readonly string[];
}): RaRecord {
    const merged: Values = { ...current };
    for (const source of changedFields(base, mine, sources)) merged[source] = mine[source];
    merged.id = current.id ?? mine.id ?? base.id;
    if (versionOf(current)) merged.updated_at = current.updated_at;
    else delete merged.updated_at;
    return merged as RaRecord;
}

/** One field of the comparison: what they entered, what the record holds now and held when they opened it. */
export interface Difference {
    source: string;
    mine: unknown;
    current: unknown;
    opened: unknown;
    /** they changed this field themselves (else only the record changed) */
    mineChanged: boolean;
    /** the record changed this field since they opened it */
    theirsChanged: boolean;
}

/** The fields (of `sources`, in order) whose value in the form differs from the record as it is now. */
export function differences({
    opened,
    base = opened,
    mine,
    current,
    sources,
}: {
    /** the record when they opened it */
    opened: Values;
    /** the record their form started from (after a "keep mine", the version it was merged on) */
    base?: Values;
    mine: Values;
    current: Values;
    sources: readonly string[];
}): Difference[] {
    return sources
        .filter(source => !sameValue(mine[source], current[source]))
        .map(source => ({
            source,
            mine: mine[source],
            current: current[source],
            opened: opened[source],
            mineChanged: !sameValue(mine[source], base[source]),
            theirsChanged: !sameValue(current[source], base[source]),
        }));
}

/** Who decided the record, when the server says (`decided_by: { id, name }`, optional). */
export function decidedBy(record: unknown): { id?: unknown; name: string } | undefined {
    const by = (record as { decided_by?: unknown } | null | undefined)?.decided_by;
    if (!by || typeof by !== 'object') return undefined;
    const name = (by as { name?: unknown }).name;
    return typeof name === 'string' && name.trim() ? { id: (by as { id?: unknown }).id, name } : undefined;
}
