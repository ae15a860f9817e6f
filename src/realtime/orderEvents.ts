import type { LiveOrder } from './events';

type Listener = (order: LiveOrder) => void;
type ListeningListener = (listening: boolean) => void;

/**
 * Every order the live channel created or changed, once it is validated and not a duplicate
 * (`order.created`, `order.updated`; the pipeline's `orderChanged`), for what keeps its own figures
 * of orders from them instead of asking the server again (the dashboard's today). A listener that
 * throws is reported and the others still hear of the order.
 *
 * Also whether the channel listens: orders placed while it did not (before its subscription
 * succeeded, or after the connection dropped until it succeeds again) are in no event, so what
 * was read then should be read again once it listens.
 */
export class OrderEvents {
    private readonly listeners = new Set<Listener>();
    private readonly listeningListeners = new Set<ListeningListener>();
    private heard = false;

    /** Whether order events are heard now (the live channel's subscription stands). */
    get listening(): boolean {
        return this.heard;
    }

    /** The live layer says the channel listens (its subscription succeeded) or no longer does. */
    setListening(listening: boolean): void {
        if (listening === this.heard) return;
        this.heard = listening;
        for (const listener of this.listeningListeners) notify(listener, listening);
    }

    /** Hears when the channel starts or stops listening. */
    onListening(listener: ListeningListener): () => void {
        this.listeningListeners.add(listener);
        return () => void this.listeningListeners.delete(listener);
    }

    subscribe(listener: Listener): () => void {
        this.listeners.add(listener);
        return () => void this.listeners.delete(listener);
    }

    emit(order: LiveOrder): void {
        for (const listener of this.listeners) notify(listener, order);
    }
}

function notify<T>(listener: (value: T) => void, value: T): void {
    try {
        listener(value);
    } catch (error) {
        globalThis.reportError?.(error);
    }
}

/** The page's one stream of order events (src/realtime/LiveLayer.tsx feeds it). */
export const orderEvents = new OrderEvents();
