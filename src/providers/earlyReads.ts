/**
 * Reads a start sends before the admin is drawn (src/routes/startReads.ts): `/admin/me` and the
 * first screen's own read go out as the admin's code arrives, instead of after its first render
 * and after each other. The admin's own call of the same path, with the same token, then takes
 * the answer as if it had sent it, once. Nothing stale is ever shown: a read is not sent for a
 * path the admin has already asked for itself (its screen was quicker), and one is taken only
 * within `EARLY_ANSWER_MS` of its answer's coming (and `EARLY_READ_MS` of its sending). The ages
 * are read when it is taken, not kept by timers, which a background tab's browser slows down.
 */

/** How long a read sent early waits for the call it was sent for. */
export const EARLY_READ_MS = 10_000;
/** How long its answer, once in, waits for that call: the screen asks as it opens, at the latest. */
export const EARLY_ANSWER_MS = 2_000;

export interface EarlyRead {
    /** the bearer token it was sent with (null: none) */
    token: string | null;
    /** when it was sent (ms since the epoch) */
    sentAt: number;
    response: Promise<Response>;
}

/** the reads waiting to be taken, with when their answer came (undefined: still on its way) */
const reads = new Map<string, EarlyRead & { answeredAt?: number }>();
/** paths the admin's own calls asked for, with when: an early read of them would come too late */
const asked = new Map<string, number>();

/** Notes a call the admin made itself (without an early read to take). */
export function noteCall(path: string, now = Date.now()): void {
    for (const [known, at] of asked) if (now - at > EARLY_READ_MS) asked.delete(known);
    asked.set(path, now);
}

/**
 * Whether a read of `path` sent now could still be taken: the admin has not asked for it itself
 * in the last `EARLY_READ_MS` (its screen asked first, and will not ask again).
 */
export const earlyReadWanted = (path: string, now = Date.now()): boolean => now - (asked.get(path) ?? -Infinity) > EARLY_READ_MS;

/** Keeps a read sent for `path` for its call to take (in place of one sent before for the path). */
export function keepEarlyRead(path: string, read: EarlyRead): void {
    const kept: EarlyRead & { answeredAt?: number } = { ...read };
    reads.set(path, kept);
    // noted before any call can take it; an answer never taken never reports a failure of its own
    const answered = () => void (kept.answeredAt = Date.now());
    read.response.then(answered, answered);
}

/**
 * The read sent early for `path` with `token`, taken (a second call sends its own), if it is still
 * fresh; else undefined (and a stale one is dropped).
 */
export function takeEarlyRead(path: string, token: string | null, now = Date.now()): EarlyRead | undefined {
    const read = reads.get(path);
    if (!read) return undefined;
    reads.delete(path);
    const fresh = now - read.sentAt <= EARLY_READ_MS && (read.answeredAt === undefined || now - read.answeredAt <= EARLY_ANSWER_MS);
    return read.token === token && fresh ? read : undefined;
}
