// The live layer in Chromium, on the production build with the mock's Pusher channel. The mock's
// timed player is paused (signedIn); events are fired through its page controls.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { connected, fire, toNumber } from './helpers';
import { animationsDone, darkMode, signedIn } from './support.mjs';
import { recordAnnouncements } from '../support/announcements';


async function openConnected(page: Page, path = '/') {
    await signedIn(page);
    await page.goto(path);
    await connected(page).waitFor();
}

const isOrderPut = (request: Request) => request.method() === 'PUT' && /^\/admin\/order\/\d+$/.test(new URL(request.url()).pathname);


/** A decision sends back the order's version as the admin read it (docs/openapi.yaml, Versions). */
const VERSION = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

test('an order arrives, is approved with the authority box unticked (the request says no) and leaves', async ({ page }) => {
    await openConnected(page);
    const order = await fire(page, 'order_auto');
    const card = page.getByTestId(`live-order-${order.id}`);
    await card.waitFor();
    const auto = card.getByTestId('order-auto');
    await expect(auto, 'the authority box is ticked by default').toBeChecked();
    await auto.uncheck();
    const put = page.waitForRequest(isOrderPut);
    await card.getByTestId('order-approve').click();
    const request = await put;
    expect(new URL(request.url()).pathname, 'the order decided').toEqual(`/admin/order/${order.id}`);
    expect(request.postDataJSON(), 'the body').toEqual({ status: 'approved', auto_order: 'no', updated_at: VERSION });
    await card.waitFor({ state: 'detached' });
});

test('an order shows its quantity in its product’s unit; without the authority question it is rejected with no auto_order in the body', async ({ page }) => {
    await openConnected(page);
    const order = await fire(page, 'order');
    const card = page.getByTestId(`live-order-${order.id}`);
    await card.waitFor();
    // the event names its product by title only (docs/asyncapi.yaml): the unit comes from the product catalogue
    expect(!('unit' in order.product), 'the event carries no unit').toBeTruthy();
    await card.getByText(/^[۰-۹٫]+ (گرم|مثقال|عدد) /).waitFor();
    await expect(card.getByTestId('order-auto'), 'checkbox only when asked').toHaveCount(order.ask_auto_order ? 1 : 0);
    const put = page.waitForRequest(isOrderPut);
    await card.getByTestId('order-reject').click();
    const body = (await put).postDataJSON();
    expect(body.status, 'rejected').toEqual('rejected');
    expect(order.ask_auto_order || !('auto_order' in body), 'no auto_order unless asked').toBeTruthy();
    await card.waitFor({ state: 'detached' });
});

test('the gold price and vector move with the live ticks; receipts toast; badges count', async ({ page }) => {
    await openConnected(page);
    const price = page.getByTestId('gold-price');
    await price.filter({ hasText: /[۰-۹]/ }).waitFor();
    const before = (await price.textContent()) ?? '';
    const tick = await fire(page, 'price');
    const shown = await page.evaluate(value => new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 3 }).format(value), tick.price);
    await price.filter({ hasText: shown }).waitFor();
    expect(before !== shown || tick.price === undefined, `price moved (${before} → ${shown})`).toBeTruthy();
    const vector = await fire(page, 'vector');
    const vectorShown = await page.evaluate(value => new Intl.NumberFormat('fa-IR').format(value), vector.today_vector);
    await page.getByTestId('today-vector').filter({ hasText: vectorShown }).waitFor();

    const receipt = await fire(page, 'receipt');
    await page.getByRole('status').getByText(receipt.message.slice(0, 12)).first().waitFor();

    const badge = page.getByTestId('menu-badge-order');
    await badge.waitFor();
    const pending = toNumber(await badge.textContent());
    await fire(page, 'order');
    const next = await page.evaluate(n => new Intl.NumberFormat('fa-IR').format(n), pending + 1);
    await expect(badge, 'the badge counts the new order').toHaveText(next);
});

test('a new order and a receipt toast are each told to screen readers once, even when the order comes before the panel has loaded', async ({ page }) => {
    // the panel's chunk is held until the order has come: the live connection's own chunk can load
    // and connect first, and the order is still news once the panel is there
    let release = () => {};
    const held = new Promise<void>(resolve => (release = resolve));
    await page.route('**/LiveOrderPanel*', async route => {
        await held;
        await route.continue();
    });
    await openConnected(page);
    // what the page tells screen readers from here on (tests/support/announcements.ts)
    await page.evaluate(`window.__heard = (${recordAnnouncements.toString()})()`);
    const times = (part: string) => page.evaluate(p => (window as unknown as { __heard: { times(p: string): number } }).__heard.times(p), part);

    const order = await fire(page, 'order');
    await expect(page.getByTestId('live-orders'), 'the panel is not there yet').toHaveCount(0);
    release();
    await page.getByTestId(`live-order-${order.id}`).waitFor();
    await expect.poll(() => times(`سفارش جدید: `), 'the order is news').toBe(1);
    expect(await times(order.user.name), 'by its summary, once').toBe(1);

    const receipt = await fire(page, 'receipt');
    const message = receipt.message.slice(0, 12);
    await page.getByRole('status').getByText(message).waitFor();
    expect(await times(message), 'the toast is told once').toBe(1);
    expect(await times('سفارش جدید: '), 'the order is not told again').toBe(1);
});

test.describe(() => {
    test.use({ allowConsole: /WebSocket/ });
    test('the connection banner appears when the channel drops and clears on reconnect; offline too', async ({ page, context }) => {
        await openConnected(page);
        const banner = page.getByTestId('connection-banner');
        await page.evaluate(() => window.__zarMockLive?.dropConnections({ refuseForMs: 3000 }));
        await page.locator('[data-testid="connection-status"][data-state="disconnected"]').waitFor();
        // pusher-js reports `unavailable` after its 10 s connection timeout; the banner 300 ms later
        await banner.waitFor({ timeout: 25000 });
        await connected(page).waitFor({ timeout: 30000 });
        await banner.waitFor({ state: 'detached' });
    
        await context.setOffline(true);
        await banner.waitFor();
        await expect(banner, 'the banner says the connection failed').toHaveText(/خطا در اتصال به سرور/);
        await context.setOffline(false);
        await banner.waitFor({ state: 'detached' });
        await expect(page.getByTestId('connection-status'), 'connected again once the banner has gone').toHaveAttribute('data-state', 'connected');
    });
});

test('the live-order panel with several orders, light and dark, and the keyboard', async ({ page, pageShot }) => {
    await openConnected(page, '/order');
    for (const kind of ['order', 'order_auto', 'order', 'order_auto'] as const) await fire(page, kind);
    const panel = page.getByTestId('live-orders');
    await panel.locator('[data-testid^="live-order-"]').nth(3).waitFor();
    await animationsDone(page);
    await pageShot('live-panel-light');
    // keyboard: into the list, down one order, into its buttons
    const first = panel.getByRole('listitem').first();
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus'), 'arrow down moves to the second order').toHaveAttribute('aria-posinset', '2');

    await darkMode(page);
    await page.reload();
    await connected(page).waitFor();
    // orders still waiting come back after a reload; the panel opens for a new one
    await fire(page, 'order_auto');
    await panel.locator('[data-testid^="live-order-"]').nth(3).waitFor();
    await animationsDone(page);
    await pageShot('live-panel-dark');
});

