import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, Notification, useCanAccess } from 'react-admin';
import { createTheme, hexToRgb } from '@mui/material/styles';
import { vi } from 'vitest';
import { lightTheme } from '../../src/theme/theme';
import { store as mockDb } from '../../src/mock/store';
import { dataProvider } from '../../src/providers/dataProvider';
import { authProvider, i18nProvider } from '../../src/appProviders';
import { writeMockSettings } from '../../src/mock/settings';
import { parseOrder, type LiveOrder } from '../../src/realtime/events';
import { liveStore } from '../../src/realtime/liveStore';
import { LiveOrderPanel } from '../../src/realtime/orders';
import { createArrivalNews } from '../../src/realtime/orders/arrivalNews';
import { recordAnnouncements } from '../support/announcements';
import { formatNumber } from '../../src/i18n/format';
import { calls, server, startMockServer } from '../support/mockServer';
import { makeOrder } from '../support/liveOrder';
import { signInAs } from '../support/renderAdmin';

startMockServer();

const ORDER_CARDS = '[data-testid^="live-order-"]';
const APPROVE = 'order-approve';
const REJECT = 'order-reject';

/** The mock backend's pending orders (docs/openapi.yaml, order shape), oldest first. */
function pendingOrders(): LiveOrder[] {
    return mockDb
        .get('order')!
        .all()
        .filter(record => record.status_enum === 'pending')
        .map(record => parseOrder(record)!)
        .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

function renderPanel(news = createArrivalNews(0)) {
    signInAs();
    return render(
        <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} theme={lightTheme} store={memoryStore()}>
            <LiveOrderPanel news={news} />
            <Notification />
        </AdminContext>
    );
}

/** Puts orders into the page's live store as the pipeline would, and opens the panel. */
function showOrders(orders: LiveOrder[], { open = true } = {}) {
    act(() => {
        orders.forEach(order => liveStore.putOrder(order));
        liveStore.setPanelOpen(open);
    });
}

const cards = () => Array.from(document.querySelectorAll<HTMLElement>(ORDER_CARDS));
const card = (id: LiveOrder['id']) => screen.getByTestId(`live-order-${id}`);

beforeEach(() => {
    liveStore.reset();
});

/** The version a decision sends back: the order's `updated_at` as the admin read it (docs/openapi.yaml, Versions). */
const versionOf = (order: object) => ({ updated_at: (order as { updated_at?: unknown }).updated_at });

