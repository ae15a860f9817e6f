import type { LiveOrder } from '../events';

/** What the panel says about the orders that arrived since it last spoke. */
export interface ArrivalNews {
    /** counts the pieces of news: a new piece is a new number, even with the same orders in it */
    readonly seq: number;
    /** the ids of the orders this piece tells of, in the order they arrived */
    readonly ids: readonly LiveOrder['id'][];
    /**
     * The first of them (a piece of one order is told by its summary). The piece keeps no other
     * order: a burst's piece would otherwise hold every order of its quiet time (hundreds a
     * second in a stream), whole, until the next piece.
     */
    readonly first: LiveOrder | null;
}

/**
 * New live orders, told to screen readers once each and never faster than a person can listen:
 * the first order at once, the orders that arrive in the next `quietMs` together, as one piece of
 * news when that time is up (a burst of fifty orders is two announcements, not fifty).
 *
 * Orders that arrive while nobody listens (the live connection's chunk can load and connect before
 * the panel's) are held and told as soon as the first listener subscribes.
 */
export function createArrivalNews(quietMs = 1500) {
    let news: ArrivalNews = { seq: 0, ids: [], first: null };
    let waiting: LiveOrder['id'][] = [];
    let waitingFirst: LiveOrder | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listeners = new Set<() => void>();

    const publish = () => {
        // nothing to tell, or nobody to tell it to (held for the next listener)
        if (waiting.length === 0 || listeners.size === 0) {
            timer = undefined;
            return;
        }
        news = { seq: news.seq + 1, ids: waiting, first: waitingFirst };
        waiting = [];
        waitingFirst = null;
        listeners.forEach(listener => listener());
        timer = setTimeout(publish, quietMs);
    };

    return {
        /** A pending order that arrived live (not one loaded with the waiting list). */
        arrived(order: LiveOrder) {
            if (waiting.length === 0) waitingFirst = order;
            waiting.push(order.id);
            if (timer === undefined) publish();
        },
        getState: () => news,
        subscribe(listener: () => void) {
            listeners.add(listener);
            if (timer === undefined) publish(); // what was held while nobody listened
            return () => void listeners.delete(listener);
        },
        /** Forgets what waits to be told (on sign-out). */
        reset() {
            clearTimeout(timer);
            timer = undefined;
            waiting = [];
            waitingFirst = null;
        },
    };
}

export type ArrivalNewsStore = ReturnType<typeof createArrivalNews>;

/** The page's new-order news, fed by the live layer and told by the live-order panel. */
export const arrivalNews = createArrivalNews();
