import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { LiveOrder } from '../realtime/events';
import { LIST_REFRESH_MS } from '../realtime/listRefresh';
import { orderEvents } from '../realtime/orderEvents';
import { fetchTodayOrders, foldOrders, type TodayOrders } from './todayOrders';

/**
 * Not under ['order', 'getList']: order events refetch the order lists, while today's figures take
 * the events' orders themselves.
 */
export const TODAY_ORDERS_KEY = ['order', 'today'] as const;

/**
 * Today's orders for the dashboard: fetched once (every page of today's orders), then kept by the
 * live channel's orders (`orderEvents`), folded in at most once a second (one render however
 * many orders arrive, never in the frame of an order's card), with no request. Fetched again when
 * they were read while the live channel did not listen, once it does (the page's start, a drop:
 * orders may have been missed), and when the day ends. Orders that arrive while a fetch is on its
 * way are folded into its answer.
 */
export function useTodayOrders(enabled: boolean) {
    const dataProvider = useDataProvider();
    const queryClient = useQueryClient();
    /** whether the figures were (or are being) read while the channel did not listen */
    const unheard = useRef(false);
    const query = useQuery({
        queryKey: TODAY_ORDERS_KEY,
        queryFn: async ({ signal }) => {
            unheard.current = !orderEvents.listening;
            const during: LiveOrder[] = [];
            const stop = orderEvents.subscribe(order => void during.push(order));
            try {
                const now = new Date();
                const summary = await fetchTodayOrders(dataProvider, now, signal);
                return foldOrders(summary, during, now) ?? summary;
            } finally {
                stop();
            }
        },
        enabled,
        retry: false,
    });

    useEffect(() => {
        if (!enabled) return;
        let waiting: LiveOrder[] = [];
        let timer: ReturnType<typeof setTimeout> | null = null;
        const fold = () => {
            timer = null;
            const orders = waiting;
            waiting = [];
            // not loaded yet or failed: a fetch on its way folds them in itself
            const current = queryClient.getQueryData<TodayOrders>(TODAY_ORDERS_KEY);
            if (!current) return;
            const next = foldOrders(current, orders);
            if (next === null) void queryClient.invalidateQueries({ queryKey: TODAY_ORDERS_KEY });
            else if (next !== current) queryClient.setQueryData(TODAY_ORDERS_KEY, next);
        };
        const stop = orderEvents.subscribe(order => {
            waiting.push(order);
            timer ??= setTimeout(fold, LIST_REFRESH_MS);
        });
        return () => {
            stop();
            if (timer !== null) clearTimeout(timer);
        };
    }, [enabled, queryClient]);

    // figures read while the channel did not listen (before it first did, or while it was down)
    // may miss orders no event will bring: once it listens, fetch again
    useEffect(() => {
        if (!enabled) return;
        return orderEvents.onListening(listening => {
            if (!listening) unheard.current = true;
            else if (unheard.current) void queryClient.invalidateQueries({ queryKey: TODAY_ORDERS_KEY });
        });
    }, [enabled, queryClient]);

    return query;
}
