// An order's page decides a pending order exactly like the live panel (same controls, same
// `PUT /admin/order/{id}`, same failure handling), and the two stay in step: a decision on the
// page takes the order out of the panel; one in the panel updates the open page. The mock's timed
// player is paused (signedIn); orders are fired through its page controls, and failures rehearsed
// with its developer settings (`writeFailures`, src/mock/settings.ts).
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { connected, fire } from './helpers';
import { animationsDone, mockSettings, persian, signedIn } from './support.mjs';

const isOrderPut = (request: Request) => request.method() === 'PUT' && /^\/admin\/order\/\d+$/.test(new URL(request.url()).pathname);

/**
 * Signed in on the order list, connected; a new order arrives (asking for the authority when
 * `auto`), and is opened from the list as staff would: its page, with its card in the panel.
 */
async function openNewOrderPage(page: Page, { auto = true, dark = false, phone = false } = {}) {
    await signedIn(page);
    if (dark) await page.addInitScript(() => localStorage.setItem('zar-theme-settings', JSON.stringify({ mode: 'dark' })));
    await page.goto('/order');
    await connected(page).waitFor();
    const order = await fire(page, auto ? 'order_auto' : 'order');
    const card = page.getByTestId(`live-order-${order.id}`);
    await card.waitFor();
    if (phone) {
        // the panel opened for the new order covers the list on a phone: fold it away, then the
        // order's card in the list (refetched with the new order on top) opens its page
        await page.getByRole('button', { name: /^جمع کردن سفارش/ }).click();
        await page.getByRole('link', { name: new RegExp(`^سفارش ${persian(order.id)}`) }).click();
    } else {
        // the list refetches with the new order on top; its id opens its page
        const row = page.locator('tbody tr').filter({ has: page.getByText(persian(order.id), { exact: true }) });
        await row.first().click();
    }
    await page.waitForURL(`**/order/${order.id}/show`);
    const section = page.getByTestId('order-decision');
    await section.getByTestId('order-approve').waitFor();
    return { order, card, section };
}


/** A decision sends back the order's version as the admin read it (docs/openapi.yaml, Versions). */
const VERSION = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

test("order page: approve with the authority box unticked (keyboard) → the PUT body says no, the panel's card leaves", async ({ page, pageShot }) => {
    const { order, card, section } = await openNewOrderPage(page);
    await expect(section, 'a pending order').toHaveAttribute('data-status', 'pending');
    await page.getByRole('heading', { name: `سفارش ${persian(order.id)}` }).waitFor();
    // the fields as the generated page shows them
    await page.getByText('مبلغ نهایی').first().waitFor();
    const auto = section.getByRole('checkbox', { name: 'ارسال سفارش به مرجع' });
    await expect(auto, 'the authority box is ticked by default, as in the panel').toBeChecked();
    await animationsDone(page);
    await pageShot('order-page-pending-light');

    // from the keyboard: the box, then approve
    await auto.focus();
    await page.keyboard.press('Space');
    await expect(auto, 'unticked with the space bar').not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(section.getByTestId('order-approve'), 'Tab goes from the box to approve').toBeFocused();
    const put = page.waitForRequest(isOrderPut);
    await page.keyboard.press('Enter');
    const request = await put;
    expect(new URL(request.url()).pathname, 'the order decided').toEqual(`/admin/order/${order.id}`);
    expect(request.postDataJSON(), 'the body').toEqual({ status: 'approved', auto_order: 'no', updated_at: VERSION });

    await card.waitFor({ state: 'detached' });
    await section.getByTestId('order-status').filter({ hasText: 'تأیید شده' }).waitFor();
    await expect(section.getByRole('button'), 'a decided order has no decision buttons').toHaveCount(0);
    // the page read the order again: the field below says what was answered (the history below
    // it says so too)
    await page.locator('span:not([data-testid="activity-entry"] span)').getByText('ارسال نشد', { exact: true }).waitFor();
    await animationsDone(page);
    await pageShot('order-page-approved-light');
});

test('order page: a rejection in the live panel while the page is open updates the page (dark)', async ({ page, pageShot }) => {
    const { order, card, section } = await openNewOrderPage(page, { auto: false, dark: true });
    expect(order.ask_auto_order, 'an order that did not ask for the authority').toEqual(false);
    await expect(section.getByRole('checkbox'), 'no authority box when the order did not ask').toHaveCount(0);
    await animationsDone(page);
    await pageShot('order-page-pending-dark');
    const put = page.waitForRequest(isOrderPut);
    await card.getByTestId('order-reject').click();
    expect((await put).postDataJSON(), 'the panel sent the rejection').toEqual({ status: 'rejected', updated_at: VERSION });
    await card.waitFor({ state: 'detached' });
    await section.getByTestId('order-status').filter({ hasText: 'رد شده' }).waitFor();
    await expect(section.getByRole('button'), 'no stale decision buttons').toHaveCount(0);
    await expect(section, 'the page says rejected').toHaveAttribute('data-status', 'rejected');
    await animationsDone(page);
    await pageShot('order-page-rejected-dark');
});

test.describe(() => {
    test.use({ allowConsole: /status of 503/ });
    test('order page (390 px): a failing PUT keeps the order and says why; the box as it was; the next try goes through', { tag: '@phone' }, async ({ page, pageShot }) => {
        await mockSettings(page, { writeFailures: 1, writeFailure: '503' });
        const { order, section } = await openNewOrderPage(page, { phone: true });
        const panel = page.getByTestId('live-orders');
        const waiting = (await panel.getAttribute('data-count')) ?? '';
        // the buttons fit the phone
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(390);
        for (const id of ['order-auto', 'order-approve', 'order-reject']) {
            const box = await section.getByTestId(id).boundingBox();
            expect(box && box.x >= 0 && box.x + box.width <= 390, `${id} is on screen (${JSON.stringify(box)})`).toBeTruthy();
        }
        await section.getByTestId('order-auto').uncheck();
        const failed = page.waitForResponse(response => isOrderPut(response.request()));
        await section.getByTestId('order-reject').click();
        expect((await failed).status(), 'the server refused').toEqual(503);
        await page.getByRole('alert').filter({ hasText: 'سرور موقتاً در دسترس نیست.' }).waitFor();
        const reject = section.getByTestId('order-reject');
        await expect(reject, 'the decision can be tried again').toBeEnabled();
        await expect(section, 'still pending on the page').toHaveAttribute('data-status', 'pending');
        await expect(section.getByTestId('order-auto'), 'the box is as it was left').not.toBeChecked();
        await expect(panel, 'still waiting in the (folded) panel').toHaveAttribute('data-count', waiting);
        await animationsDone(page);
        await pageShot('order-page-failed-phone');
    
        const put = page.waitForRequest(isOrderPut);
        await reject.click();
        expect((await put).postDataJSON(), 'the retry sends the same').toEqual({ status: 'rejected', auto_order: 'no', updated_at: VERSION });
        await section.getByTestId('order-status').filter({ hasText: 'رد شده' }).waitFor();
        await page.locator(`[data-testid="live-orders"][data-count="${Number(waiting) - 1}"]`).waitFor();
        expect(order.ask_auto_order, 'the order asked for the authority').toBe(true);
        await animationsDone(page);
        await pageShot('order-page-rejected-phone');
    });
});

