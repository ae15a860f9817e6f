import { act, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/appProviders';
import { DocumentTitle } from '../../src/layout/DocumentTitle';
import { LIST_REFRESH_MS, useLiveRefresh } from '../../src/realtime/listRefresh';
import { useSettledLive } from '../../src/realtime/useLive';
import { LiveStore, liveStore } from '../../src/realtime/liveStore';
import { makeOrder } from '../support/liveOrder';

describe('a count moved by live events refreshes once a second at most', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('a burst of changes is one refresh, a second after the first change; nothing before it', () => {
        const refresh = vi.fn();
        const { rerender } = renderHook(({ value }) => useLiveRefresh(value, refresh), { initialProps: { value: 0 } });
        expect(refresh).not.toHaveBeenCalled();
        for (let value = 1; value <= 20; value++) {
            rerender({ value });
            act(() => void vi.advanceTimersByTime(40));
        }
        // 20 changes over 800 ms: still waiting for the first second to end
        expect(refresh).not.toHaveBeenCalled();
        act(() => void vi.advanceTimersByTime(LIST_REFRESH_MS - 800));
        expect(refresh).toHaveBeenCalledTimes(1);
        act(() => void vi.advanceTimersByTime(5 * LIST_REFRESH_MS));
        expect(refresh).toHaveBeenCalledTimes(1);
        // a later change: one more
        rerender({ value: 21 });
        act(() => void vi.advanceTimersByTime(LIST_REFRESH_MS));
        expect(refresh).toHaveBeenCalledTimes(2);
    });

    it('does not refresh for a render that leaves the count as it was, nor after unmount', () => {
        const refresh = vi.fn();
        const { rerender, unmount } = renderHook(({ value }) => useLiveRefresh(value, refresh), { initialProps: { value: 3 } });
        rerender({ value: 3 });
        act(() => void vi.advanceTimersByTime(2 * LIST_REFRESH_MS));
        expect(refresh).not.toHaveBeenCalled();
        rerender({ value: 4 });
        unmount();
        act(() => void vi.advanceTimersByTime(2 * LIST_REFRESH_MS));
        expect(refresh).not.toHaveBeenCalled();
    });

    it('calls the refresh of the latest render (it sees the latest filters)', () => {
        const first = vi.fn();
        const second = vi.fn();
        const { rerender } = renderHook(({ value, refresh }) => useLiveRefresh(value, refresh), { initialProps: { value: 0, refresh: first } });
        rerender({ value: 1, refresh: first });
        rerender({ value: 1, refresh: second });
        act(() => void vi.advanceTimersByTime(LIST_REFRESH_MS));
        expect(first).not.toHaveBeenCalled();
        expect(second).toHaveBeenCalledTimes(1);
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
