import { liveStore as pageStore, type LiveStore } from '../liveStore';
import { useLive } from '../useLive';

/** Pending orders, newest first. */
export const useLiveOrders = (store: LiveStore = pageStore) => useLive(state => state.orders, store);

/** Whether the live-order panel is expanded. */
export const usePanelOpen = (store: LiveStore = pageStore) => useLive(state => state.panelOpen, store);
