import { useSyncExternalStore } from 'react';
import { liveStore as pageStore, type LiveState, type LiveStore } from '../liveStore';

/**
 * One slice of a live store's snapshots. The panel reads only what it shows (the orders and
 * whether it is open), so gold-price ticks and connection changes don't render it again.
 */
export function useLiveSlice<T>(select: (state: LiveState) => T, store: LiveStore = pageStore): T {
    return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/** Pending orders, newest first. */
export const useLiveOrders = (store: LiveStore = pageStore) => useLiveSlice(state => state.orders, store);

/** Whether the live-order panel is expanded. */
export const usePanelOpen = (store: LiveStore = pageStore) => useLiveSlice(state => state.panelOpen, store);
