import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentAdmin } from '../providers/currentAdmin';
import { fetchBroadcastingInfo } from './broadcastingInfo';
import { fetchGoldPrice, fetchTodayVector } from './goldFigures';
import { catchUpPendingOrders } from './pendingOrders';
import { canOpen } from '../access/rules';
import type { LiveChannel, LiveConnection } from './connection';
import { liveStore } from './liveStore';
import { createPipeline, type LiveEffects } from './pipeline';
import { alertNewOrder } from './alerts/orderAlert';
import { toastStore } from './toasts';

/** The longest an open list waits to show what live events changed. */
export const LIST_REFRESH_MS = 1000;

/**
 * The live layer's life (contract §7, §9): while an admin is signed in, the first figures and
 * notices, then one Pusher connection for the whole page; on sign-out it disconnects and forgets.
 */
export const LiveLayer = () => {
    const queryClient = useQueryClient();

    useEffect(() => {
        let connection: LiveConnection | null = null;
        let alive = true;

        // open lists refetch with their own page, filters and sort (forms are untouched), at most
        // once a second per resource however many events arrive
        const refreshTimers = new Map<string, ReturnType<typeof setTimeout>>();
        const refreshLists = (resource: string) => {
            if (refreshTimers.has(resource)) return;
            refreshTimers.set(
                resource,
                setTimeout(() => {
                    refreshTimers.delete(resource);
                    void queryClient.invalidateQueries({ queryKey: [resource, 'getList'] });
                }, LIST_REFRESH_MS)
            );
        };

        const effects: LiveEffects = {
            orderArrived: alertNewOrder, // rings (and notifies when hidden) in one tab only
            toast: (message, severity) => toastStore.show({ message, severity }),
            listChanged: refreshLists,
        };
        const pipeline = createPipeline(liveStore, effects);

        currentAdmin()
            .then(admin => alive && liveStore.setNotices({ ...admin.notices, ...liveStore.getState().notices }))
            .catch(() => undefined);

        const loadPrice = () =>
            fetchGoldPrice()
                .then(price => alive && price !== null && liveStore.setGoldPrice(price))
                .catch(() => undefined);
        const loadVector = () =>
            fetchTodayVector()
                .then(vector => alive && vector !== null && liveStore.setTodayVector(vector))
                .catch(() => undefined);
        const loadPendingOrders = () =>
            currentAdmin()
                .then(admin => (alive && canOpen(admin, 'order') ? catchUpPendingOrders(liveStore) : undefined))
                .catch(() => undefined);

        // the figures at once; the waiting orders once the channel listens (so none falls in
        // between); after a dropped connection, everything that may have been missed
        loadPrice();
        loadVector();
        const subscribedBefore = new Set<LiveChannel>();
        const onSubscribed = (channel: LiveChannel) => {
            const again = subscribedBefore.has(channel);
            subscribedBefore.add(channel);
            if (channel === 'xau') {
                if (again) loadPrice();
                return;
            }
            if (again) loadVector();
            loadPendingOrders();
        };

        liveStore.setConnection('connecting');
        Promise.all([fetchBroadcastingInfo(), import('./connection')])
            .then(([info, { openLiveConnection }]) => {
                if (!alive) return;
                connection = openLiveConnection(info, pipeline, state => liveStore.setConnection(state), onSubscribed);
            })
            .catch(() => alive && liveStore.setConnection('unavailable'));

        return () => {
            alive = false;
            refreshTimers.forEach(timer => clearTimeout(timer));
            connection?.disconnect();
            liveStore.reset();
            toastStore.clear();
        };
    }, [queryClient]);

    return null;
};
