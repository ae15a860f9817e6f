import { useCallback, useSyncExternalStore } from 'react';
import { LIST_REFRESH_MS } from './listRefresh';
import { liveStore as pageStore, type LiveState, type LiveStore } from './liveStore';

/**
 * One slice of a live store's state (the page's, unless a test passes its own); the component
 * renders again only when that slice changes (the panel reads only its orders and whether it is
 * open, so gold-price ticks and connection changes don't render it).
 */
export function useLive<T>(select: (state: LiveState) => T, store: LiveStore = pageStore): T {
    return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/**
 * One slice of the live state for what is drawn away from the live panel (a menu's count): the
 * component hears of a change `ms` after it at most, once per `ms` however many events arrive,
 * and never in the task of the event itself. So it does not even render in the frame that draws
 * a new order's card (a menu item renders its badge's styles, and a change far from the panel
 * makes the browser redraw the page). A render for another reason shows the latest value.
 */
export function useSettledLive<T>(select: (state: LiveState) => T, store: LiveStore = pageStore, ms = LIST_REFRESH_MS): T {
    const subscribe = useCallback(
        (onChange: () => void) => {
            let timer: ReturnType<typeof setTimeout> | null = null;
            const unsubscribe = store.subscribe(() => {
                timer ??= setTimeout(() => {
                    timer = null;
                    onChange();
                }, ms);
            });
            return () => {
                unsubscribe();
                if (timer !== null) clearTimeout(timer);
            };
        },
        [store, ms]
    );
    return useSyncExternalStore(subscribe, () => select(store.getState()));
}
