import { act, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../src/appProviders';
import { ConnectionBanner, UNAVAILABLE_DELAY_MS } from '../../src/realtime/ConnectionBanner';
import { ConnectionStatus } from '../../src/realtime/ConnectionStatus';
import { GoldFigures } from '../../src/realtime/GoldFigures';
import { liveStore } from '../../src/realtime/liveStore';
import { LiveToasts } from '../../src/realtime/LiveToasts';
import { MAX_TOASTS, TOAST_MS, toastStore } from '../../src/realtime/toasts';
import { recordAnnouncements } from '../support/announcements';

/** The live parts of the shell, driven through the page's live store. */
const Shell = () => (
    <AdminContext i18nProvider={i18nProvider}>
        <GoldFigures />
        <ConnectionStatus />
        <ConnectionBanner />
        <LiveToasts />
    </AdminContext>
);

/** Lets the store's frame-batched notification reach React. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(20));

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
    liveStore.reset();
    toastStore.clear();
});
afterEach(() => {
    vi.useRealTimers();
});

describe('connection state', () => {
    it('shows connecting while the first connection is made, then connected, and disconnected once lost, retries included', async () => {
        render(<Shell />);
        await flush();
        const status = () => screen.getByTestId('connection-status');
        // before the live layer starts (it waits for the first screen), and while pusher-js connects
        expect(status()).toHaveAttribute('data-state', 'connecting');
        expect(status()).toHaveAccessibleName('در حال اتصال');
        act(() => liveStore.setConnection('connecting'));
        await flush();
        expect(status()).toHaveAttribute('data-state', 'connecting');
        act(() => liveStore.setConnection('connected'));
        await flush();
        expect(status()).toHaveAttribute('data-state', 'connected');
        expect(status()).toHaveAccessibleName('متصل');
        // lost: pusher-js trying again is not a first connection
        for (const state of ['connecting', 'unavailable', 'connecting'] as const) {
            act(() => liveStore.setConnection(state));
            await flush();
            expect(status(), state).toHaveAttribute('data-state', 'disconnected');
            expect(status()).toHaveAccessibleName('قطع');
        }
        // a new session (signed out and in again) connects afresh
        act(() => liveStore.reset());
        await flush();
        expect(status()).toHaveAttribute('data-state', 'connecting');
    });

    it('shows disconnected, not connecting, when the first connection cannot be made', async () => {
        render(<Shell />);
        await flush();
        act(() => liveStore.setConnection('connecting'));
        act(() => liveStore.setConnection('unavailable'));
        await flush();
        expect(screen.getByTestId('connection-status')).toHaveAttribute('data-state', 'disconnected');
    });

    it('shows the banner 300 ms after the channel reports unavailable, and clears it on reconnect', async () => {
        render(<Shell />);
        act(() => liveStore.setConnection('connected'));
        await flush();
        act(() => liveStore.setConnection('unavailable'));
        await act(() => vi.advanceTimersByTimeAsync(UNAVAILABLE_DELAY_MS - 50));
        expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(100));
        expect(screen.getByTestId('connection-banner')).toHaveTextContent('خطا در اتصال به سرور، لطفاً اینترنت خود را بررسی کنید');
        act(() => liveStore.setConnection('connected'));
        await act(() => vi.advanceTimersByTimeAsync(1000));
        expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument();
    });

    it('does not show the banner for a blip shorter than 300 ms', async () => {
        render(<Shell />);
        act(() => liveStore.setConnection('unavailable'));
        await act(() => vi.advanceTimersByTimeAsync(100));
        act(() => liveStore.setConnection('connected'));
        await act(() => vi.advanceTimersByTimeAsync(1000));
        expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument();
    });

    it('shows the banner while the browser is offline', async () => {
        render(<Shell />);
        const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        act(() => {
            window.dispatchEvent(new Event('offline'));
        });
        await flush();
        expect(screen.getByTestId('connection-banner')).toBeInTheDocument();
        online.mockReturnValue(true);
        act(() => {
            window.dispatchEvent(new Event('online'));
        });
        await act(() => vi.advanceTimersByTimeAsync(1000));
        expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument();
    });
});

describe('gold figures', () => {
    it('show the latest values in Persian digits', async () => {
        render(<Shell />);
        act(() => {
            liveStore.setGoldPrice(2650.4);
            liveStore.setTodayVector(4_235_000);
        });
        await flush();
        expect(screen.getByTestId('gold-price')).toHaveTextContent('۲٬۶۵۰٫۴');
        expect(screen.getByTestId('today-vector')).toHaveTextContent('۴٬۲۳۵٬۰۰۰');
        act(() => liveStore.setGoldPrice(2655));
        await flush();
        expect(screen.getByTestId('gold-price')).toHaveTextContent('۲٬۶۵۵');
    });
});

describe('live toasts', () => {
    it('show at most five at once, each for 3000 ms', async () => {
        render(<Shell />);
        act(() => {
            for (let i = 1; i <= 7; i++) toastStore.show({ message: `فیش ${i}`, severity: 'info' });
        });
        await flush();
        expect(screen.getAllByText(/^فیش /)).toHaveLength(MAX_TOASTS);
        expect(screen.queryByText('فیش ۱')).not.toBeInTheDocument();
        expect(screen.getByText('فیش ۷')).toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(TOAST_MS + 500));
        expect(screen.queryAllByText(/^فیش /)).toHaveLength(0);
    });

    it('are told to screen readers once each, politely', async () => {
        render(<Shell />);
        await flush();
        const heard = recordAnnouncements();
        try {
            act(() => void toastStore.show({ message: 'فیش تازه رسید', severity: 'info' }));
            await flush();
            const toast = screen.getByText('فیش تازه رسید');
            expect(toast.closest('[role="status"]'), 'inside the polite stack').toHaveAttribute('aria-live', 'polite');
            expect(heard.times('فیش تازه رسید')).toBe(1);
            act(() => void toastStore.show({ message: 'اعلان دیگر', severity: 'success' }));
            await flush();
            expect(heard.times('فیش تازه رسید'), 'not again when another comes').toBe(1);
            expect(heard.times('اعلان دیگر')).toBe(1);
        } finally {
            heard.stop();
        }
    });
});
