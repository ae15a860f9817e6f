import { useCallback, useSyncExternalStore } from 'react';

/**
 * Where each list's bulk actions are (the question, the progress, the summary), by resource and
 * action, outside the list's components: the list drawn anew while one runs or while its summary
 * is open (its data read again, the page around it re-rendered, the list mounted again) keeps
 * both, and what the server refused stays on screen until the admin closes it.
 */
const steps = new Map<string, unknown>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
};

const keyOf = (resource: string, action: string) => `${resource}/${action}`;

/** A bulk action's step and its setter (`null`: nothing open). */
export function useBulkStep<Step>(resource: string, action: string): [Step | null, (next: Step | null) => void] {
    const key = keyOf(resource, action);
    const step = useSyncExternalStore(subscribe, () => (steps.get(key) as Step | undefined) ?? null);
    const set = useCallback(
        (next: Step | null) => {
            if (next) steps.set(key, next);
            else steps.delete(key);
            listeners.forEach(listener => listener());
        },
        [key]
    );
    return [step, set];
}

/** Forgets every open bulk action (tests). */
export function forgetBulkSteps(): void {
    steps.clear();
    listeners.forEach(listener => listener());
}
