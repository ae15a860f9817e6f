import type { DataProvider, RaRecord } from 'react-admin';

/** What one of today's orders adds to the figures. */
interface Counted {
    side: 'buy' | 'sell';
    total: number;
    hour: number;
}

/** An order the figures remember: when it was placed, and what it adds (null: nothing, rejected). */
interface Seen {
    at: number;
    part: Counted | null;
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
     * Today's latest orders (up to {@link REMEMBERED}, oldest first), by id, with what each adds: a
     * live event about an order is folded in once, and a change of its status moves the figures by
     * exactly its part ({@link foldOrders}). Older ones are forgotten, so a busy day's memory stays
     * bounded.
     */
    seen: ReadonlyMap<string, Seen>;
    /** the latest time an order was placed among those forgotten (-Infinity: none) */
    forgottenUntil: number;
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
/** How many of today's orders the figures remember by id (as many as a fetch reads). */
export const REMEMBERED = PAGE_SIZE * MAX_PAGES;

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
    const summary: TodayOrders = {
        buy: { count: 0, total: 0 },
        sell: { count: 0, total: 0 },
        perHour: Array(24).fill(0),
        day,
        seen: new Map(),
        forgottenUntil: -Infinity,
    };
    // oldest first, as live orders come, so that the oldest are the first forgotten (each time read
    // once, not once per comparison)
    const oldestFirst = orders
        .map(order => ({ order, at: placedAt(order) || 0 }))
        .sort((a, b) => a.at - b.at)
        .map(({ order }) => order);
    return foldOrders(summary, oldestFirst, now) ?? summary;
}

/**
 * Today's figures with these orders in them (new ones, or ones seen before whose status, side or
 * total changed; orders placed before today change nothing), as a new summary; the same summary
 * when nothing changed; null when the figures are of a day that has ended (fetch them again).
 */
export function foldOrders(summary: TodayOrders, orders: readonly OrderFacts[], now = new Date()): TodayOrders | null {
    if (startOfToday(now) !== summary.day) return null;
    let next: (TodayOrders & { seen: Map<string, Seen> }) | null = null;
    const copy = () =>
        (next ??= {
            buy: { ...summary.buy },
            sell: { ...summary.sell },
            perHour: [...summary.perHour],
            day: summary.day,
            seen: new Map(summary.seen),
            forgottenUntil: summary.forgottenUntil,
        });
    for (const order of orders) {
        const at = placedAt(order);
        if (!Number.isFinite(at) || at < summary.day) continue;
        const key = String(order.id);
        const before = (next ?? summary).seen.get(key);
        const after = countedOf(order, at);
        if (before === undefined && at <= (next ?? summary).forgottenUntil) {
            // forgotten: counted, unless it was rejected before (an order is rejected once); only
            // its rejection changes the figures, by the part the event itself tells
            const part = order.status_enum === 'rejected' ? countedOf({ ...order, status_enum: 'pending' }, at) : null;
            if (part) {
                apply(copy(), part, -1);
                copy().seen.set(key, { at, part: null });
            }
            continue;
        }
        if (before !== undefined && sameCount(before.part, after)) continue;
        const changed = copy();
        if (before?.part) apply(changed, before.part, -1);
        if (after) apply(changed, after, 1);
        changed.seen.set(key, { at, part: after });
    }
    if (next) forgetOldest(next);
    return next ?? summary;
}

/** Forgets the orders remembered first beyond {@link REMEMBERED}, noting the latest time among them. */
function forgetOldest(summary: TodayOrders & { seen: Map<string, Seen> }): void {
    for (const [key, seen] of summary.seen) {
        if (summary.seen.size <= REMEMBERED) return;
        summary.seen.delete(key);
        summary.forgottenUntil = Math.max(summary.forgottenUntil, seen.at);
    }
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
