import type { DataProvider, RaRecord } from 'react-admin';
import { documentTitle } from '../../src/layout/DocumentTitle';
import { queuePath, QUEUES } from '../../src/dashboard/queues';
import { fetchTodayOrders, foldOrders, REMEMBERED, summariseToday } from '../../src/dashboard/todayOrders';

const NOW = new Date(2026, 10, 23, 14, 30); // local time (TZ Asia/Tehran in the test config)
const at = (hours: number, minutes = 0, dayOffset = 0) => new Date(2026, 10, 23 + dayOffset, hours, minutes).toISOString();
const order = (id: number, side: 'buy' | 'sell', total: number, created: string, status = 'approved'): RaRecord => ({
    id,
    side_enum: side,
    total_price: total,
    created_at: created,
    status_enum: status,
});

describe("today's orders", () => {
    it('adds up today\'s buy and sell orders by count, total and hour; rejected and older ones are left out', () => {
        const summary = summariseToday(
            [
                order(1, 'buy', 1_000, at(9, 5)),
                order(2, 'buy', 2_500, at(9, 40), 'pending'),
                order(3, 'sell', 700, at(13, 0)),
                order(4, 'sell', 900, at(13, 10), 'rejected'),
                order(5, 'buy', 5_000, at(23, 0, -1)),
            ],
            NOW
        );
        expect(summary.buy).toEqual({ count: 2, total: 3_500 });
        expect(summary.sell).toEqual({ count: 1, total: 700 });
        expect(summary.perHour[9]).toBe(2);
        expect(summary.perHour[13]).toBe(1);
        expect(summary.perHour.reduce((a, b) => a + b, 0)).toBe(3);
    });

    it('pages through the list newest first and stops at the first order from before today', async () => {
        const all = [
            ...Array.from({ length: 150 }, (_, index) => order(1000 - index, index % 2 ? 'sell' : 'buy', 10, at(14, 0))),
            ...Array.from({ length: 200 }, (_, index) => order(500 - index, 'buy', 10, at(10, 0, -1))),
        ];
        const getList = vi.fn(async (_resource: string, params: { pagination: { page: number; perPage: number } }) => {
            const { page, perPage } = params.pagination;
            return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
        });
        const summary = await fetchTodayOrders({ getList } as unknown as DataProvider, NOW);
        expect(getList).toHaveBeenCalledTimes(2);
        expect(getList.mock.calls[0][1]).toMatchObject({ sort: { field: 'created_at', order: 'DESC' }, pagination: { page: 1, perPage: 100 } });
        expect(summary.buy.count + summary.sell.count).toBe(150);
    });

    it('counts an order once when a new order shifted it onto the next page as well', () => {
        const summary = summariseToday([order(7, 'buy', 1_000, at(11, 0)), order(7, 'buy', 1_000, at(11, 0)), order(8, 'sell', 300, at(12, 0))], NOW);
        expect(summary.buy).toEqual({ count: 1, total: 1_000 });
        expect(summary.sell).toEqual({ count: 1, total: 300 });
    });

    it("folds live orders in: a new one adds its part once, a rejection takes it away, other days' change nothing", () => {
        const start = summariseToday([order(1, 'buy', 1_000, at(9, 5))], NOW);
        const placed = foldOrders(start, [order(2, 'sell', 700, at(14, 20), 'pending')], NOW)!;
        expect(placed).not.toBe(start);
        expect(start.sell).toEqual({ count: 0, total: 0 }); // the summary before is left as it was
        expect(placed.sell).toEqual({ count: 1, total: 700 });
        expect(placed.perHour[14]).toBe(1);
        // the same order again (the event and a fetch, or two events): nothing changes
        expect(foldOrders(placed, [order(2, 'sell', 700, at(14, 20), 'pending')], NOW)).toBe(placed);
        // approved: still counted once; rejected: taken away, hour and total too
        expect(foldOrders(placed, [order(2, 'sell', 700, at(14, 20), 'approved')], NOW)).toBe(placed);
        const rejected = foldOrders(placed, [order(2, 'sell', 700, at(14, 20), 'rejected')], NOW)!;
        expect(rejected.sell).toEqual({ count: 0, total: 0 });
        expect(rejected.perHour[14]).toBe(0);
        expect(rejected.buy).toEqual({ count: 1, total: 1_000 });
        // an order placed yesterday and decided today is not today's
        expect(foldOrders(rejected, [order(3, 'buy', 5_000, at(23, 0, -1), 'approved')], NOW)).toBe(rejected);
        // a batch: new, and one rejected first then counted again
        const batch = foldOrders(rejected, [order(4, 'buy', 10, at(14, 25), 'pending'), order(1, 'buy', 1_000, at(9, 5), 'rejected')], NOW)!;
        expect(batch.buy).toEqual({ count: 1, total: 10 });
    });

    it('remembers a bounded number of orders on a busy day; a forgotten one still leaves the figures when rejected', () => {
        const many = Array.from({ length: REMEMBERED + 500 }, (_, index) => order(index + 1, 'buy', 10, new Date(NOW.getTime() - (REMEMBERED + 500 - index) * 1000).toISOString(), 'pending'));
        let summary = summariseToday([], NOW);
        for (let start = 0; start < many.length; start += 100) summary = foldOrders(summary, many.slice(start, start + 100), NOW)!;
        expect(summary.seen.size).toBe(REMEMBERED);
        expect(summary.buy).toEqual({ count: REMEMBERED + 500, total: 10 * (REMEMBERED + 500) });
        // the first order is forgotten: approved, nothing changes; rejected, its part goes, once
        expect(foldOrders(summary, [{ ...many[0], status_enum: 'approved' }], NOW)).toBe(summary);
        const rejected = foldOrders(summary, [{ ...many[0], status_enum: 'rejected' }], NOW)!;
        expect(rejected.buy).toEqual({ count: REMEMBERED + 499, total: 10 * (REMEMBERED + 499) });
        expect(foldOrders(rejected, [{ ...many[0], status_enum: 'rejected' }], NOW)).toBe(rejected);
        // a fetched list (newest first) keeps the newest in memory
        const fetched = summariseToday([...many].reverse(), NOW);
        expect(fetched.seen.has(String(many[many.length - 1].id))).toBe(true);
        expect(fetched.seen.has(String(many[0].id))).toBe(false);
    });

    it('asks for a fetch (null) once the day the figures are of has ended', () => {
        const start = summariseToday([order(1, 'buy', 1_000, at(9, 5))], NOW);
        const tomorrow = new Date(2026, 10, 24, 0, 1);
        expect(foldOrders(start, [order(2, 'buy', 10, tomorrow.toISOString(), 'pending')], tomorrow)).toBeNull();
    });
});

describe('queues', () => {
    it('link to their list filtered as react-admin reads it from the address', () => {
        const orders = QUEUES.find(queue => queue.menuId === 'order')!;
        const url = new URL(queuePath(orders), 'http://admin.test');
        expect(url.pathname).toBe('/order');
        expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status_enum: 'pending' });
    });
});

describe('tab titles', () => {
    it('name the page and the product, with the waiting orders first', () => {
        expect(documentTitle('سفارش‌ها', 'پنل مدیریت زر', 0)).toBe('سفارش‌ها · پنل مدیریت زر');
        expect(documentTitle('سفارش‌ها', 'پنل مدیریت زر', 3)).toBe('(۳) سفارش‌ها · پنل مدیریت زر');
        expect(documentTitle('  ', 'پنل مدیریت زر', 0)).toBe('پنل مدیریت زر');
        expect(documentTitle('پنل مدیریت زر', 'پنل مدیریت زر', 12)).toBe('(۱۲) پنل مدیریت زر');
    });
});
