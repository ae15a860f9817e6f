import { act, renderHook } from '@testing-library/react';
import { CLOCK_TICK_MS, clockReaders, useNow } from '../../src/realtime/orders/clock';
import { decisionBody } from '../../src/realtime/orders/decideOrder';
import { initials } from '../../src/realtime/orders/orderText';
import { relativeTime } from '../../src/realtime/orders/relativeTime';
import { isNavigationKey, revealScrollTop, rowsPerPage, targetRow, visibleRange } from '../../src/realtime/orders/windowing';
import { makeOrder } from '../support/liveOrder';

const order = (ask_auto_order: boolean) => makeOrder(7, { ask_auto_order });

describe('relativeTime', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    const ago = (ms: number) => relativeTime(new Date(now - ms).toISOString(), now);

    it('says how long ago in Persian with Persian digits', () => {
        expect(ago(0)).toBe('اکنون');
        expect(ago(59_000)).toBe('اکنون');
        expect(ago(60_000)).toBe('۱ دقیقه پیش');
        expect(ago(5 * 60_000 + 59_000)).toBe('۵ دقیقه پیش');
        expect(ago(3 * 3_600_000)).toBe('۳ ساعت پیش');
        expect(ago(24 * 3_600_000)).toBe('دیروز');
        expect(ago(12 * 24 * 3_600_000)).toBe('۱۲ روز پیش');
        expect(ago(400 * 24 * 3_600_000)).toMatch(/سال/);
    });

    it('counts a time a little ahead of the clock as now, and ignores garbage', () => {
        expect(ago(-20_000)).toBe('اکنون');
        expect(relativeTime('not a date', now)).toBe('');
        expect(relativeTime(now - 120_000, now)).toBe('۲ دقیقه پیش');
    });
});

describe('the shared clock', () => {
    afterEach(() => {
        // The spy below is on the fake clock's setInterval. Vitest keeps every spy's restore, even
        // after mockRestore(), and runs it again once the file is done (vi.restoreAllMocks() after
        // each file): with the fake clock gone by then, that would put its dead setInterval back on
        // the worker's globalThis for every later file (jsdom's requestAnimationFrame, which runs on
        // setInterval, and the live clock never fired again). So the spies go while the fake clock is
        // still installed, and only then the real timers come back.
        vi.restoreAllMocks();
        vi.useRealTimers();
    });

    it('runs one interval for all its readers, ticking every 30 s, and stops with the last', () => {
        vi.useFakeTimers();
        const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
        const readers = Array.from({ length: 5 }, () => renderHook(() => useNow()));
        expect(setIntervalSpy).toHaveBeenCalledTimes(1);
        expect(setIntervalSpy.mock.calls[0][1]).toBe(CLOCK_TICK_MS);
        expect(clockReaders()).toBe(5);
        const before = readers[0].result.current;
        act(() => void vi.advanceTimersByTime(CLOCK_TICK_MS));
        expect(readers[0].result.current - before).toBeGreaterThanOrEqual(CLOCK_TICK_MS);
        expect(readers[4].result.current).toBe(readers[0].result.current);
        readers.forEach(reader => reader.unmount());
        expect(clockReaders()).toBe(0);
        setIntervalSpy.mockRestore();
    });
});

describe('windowing', () => {
    const ROW = 200;

    it('renders the rows in view plus the overscan, within the list', () => {
        expect(visibleRange(0, 500, 1000, ROW, 3)).toEqual({ start: 0, end: 6 });
        expect(visibleRange(10_000, 500, 1000, ROW, 3)).toEqual({ start: 47, end: 56 });
        expect(visibleRange(999_999, 500, 1000, ROW, 3)).toEqual({ start: 994, end: 1000 });
        expect(visibleRange(-50, 500, 2, ROW, 3)).toEqual({ start: 0, end: 2 });
        expect(visibleRange(0, 500, 0, ROW, 3)).toEqual({ start: 0, end: 0 });
        // a viewport smaller than a row still shows the row
        expect(visibleRange(0, 0, 10, ROW, 0)).toEqual({ start: 0, end: 1 });
    });

    it('scrolls as little as possible to show a row whole', () => {
        expect(revealScrollTop(0, 0, 500, ROW)).toBe(0);
        expect(revealScrollTop(1, 0, 500, ROW)).toBe(0);
        expect(revealScrollTop(2, 0, 500, ROW)).toBe(100);
        expect(revealScrollTop(999, 0, 500, ROW)).toBe(1000 * ROW - 500);
        expect(revealScrollTop(3, 5000, 500, ROW)).toBe(600);
        expect(revealScrollTop(5, 100, 150, ROW)).toBe(1000);
    });

    it('moves between rows by key, clamped to the list', () => {
        expect(targetRow('ArrowDown', 0, 10, 3)).toBe(1);
        expect(targetRow('ArrowDown', 9, 10, 3)).toBe(9);
        expect(targetRow('ArrowUp', 0, 10, 3)).toBe(0);
        expect(targetRow('Home', 5, 10, 3)).toBe(0);
        expect(targetRow('End', 5, 10, 3)).toBe(9);
        expect(targetRow('PageDown', 5, 10, 3)).toBe(8);
        expect(targetRow('PageDown', 8, 10, 3)).toBe(9);
        expect(targetRow('PageUp', 2, 10, 3)).toBe(0);
        expect(targetRow('ArrowDown', 42, 10, 3)).toBe(9);
        expect(targetRow('End', 0, 0, 3)).toBe(-1);
        expect(rowsPerPage(500, ROW)).toBe(2);
        expect(rowsPerPage(50, ROW)).toBe(1);
        expect(isNavigationKey('PageDown')).toBe(true);
        expect(isNavigationKey('Enter')).toBe(false);
    });
});

describe('decision body (docs/openapi.yaml, order)', () => {
    it('sends auto_order only for an order that asks for it, yes by default', () => {
        expect(decisionBody(order(true), 'approved', true)).toEqual({ status: 'approved', auto_order: 'yes' });
        expect(decisionBody(order(true), 'approved', false)).toEqual({ status: 'approved', auto_order: 'no' });
        expect(decisionBody(order(true), 'rejected')).toEqual({ status: 'rejected', auto_order: 'yes' });
        expect(decisionBody(order(false), 'approved', true)).toEqual({ status: 'approved' });
        expect(decisionBody(order(false), 'rejected', false)).toEqual({ status: 'rejected' });
    });
});

describe('avatar initials', () => {
    it('takes up to two initials, kept from joining', () => {
        expect(initials('فاطمه محمدی')).toBe('ف\u200cم');
        expect(initials('  علی  ')).toBe('ع');
        expect(initials('Sara Lee Parker')).toBe('S\u200cL');
        expect(initials('')).toBe('');
    });
});
