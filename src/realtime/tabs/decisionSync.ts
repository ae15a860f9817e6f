import { closeOrderNotification } from '../alerts/desktopNotification';
import type { LiveOrder } from '../events';

/**
 * Decisions shared between the admin's tabs of one browser: the tab that approved or
 * rejected an order says so on a BroadcastChannel, and every other tab drops it from its panel
 * at once (the server's `order.updated` follows, and is then a no-op).
 */
export const DECISION_CHANNEL = 'zar-admin-order-decisions';

type OrderId = LiveOrder['id'];

let channel: BroadcastChannel | null = null;

function open(): BroadcastChannel | null {
    if (typeof BroadcastChannel === 'undefined') return null;
    channel ??= new BroadcastChannel(DECISION_CHANNEL);
    return channel;
}

/** Tells the other tabs that this order was decided here (and closes its notification). */
export function announceDecision(id: OrderId): void {
    closeOrderNotification(id);
    try {
        open()?.postMessage({ type: 'decided', id });
    } catch {
        // a closed channel: the server's event still reaches the other tabs
    }
}

/** Calls `onDecided` for each order another tab decided; returns the way to stop listening. */
export function listenForDecisions(onDecided: (id: OrderId) => void): () => void {
    if (typeof BroadcastChannel === 'undefined') return () => undefined;
    // a channel of its own: a BroadcastChannel does not hear its own messages
    const listener = new BroadcastChannel(DECISION_CHANNEL);
    listener.onmessage = (event: MessageEvent) => {
        const data = event.data as { type?: unknown; id?: unknown } | null;
        if (data?.type === 'decided' && (typeof data.id === 'number' || typeof data.id === 'string')) onDecided(data.id);
    };
    return () => listener.close();
}
