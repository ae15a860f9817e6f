import { useSyncExternalStore } from 'react';

/**
 * Whether this server has an activity log. A server without one answers `/admin/activity` with
 * 404 (docs/openapi.yaml): from then on, until the page is reloaded, the timelines and the menu
 * item do not show. A 403 is the admin's own refusal: it hides only what asked (the timeline or the
 * page), and the menu item follows the admin's accesses.
 */
let missing = false;
const listeners = new Set<() => void>();

export function markActivityMissing(): void {
    if (missing) return;
    missing = true;
    listeners.forEach(listener => listener());
}

/** For tests: as if the page had been reloaded. */
export function resetActivityAvailability(): void {
    missing = false;
    listeners.forEach(listener => listener());
}

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** False once the server said it has no activity log. */
export const useActivityAvailable = (): boolean => useSyncExternalStore(subscribe, () => !missing);
