// The live layer in Chromium, on the production build with the mock's Pusher channel. The mock's
// timed player is paused (signedIn); events are fired through its page controls.
import { animationsDone, darkMode, signedIn } from './support.mjs';

const fire = (page, kind) => page.evaluate(k => window.__zarMockLive.fire(k), kind);

async function openConnected(page, baseUrl, path = '/') {
    await signedIn(page);
    await page.goto(`${baseUrl}${path}`);
    await page.locator('[data-testid="connection-status"][data-state="connected"]').waitFor();
}

const isOrderPut = request => request.method() === 'PUT' && /^\/admin\/order\/\d+$/.test(new URL(request.url()).pathname);

export default [
    {
        name: 'an order arrives, is approved with the authority box unticked (the request says no) and leaves',
        run: async ({ page, baseUrl, expect }) => {
            await openConnected(page, baseUrl);
            const order = await fire(page, 'order_auto');
            const card = page.getByTestId(`live-order-${order.id}`);
            await card.waitFor();
            const auto = card.getByTestId('order-auto');
            expect.ok(await auto.isChecked(), 'the authority box is ticked by default');
            await auto.uncheck();
            const put = page.waitForRequest(isOrderPut);
            await card.getByTestId('order-approve').click();
            const request = await put;
            expect.equal(new URL(request.url()).pathname, `/admin/order/${order.id}`, 'the order decided');
            expect.equal(JSON.stringify(request.postDataJSON()), JSON.stringify({ status: 'approved', auto_order: 'no' }), 'the body');
            await card.waitFor({ state: 'detached' });
        },
    },
    {
        name: 'an order shows its quantity in its product’s unit; without the authority question it is rejected with no auto_order in the body',
        run: async ({ page, baseUrl, expect }) => {
            await openConnected(page, baseUrl);
            const order = await fire(page, 'order');
            const card = page.getByTestId(`live-order-${order.id}`);
            await card.waitFor();
            // the event names its product by title only (contract §8): the unit comes from the product catalogue
            expect.ok(!('unit' in order.product), 'the event carries no unit');
            await card.getByText(/^[۰-۹٫]+ (گرم|مثقال|عدد) /).waitFor();
            expect.equal(await card.getByTestId('order-auto').count(), order.ask_auto_order ? 1 : 0, 'checkbox only when asked');
            const put = page.waitForRequest(isOrderPut);
            await card.getByTestId('order-reject').click();
            const body = (await put).postDataJSON();
            expect.equal(body.status, 'rejected', 'rejected');
            expect.ok(order.ask_auto_order || !('auto_order' in body), 'no auto_order unless asked');
            await card.waitFor({ state: 'detached' });
        },
    },
    {
        name: 'the gold price and vector move with the live ticks; receipts toast; badges count',
        run: async ({ page, baseUrl, expect }) => {
            await openConnected(page, baseUrl);
            const price = page.getByTestId('gold-price');
            await price.filter({ hasText: /[۰-۹]/ }).waitFor();
            const before = await price.textContent();
            const tick = await fire(page, 'price');
            const shown = await page.evaluate(value => new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 3 }).format(value), tick.price);
            await price.filter({ hasText: shown }).waitFor();
            expect.ok(before !== shown || tick.price === undefined, `price moved (${before} → ${shown})`);
            const vector = await fire(page, 'vector');
            const vectorShown = await page.evaluate(value => new Intl.NumberFormat('fa-IR').format(value), vector.today_vector);
            await page.getByTestId('today-vector').filter({ hasText: vectorShown }).waitFor();

            const receipt = await fire(page, 'receipt');
            await page.getByRole('alert').filter({ hasText: receipt.message.slice(0, 12) }).first().waitFor();

            const badge = page.getByTestId('menu-badge-order');
            const count = async () => Number((await badge.textContent()).replace(/[۰-۹]/g, d => String(d.charCodeAt(0) - 0x06f0)));
            await badge.waitFor();
            const pending = await count();
            await fire(page, 'order');
            await page.waitForFunction(
                expected => document.querySelector('[data-testid="menu-badge-order"]')?.textContent === expected,
                new Intl.NumberFormat('fa-IR').format(pending + 1)
            );
        },
    },
    {
        name: 'the connection banner appears when the channel drops and clears on reconnect; offline too',
        timeout: 60000,
        allowConsole: [/WebSocket/],
        run: async ({ page, baseUrl, context, expect }) => {
            await openConnected(page, baseUrl);
            const banner = page.getByTestId('connection-banner');
            await page.evaluate(() => window.__zarMockLive.dropConnections({ refuseForMs: 3000 }));
            await page.locator('[data-testid="connection-status"][data-state="disconnected"]').waitFor();
            // pusher-js reports `unavailable` after its 10 s connection timeout; the banner 300 ms later
            await banner.waitFor({ timeout: 25000 });
            await page.locator('[data-testid="connection-status"][data-state="connected"]').waitFor({ timeout: 30000 });
            await banner.waitFor({ state: 'detached' });

            await context.setOffline(true);
            await banner.waitFor();
            expect.match(await banner.textContent(), /خطا در اتصال به سرور/, 'the banner says the connection failed');
            await context.setOffline(false);
            await banner.waitFor({ state: 'detached' });
            expect.equal(
                await page.getByTestId('connection-status').getAttribute('data-state'),
                'connected',
                'connected again once the banner has gone'
            );
        },
    },
    {
        name: 'the live-order panel with several orders, light and dark, and the keyboard',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await openConnected(page, baseUrl, '/order');
            for (const kind of ['order', 'order_auto', 'order', 'order_auto']) await fire(page, kind);
            const panel = page.getByTestId('live-orders');
            await panel.locator('[data-testid^="live-order-"]').nth(3).waitFor();
            await animationsDone(page);
            await screenshot('live-panel-light');
            // keyboard: into the list, down one order, into its buttons
            const first = panel.getByRole('listitem').first();
            await first.focus();
            await page.keyboard.press('ArrowDown');
            const focusedLabel = await page.evaluate(() => document.activeElement?.getAttribute('aria-posinset'));
            expect.equal(focusedLabel, '2', 'arrow down moves to the second order');

            await darkMode(page);
            await page.reload();
            await page.locator('[data-testid="connection-status"][data-state="connected"]').waitFor();
            // orders still waiting come back after a reload; the panel opens for a new one
            await fire(page, 'order_auto');
            await panel.locator('[data-testid^="live-order-"]').nth(3).waitFor();
            await animationsDone(page);
            await screenshot('live-panel-dark');
        },
    },
];
