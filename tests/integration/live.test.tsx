import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fire } from '../../src/mock/live/player';
import { store } from '../../src/mock/store';
import { liveStore } from '../../src/realtime/liveStore';
import { toastStore } from '../../src/realtime/toasts';
import { calls, server, startMockServer } from '../support/mockServer';
import { renderAdmin, setWholeAppTimeouts } from '../support/renderAdmin';

/** A menu count follows the live one within a second (src/realtime/listRefresh.ts). */
const BADGE_WAIT = { timeout: 5000 };

/**
 * The whole admin with its real live layer: pusher-js (browser build) over the mock's Pusher
 * channel, intercepted by MSW in Node, events fired from the mock's side as the server would.
 */
startMockServer();

// every test here mounts the whole admin: the shell is the subject
setWholeAppTimeouts();

const fa = (value: number) => new Intl.NumberFormat('fa-IR').format(value);
const pendingCount = () => store.get('order')!.all().filter(order => order.status_enum === 'pending').length;
/** The reads of the pending orders (on a screen other than the dashboard, which reads some of its own: the panel's). */
const pendingReads = () => calls('GET', '/admin/order').filter(call => call.query.get('status_enum') === 'pending');

beforeEach(() => {
    liveStore.reset();
    toastStore.clear();
});

async function openConnected() {
    renderAdmin('/');
    await waitFor(() => expect(screen.getByTestId('connection-status')).toHaveAttribute('data-state', 'connected'));
}

async function arrive(kind: 'order' | 'order_auto') {
    const order = fire(kind) as { id: number; ask_auto_order: boolean };
    const card = await screen.findByTestId(`live-order-${order.id}`);
    return { order, card };
}

/** The version a decision sends back: the order's `updated_at` as the admin read it (docs/openapi.yaml, Versions). */
const versionOf = (order: object) => ({ updated_at: (order as { updated_at?: unknown }).updated_at });

