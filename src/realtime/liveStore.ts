import type { LiveOrder } from './events';
import { timeOfText } from './utcTime';
import { afterFrameSchedule, frameSchedule, scheduledReaders, type Schedule, type ScheduledReaders } from './frameSchedule';

/** What pusher-js says of the connection, plus `idle` before it starts. */
export type ConnectionState = 'idle' | 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export interface LiveState {
    /** pending orders, newest first */
    orders: readonly LiveOrder[];
    goldPrice: number | null;
    todayVector: number | null;
    notices: Readonly<Record<string, number>>;
    connection: ConnectionState;
    /**
     * the connection is being made for the first time in this session: not connected yet, and
     * nothing has gone wrong either (a connection lost or refused later is not "starting")
     */
    connectionStarting: boolean;
    panelOpen: boolean;
}

/** The states pusher-js is in before its connection is made (and `idle`, before the session starts it). */
const BEFORE_CONNECTED: readonly ConnectionState[] = ['idle', 'initialized', 'connecting'];

/** Events taken, and those dropped as malformed or duplicate: for diagnostics, not in any reader's state. */
export interface LiveStats {
    events: number;
    malformed: number;
    duplicates: number;
}

type OrderId = LiveOrder['id'];

const NO_ORDERS: readonly LiveOrder[] = Object.freeze([]);
const NO_NOTICES: Readonly<Record<string, number>> = Object.freeze({});

/** An order's time for sorting; an unreadable one counts as the oldest. */
const timeOf = (order: LiveOrder): number => {
    const time = timeOfText(order.created_at);
    return Number.isNaN(time) ? -Infinity : time;
};

/**
 * The live layer's state, shared by the whole page (one connection, many readers).
 *
 * Pending orders are held by id (a `Map`, so an order is added, changed or removed in constant
 * time whatever the number pending); the newest-first list the readers see is derived from it
 * only when someone reads it after a change (once a frame, not once an event). Orders usually
 * arrive oldest first, so the map's insertion order read backwards is already newest first; an
 * order arriving late marks the map for one sort at the next read.
 *
 * Readers get immutable snapshots (`getState()`; a slice keeps its identity until it changes) and
 * hear of changes at most about once a frame (`frameSchedule`, through `scheduledReaders`); of the
 * gold figures and the menus' counts after the frame (`afterFrameSchedule`), so that an order's
 * card is drawn without them (a test may pass its own schedules).
 */
export class LiveStore {
    private readonly orderMap = new Map<OrderId, LiveOrder>();
    /** whether the map's insertion order is oldest first by `created_at` */
    private ordered = true;
    /** `created_at` of the order added last (ms) */
    private lastAdded = -Infinity;
    private orderList: readonly LiveOrder[] | null = NO_ORDERS;

    private goldPrice: number | null = null;
    private todayVector: number | null = null;
    private notices: Readonly<Record<string, number>> = NO_NOTICES;
    /** the menus `notices` counts, in its order, and their counts: the next counts are compared with them by position */
    private noticeMenus: string[] = [];
    private noticeCounts: number[] = [];
    private connection: ConnectionState = 'idle';
    /** whether the connection has been made or has failed since the session began */
    private connectionSettled = false;
    private panelOpen = false;
    private readonly counts: LiveStats = { events: 0, malformed: 0, duplicates: 0 };

    private snapshot: LiveState | null = null;
    private readonly readers: ScheduledReaders;

    /**
     * `schedule` tells the readers of changes (the panel's orders, the connection); `later` of
     * those nobody waits on (the gold figures, the menus' counts), so that they don't lengthen the
     * frame that shows a new order. A test may pass its own of each (`later` is `schedule` then).
     */
    constructor(schedule?: Schedule, later?: Schedule) {
        this.readers = scheduledReaders(schedule ?? frameSchedule(), later ?? schedule ?? afterFrameSchedule());
    }

    getState = (): LiveState => {
        this.snapshot ??= {
            orders: this.orderList ?? this.deriveOrders(),
            goldPrice: this.goldPrice,
            todayVector: this.todayVector,
            notices: this.notices,
            connection: this.connection,
            connectionStarting: !this.connectionSettled,
            panelOpen: this.panelOpen,
        };
        return this.snapshot;
    };

    subscribe = (listener: () => void): (() => void) => this.readers.subscribe(listener);

    private changed(): void {
        this.snapshot = null;
        this.readers.changed();
    }

    /** A change nobody waits on: told after the next frame, or with the next change that is. */
    private changedLater(): void {
        this.snapshot = null;
        this.readers.changedLater();
    }

    private ordersChanged(): void {
        this.orderList = null;
        this.changed();
    }

