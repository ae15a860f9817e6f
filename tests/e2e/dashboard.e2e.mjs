// The dashboard (issue 10): a tile per queue the admin may open, each the list call's meta.total
// and a link to the filtered list; today's orders buy against sell; charts of the live figures;
// live updates without a reload.
import { persian, signedIn } from './support.mjs';

const QUEUES = [
    { menuId: 'order', path: '/admin/order', filter: ['status_enum', 'pending'] },
    { menuId: 'receipt', path: '/admin/receipt', filter: ['status', 'pending'] },
    { menuId: 'withdrawal', path: '/admin/withdrawal', filter: ['status', 'pending'] },
    { menuId: 'deposit', path: '/admin/deposit', filter: ['status', 'pending'] },
    { menuId: 'delivery_request', path: '/admin/delivery-request', filter: ['status', 'pending'] },
    { menuId: 'ticket', path: '/admin/ticket', filter: ['status', 'open'] },
];

const isQueueCall = (queue, response) => {
    const url = new URL(response.url());
    return url.pathname === queue.path && url.searchParams.get(queue.filter[0]) === queue.filter[1] && url.searchParams.get('per_page') === '1';
};

const fire = (page, kind) => page.evaluate(k => window.__zarMockLive.fire(k), kind);

export default [
    {
        name: 'dashboard: a tile per queue shows the list call\'s meta.total and opens the filtered list',
        timeout: 45000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await page.setViewportSize({ width: 1366, height: 860 });
            await signedIn(page);
            const answers = QUEUES.map(queue => page.waitForResponse(response => isQueueCall(queue, response)));
            await page.goto(`${baseUrl}/`);
            for (const [index, queue] of QUEUES.entries()) {
                const total = (await (await answers[index]).json()).meta.total;
                await page.getByTestId(`queue-count-${queue.menuId}`).filter({ hasText: new RegExp(`^${persian(total)}$`) }).waitFor();
            }
            await page.getByTestId('chart-price').locator('svg').first().waitFor();
            await screenshot('dashboard-1366-light');

            await page.getByTestId('queue-withdrawal').getByRole('link').click();
            await page.waitForURL(url => url.pathname === '/withdrawal');
            const filter = JSON.parse(new URL(page.url()).searchParams.get('filter'));
            expect.equal(filter, { status: 'pending' }, 'the list opens filtered to the queue');
            const listCall = await page.waitForResponse(response => {
                const url = new URL(response.url());
                return url.pathname === '/admin/withdrawal' && url.searchParams.get('status') === 'pending' && url.searchParams.get('per_page') !== '1';
            });
            expect.ok(listCall.ok(), 'the filtered list was asked for');
        },
    },
    {
        name: 'dashboard: live events update tiles, today\'s orders and the charts without a reload',
        timeout: 45000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await page.setViewportSize({ width: 1366, height: 860 });
            await signedIn(page);
            await page.goto(`${baseUrl}/`);
            await page.locator('[data-testid="connection-status"][data-state="connected"]').waitFor();
            const orders = page.getByTestId('queue-count-order');
            await orders.filter({ hasText: /[۰-۹]/ }).waitFor();
            const digits = async locator => Number((await locator.textContent()).replace(/[۰-۹]/g, d => d.charCodeAt(0) - 0x6f0).replace(/[^0-9]/g, ''));
            const pending = await digits(orders);
            const buy = page.getByTestId('today-buy-count');
            const sell = page.getByTestId('today-sell-count');
            await buy.waitFor();
            const before = (await digits(buy)) + (await digits(sell));

            const order = await fire(page, 'order');
            await orders.filter({ hasText: new RegExp(`^${persian(pending + 1)}$`) }).waitFor();
            const side = order.side_enum === 'buy' ? buy : sell;
            await page.waitForFunction(
                ([b, s, expected]) =>
                    [b, s].map(id => Number(document.querySelector(`[data-testid="${id}"]`).textContent.replace(/[۰-۹]/g, d => d.charCodeAt(0) - 0x6f0))).reduce((a, c) => a + c, 0) === expected,
                ['today-buy-count', 'today-sell-count', before + 1]
            );
            expect.ok((await digits(side)) >= 1, `today's ${order.side_enum} counts the new order`);

            // ticks extend the session's charts
            const marks = () => page.getByTestId('chart-price').locator('.MuiMarkElement-root, [class*="MuiMarkElement"]').count();
            await page.getByTestId('chart-price').locator('svg').first().waitFor();
            const pointsBefore = await marks();
            await fire(page, 'price');
            await fire(page, 'vector');
            await page.waitForFunction(
                n => document.querySelectorAll('[data-testid="chart-price"] [class*="MuiMarkElement"]').length > n,
                pointsBefore
            );
            await page.mouse.move(10, 10);
            await screenshot('dashboard-1366-live');
        },
    },
    {
        name: 'dashboard: a limited admin sees only the tiles of their accesses (390 px, dark)',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await page.setViewportSize({ width: 390, height: 844 });
            await page.addInitScript(() => localStorage.setItem('zar-theme-settings', JSON.stringify({ mode: 'dark', preset: 'blue', stretch: false })));
            await signedIn(page, { role: 'admin' });
            const asked = [];
            page.on('request', request => asked.push(new URL(request.url()).pathname));
            await page.goto(`${baseUrl}/`);
            await page.getByTestId('queue-count-receipt').filter({ hasText: /[۰-۹]/ }).waitFor();
            const tiles = await page
                .getByTestId('queue-tiles')
                .locator('.MuiCard-root')
                .evaluateAll(cards => cards.map(card => card.dataset.testid));
            expect.equal(tiles.sort(), ['queue-order', 'queue-receipt'], 'orders and receipts only (the limited admin\'s accesses)');
            for (const path of ['/admin/withdrawal', '/admin/deposit', '/admin/delivery-request', '/admin/ticket']) {
                expect.ok(!asked.includes(path), `${path} is never asked`);
            }
            await page.getByTestId('chart-per-hour').waitFor();
            await screenshot('dashboard-390-dark-limited');
        },
    },
];
