import { useSyncExternalStore } from 'react';
import { onAdminAnswer } from '../../providers/currentAdmin';

/**
 * Whether the activity log is there for this admin. A server without one answers
 * `/admin/activity` with 404 (docs/openapi.yaml): from then on, until the page is reloaded, the
 * timelines and the menu item do not show. A 403 refuses it to this admin: the same, until
 * `/admin/me` is read again (a sign-in, or `me.updated` after their rights changed).
 */
let missing = false;
let refused = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach(listener => listener());

export function markActivityMissing(): void {
    if (missing) return;
    missing = true;
    notify();
}

/** `/admin/activity` answered 403: hidden until the admin's rights are read again. */
export function markActivityRefused(): void {
    if (refused) return;
    refused = true;
    notify();
}

onAdminAnswer(() => {
    if (!refused) return;
    refused = false;
    notify();
});

/** For tests: as if the page had been reloaded. */
export function resetActivityAvailability(): void {
    missing = false;
    refused = false;
    notify();
}

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** False once the server said it has no activity log, or refused it to this admin. */
export const useActivityAvailable = (): boolean => useSyncExternalStore(subscribe, () => !missing && !refused);
