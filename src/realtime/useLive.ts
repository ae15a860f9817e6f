import { useSyncExternalStore } from 'react';
import { liveStore, type LiveState } from './liveStore';

/** One slice of the live state; the component renders again only when that slice changes. */
export function useLive<T>(select: (state: LiveState) => T): T {
    return useSyncExternalStore(liveStore.subscribe, () => select(liveStore.getState()));
}
