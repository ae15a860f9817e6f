import { QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/appProviders';
import { DocumentTitle } from '../../src/layout/DocumentTitle';
import { LIST_REFRESH_MS, listRefresher } from '../../src/realtime/listRefresh';
import { useSettledLive } from '../../src/realtime/useLive';
import { LiveStore, liveStore } from '../../src/realtime/liveStore';
import { makeOrder } from '../support/liveOrder';

describe('a resource\'s lists asked again once a second at most, whoever asks', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    const setup = () => {
        const client = new QueryClient();
        const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
        const asked = (resource: string) => invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === resource).length;
        return { client, invalidate, asked, lists: listRefresher(client) };
    };

    it('a burst of asks is one refresh of the resource\'s lists, a second after the first ask; nothing before it', () => {
        const { invalidate, asked, lists } = setup();
        for (let index = 0; index < 20; index++) {
            lists.refresh('order');
            vi.advanceTimersByTime(40);
        }
        // 20 asks over 800 ms: still waiting for the first second to end
        expect(invalidate).not.toHaveBeenCalled();
        vi.advanceTimersByTime(LIST_REFRESH_MS - 800);
        expect(invalidate).toHaveBeenCalledTimes(1);
        expect(invalidate).toHaveBeenCalledWith({ queryKey: ['order', 'getList'] });
        vi.advanceTimersByTime(5 * LIST_REFRESH_MS);
        expect(asked('order')).toBe(1);
        // a later ask: one more
        lists.refresh('order');
        vi.advanceTimersByTime(LIST_REFRESH_MS);
        expect(asked('order')).toBe(2);
    });

    it('one timer a resource for the whole page: the pipeline and a dashboard count asking in the same second are one request', () => {
        const { client, asked } = setup();
        // the live layer and a queue tile each take the page's refresher from the same query client
        listRefresher(client).refresh('order');
        listRefresher(client).refresh('order');
        listRefresher(client).refresh('receipt');
        vi.advanceTimersByTime(LIST_REFRESH_MS);
        expect(asked('order')).toBe(1);
        expect(asked('receipt')).toBe(1);
        // another query client (another app in the page, a test) has its own
        const other = setup();
        other.lists.refresh('order');
        vi.advanceTimersByTime(LIST_REFRESH_MS);
        expect(other.asked('order')).toBe(1);
        expect(asked('order')).toBe(1);
    });

    it('asks nothing once cancelled (sign-out)', () => {
        const { invalidate, lists } = setup();
        lists.refresh('order');
        lists.refresh('ticket');
        lists.cancel();
        vi.advanceTimersByTime(2 * LIST_REFRESH_MS);
        expect(invalidate).not.toHaveBeenCalled();
    });
});

describe('a menu count moved by live events', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    // a store that tells its readers of a change at once (the page's waits for the frame)
    const newStore = () => new LiveStore(flush => flush());

    it('shows the count it mounts with, then the latest of a burst within a second, never rendering in the event’s task', () => {
        const store = newStore();
        store.setNotices({ order: 7 });
        let renders = 0;
        const { result } = renderHook(() => {
            renders++;
            return useSettledLive(state => state.notices.order ?? 0, store);
        });
        expect(result.current).toBe(7);
        const mounted = renders;
        for (let count = 8; count <= 12; count++) {
            act(() => store.setNotices({ order: count }));
            // not rendered at all for the event, let alone shown
            expect(renders).toBe(mounted);
            act(() => void vi.advanceTimersByTime(100));
            expect(result.current).toBe(7);
        }
        act(() => void vi.advanceTimersByTime(LIST_REFRESH_MS - 500));
        expect(result.current).toBe(12);
        expect(renders).toBe(mounted + 1);
        act(() => store.setNotices({ order: 3 }));
        act(() => void vi.advanceTimersByTime(LIST_REFRESH_MS - 1));
        expect(result.current).toBe(12);
        act(() => void vi.advanceTimersByTime(1));
        expect(result.current).toBe(3);
    });

    it('stops listening when unmounted', () => {
        const store = newStore();
        const { unmount } = renderHook(() => useSettledLive(state => state.notices.order ?? 0, store));
        act(() => store.setNotices({ order: 4 }));
        // it heard of the change: its timer runs
        expect(vi.getTimerCount()).toBe(1);
        unmount();
        expect(vi.getTimerCount()).toBe(0);
    });
});

describe('the tab’s title', () => {
    beforeEach(() => liveStore.reset());

    it('names the page at once and follows the waiting orders’ count (a burst of orders is one write)', async () => {
        const writes: string[] = [];
        const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
        Object.defineProperty(document, 'title', {
            configurable: true,
            get: () => descriptor.get!.call(document),
            set: (value: string) => {
                writes.push(value);
                descriptor.set!.call(document, value);
            },
        });
        try {
            render(
                <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                    <span id="react-admin-title">سفارش‌ها</span>
                    <DocumentTitle />
                </AdminContext>
            );
            await waitFor(() => expect(document.title).toBe('سفارش‌ها · پنل مدیریت زر'));
            const before = writes.length;
            for (let id = 1; id <= 12; id++) act(() => liveStore.putOrder(makeOrder(id)));
            await waitFor(() => expect(document.title).toBe('(۱۲) سفارش‌ها · پنل مدیریت زر'), { timeout: 5000 });
            expect(writes.length - before).toBe(1);
        } finally {
            delete (document as { title?: string }).title;
        }
    });
});
