import type { DataProvider, RaRecord } from 'react-admin';

/** What one of today's orders adds to the figures. */
interface Counted {
    side: 'buy' | 'sell';
    total: number;
    hour: number;
}

/** Today's orders at a glance: buy against sell (counts and totals) and orders per hour. */
export interface TodayOrders {
    buy: { count: number; total: number };
    sell: { count: number; total: number };
    /** orders placed in each hour of today, 0–23 (local time) */
    perHour: number[];
    /** the day the figures are of (its local midnight, ms) */
    day: number;
    /**
     * Today's orders counted so far, by id, with what each adds (null: nothing, rejected): a live
     * event about an order is folded in once, and a change of its status moves the figures by
     * exactly its part ({@link foldOrders}).
     */
    seen: ReadonlyMap<string, Counted | null>;
}

/** What an order tells of itself: its record from the list, or the live event's order. */
export interface OrderFacts {
    id: string | number;
    side_enum?: unknown;
    total_price?: unknown;
    status_enum?: unknown;
    created_at?: unknown;
}

const PAGE_SIZE = 100;
/** A day has never had more orders than this in the business; beyond it the figures stop. */
const MAX_PAGES = 20;

export const startOfToday = (now = new Date()): number =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();

/** When an order was placed (ms), NaN when unreadable. */
const placedAt = (order: OrderFacts): number => Date.parse(String(order.created_at));

/** What an order placed at `at` adds: nothing when rejected or of no side. */
function countedOf(order: OrderFacts, at: number): Counted | null {
    if (order.status_enum === 'rejected') return null;
    if (order.side_enum !== 'buy' && order.side_enum !== 'sell') return null;
    return { side: order.side_enum, total: Number(order.total_price) || 0, hour: new Date(at).getHours() };
}

const sameCount = (a: Counted | null, b: Counted | null): boolean =>
    a === b || (!!a && !!b && a.side === b.side && a.total === b.total && a.hour === b.hour);

/** Adds (`sign` 1) or takes away (-1) an order's part, in place. */
function apply(summary: TodayOrders, counted: Counted, sign: 1 | -1): void {
    const side = summary[counted.side];
    side.count += sign;
    side.total += sign * counted.total;
    summary.perHour[counted.hour] += sign;
}

/** Adds up orders placed today (local time) that were not rejected. */
export function summariseToday(orders: OrderFacts[], now = new Date()): TodayOrders {
    const day = startOfToday(now);
    const summary: TodayOrders = { buy: { count: 0, total: 0 }, sell: { count: 0, total: 0 }, perHour: Array(24).fill(0), day, seen: new Map() };
    return foldOrders(summary, orders, now) ?? summary;
}

/**
 * Today's figures with these orders in them (new ones, or ones seen before whose status, side or
 * total changed; orders placed before today change nothing), as a new summary; the same summary
 * when nothing changed; null when the figures are of a day that has ended (fetch them again).
 */
export function foldOrders(summary: TodayOrders, orders: readonly OrderFacts[], now = new Date()): TodayOrders | null {
    if (startOfToday(now) !== summary.day) return null;
    let next: (TodayOrders & { seen: Map<string, Counted | null> }) | null = null;
    for (const order of orders) {
        const at = placedAt(order);
        if (!Number.isFinite(at) || at < summary.day) continue;
        const key = String(order.id);
        const before = (next ?? summary).seen.get(key);
        const after = countedOf(order, at);
        if (before !== undefined && sameCount(before, after)) continue;
        next ??= { buy: { ...summary.buy }, sell: { ...summary.sell }, perHour: [...summary.perHour], day: summary.day, seen: new Map(summary.seen) };
        if (before) apply(next, before, -1);
        if (after) apply(next, after, 1);
        next.seen.set(key, after);
    }
    return next ?? summary;
}

/**
 * Today's orders through the list call (docs/openapi.yaml, resources has no date filter): newest first, a page at
 * a time, until an order from before today appears.
 */
export async function fetchTodayOrders(dataProvider: DataProvider, now = new Date(), signal?: AbortSignal): Promise<TodayOrders> {
    const start = startOfToday(now);
    const orders: RaRecord[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
        const { data, total } = await dataProvider.getList('order', {
            pagination: { page, perPage: PAGE_SIZE },
            sort: { field: 'created_at', order: 'DESC' },
            filter: {},
            signal,
        });
        orders.push(...data);
        const last = data[data.length - 1];
        const older = last && Date.parse(String(last.created_at)) < start;
        if (!data.length || older || page * PAGE_SIZE >= (total ?? 0)) break;
    }
    return summariseToday(orders, now);
}
