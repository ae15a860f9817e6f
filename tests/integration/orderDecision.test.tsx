import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { i18nProvider } from '../../src/appProviders';
import { lightTheme } from '../../src/theme/theme';
import { store as mockDb } from '../../src/mock/store';
import { dataProvider } from '../../src/providers/dataProvider';
import { parseOrder, type LiveOrder } from '../../src/realtime/events';
import { liveStore } from '../../src/realtime/liveStore';
import { LiveOrderPanel, OrderDecision } from '../../src/realtime/orders';
import { calls, server, startMockServer } from '../support/mockServer';
import { renderAdmin, signInAs, WHOLE_APP_TIMEOUT } from '../support/renderAdmin';
import { renderScreen } from '../support/renderScreen';

startMockServer();

/** The mock backend's pending orders, oldest first, as the panel and the page read them. */
function pendingOrders(): LiveOrder[] {
    return mockDb
        .get('order')!
        .all()
        .filter(record => record.status_enum === 'pending')
        .map(record => parseOrder(record)!)
        .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

/** The newest pending order of the mock backend (the live panel's first), asking (or not) to be sent to the authority. */
function pendingOrder(askAutoOrder: boolean): LiveOrder {
    const order = pendingOrders().at(-1)!;
    // the order as stored now: the write gave it a new version, which its decision sends back
    return parseOrder(mockDb.get('order')!.update(Number(order.id), { ask_auto_order: askAutoOrder })!)!;
}

function renderDecision(order: LiveOrder, { withPanel = false } = {}) {
    signInAs();
    const onDecided = vi.fn();
    const announce = vi.fn();
    act(() => {
        liveStore.putOrder(order);
        liveStore.setPanelOpen(true);
    });
    render(
        <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} theme={lightTheme} store={memoryStore()}>
            <div data-testid="page">
                <OrderDecision order={order} announce={announce} onDecided={onDecided} />
            </div>
            {withPanel && <LiveOrderPanel />}
            <Notification />
        </AdminContext>
    );
    return { onDecided, announce, page: within(screen.getByTestId('page')) };
}

const puts = (order: LiveOrder) => calls('PUT', `/admin/order/${order.id}`);

beforeEach(() => liveStore.reset());

/** The version a decision sends back: the order's `updated_at` as the admin read it (docs/openapi.yaml, Versions). */
const versionOf = (order: object) => ({ updated_at: (order as { updated_at?: unknown }).updated_at });

describe('an order decided outside the panel (OrderDecision, the controls the panel shares)', () => {
    it('approves with the authority box unticked: the body says no, the order leaves the live store', async () => {
        const order = pendingOrder(true);
        const { onDecided, announce, page } = renderDecision(order);
        const box = page.getByRole('checkbox', { name: 'ارسال سفارش به مرجع' });
        expect(box).toBeChecked(); // ticked by default, as in the panel
        fireEvent.click(box);
        fireEvent.click(page.getByRole('button', { name: /^تأیید سفارش/ }));
        await waitFor(() => expect(onDecided).toHaveBeenCalledWith('approved'));
        expect(puts(order).map(call => call.body)).toEqual([{ status: 'approved', auto_order: 'no', ...versionOf(order) }]);
        expect(liveStore.hasOrder(order.id)).toBe(false);
        expect(announce).toHaveBeenCalledWith(expect.stringMatching(/تأیید شد\.$/));
        expect(mockDb.get('order')!.get(Number(order.id))!.status_enum).toBe('approved');
    });

    it('rejects an order that did not ask for the authority with no auto_order and no box', async () => {
        const order = pendingOrder(false);
        const { onDecided, page } = renderDecision(order);
        expect(page.queryByRole('checkbox')).not.toBeInTheDocument();
        fireEvent.click(page.getByRole('button', { name: /^رد سفارش/ }));
        await waitFor(() => expect(onDecided).toHaveBeenCalledWith('rejected'));
        expect(puts(order).map(call => call.body)).toEqual([{ status: 'rejected', ...versionOf(order) }]);
    });

    it('a ticked box sends yes', async () => {
        const order = pendingOrder(true);
        const { onDecided, page } = renderDecision(order);
        fireEvent.click(page.getByRole('button', { name: /^رد سفارش/ }));
        await waitFor(() => expect(onDecided).toHaveBeenCalled());
        expect(puts(order).map(call => call.body)).toEqual([{ status: 'rejected', auto_order: 'yes', ...versionOf(order) }]);
    });

    it('a failure keeps the order, its box as it was, and says why in an error toast', async () => {
        server.use(http.put('*/admin/order/:id', () => HttpResponse.json({ message: 'سرور در دسترس نیست.' }, { status: 503 })));
        const order = pendingOrder(true);
        const { onDecided, page } = renderDecision(order);
        fireEvent.click(page.getByRole('checkbox'));
        fireEvent.click(page.getByRole('button', { name: /^تأیید سفارش/ }));
        expect(await screen.findByText('سرور در دسترس نیست.')).toBeInTheDocument();
        await waitFor(() => expect(page.getByRole('button', { name: /^تأیید سفارش/ })).toBeEnabled());
        expect(page.getByRole('checkbox')).not.toBeChecked();
        expect(onDecided).not.toHaveBeenCalled();
        expect(liveStore.hasOrder(order.id)).toBe(true);
        expect(mockDb.get('order')!.get(Number(order.id))!.status_enum).toBe('pending');
    });

    it('a network failure says the decision was not recorded', async () => {
        server.use(http.put('*/admin/order/:id', () => HttpResponse.error()));
        const order = pendingOrder(false);
        const { page } = renderDecision(order);
        fireEvent.click(page.getByRole('button', { name: /^رد سفارش/ }));
        expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
        await waitFor(() => expect(page.getByRole('button', { name: /^رد سفارش/ })).toBeEnabled());
        expect(liveStore.hasOrder(order.id)).toBe(true);
    });

    it('sends one request however often pressed, here or in the panel, everything disabled meanwhile', async () => {
        let answer: () => void = () => undefined;
        const answered = new Promise<void>(resolve => (answer = resolve));
        server.use(
            http.put('*/admin/order/:id', async () => {
                await answered;
                return HttpResponse.json({ data: {} });
            })
        );
        const order = pendingOrder(true);
        const { page } = renderDecision(order, { withPanel: true });
        const card = await screen.findByTestId(`live-order-${order.id}`);
        const approve = page.getByRole('button', { name: /^تأیید سفارش/ });
        fireEvent.click(approve);
        fireEvent.click(approve);
        fireEvent.click(page.getByRole('button', { name: /^رد سفارش/ }));
        fireEvent.click(within(card).getByTestId('order-reject'));
        expect(approve).toBeDisabled();
        expect(page.getByRole('button', { name: /^رد سفارش/ })).toBeDisabled();
        expect(page.getByRole('checkbox')).toBeDisabled();
        expect(within(approve).getByRole('progressbar')).toBeInTheDocument();
        // the panel's card of the same order waits too
        expect(within(card).getByTestId('order-approve')).toBeDisabled();
        expect(within(card).getByTestId('order-reject')).toBeDisabled();
        await waitFor(() => expect(puts(order)).toHaveLength(1));
        answer();
        await waitFor(() => expect(screen.queryByTestId(`live-order-${order.id}`)).not.toBeInTheDocument());
        expect(puts(order)).toHaveLength(1);
        expect(puts(order)[0].body).toEqual({ status: 'approved', auto_order: 'yes', ...versionOf(order) });
    });
});