    /** The newest-first list, from the map (sorted first when an order arrived late). */
    private deriveOrders(): readonly LiveOrder[] {
        const list = Array.from(this.orderMap.values()).reverse();
        if (!this.ordered) {
            const times = new Map(list.map(order => [order, timeOf(order)]));
            // stable: orders of the same time keep the newest-arrived first
            list.sort((a, b) => times.get(b)! - times.get(a)!);
            this.orderMap.clear();
            for (let index = list.length - 1; index >= 0; index--) this.orderMap.set(list[index].id, list[index]);
            this.ordered = true;
            this.lastAdded = list.length ? times.get(list[0])! : -Infinity;
        }
        this.orderList = list;
        return list;
    }

    reset(): void {
        this.orderMap.clear();
        this.ordered = true;
        this.lastAdded = -Infinity;
        this.orderList = NO_ORDERS;
        this.goldPrice = null;
        this.todayVector = null;
        this.notices = NO_NOTICES;
        this.noticeMenus = [];
        this.noticeCounts = [];
        this.connection = 'idle';
        this.connectionSettled = false;
        this.panelOpen = false;
        this.counts.events = this.counts.malformed = this.counts.duplicates = 0;
        this.changed();
    }

    /** Whether an order is in the pending list (constant time). */
    hasOrder(id: OrderId): boolean {
        return this.orderMap.has(id);
    }

    /** A pending order by id (constant time). */
    getOrder(id: OrderId): LiveOrder | undefined {
        return this.orderMap.get(id);
    }

    /** How many orders are pending. */
    get orderCount(): number {
        return this.orderMap.size;
    }

    /**
     * A new or changed order, in constant time: pending ones are in the list (a changed one keeps
     * its place), others leave it.
     */
    putOrder(order: LiveOrder): void {
        if (order.status_enum !== 'pending') {
            this.removeOrder(order.id);
            return;
        }
        const known = this.orderMap.has(order.id);
        this.orderMap.set(order.id, order);
        if (!known) {
            const time = timeOf(order);
            if (time < this.lastAdded) this.ordered = false;
            else this.lastAdded = time;
        }
        this.ordersChanged();
    }

    /** Takes an order out of the list, in constant time. */
    removeOrder(id: OrderId): void {
        if (this.orderMap.delete(id)) this.ordersChanged();
    }

    setGoldPrice(price: number): void {
        if (price === this.goldPrice) return;
        this.goldPrice = price;
        this.changedLater();
    }

    setTodayVector(vector: number): void {
        if (vector === this.todayVector) return;
        this.todayVector = vector;
        this.changedLater();
    }

    setNotices(notices: Record<string, number>, { merge = true } = {}): void {
        if (!merge) {
            this.keepNotices(notices);
            this.changedLater();
            return;
        }
        // nearly always the counts name the menus known, in the same order (the server sends them
        // all): compared by position, without looking each menu up by name in the counts held;
        // then nothing is made when no count changed, and the counts as they came are the new ones
        const menus = this.noticeMenus;
        const counts = this.noticeCounts;
        let index = 0;
        let changed = false;
        let sameMenus = true;
        for (const menu in notices) {
            if (menu !== menus[index]) {
                sameMenus = false;
                break;
            }
            const count = notices[menu];
            if (count !== counts[index]) {
                changed = true;
                counts[index] = count;
            }
            index++;
        }
        if (sameMenus && index === menus.length) {
            if (!changed) return;
            this.notices = notices;
            this.changedLater();
            return;
        }
        // other menus, or another order: merged into a copy, unless they name exactly the menus known
        let known = 0;
        let keys = 0;
        changed = false;
        for (const menu in notices) {
            const current = this.notices[menu];
            keys++;
            if (typeof current === 'number') known++;
            if (current !== notices[menu]) changed = true;
        }
        const same = keys === known && known === menus.length;
        if (!changed) {
            // the same counts in another order: kept in this order, which the next counts will likely have
            if (same) this.keepNotices(notices);
            return;
        }
        // (the counts by position are read again from what is kept: the loop by position may have changed some)
        this.keepNotices(same ? notices : { ...this.notices, ...notices });
        this.changedLater();
    }

    /** Keeps the menus' counts, and their menus and counts by position. */
    private keepNotices(notices: Readonly<Record<string, number>>): void {
        this.notices = notices;
        this.noticeMenus = Object.keys(notices);
        this.noticeCounts = this.noticeMenus.map(menu => notices[menu]);
    }

    setConnection(connection: ConnectionState): void {
        if (connection === this.connection) return;
        this.connection = connection;
        if (!BEFORE_CONNECTED.includes(connection)) this.connectionSettled = true;
        this.changed();
    }

    setPanelOpen(panelOpen: boolean): void {
        if (panelOpen === this.panelOpen) return;
        this.panelOpen = panelOpen;
        this.changed();
    }

    /** Counts an event: no reader is told (an event that changes nothing wakes nobody). */
    count(kind: keyof LiveStats): void {
        this.counts[kind]++;
    }

    /** The counts so far, a copy. */
    get stats(): LiveStats {
        return { ...this.counts };
    }
}

/** The page's one live store. */
export const liveStore = new LiveStore();
