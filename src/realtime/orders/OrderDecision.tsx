import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { LiveOrder } from '../events';
import { liveStore, type LiveStore } from '../liveStore';
import type { OrderDecision as Decision } from './decideOrder';
import { OrderDecisionControls } from './OrderDecisionControls';
import { orderSummary } from './orderText';
import { LiveOrderStyles } from './panelStyles';
import { useOrderDecisions } from './useOrderDecisions';
import { ProductUnits, useOrderUnit } from './useOrderUnit';

export interface OrderDecisionProps {
    /** a pending order */
    order: LiveOrder;
    /** what became of a decision, for screen readers (an error is a toast, itself an alert) */
    announce: (message: string) => void;
    /** the server took the decision (the order has left the live panel, and the other tabs' panels) */
    onDecided?: (status: Decision) => void;
    /** disabled for another reason (the page is reading the order again) */
    disabled?: boolean;
    /** the live store the order leaves; the page's own by default */
    store?: LiveStore;
}

/**
 * One pending order's decision outside the live panel (the order's page), exactly as the panel
 * decides it: the same controls (`OrderDecisionControls`), the same request and failure handling
 * (`useOrderDecisions`: `PUT /admin/order/{id}` with `auto_order` only when asked, a failure
 * keeps the order and says why in an error toast), and on success the order leaves the live
 * panel and the other tabs are told (`decideOrder`). A decision in flight here disables the
 * panel's card of the same order, and the other way round.
 */
export const OrderDecision = ({ order, announce, onDecided, disabled, store = liveStore }: OrderDecisionProps) => {
    const translate = useTranslate();
    const unitOf = useOrderUnit();
    const { autoOrders, pending, setAutoOrder, decide } = useOrderDecisions(store, announce);
    const onDecide = useCallback(
        async (decided: LiveOrder, status: Decision, autoOrder: boolean) => {
            if (await decide(decided, status, autoOrder)) onDecided?.(status);
        },
        [decide, onDecided]
    );
    return (
        <>
            <LiveOrderStyles />
            <ProductUnits />
            <OrderDecisionControls
                order={order}
                summary={orderSummary(order, translate, unitOf(order))}
                autoOrder={autoOrders.get(order.id) ?? true}
                pending={pending.get(order.id) ?? null}
                disabled={disabled}
                onDecide={onDecide}
                onAutoOrderChange={setAutoOrder}
            />
        </>
    );
};