describe("the order's page", () => {
    const section = () => screen.findByTestId('order-decision');

    it('decides a pending order; the page then shows its status and no buttons', async () => {
        const order = pendingOrder(false);
        renderScreen(`/order/${order.id}/show`);
        const decision = await section();
        fireEvent.click(await within(decision).findByRole('button', { name: /^تأیید سفارش/ }));
        await waitFor(() => expect(within(decision).getByTestId('order-status')).toHaveTextContent('تأیید شده'));
        expect(within(decision).queryByRole('button')).not.toBeInTheDocument();
        expect(puts(order).map(call => call.body)).toEqual([{ status: 'approved', ...versionOf(order) }]);
        // read again: the fields below say it too
        await waitFor(() => expect(calls('GET', `/admin/order/${order.id}`).length).toBeGreaterThanOrEqual(2));
    });

    it('follows a decision taken in the live panel: the page reads the order again, no stale buttons', { timeout: WHOLE_APP_TIMEOUT }, async () => {
        const order = pendingOrder(true);
        renderAdmin(`/order/${order.id}/show`);
        const decision = await section();
        await within(decision).findByRole('button', { name: /^رد سفارش/ });
        await waitFor(() => expect(liveStore.hasOrder(order.id)).toBe(true));
        const reads = calls('GET', `/admin/order/${order.id}`).length;
        // the panel decides it (its card's buttons)
        act(() => liveStore.setPanelOpen(true));
        const card = await screen.findByTestId(`live-order-${order.id}`);
        fireEvent.click(within(card).getByTestId('order-reject'));
        await waitFor(() => expect(within(decision).getByTestId('order-status')).toHaveTextContent('رد شده'));
        // no stale decision buttons (the page may say the order changed, with a way to see how)
        expect(within(decision).queryByRole('button', { name: /^(تأیید|رد) سفارش/ })).not.toBeInTheDocument();
        expect(calls('GET', `/admin/order/${order.id}`).length).toBeGreaterThan(reads);
    });

    it('a decided order shows its status and no decision buttons', async () => {
        const decided = mockDb.get('order')!.all().find(record => record.status_enum === 'rejected')!;
        renderScreen(`/order/${decided.id}/show`);
        const decision = await section();
        await waitFor(() => expect(within(decision).getByTestId('order-status')).toHaveTextContent('رد شده'));
        expect(within(decision).getByText(/بررسی شده است/)).toBeInTheDocument();
        expect(within(decision).queryByRole('button')).not.toBeInTheDocument();
    });

    it('a failed decision keeps the pending order on the page and says why', async () => {
        server.use(http.put('*/admin/order/:id', () => HttpResponse.json({ message: 'سرور در دسترس نیست.' }, { status: 503 })));
        const order = pendingOrder(false);
        renderScreen(`/order/${order.id}/show`);
        const decision = await section();
        fireEvent.click(await within(decision).findByRole('button', { name: /^رد سفارش/ }));
        expect(await screen.findByText('سرور در دسترس نیست.')).toBeInTheDocument();
        await waitFor(() => expect(within(decision).getByRole('button', { name: /^رد سفارش/ })).toBeEnabled());
        expect(within(decision).getByTestId('order-status')).toHaveTextContent('در انتظار');
    });
});
