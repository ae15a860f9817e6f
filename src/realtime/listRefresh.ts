import type { QueryClient } from '@tanstack/react-query';

/** The longest an open list (or a count on the dashboard) waits to show what live events changed. */
export const LIST_REFRESH_MS = 1000;

/** Asks a resource's open lists (and counts) again; see {@link listRefresher}. */
export interface ListRefresher {
    refresh(resource: string): void;
    /** forgets the refreshes not yet made (sign-out) */
    cancel(): void;
}

const refreshers = new WeakMap<QueryClient, ListRefresher>();

/**
 * The page's list refreshes, one timer a resource: whatever asks (an order event, a queue's
 * notice count that moved with it), a resource's open lists and counts (`[resource, 'getList']`,
 * with their own page, filters and sort) are asked again once, `LIST_REFRESH_MS` after the first
 * ask. So a burst of events is one request, and an order heard of two ways is one request, not two.
 */
export function listRefresher(queryClient: QueryClient): ListRefresher {
    let refresher = refreshers.get(queryClient);
    if (!refresher) {
        const timers = new Map<string, ReturnType<typeof setTimeout>>();
        refresher = {
            refresh(resource) {
                if (timers.has(resource)) return;
                timers.set(
                    resource,
                    setTimeout(() => {
                        timers.delete(resource);
                        void queryClient.invalidateQueries({ queryKey: [resource, 'getList'] });
                    }, LIST_REFRESH_MS)
                );
            },
            cancel() {
                timers.forEach(timer => clearTimeout(timer));
                timers.clear();
            },
        };
        refreshers.set(queryClient, refresher);
    }
    return refresher;
}
