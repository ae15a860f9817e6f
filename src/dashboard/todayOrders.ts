import type { DataProvider, RaRecord } from 'react-admin';

/** Today's orders at a glance: buy against sell (counts and totals) and orders per hour. */
export interface TodayOrders {
    buy: { count: number; total: number };
    sell: { count: number; total: number };
    /** orders placed in each hour of today, 0–23 (local time) */
    perHour: number[];
}

const PAGE_SIZE = 100;
/** A day has never had more orders than this in the business; beyond it the figures stop. */
const MAX_PAGES = 20;

export const startOfToday = (now = new Date()): number =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();

/** Adds up orders placed today (local time) that were not rejected. */
export function summariseToday(orders: RaRecord[], now = new Date()): TodayOrders {
    const start = startOfToday(now);
    const summary: TodayOrders = { buy: { count: 0, total: 0 }, sell: { count: 0, total: 0 }, perHour: Array(24).fill(0) };
    for (const order of orders) {
        const at = Date.parse(String(order.created_at));
        if (!Number.isFinite(at) || at < start) continue;
        if (order.status_enum === 'rejected') continue;
        const side = order.side_enum === 'buy' ? summary.buy : order.side_enum === 'sell' ? summary.sell : null;
        if (!side) continue;
        side.count += 1;
        side.total += Number(order.total_price) || 0;
        summary.perHour[new Date(at).getHours()] += 1;
    }
    return summary;
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
