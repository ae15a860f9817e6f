import { useSyncExternalStore } from 'react';

/** How often "how long ago" texts are refreshed. */
export const CLOCK_TICK_MS = 30_000;

/**
 * One shared clock for every "how long ago" on the page: a single interval runs while at least
 * one component reads it, and stops with the last one (no timer per order card).
 */
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (timer === undefined) {
        now = Date.now();
        timer = setInterval(() => {
            now = Date.now();
            listeners.forEach(notify => notify());
        }, CLOCK_TICK_MS);
    }
    return () => {
        listeners.delete(listener);
        if (!listeners.size && timer !== undefined) {
            clearInterval(timer);
            timer = undefined;
        }
    };
}

/** The clock's time; refreshed first if it has been idle (nobody subscribed) for a tick or more. */
function getSnapshot(): number {
    if (timer === undefined && Date.now() - now >= CLOCK_TICK_MS) now = Date.now();
    return now;
}

/** The current time, to within {@link CLOCK_TICK_MS}. */
export const useNow = (): number => useSyncExternalStore(subscribe, getSnapshot);

/** For tests: whether the shared interval is running, and for how many readers. */
export const clockReaders = (): number => (timer === undefined ? 0 : listeners.size);
