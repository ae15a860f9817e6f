import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type DataProvider, type RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTodayOrders } from '../../src/dashboard/useTodayOrders';
import { LIST_REFRESH_MS } from '../../src/realtime/listRefresh';
import { orderEvents } from '../../src/realtime/orderEvents';
import { makeOrder } from '../support/liveOrder';

const NOON = new Date(2026, 10, 24, 12, 0); // local time (Asia/Tehran in the test config)
const today = (minutes: number) => new Date(NOON.getTime() + minutes * 60_000).toISOString();
const yesterday = new Date(2026, 10, 23, 9, 0).toISOString();

const listed = (id: number, created: string): RaRecord => ({ id, side_enum: 'buy', total_price: 100, status_enum: 'approved', created_at: created });

/** A data provider whose order list is `rows` (newest first), answered when `gate` says so. */
function setup(rows: RaRecord[]) {
    let gate: Promise<void> = Promise.resolve();
    const getList = vi.fn(async () => {
        await gate;
        return { data: rows, total: rows.length };
    });
    const dataProvider = { getList } as unknown as DataProvider;
    const wrapper = ({ children }: { children: ReactNode }) => (
        <AdminContext dataProvider={dataProvider} store={memoryStore()}>
            {children}
        </AdminContext>
    );
    const hold = () => {
        let open!: () => void;
        gate = new Promise(resolve => (open = resolve));
        return open;
    };
    return { getList, wrapper, hold };
}

describe("the dashboard's today from live orders", () => {
    beforeEach(() => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(NOON);
    });
    afterEach(() => {
        vi.useRealTimers();
        orderEvents.setListening(false);
    });

    it('takes new orders from the channel, a second later at most, without asking the server again', async () => {
        const { getList, wrapper } = setup([listed(1, today(-60)), listed(0, yesterday)]);
        const { result } = renderHook(() => useTodayOrders(true), { wrapper });
        await waitFor(() => expect(result.current.data?.buy.count).toBe(1));
        const asked = getList.mock.calls.length;

        const sentAt = performance.now();
        act(() => {
            for (let id = 10; id < 15; id++) orderEvents.emit(makeOrder(id, { created_at: today(id) }));
            orderEvents.emit(makeOrder(10, { created_at: today(10) })); // the same order again
            orderEvents.emit(makeOrder(11, { created_at: today(11), side_enum: 'sell', status_enum: 'rejected' }));
        });
        // not in the task of the events (nor rendered with them)
        expect(result.current.data?.buy.count).toBe(1);
        await waitFor(() => expect(result.current.data?.buy.count).toBe(5), { timeout: 3 * LIST_REFRESH_MS });
        expect(performance.now() - sentAt).toBeGreaterThanOrEqual(LIST_REFRESH_MS - 50);
        expect(result.current.data?.buy.total).toBe(100 + 4 * makeOrder(10).total_price);
        expect(result.current.data?.sell.count).toBe(0);
        expect(getList).toHaveBeenCalledTimes(asked);
    });

    it('keeps an order that arrives while the figures are being fetched', async () => {
        const { wrapper, hold } = setup([listed(1, today(-60)), listed(0, yesterday)]);
        const open = hold();
        const { result } = renderHook(() => useTodayOrders(true), { wrapper });
        await waitFor(() => expect(result.current.isFetching).toBe(true));
        act(() => orderEvents.emit(makeOrder(20, { created_at: today(5) })));
        open();
        await waitFor(() => expect(result.current.data?.buy.count).toBe(2));
    });

    it('fetches again when the channel listens after a drop (orders may have been missed), and only then', async () => {
        orderEvents.setListening(true);
        const { getList, wrapper } = setup([listed(1, today(-60)), listed(0, yesterday)]);
        const { result } = renderHook(() => useTodayOrders(true), { wrapper });
        await waitFor(() => expect(result.current.data?.buy.count).toBe(1));
        const asked = getList.mock.calls.length;
        act(() => orderEvents.setListening(false));
        expect(getList).toHaveBeenCalledTimes(asked);
        act(() => orderEvents.setListening(true));
        await waitFor(() => expect(getList).toHaveBeenCalledTimes(asked + 1));
        await waitFor(() => expect(result.current.isFetching).toBe(false));
    });

    it("fetches again once the channel first listens when the figures were read before it did (the page's start)", async () => {
        const { getList, wrapper } = setup([listed(1, today(-60)), listed(0, yesterday)]);
        const { result } = renderHook(() => useTodayOrders(true), { wrapper });
        await waitFor(() => expect(result.current.data?.buy.count).toBe(1));
        expect(getList).toHaveBeenCalledTimes(1);
        act(() => orderEvents.setListening(true));
        await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
        await waitFor(() => expect(result.current.isFetching).toBe(false));
        // read while listening: a later subscription of the same spell asks nothing more
        act(() => orderEvents.setListening(true));
        expect(getList).toHaveBeenCalledTimes(2);
    });

    it('asks nothing and hears nothing when the admin may not open orders', async () => {
        // what a permitted hook does with these events happens within LIST_REFRESH_MS: let that pass
        vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
        vi.setSystemTime(NOON);
        const { getList, wrapper } = setup([listed(1, today(-60))]);
        const { result } = renderHook(() => useTodayOrders(false), { wrapper });
        act(() => orderEvents.emit(makeOrder(30, { created_at: today(1) })));
        act(() => orderEvents.setListening(true));
        await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS * 2));
        expect(getList).not.toHaveBeenCalled();
        expect(result.current.data).toBeUndefined();
    });
});
