import { useEffect, useRef } from 'react';

/** The longest an open list (or a count on the dashboard) waits to show what live events changed. */
export const LIST_REFRESH_MS = 1000;

/**
 * Calls `refresh` once `value` (a count live events move) has changed: at most once per
 * `LIST_REFRESH_MS` however many events move it, each change waiting that long, so a burst of
 * orders is one request and no request (with its rendering) lands in the frame of the event that
 * caused it. The latest `refresh` is called; nothing is called after unmount.
 */
export function useLiveRefresh(value: unknown, refresh: () => void, ms = LIST_REFRESH_MS): void {
    const seen = useRef(value);
    const latest = useRef(refresh);
    const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
    useEffect(() => {
        latest.current = refresh;
    }, [refresh]);
    useEffect(() => {
        if (Object.is(seen.current, value)) return;
        seen.current = value;
        if (timer.current !== null) return;
        timer.current = setTimeout(() => {
            timer.current = null;
            latest.current();
        }, ms);
    }, [value, ms]);
    useEffect(
        () => () => {
            if (timer.current !== null) clearTimeout(timer.current);
        },
        []
    );
}
