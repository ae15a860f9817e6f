import type { LiveOrder } from './events';

/** What pusher-js says of the connection, plus `idle` before it starts. */
export type ConnectionState = 'idle' | 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export interface LiveState {
    /** pending orders, newest first */
    orders: readonly LiveOrder[];
    goldPrice: number | null;
    todayVector: number | null;
    notices: Readonly<Record<string, number>>;
    connection: ConnectionState;
    panelOpen: boolean;
    /** events taken, and those dropped as malformed or duplicate */
    stats: { events: number; malformed: number; duplicates: number };
}

const INITIAL: LiveState = {
    orders: [],
    goldPrice: null,
    todayVector: null,
    notices: {},
    connection: 'idle',
    panelOpen: false,
    stats: { events: 0, malformed: 0, duplicates: 0 },
};

const newestFirst = (a: LiveOrder, b: LiveOrder) => Date.parse(b.created_at) - Date.parse(a.created_at);

type Schedule = (flush: () => void) => void;

/** One frame later in a browser; a task later elsewhere. Many events in a frame, one render. */
const nextFrame: Schedule = flush =>
    typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && !document.hidden
        ? requestAnimationFrame(flush)
        : setTimeout(flush, 0);

/**
 * The live layer's state, shared by the whole page (one connection, many readers). Changes are
 * immutable snapshots; subscribers hear of them at most once per frame.
 */
export class LiveStore {
    private state: LiveState = INITIAL;
    private readonly listeners = new Set<() => void>();
    private scheduled = false;

    constructor(private readonly schedule: Schedule = nextFrame) {}

    getState = (): LiveState => this.state;

    subscribe = (listener: () => void): (() => void) => {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    };

    private set(change: Partial<LiveState>): void {
        this.state = { ...this.state, ...change };
        if (this.scheduled) return;
        this.scheduled = true;
        this.schedule(() => {
            this.scheduled = false;
            this.listeners.forEach(listener => listener());
        });
    }

    reset(): void {
        this.set(INITIAL);
    }

    /** A new or changed order: pending ones are in the list (newest first), others leave it. */
    putOrder(order: LiveOrder): void {
        const others = this.state.orders.filter(item => item.id !== order.id);
        if (order.status_enum !== 'pending') {
            if (others.length !== this.state.orders.length) this.set({ orders: others });
            return;
        }
        const existing = this.state.orders.find(item => item.id === order.id);
        if (existing) {
            this.set({ orders: this.state.orders.map(item => (item.id === order.id ? order : item)) });
            return;
        }
        const orders = [order, ...others];
        // events usually arrive newest last; keep the list sorted only when one arrives late
        if (orders.length > 1 && newestFirst(orders[0], orders[1]) > 0) orders.sort(newestFirst);
        this.set({ orders });
    }

    removeOrder(id: LiveOrder['id']): void {
        if (this.state.orders.some(item => item.id === id)) {
            this.set({ orders: this.state.orders.filter(item => item.id !== id) });
        }
    }

    setGoldPrice(price: number): void {
        this.set({ goldPrice: price });
    }

    setTodayVector(vector: number): void {
        this.set({ todayVector: vector });
    }

    setNotices(notices: Record<string, number>, { merge = true } = {}): void {
        this.set({ notices: merge ? { ...this.state.notices, ...notices } : notices });
    }

    setConnection(connection: ConnectionState): void {
        if (connection !== this.state.connection) this.set({ connection });
    }

    setPanelOpen(panelOpen: boolean): void {
        if (panelOpen !== this.state.panelOpen) this.set({ panelOpen });
    }

    count(kind: keyof LiveState['stats']): void {
        this.set({ stats: { ...this.state.stats, [kind]: this.state.stats[kind] + 1 } });
    }
}

/** The page's one live store. */
export const liveStore = new LiveStore();