describe('live-order panel', () => {
    it('takes no room while nothing is pending', async () => {
        // the panel reads the live store once a frame: let a few frames pass
        vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
        try {
            renderPanel();
            await act(() => vi.advanceTimersByTimeAsync(100));
        } finally {
            vi.useRealTimers();
        }
        const root = screen.getByTestId('live-orders');
        expect(within(root).queryByRole('region')).not.toBeInTheDocument();
        expect(root.querySelectorAll(ORDER_CARDS)).toHaveLength(0);
        expect(within(root).queryByRole('button')).not.toBeInTheDocument();
    });

    it('lists pending orders newest first with Persian digits, labelled prices, customer and note', async () => {
        renderPanel();
        const orders = pendingOrders();
        expect(orders.length).toBeGreaterThanOrEqual(3);
        // arriving out of order: the list is still newest first
        showOrders([orders[1], orders[0], ...orders.slice(2)]);
        await waitFor(() => expect(cards()).toHaveLength(Math.min(orders.length, 6)));

        const newestFirst = [...orders].reverse();
        expect(cards().map(element => element.dataset.testid)).toEqual(
            newestFirst.slice(0, cards().length).map(order => `live-order-${order.id}`)
        );

        const region = screen.getByRole('region', { name: `سفارش‌های در انتظار ${formatNumber(orders.length)}` });
        expect(region).toBeInTheDocument();
        expect(within(region).getByRole('list', { name: 'فهرست سفارش‌های در انتظار' })).toBeInTheDocument();

        const newest = newestFirst[0];
        const first = card(newest.id);
        expect(first.textContent).not.toMatch(/[0-9]/);
        expect(first).toHaveTextContent('قیمت پایه');
        expect(first).toHaveTextContent('مبلغ نهایی');
        expect(first).toHaveTextContent(`${formatNumber(newest.original_price)} تومان`);
        expect(first).toHaveTextContent(`${formatNumber(newest.total_price)} تومان`);
        expect(formatNumber(newest.total_price)).toMatch(/^[۰-۹٬٫]+$/);
        expect(first).toHaveTextContent(newest.user.name);
        expect(first).toHaveTextContent(newest.product.title);
        expect(first).toHaveAttribute('aria-posinset', '1');
        expect(first).toHaveAttribute('aria-setsize', String(orders.length));
        // how long ago, with the exact time on hover
        const time = first.querySelector('time')!;
        expect(time).toHaveAttribute('datetime', newest.created_at);
        expect(time.textContent).toMatch(/پیش|دیروز|پریروز|اکنون/);
        expect(time.getAttribute('title')).toMatch(/[۰-۹]/);
    });

    it('shows the note clamped, whole in its title, and initials when there is no picture', async () => {
        renderPanel();
        const note = 'لطفاً سریع‌تر تأیید شود؛ مبلغ 12 میلیون از کیف پول کسر شود و رسید ارسال گردد.';
        showOrders([makeOrder(900_001, { note }), makeOrder(900_002)]);
        const withNote = await screen.findByTestId('live-order-900001');
        const noteElement = within(withNote).getByTitle('لطفاً سریع‌تر تأیید شود؛ مبلغ ۱۲ میلیون از کیف پول کسر شود و رسید ارسال گردد.');
        expect(noteElement).toHaveTextContent('یادداشت');
        expect(within(card(900_002)).queryByText(/یادداشت/)).not.toBeInTheDocument();
        expect(withNote).toHaveTextContent('ف\u200cم');
    });

    it('colours buy and sell differently', async () => {
        renderPanel();
        showOrders([
            makeOrder(900_001, { side: 'خرید', side_enum: 'buy' }),
            makeOrder(900_002, { side: 'فروش', side_enum: 'sell' }),
            makeOrder(900_003, { side: '', side_enum: 'sell' }),
        ]);
        await screen.findByTestId('live-order-900001');
        const colour = (element: HTMLElement) => getComputedStyle(element).backgroundColor;
        const theme = createTheme(lightTheme);
        const buyChip = within(card(900_001)).getByText('خرید');
        const sellChip = within(card(900_002)).getByText('فروش');
        expect(colour(buyChip)).toBe(hexToRgb(theme.palette.success.main));
        expect(colour(sellChip)).toBe(hexToRgb(theme.palette.error.main));
        // no side text in the event: the Persian name, coloured as a sell
        expect(colour(within(card(900_003)).getByText('فروش'))).toBe(hexToRgb(theme.palette.error.main));
    });

    it('shows the auto-order box only when the order asks for it, ticked by default', async () => {
        renderPanel();
        showOrders([makeOrder(900_001, { ask_auto_order: true }), makeOrder(900_002, { ask_auto_order: false })]);
        await screen.findByTestId('live-order-900001');
        const box = within(card(900_001)).getByTestId('order-auto');
        expect(box.tagName).toBe('INPUT');
        expect(box).toBeChecked();
        expect(within(card(900_001)).getByRole('checkbox', { name: 'ارسال سفارش به مرجع' })).toBe(box);
        expect(within(card(900_002)).queryByTestId('order-auto')).not.toBeInTheDocument();
    });

    it('tells screen readers of a new order once, by its summary; of several that came together, by their number', async () => {
        const news = createArrivalNews(0);
        renderPanel(news);
        const heard = recordAnnouncements();
        try {
            // the product catalogue (the units) is loaded by the time orders come
            showOrders([makeOrder(900_000)]);
            await screen.findByRole('button', { name: /^تأیید سفارش خرید ۲ عدد/ });
            act(() => {
                const order = makeOrder(900_001, { user: { name: 'مریم کاظمی', image: null } });
                liveStore.putOrder(order);
                news.arrived(order);
            });
            const region = await screen.findByText('سفارش جدید: خرید ۲ عدد سکه امامی از مریم کاظمی');
            expect(region).toHaveAttribute('role', 'status');
            // its card is drawn outside any live region
            await screen.findByTestId('live-order-900001');
            expect(heard.times('مریم کاظمی'), 'told once').toBe(1);

            // a burst of three once the quiet time is up: the first told at once, the others by their number
            await act(() => new Promise(resolve => setTimeout(resolve, 0)));
            act(() => {
                [
                    makeOrder(900_002, { user: { name: 'رضا احمدی', image: null } }),
                    makeOrder(900_003),
                    makeOrder(900_004),
                ].forEach(order => {
                    liveStore.putOrder(order);
                    news.arrived(order);
                });
            });
            await screen.findByText('۲ سفارش جدید رسید.');
            expect(heard.times('رضا احمدی'), 'the first of the burst told once').toBe(1);
            expect(heard.times('سفارش جدید'), 'three pieces of news in all, not one per order').toBe(3);
            expect(heard.heard.filter(text => !text.startsWith('سفارش') && !text.includes('سفارش جدید')), 'nothing else told').toEqual([]);
        } finally {
            heard.stop();
        }
    });

    it('tells an order that arrived before the panel was drawn once it is (the live chunk can load first)', async () => {
        const news = createArrivalNews(0);
        const heard = recordAnnouncements();
        try {
            const order = makeOrder(900_001, { user: { name: 'مریم کاظمی', image: null } });
            liveStore.putOrder(order);
            liveStore.setPanelOpen(true);
            news.arrived(order);
            renderPanel(news);
            await screen.findByText('سفارش جدید: خرید ۲ عدد سکه امامی از مریم کاظمی');
            await screen.findByTestId('live-order-900001');
            expect(heard.times('مریم کاظمی'), 'told once').toBe(1);
        } finally {
            heard.stop();
        }
    });

    it('names the buttons by the order for screen readers', async () => {
        renderPanel();
        showOrders([makeOrder(900_001)]);
        await screen.findByTestId('live-order-900001');
        expect(
            await within(card(900_001)).findByRole('button', { name: 'تأیید سفارش خرید ۲ عدد سکه امامی از فاطمه محمدی' })
        ).toHaveAttribute('data-testid', APPROVE);
        expect(within(card(900_001)).getByRole('button', { name: 'رد سفارش خرید ۲ عدد سکه امامی از فاطمه محمدی' })).toHaveAttribute(
            'data-testid',
            REJECT
        );
    });

    it('shows each quantity in its unit: the order’s own, or its product’s found by title in one catalogue call', async () => {
        renderPanel();
        showOrders([
            // the API's order (docs/openapi.yaml): product { title } only
            makeOrder(900_001, { quantity: 2, product: { title: 'سکه امامی' } }),
            makeOrder(900_002, { quantity: 1.25, product: { title: 'طلای آب‌شده ۱۸ عیار' } }),
            makeOrder(900_003, { quantity: 2.5, product: { title: 'محصول بی‌نام', unit: 'mithqal' } }),
            makeOrder(900_004, { quantity: 4, product: { title: 'محصولی که در فهرست نیست' } }),
        ]);
        await waitFor(() => expect(card(900_001)).toHaveTextContent('۲ عدد سکه امامی'));
        expect(card(900_002)).toHaveTextContent('۱٫۲۵ گرم طلای آب‌شده ۱۸ عیار');
        expect(card(900_003)).toHaveTextContent('۲٫۵ مثقال محصول بی‌نام');
        // a product the catalogue doesn't know: the number alone, never a guessed unit
        expect(card(900_004)).toHaveTextContent('۴ محصولی که در فهرست نیست');
        expect(card(900_004).textContent).not.toMatch(/گرم|مثقال|عدد/);
        expect(calls('GET', '/admin/product')).toHaveLength(1);
        expect(calls('GET', '/admin/product')[0].query.get('per_page')).toBe('100');
    });

    it('asks nothing of the product catalogue for an admin who may not open products, and shows the numbers alone', async () => {
        writeMockSettings({ admin: 'limited' });
        signInAs();
        const getList = vi.spyOn(dataProvider, 'getList');
        /** Shows once the admin's right to the product list is known (the catalogue waits for it too). */
        const ProductAccess = () => {
            const { canAccess, isPending } = useCanAccess({ resource: 'product', action: 'list' });
            return isPending ? null : <span data-testid="product-access">{String(canAccess)}</span>;
        };
        render(
            <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} dataProvider={dataProvider} theme={lightTheme} store={memoryStore()}>
                <LiveOrderPanel />
                <ProductAccess />
            </AdminContext>
        );
        showOrders([makeOrder(900_001, { quantity: 3 })]);
        expect(await screen.findByTestId('product-access')).toHaveTextContent('false');
        // the panel draws what arrived on its next frame
        await waitFor(() => expect(card(900_001)).toHaveTextContent('۳ سکه امامی'));
        expect(getList.mock.calls.filter(([resource]) => resource === 'product')).toHaveLength(0);
        expect(calls('GET', '/admin/product')).toHaveLength(0);
        getList.mockRestore();
    });

    it('approves with the box ticked: auto_order yes, and the order leaves the list', async () => {
        renderPanel();
        const order = pendingOrders().find(item => item.ask_auto_order)!;
        showOrders([order]);
        const element = await screen.findByTestId(`live-order-${order.id}`);
        fireEvent.click(within(element).getByTestId(APPROVE));
        await waitFor(() => expect(screen.queryByTestId(`live-order-${order.id}`)).not.toBeInTheDocument());
        const puts = calls('PUT', `/admin/order/${order.id}`);
        expect(puts).toHaveLength(1);
        expect(puts[0].body).toEqual({ status: 'approved', auto_order: 'yes', ...versionOf(order) });
        expect(mockDb.get('order')!.get(Number(order.id))?.status_enum).toBe('approved');
        expect(liveStore.getState().orders).toHaveLength(0);
        expect(screen.getByRole('status')).toHaveTextContent('تأیید شد');
    });

    it('approves with the box unticked: auto_order no', async () => {
        renderPanel();
        const order = pendingOrders().find(item => item.ask_auto_order)!;
        showOrders([order]);
        const element = await screen.findByTestId(`live-order-${order.id}`);
        const box = within(element).getByTestId('order-auto');
        fireEvent.click(box);
        expect(box).not.toBeChecked();
        fireEvent.click(within(element).getByTestId(APPROVE));
        await waitFor(() => expect(calls('PUT', `/admin/order/${order.id}`)).toHaveLength(1));
        expect(calls('PUT', `/admin/order/${order.id}`)[0].body).toEqual({ status: 'approved', auto_order: 'no', ...versionOf(order) });
        await waitFor(() => expect(screen.queryByTestId(`live-order-${order.id}`)).not.toBeInTheDocument());
    });

    it('keeps each box per order while other orders arrive', async () => {
        renderPanel();
        showOrders([makeOrder(900_001, { ask_auto_order: true }), makeOrder(900_002, { ask_auto_order: true })]);
        await screen.findByTestId('live-order-900001');
        fireEvent.click(within(card(900_001)).getByTestId('order-auto'));
        showOrders([makeOrder(900_003, { ask_auto_order: true })]);
        await screen.findByTestId('live-order-900003');
        expect(within(card(900_001)).getByTestId('order-auto')).not.toBeChecked();
        expect(within(card(900_002)).getByTestId('order-auto')).toBeChecked();
        expect(within(card(900_003)).getByTestId('order-auto')).toBeChecked();
    });

    it('sends no auto_order for an order that does not ask for it', async () => {
        renderPanel();
        const order = pendingOrders().find(item => !item.ask_auto_order)!;
        showOrders([order]);
        const element = await screen.findByTestId(`live-order-${order.id}`);
        fireEvent.click(within(element).getByTestId(APPROVE));
        await waitFor(() => expect(calls('PUT', `/admin/order/${order.id}`)).toHaveLength(1));
        expect(calls('PUT', `/admin/order/${order.id}`)[0].body).toEqual({ status: 'approved', ...versionOf(order) });
    });

    it('rejects: status rejected, and the order leaves the list', async () => {
        renderPanel();
        const order = pendingOrders().find(item => item.ask_auto_order)!;
        showOrders([order]);
        const element = await screen.findByTestId(`live-order-${order.id}`);
        fireEvent.click(within(element).getByTestId(REJECT));
        await waitFor(() => expect(screen.queryByTestId(`live-order-${order.id}`)).not.toBeInTheDocument());
        expect(calls('PUT', `/admin/order/${order.id}`)[0].body).toEqual({ status: 'rejected', auto_order: 'yes', ...versionOf(order) });
        expect(mockDb.get('order')!.get(Number(order.id))?.status_enum).toBe('rejected');
    });

    it('keeps the order and shows the server message when the decision fails', async () => {
        server.use(
            http.put('*/admin/order/:id', () => HttpResponse.json({ message: 'سرور در دسترس نیست.' }, { status: 500 }))
        );
        renderPanel();
        const [order] = pendingOrders();
        showOrders([order]);
        const element = await screen.findByTestId(`live-order-${order.id}`);
        fireEvent.click(within(element).getByTestId(APPROVE));
        expect(await screen.findByText('سرور در دسترس نیست.')).toBeInTheDocument();
        await waitFor(() => expect(within(card(order.id)).getByTestId(APPROVE)).toBeEnabled());
        expect(within(card(order.id)).getByTestId(REJECT)).toBeEnabled();
        expect(liveStore.getState().orders.map(item => item.id)).toEqual([order.id]);
        expect(calls('PUT', `/admin/order/${order.id}`)).toHaveLength(1);
    });

    it('says the decision was not recorded when the server gives no message', async () => {
        server.use(http.put('*/admin/order/:id', () => new HttpResponse(null, { status: 503 })));
        renderPanel();
        showOrders([makeOrder(900_001)]);
        fireEvent.click(within(await screen.findByTestId('live-order-900001')).getByTestId(REJECT));
        expect(await screen.findByText('ثبت تصمیم سفارش انجام نشد.')).toBeInTheDocument();
        expect(card(900_001)).toBeInTheDocument();
    });

    it('sends one request however often the buttons are pressed, both disabled meanwhile', async () => {
        let answer: () => void = () => undefined;
        const answered = new Promise<void>(resolve => (answer = resolve));
        server.use(
            http.put('*/admin/order/:id', async () => {
                await answered;
                return HttpResponse.json({ data: {} });
            })
        );
        renderPanel();
        showOrders([makeOrder(900_001, { ask_auto_order: true })]);
        const element = await screen.findByTestId('live-order-900001');
        const approve = within(element).getByTestId(APPROVE);
        fireEvent.click(approve);
        fireEvent.click(approve);
        fireEvent.doubleClick(approve);
        fireEvent.click(within(element).getByTestId(REJECT));
        expect(approve).toBeDisabled();
        expect(within(element).getByTestId(REJECT)).toBeDisabled();
        expect(within(element).getByTestId('order-auto')).toBeDisabled();
        expect(element).toHaveAttribute('aria-busy', 'true');
        expect(within(approve).getByRole('progressbar')).toBeInTheDocument();
        await waitFor(() => expect(calls('PUT', '/admin/order/900001')).toHaveLength(1));
        answer();
        await waitFor(() => expect(screen.queryByTestId('live-order-900001')).not.toBeInTheDocument());
        expect(calls('PUT', '/admin/order/900001')).toHaveLength(1);
    });

    it('follows order updates: changed orders change, decided ones leave', async () => {
        renderPanel();
        showOrders([makeOrder(900_001), makeOrder(900_002)]);
        await screen.findByTestId('live-order-900001');
        act(() => liveStore.putOrder(makeOrder(900_001, { quantity: 3 })));
        await waitFor(() => expect(card(900_001)).toHaveTextContent('۳ عدد سکه امامی'));
        act(() => liveStore.putOrder(makeOrder(900_002, { status_enum: 'approved', status: 'تأیید شده' })));
        await waitFor(() => expect(screen.queryByTestId('live-order-900002')).not.toBeInTheDocument());
        expect(screen.getByTestId('live-orders-count')).toHaveTextContent('۱');
    });

    it('lays a new card out as soon as it is rendered (the next frame only paints it), but not in a hidden tab', async () => {
        // which cards were in the list each time its layout was read
        const reads: string[][] = [];
        const layoutRead = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
            if (this.getAttribute('role') === 'list') reads.push(Array.from(this.querySelectorAll<HTMLElement>(ORDER_CARDS), row => row.dataset.testid!));
            return 0;
        });
        try {
            renderPanel();
            showOrders([makeOrder(900_011)]);
            await screen.findByTestId('live-order-900011');
            expect(reads.some(ids => ids.includes('live-order-900011'))).toBe(true);

            Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
            reads.length = 0;
            act(() => liveStore.putOrder(makeOrder(900_012)));
            await screen.findByTestId('live-order-900012');
            expect(reads.filter(ids => ids.includes('live-order-900012'))).toEqual([]);
        } finally {
            delete (document as { hidden?: boolean }).hidden;
            layoutRead.mockRestore();
        }
    });

    it('collapses to a bar with the pending count and expands again', async () => {
        renderPanel();
        showOrders([makeOrder(900_001), makeOrder(900_002), makeOrder(900_003)]);
        await screen.findByTestId('live-order-900001');
        const toggle = screen.getByRole('button', { name: 'جمع کردن سفارش‌های در انتظار' });
        expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const controlled = document.getElementById(toggle.getAttribute('aria-controls')!)!;
        expect(controlled).toBeVisible();

        fireEvent.click(toggle);
        await waitFor(() => expect(cards()).toHaveLength(0));
        const expand = screen.getByRole('button', { name: 'باز کردن سفارش‌های در انتظار' });
        expect(expand).toHaveAttribute('aria-expanded', 'false');
        expect(controlled).not.toBeVisible();
        expect(screen.getByTestId('live-orders-count')).toHaveTextContent('۳');
        expect(liveStore.getState().panelOpen).toBe(false);

        fireEvent.click(expand);
        await waitFor(() => expect(cards()).toHaveLength(3));
        expect(screen.getByRole('button', { name: 'جمع کردن سفارش‌های در انتظار' })).toHaveAttribute('aria-expanded', 'true');

        // Escape from inside collapses it and puts the focus on the toggle
        const approve = within(card(900_003)).getByTestId(APPROVE);
        act(() => approve.focus());
        fireEvent.keyDown(approve, { key: 'Escape' });
        await waitFor(() => expect(cards()).toHaveLength(0));
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'باز کردن سفارش‌های در انتظار' }));
    });

    it('shows the collapsed bar, not the list, for orders present before any new one arrives', async () => {
        renderPanel();
        showOrders([makeOrder(900_001)], { open: false });
        expect(await screen.findByTestId('live-orders-count')).toHaveTextContent('۱');
        expect(cards()).toHaveLength(0);
    });

    describe('with 1,000 pending orders', () => {
        const many = Array.from({ length: 1000 }, (_, index) => makeOrder(100_000 + index, { ask_auto_order: index % 2 === 0 }));
        // newest first: the last made is the newest
        const newestId = 100_999;
        const oldestId = 100_000;

        it('renders only a small window of cards', async () => {
            renderPanel();
            showOrders(many);
            await screen.findByTestId(`live-order-${newestId}`);
            expect(screen.getByTestId('live-orders-count')).toHaveTextContent('۱٬۰۰۰');
            const rendered = cards();
            expect(rendered.length).toBeGreaterThan(1);
            expect(rendered.length).toBeLessThanOrEqual(12);
            expect(rendered[0]).toHaveAttribute('aria-setsize', '1000');
            expect(screen.queryByTestId(`live-order-${oldestId}`)).not.toBeInTheDocument();
        });

        it('moves the focus with the arrow keys, End, Home and the page keys, rendering the cards it reaches', async () => {
            renderPanel();
            showOrders(many);
            const first = await screen.findByTestId(`live-order-${newestId}`);
            // one Tab stop: the first card, and its buttons
            expect(first).toHaveAttribute('tabindex', '0');
            expect(within(first).getByTestId(APPROVE)).toHaveAttribute('tabindex', '0');
            const second = card(newestId - 1);
            expect(second).toHaveAttribute('tabindex', '-1');
            expect(within(second).getByTestId(APPROVE)).toHaveAttribute('tabindex', '-1');

            act(() => first.focus());
            fireEvent.keyDown(first, { key: 'ArrowDown' });
            expect(document.activeElement).toBe(card(newestId - 1));
            expect(card(newestId - 1)).toHaveAttribute('tabindex', '0');
            expect(first).toHaveAttribute('tabindex', '-1');

            fireEvent.keyDown(document.activeElement!, { key: 'End' });
            const last = card(oldestId);
            expect(document.activeElement).toBe(last);
            expect(last).toHaveAttribute('aria-posinset', '1000');
            expect(cards().length).toBeLessThanOrEqual(12);
            expect(screen.queryByTestId(`live-order-${newestId}`)).not.toBeInTheDocument();

            fireEvent.keyDown(last, { key: 'ArrowUp' });
            expect(document.activeElement).toBe(card(oldestId + 1));

            fireEvent.keyDown(document.activeElement!, { key: 'Home' });
            expect(document.activeElement).toBe(card(newestId));

            fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
            const paged = document.activeElement as HTMLElement;
            expect(Number(paged.getAttribute('aria-posinset'))).toBeGreaterThan(1);

            // from a button inside a card too
            const approve = within(paged).getByTestId(APPROVE);
            act(() => approve.focus());
            fireEvent.keyDown(approve, { key: 'ArrowDown' });
            expect(Number((document.activeElement as HTMLElement).getAttribute('aria-posinset'))).toBe(
                Number(paged.getAttribute('aria-posinset')) + 1
            );
        });

        it("puts only the Tab stop's box and buttons in the Tab order, following the newest order while none is focused", async () => {
            renderPanel();
            showOrders([makeOrder(900_001, { ask_auto_order: true }), makeOrder(900_002, { ask_auto_order: true })]);
            const before = await screen.findByTestId('live-order-900002');
            expect(within(before).getByTestId(APPROVE)).toHaveAttribute('tabindex', '0');
            expect(within(before).getByTestId('order-auto')).toHaveAttribute('tabindex', '0');
            showOrders([makeOrder(900_003, { ask_auto_order: true })]);
            const newest = await screen.findByTestId('live-order-900003');
            await waitFor(() => expect(within(newest).getByTestId(APPROVE)).toHaveAttribute('tabindex', '0'));
            expect(within(newest).getByTestId('order-auto')).toHaveAttribute('tabindex', '0');
            for (const control of [APPROVE, REJECT, 'order-auto']) {
                expect(within(before).getByTestId(control)).toHaveAttribute('tabindex', '-1');
            }
            act(() => newest.focus());
            fireEvent.keyDown(newest, { key: 'ArrowDown' });
            expect(within(before).getByTestId(REJECT)).toHaveAttribute('tabindex', '0');
            expect(within(newest).getByTestId(REJECT)).toHaveAttribute('tabindex', '-1');
        });

        it('keeps the focused card and its focus while new orders push it down', async () => {
            renderPanel();
            showOrders(many);
            const first = await screen.findByTestId(`live-order-${newestId}`);
            act(() => first.focus());
            showOrders(Array.from({ length: 20 }, (_, index) => makeOrder(200_000 + index)));
            await screen.findByTestId('live-order-200019');
            expect(document.activeElement).toBe(card(newestId));
            expect(card(newestId)).toHaveAttribute('aria-posinset', '21');
            expect(card(newestId)).toHaveAttribute('tabindex', '0');
        });
    });

    it('moves the keyboard focus to the next order after a decision', async () => {
        server.use(http.put('*/admin/order/:id', () => HttpResponse.json({ data: {} })));
        renderPanel();
        showOrders([makeOrder(900_001), makeOrder(900_002), makeOrder(900_003)]);
        const newest = await screen.findByTestId('live-order-900003');
        const approve = within(newest).getByTestId(APPROVE);
        act(() => approve.focus());
        fireEvent.click(approve);
        // while the request is in flight the focus waits on the card, not on the disabled button
        expect(document.activeElement).toBe(newest);
        await waitFor(() => expect(screen.queryByTestId('live-order-900003')).not.toBeInTheDocument());
        expect(document.activeElement).toBe(card(900_002));
    });
});
