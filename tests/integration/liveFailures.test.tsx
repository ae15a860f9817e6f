import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { store } from '../../src/mock/store';
import { currentAdmin } from '../../src/providers/currentAdmin';
import { TOKEN_KEY } from '../../src/providers/session';
import { liveStore } from '../../src/realtime/liveStore';
import { toastStore } from '../../src/realtime/toasts';
import { calls, requests, server, startMockServer } from '../support/mockServer';
import { renderAdmin, setWholeAppTimeouts } from '../support/renderAdmin';

/** A menu count follows the live one within a second (src/realtime/listRefresh.ts). */
const BADGE_WAIT = { timeout: 5000 };

/**
 * The live layer when its start goes wrong: a failed first /admin/me, a refused or failing channel
 * authorisation, a failing broadcasting-info. Staff must never be left with a silently empty panel
 * or stale badges.
 */
startMockServer();

// every test here mounts the whole admin: the shell is the subject
setWholeAppTimeouts();

const fa = (value: number) => new Intl.NumberFormat('fa-IR').format(value);
const pendingCount = () => store.get('order')!.all().filter(order => order.status_enum === 'pending').length;
const status = () => screen.getByTestId('connection-status');

beforeEach(() => {
    liveStore.reset();
    toastStore.clear();
});

describe('menu badges', () => {
    it('appear from a later /admin/me when the first one failed', async () => {
        server.use(http.get('*/admin/me', () => HttpResponse.json({ message: 'خطای سرور' }, { status: 503 }), { once: true }));
        renderAdmin('/bank');
        await waitFor(() => expect(calls('GET', '/admin/me').length).toBeGreaterThanOrEqual(2));
        await waitFor(() => expect(screen.getByTestId('menu-badge-order')).toHaveTextContent(fa(pendingCount())), BADGE_WAIT);
    });

    it('and the waiting orders the live layer could not load without the admin come with it', async () => {
        server.use(http.get('*/admin/me', () => HttpResponse.json({ message: 'خطای سرور' }, { status: 503 })));
        renderAdmin('/bank');
        // the channel listens: the live layer has asked for the admin to load the waiting orders
        await waitFor(() => expect(status()).toHaveAttribute('data-state', 'connected'));
        await currentAdmin().catch(() => undefined); // that ask has been refused
        // the panel (a lazy chunk) is on the page, with nothing in it
        expect(await screen.findByTestId('live-orders')).toHaveAttribute('data-count', '0');
        server.resetHandlers();
        await currentAdmin(); // any later call (a navigation, a check) that succeeds
        await waitFor(() => expect(screen.getByTestId('live-orders')).toHaveAttribute('data-count', String(pendingCount())));
        await waitFor(() => expect(screen.getByTestId('menu-badge-order')).toHaveTextContent(fa(pendingCount())), BADGE_WAIT);
    });
});

describe('channel authorisation', () => {
    it('a 401 signs out to the login page, like any other 401', async () => {
        server.use(http.post('*/broadcasting/auth', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
        renderAdmin('/bank');
        await screen.findByRole('heading', { name: 'ورود به پنل مدیریت زر' });
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        expect(calls('POST', '/broadcasting/auth').length).toBeGreaterThan(0);
        // the page is left at once: nothing of it asks the server again without a token
        expect(requests.filter(call => call.path.startsWith('/admin/') && !call.signedIn)).toEqual([]);
    });

    it.each([
        ['a 403', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })],
        ['a 500', () => new HttpResponse(null, { status: 500 })],
        ['a network failure', () => HttpResponse.error()],
    ])('%s shows disconnected with the banner, loads the waiting orders by GET, and asks again', async (_, answer) => {
        server.use(http.post('*/broadcasting/auth', answer));
        renderAdmin('/bank');
        await screen.findByTestId('connection-banner');
        expect(status()).toHaveAttribute('data-state', 'disconnected');
        // the panel is not empty because the socket is
        await waitFor(() => expect(screen.getByTestId('live-orders')).toHaveAttribute('data-count', String(pendingCount())));
        const pendingCalls = calls('GET', '/admin/order').filter(call => call.query.get('status_enum') === 'pending');
        expect(pendingCalls.length).toBeGreaterThan(0);
        // asked again after a backoff, and once the server agrees the channel listens
        const tries = calls('POST', '/broadcasting/auth').length;
        server.resetHandlers();
        await waitFor(() => expect(calls('POST', '/broadcasting/auth').length).toBeGreaterThan(tries));
        await waitFor(() => expect(status()).toHaveAttribute('data-state', 'connected'));
        await waitFor(() => expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument());
    });
});

describe('broadcasting-info', () => {
    it('a failure shows the banner, loads the waiting orders, and is asked again', async () => {
        server.use(http.get('*/admin/me/broadcasting-info', () => new HttpResponse(null, { status: 502 })));
        renderAdmin('/bank');
        await screen.findByTestId('connection-banner');
        expect(status()).toHaveAttribute('data-state', 'disconnected');
        await waitFor(() => expect(screen.getByTestId('live-orders')).toHaveAttribute('data-count', String(pendingCount())));
        server.resetHandlers();
        await waitFor(() => expect(status()).toHaveAttribute('data-state', 'connected'));
        expect(calls('GET', '/admin/me/broadcasting-info').length).toBeGreaterThanOrEqual(2);
    });
});
