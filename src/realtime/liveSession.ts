import type { QueryClient } from '@tanstack/react-query';
import { currentAdmin, forgetAdmin, onAdminAnswer } from '../providers/currentAdmin';
import { dataProvider } from '../providers/dataProvider';
import { fetchGoldPrice, fetchTodayVector } from './goldFigures';
import { catchUpPendingOrders } from './pendingOrders';
import { canOpen } from '../access/rules';
import { backoff } from './backoff';
import type { LiveChannel, LiveConnection } from './connection';
import type { ConnectionState } from './liveStore';
import { liveStore } from './liveStore';
import { noticesHeardLive } from './adminNotices';
import { orderEvents } from './orderEvents';
import { createPipeline, type LiveEffects } from './pipeline';
import { alertNewOrder } from './alerts/orderAlert';
import { arrivalNews } from './orders/arrivalNews';
import { toastStore } from './toasts';
import { listRefresher } from './listRefresh';
import { presenceHub } from './presence/hub';
import { refreshApproval } from './approvalRefresh';
import { approvalRequestedNews } from './approvalNews';

/**
 * The live layer's life (docs/openapi.yaml, gold; docs/asyncapi.yaml) while an admin is signed
 * in: the first figures and notices, then one Pusher connection for the whole page; the function
 * it returns disconnects and forgets. A lazy chunk: `LiveLayer` starts it once the first screen
 * is shown (src/realtime/firstScreen.ts).
 */
/** `/admin/me` read again; its answer feeds the menu's counts (src/realtime/adminNotices.ts). */
const rereadAdmin = () => {
    forgetAdmin();
    return currentAdmin();
};

export function startLiveSession(queryClient: QueryClient): () => void {
    let connection: LiveConnection | null = null;
    let alive = true;

    // open lists refetch with their own page, filters and sort (forms are untouched), at most
    // once a second per resource however many events arrive, shared with the dashboard's counts
    const lists = listRefresher(queryClient);

    const effects: LiveEffects = {
        orderArrived: order => {
            alertNewOrder(order); // rings (and notifies when hidden) in one tab only
            arrivalNews.arrived(order); // told to screen readers by the live-order panel
        },
        toast: (message, severity) => toastStore.show({ message, severity }),
        listChanged: resource => lists.refresh(resource),
        orderChanged: order => orderEvents.emit(order),
        // an approval asked for or decided: its lists and pages, and /admin/me once more for the
        // approvals' badge (`notices.approval`), which a server need not send as `notices.updated`
        approvalChanged: approval => {
            refreshApproval(queryClient, lists, approval);
            rereadAdmin()
                .then(admin => {
                    // a new request, to an admin who may decide it: a short word beside the badge
                    const news = alive ? approvalRequestedNews(approval, admin) : null;
                    if (news) toastStore.show({ message: news, severity: 'info' });
                })
                .catch(() => undefined);
        },
        // the admin's rights changed: /admin/me once more, then every access check of the page
        // (react-admin's permissions and canAccess queries) answers from it, with no reload
        adminChanged: () => {
            rereadAdmin()
                .then(() => queryClient.invalidateQueries({ queryKey: ['auth'] }))
                .catch(() => undefined);
        },
        // the menus' counts from the channel win over an /admin/me asked before them
        noticesHeard: noticesHeardLive,
    };
    const pipeline = createPipeline(liveStore, effects);

    // the menus' counts come with every /admin/me (src/realtime/adminNotices.ts); the waiting
    // orders could not be loaded without the admin: once an answer comes, they can
    const unsubscribeAdmin = onAdminAnswer(() => {
        if (ordersMissed) loadPendingOrders();
    });

    const loadPrice = () =>
        fetchGoldPrice()
            .then(price => alive && price !== null && liveStore.setGoldPrice(price))
            .catch(() => undefined);
    const loadVector = () =>
        fetchTodayVector()
            .then(vector => alive && vector !== null && liveStore.setTodayVector(vector))
            .catch(() => undefined);
    // set while a load of the waiting orders failed for want of /admin/me (a failed start)
    let ordersMissed = false;
    // one read of the waiting orders at a time, each sent once the one before has answered, so an
    // older answer never lands after a newer one (it would bring back an order decided between)
    let ordersRead: Promise<void> = Promise.resolve();
    const loadPendingOrders = () => {
        ordersRead = ordersRead.then(() => {
            ordersMissed = false;
            return currentAdmin()
                .then(
                    admin => (alive && canOpen(admin, 'order') ? catchUpPendingOrders(liveStore) : undefined),
                    () => {
                        ordersMissed = true;
                    }
                )
                .catch(() => undefined);
        });
        return ordersRead;
    };

    // the figures and the waiting orders at once (the panel a moment after the first screen, not
    // after the channel's three round trips); the waiting orders again once the channel listens
    // (what was placed between that read and the subscription); after a dropped connection,
    // everything that may have been missed
    loadPrice();
    loadVector();
    loadPendingOrders();
    const subscribedBefore = new Set<LiveChannel>();
    const onSubscribed = (channel: LiveChannel) => {
        const again = subscribedBefore.has(channel);
        subscribedBefore.add(channel);
        if (channel === 'xau') {
            if (again) loadPrice();
            return;
        }
        orderEvents.setListening(true);
        if (again) loadVector();
        loadPendingOrders();
    };

    // the channel cannot bring the waiting orders (refused, unreachable): load them by HTTP,
    // once per spell of trouble, so the panel is never empty because the socket is
    let troubleLoaded = false;
    const inTrouble = () => {
        if (troubleLoaded) return;
        troubleLoaded = true;
        loadPendingOrders();
    };
    const onState = (state: ConnectionState) => {
        liveStore.setConnection(state);
        // a dropped connection hears no order until the channel is subscribed again
        if (state !== 'connected') orderEvents.setListening(false);
        if (state === 'connected') troubleLoaded = false;
        else if (state === 'unavailable' || state === 'failed') inTrouble();
    };
    const onRefused = (channel: LiveChannel) => (channel === 'admin' ? inTrouble() : loadPrice());

    // broadcasting-info failed (5xx, network; a 401 ends the session): disconnected, the
    // banner, the waiting orders by HTTP, and ask again with backoff
    let infoTimer: ReturnType<typeof setTimeout> | undefined;
    const start = (attempt: number) =>
        Promise.all([dataProvider.broadcastingInfo(), import('./connection')])
            .then(([answer, { openLiveConnection, parseBroadcastingInfo }]) => {
                if (!alive) return;
                connection = openLiveConnection(parseBroadcastingInfo(answer), pipeline, onState, onSubscribed, onRefused);
                // record pages join their presence channels on this connection
                presenceHub.set(connection.joinPresence);
            })
            .catch(() => {
                if (!alive) return;
                onState('unavailable');
                infoTimer = setTimeout(() => start(attempt + 1), backoff(attempt));
            });
    liveStore.setConnection('connecting');
    void start(0);

    return () => {
        alive = false;
        clearTimeout(infoTimer);
        unsubscribeAdmin();
        lists.cancel();
        presenceHub.set(null);
        connection?.disconnect();
        liveStore.reset();
        orderEvents.setListening(false);
        toastStore.clear();
        arrivalNews.reset();
    };
}
