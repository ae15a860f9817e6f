import type { Identifier } from 'ra-core';

/**
 * The records this tab has written itself: a page that reads a record again and finds a new
 * version can tell "I changed it" (a decision taken in the live panel while the order's page is
 * open) from "someone else changed it meanwhile". A record's last write is kept by the version it
 * produced (`updated_at` of the answer: an earlier one is no longer what a read returns); an answer
 * without a version marks the record's next new version as this tab's own.
 */
const UNKNOWN = '';
const writes = new Map<string, string>();
const keyOf = (resource: string, id: Identifier) => `${resource}/${String(id)}`;

/** Notes a successful write of `resource`/`id`; `answer` is the record the server sent back, if any. */
export function noteOwnWrite(resource: string, id: Identifier, answer?: unknown): void {
    const version = (answer as { updated_at?: unknown } | null | undefined)?.updated_at;
    writes.set(keyOf(resource, id), typeof version === 'string' && version ? version : UNKNOWN);
}

/**
 * Whether `record`, read again, is a version this tab wrote itself. After a write whose answer had
 * no version, the first version asked about is taken as that write's, and stays so: asking again
 * about the same record (a render done twice) gives the same answer, a later version is not ours.
 */
export function isOwnVersion(resource: string, record: { id: Identifier; updated_at?: unknown }): boolean {
    const key = keyOf(resource, record.id);
    const written = writes.get(key);
    if (written === undefined) return false;
    if (written !== UNKNOWN) return written === record.updated_at;
    if (typeof record.updated_at !== 'string' || !record.updated_at) return false;
    writes.set(key, record.updated_at);
    return true;
}
