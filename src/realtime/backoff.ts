/** Waits before asking again after a live-layer failure: 1 s, 2 s, 5 s, 10 s, then every 30 s. */
export const RETRY_BACKOFF_MS = [1000, 2000, 5000, 10000, 30000];

/** The wait before retry number `attempt` (0 for the first retry). */
export const backoff = (attempt: number): number => RETRY_BACKOFF_MS[Math.min(attempt, RETRY_BACKOFF_MS.length - 1)];