describe('live orders over the channel', () => {
    it('an arriving order opens the panel; approved with the authority box unticked, the request says no', async () => {
        await openConnected();
        const { order, card } = await arrive('order_auto');
        const auto = within(card).getByTestId('order-auto') as HTMLInputElement;
        expect(auto.checked).toBe(true);
        fireEvent.click(auto);
        fireEvent.click(within(card).getByTestId('order-approve'));
        await waitFor(() => expect(screen.queryByTestId(`live-order-${order.id}`)).not.toBeInTheDocument());
        expect(calls('PUT', `/admin/order/${order.id}`).map(call => call.body)).toEqual([{ status: 'approved', auto_order: 'no', ...versionOf(order) }]);
        expect(store.get('order')!.get(order.id)?.status_enum).toBe('approved');
    });

    it('approved with the box ticked says yes; an order without the question sends no auto_order', async () => {
        await openConnected();
        const asked = await arrive('order_auto');
        fireEvent.click(within(asked.card).getByTestId('order-approve'));
        await waitFor(() => expect(calls('PUT', `/admin/order/${asked.order.id}`)).toHaveLength(1));
        expect(calls('PUT', `/admin/order/${asked.order.id}`)[0].body).toEqual({ status: 'approved', auto_order: 'yes', ...versionOf(asked.order) });

        const plain = await arrive('order');
        expect(within(plain.card).queryByTestId('order-auto')).not.toBeInTheDocument();
        fireEvent.click(within(plain.card).getByTestId('order-reject'));
        await waitFor(() => expect(screen.queryByTestId(`live-order-${plain.order.id}`)).not.toBeInTheDocument());
        expect(calls('PUT', `/admin/order/${plain.order.id}`)[0].body).toEqual({ status: 'rejected', ...versionOf(plain.order) });
    });

    it('a failed decision keeps the order and says so', async () => {
        server.use(http.put('*/admin/order/:id', () => HttpResponse.json({ message: 'سرور پاسخ نداد' }, { status: 500 })));
        await openConnected();
        const { order, card } = await arrive('order');
        fireEvent.click(within(card).getByTestId('order-approve'));
        expect(await screen.findByText('سرور پاسخ نداد')).toBeInTheDocument();
        expect(screen.getByTestId(`live-order-${order.id}`)).toBeInTheDocument();
        expect(within(screen.getByTestId(`live-order-${order.id}`)).getByTestId('order-approve')).toBeEnabled();
    });

    it('the waiting orders show before the channel listens; one placed before it listens is read once it does', async () => {
        // the channel's authorisation held back: the live layer is started, not listening
        let authorise = () => {};
        const held = new Promise<void>(resolve => (authorise = resolve));
        // a resolver that answers nothing hands the request on to the mock's own
        server.use(http.post('*/broadcasting/auth', () => held.then(() => undefined)));
        renderAdmin('/bank');
        const panelIds = () => liveStore.getState().orders.map(order => String(order.id));
        await waitFor(() => expect(panelIds()).toHaveLength(pendingCount()));
        expect(pendingReads(), 'read as the live layer starts').toHaveLength(1);
        expect(screen.getByTestId('connection-status')).not.toHaveAttribute('data-state', 'connected');
        expect(await screen.findByTestId('live-orders-count')).toHaveTextContent(fa(pendingCount()));

        // placed now, its event heard by no one: the read once the channel listens brings it
        const placed = fire('order') as { id: number };
        expect(panelIds()).not.toContain(String(placed.id));
        authorise();
        await waitFor(() => expect(screen.getByTestId('connection-status')).toHaveAttribute('data-state', 'connected'));
        await waitFor(() => expect(panelIds()).toContain(String(placed.id)));
        expect(pendingReads()).toHaveLength(2);
    });

    it('reads the waiting orders one at a time: the read once the channel listens waits for the first answer', async () => {
        // the first read's answer held back, from before it was asked
        let answerFirst = () => {};
        const held = new Promise<void>(resolve => (answerFirst = resolve));
        server.use(http.get('*/admin/order', ({ request }) => (new URL(request.url).searchParams.get('status_enum') === 'pending' ? held.then(() => undefined) : undefined), { once: true }));
        renderAdmin('/bank');
        await waitFor(() => expect(screen.getByTestId('connection-status')).toHaveAttribute('data-state', 'connected'));
        // listening, with an older read unanswered: a second read now could be answered first, and
        // the older answer then bring back an order decided in between
        expect(pendingReads()).toHaveLength(1);
        answerFirst();
        await waitFor(() => expect(pendingReads()).toHaveLength(2));
        await waitFor(() => expect(liveStore.getState().orders).toHaveLength(pendingCount()));
    });

    it('an order decided elsewhere leaves the panel (order.updated)', async () => {
        await openConnected();
        const { order } = await arrive('order');
        // another admin decides it: the mock's PUT publishes order.updated
        await fetch(`http://localhost:3000/admin/order/${order.id}`, {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` },
            body: JSON.stringify({ status: 'rejected' }),
        });
        await waitFor(() => expect(screen.queryByTestId(`live-order-${order.id}`)).not.toBeInTheDocument());
    });
});

describe('figures, badges and toasts over the channel', () => {
    it('shows the first figures from the API, then the live ticks', async () => {
        await openConnected();
        await waitFor(() => expect(screen.getByTestId('gold-price').textContent).toMatch(/[۰-۹]/));
        const { price } = fire('price') as { price: number };
        await waitFor(() => expect(screen.getByTestId('gold-price')).toHaveTextContent(new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 3 }).format(price)));
        const { today_vector } = fire('vector') as { today_vector: number };
        await waitFor(() => expect(screen.getByTestId('today-vector')).toHaveTextContent(fa(today_vector)));
    });

    it('shows the notice counts from /admin/me, then notices.updated', async () => {
        await openConnected();
        await waitFor(() => expect(screen.getByTestId('menu-badge-order')).toHaveTextContent(fa(pendingCount())), BADGE_WAIT);
        fire('order');
        await waitFor(() => expect(screen.getByTestId('menu-badge-order')).toHaveTextContent(fa(pendingCount())), BADGE_WAIT);
    });

    it('shows receipts and notifications as toasts, once each', async () => {
        await openConnected();
        const receipt = fire('receipt') as { message: string };
        await screen.findByText(receipt.message);
        fire('duplicate');
        // the duplicate has arrived and been recognised
        await waitFor(() => expect(liveStore.stats.duplicates).toBeGreaterThanOrEqual(1));
        expect(screen.getAllByText(receipt.message)).toHaveLength(1);
    });
});

describe('live lists', () => {
    it('an open order list refetches on an order event, keeping its page and filters', async () => {
        renderAdmin('/order?filter=%7B%22status_enum%22%3A%22pending%22%7D&page=1&perPage=5');
        await waitFor(() => expect(screen.getByTestId('connection-status')).toHaveAttribute('data-state', 'connected'));
        const listCalls = () => calls('GET', '/admin/order').filter(call => call.query.get('per_page') === '5');
        await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
        const before = listCalls().length;
        fire('order');
        await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
        const last = listCalls().at(-1)!;
        expect(last.query.get('status_enum')).toBe('pending');
        expect(last.query.get('page')).toBe('1');
    });
});
