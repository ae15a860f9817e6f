import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { useNotifyFailure } from '../../providers/useNotifyFailure';
import type { LiveOrder } from '../events';
import type { LiveStore } from '../liveStore';
import { decideOrder, type OrderDecision } from './decideOrder';
import { orderSummary } from './orderText';
import { useOrderUnit } from './useOrderUnit';
import '../../i18n/lazy/liveOrders';

type OrderId = LiveOrder['id'];

export interface OrderDecisions {
    /** the auto-order box of each order whose box was changed (absent: ticked, the default) */
    autoOrders: ReadonlyMap<OrderId, boolean>;
    /** the decision in flight for each order being decided */
    pending: ReadonlyMap<OrderId, OrderDecision>;
    setAutoOrder: (id: OrderId, checked: boolean) => void;
    /** sends the decision; true when the server took it (the order has then left the store) */
    decide: (order: LiveOrder, status: OrderDecision, autoOrder: boolean) => Promise<boolean>;
}

/** Entries of orders still in the store (the state of an order that left the list is forgotten). */
function keepPresent<T>(map: ReadonlyMap<OrderId, T>, store: LiveStore, except?: OrderId): Map<OrderId, T> {
    const next = new Map<OrderId, T>();
    map.forEach((value, id) => {
        if (id !== except && store.hasOrder(id)) next.set(id, value);
    });
    return next;
}

/**
 * The decisions in flight on this page, by order, shared by every place an order is decided (the
 * live panel and the order's page): a decision sent from one disables the other's buttons too,
 * and a press there sends nothing. Synchronous, so a second click that comes before React has
 * disabled the button is refused as well.
 */
let inFlight: ReadonlyMap<OrderId, OrderDecision> = new Map();
const inFlightListeners = new Set<() => void>();

function setInFlight(id: OrderId, decision: OrderDecision | null): void {
    const next = new Map(inFlight);
    if (decision) next.set(id, decision);
    else next.delete(id);
    inFlight = next;
    inFlightListeners.forEach(listener => listener());
}

const subscribeInFlight = (listener: () => void) => {
    inFlightListeners.add(listener);
    return () => void inFlightListeners.delete(listener);
};
const readInFlight = () => inFlight;

/**
 * Approving and rejecting (docs/openapi.yaml, order): one request per order at a time, however fast the
 * buttons are pressed, and wherever (see `inFlight`); success takes the order out of the store, failure keeps it and says why
 * in an error toast (the server's message, or a generic one).
 */
export function useOrderDecisions(store: LiveStore, announce: (message: string) => void): OrderDecisions {
    const translate = useTranslate();
    const notifyFailure = useNotifyFailure();
    const unitOf = useOrderUnit();
    const [autoOrders, setAutoOrders] = useState<ReadonlyMap<OrderId, boolean>>(() => new Map());
    const pending = useSyncExternalStore(subscribeInFlight, readInFlight);

    const setAutoOrder = useCallback(
        (id: OrderId, checked: boolean) => {
            setAutoOrders(previous => keepPresent(previous, store).set(id, checked));
        },
        [store]
    );

    const decide = useCallback(
        async (order: LiveOrder, status: OrderDecision, autoOrder: boolean): Promise<boolean> => {
            if (inFlight.has(order.id)) return false;
            setInFlight(order.id, status);
            try {
                await decideOrder(order, status, autoOrder);
                store.removeOrder(order.id);
                setAutoOrders(previous => (previous.has(order.id) ? keepPresent(previous, store, order.id) : previous));
                const summary = orderSummary(order, translate, unitOf(order));
                announce(
                    translate(status === 'approved' ? 'app.live_orders.approved' : 'app.live_orders.rejected', { summary })
                );
                return true;
            } catch (error) {
                notifyFailure(error, 'app.live_orders.decide_failed');
                return false;
            } finally {
                setInFlight(order.id, null);
            }
        },
        [announce, notifyFailure, store, translate, unitOf]
    );

    return useMemo(() => ({ autoOrders, pending, setAutoOrder, decide }), [autoOrders, pending, setAutoOrder, decide]);
}
