/**
 * Reads a start sends before the admin is drawn (src/routes/startReads.ts): `/admin/me` and the
 * first screen's own read go out as the admin's code arrives, instead of after its first render
 * and after each other. The admin's own call of the same path, with the same token, later takes
 * the answer as if it had sent it: once, and only within `EARLY_READ_MS` of sending; an answer
 * nobody takes by then is dropped, so nothing stale is ever shown.
 */

/** How long an early read's answer waits for the call it was sent for. */
export const EARLY_READ_MS = 10_000;

export interface EarlyRead {
    /** the bearer token it was sent with (null: none) */
    token: string | null;
    /** when it was sent (ms since the epoch) */
    sentAt: number;
    response: Promise<Response>;
}

const reads = new Map<string, EarlyRead>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** Keeps a read sent for `path` until its call takes it, or `EARLY_READ_MS` has passed. */
export function keepEarlyRead(path: string, read: EarlyRead): void {
    forget(path);
    // an answer never taken never reports a failure of its own
    read.response.catch(() => undefined);
    reads.set(path, read);
    timers.set(path, setTimeout(() => forget(path), EARLY_READ_MS));
}

/** The read sent early for `path` with `token`, taken (a second call sends its own); else undefined. */
export function takeEarlyRead(path: string, token: string | null, now = Date.now()): EarlyRead | undefined {
    const read = reads.get(path);
    if (!read) return undefined;
    forget(path);
    return read.token === token && now - read.sentAt <= EARLY_READ_MS ? read : undefined;
}

function forget(path: string): void {
    reads.delete(path);
    clearTimeout(timers.get(path));
    timers.delete(path);
}
