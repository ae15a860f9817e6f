// Alerts that reach a hidden tab, and several tabs of the admin in one browser: one
// tab rings and notifies per order, another takes over when it closes; a decision taken in one
// tab leaves every tab's panel; desktop notifications with a granted and a denied permission.
// The tests that need a granted permission are tagged @notifications: they run in full Chromium
// (the `notifications` project), as the headless shell has no desktop notifications.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { connected, fire } from './helpers';
import type { FiredOrder } from './helpers';
import { signedIn } from './support.mjs';

/** What instrument() adds to each page. */
interface Instrumented {
    __rings: number;
    __rangAt: number;
    __notes: { title: string; body?: string; tag?: string; instance: Notification }[];
    __hide(value: boolean): void;
    __asked: number;
}

/**
 * Counts what each page does: chimes played, desktop notifications made (the real API, wrapped),
 * and lets the test hide the page (`(window as unknown as Instrumented).__hide(true)`) as a background tab is hidden.
 */
async function instrument(context: BrowserContext, { permission }: { permission?: 'denied' } = {}) {
    await context.addInitScript(deny => {
        (window as unknown as Instrumented).__rings = 0;
        (window as unknown as Instrumented).__rangAt = -Infinity;
        (window as unknown as Instrumented).__notes = [];
        HTMLMediaElement.prototype.play = function play() {
            (window as unknown as Instrumented).__rings += 1;
            (window as unknown as Instrumented).__rangAt = performance.now();
            return Promise.resolve();
        };
        let hidden = false;
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
        (window as unknown as Instrumented).__hide = (value: boolean) => {
            hidden = value;
            document.dispatchEvent(new Event('visibilitychange'));
        };
        const Real = window.Notification;
        if (!Real) return;
        const Wrapped = new Proxy(Real, {
            construct(target, args: [string, NotificationOptions?]) {
                const made = Reflect.construct(target, args);
                (window as unknown as Instrumented).__notes.push({ title: args[0], body: args[1]?.body, tag: args[1]?.tag, instance: made });
                return made;
            },
            get(target, key) {
                if (deny && key === 'permission') return 'denied';
                if (deny && key === 'requestPermission') return () => Promise.resolve('denied');
                const value = Reflect.get(target, key);
                return typeof value === 'function' ? value.bind(target) : value;
            },
        });
        window.Notification = Wrapped as typeof Notification;
    }, permission === 'denied');
}

async function openAdmin(page: Page) {
    await signedIn(page);
    await page.goto('/');
    await connected(page).waitFor();
}

const counts = (page: Page) => page.evaluate(() => ({ rings: (window as unknown as Instrumented).__rings, notes: (window as unknown as Instrumented).__notes.length }));

/**
 * Resolves once this page would ring for a new order again: orders within 2 s of a chime's start
 * are announced by that chime (`CHIME_GAP_MS`, src/realtime/sound.ts; its unit test covers the gap).
 */
const chimeGapOver = (page: Page) => page.waitForFunction(() => performance.now() - (window as unknown as Instrumented).__rangAt >= 2000, null, { timeout: 5000 });

/** The same new order reaches every open tab (each tab has its own socket to the server). */
async function orderToAll(pages: Page[]) {
    const order = (await pages[0].evaluate(() => window.__zarMockLive?.fire('order'))) as FiredOrder;
    for (const other of pages.slice(1)) {
        await other.evaluate(data => window.__zarMockLive?.publish('admin', 'order.created', data), order);
    }
    for (const page of pages) await page.getByTestId(`live-order-${order.id}`).waitFor();
    return order;
}

/**
 * Resolves once this page has taken the alert lock: the browser reports the lock held before the
 * page's own callback runs, so wait for what the page marks when it runs.
 */
const leads = (page: Page) => page.locator('html[data-alert-leader="true"]').waitFor({ state: 'attached' });

test('two tabs: exactly one rings and notifies per order; when it closes the other takes over', { tag: '@notifications' }, async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await instrument(context);
    await openAdmin(page);
    await leads(page);
    const second = await context.newPage();
    await openAdmin(second);

    // the first tab is in the background
    await page.evaluate(() => (window as unknown as Instrumented).__hide(true));
    const order = await orderToAll([page, second]);
    await expect.poll(() => counts(page), 'the hidden leader rings and notifies').toEqual({ rings: 1, notes: 1 });
    expect(await counts(second), 'the other tab stays quiet').toEqual({ rings: 0, notes: 0 });
    const note = await page.evaluate(() => ({ ...(window as unknown as Instrumented).__notes[0], instance: undefined }));
    expect(note.title, 'the notification says what it is').toEqual('سفارش جدید در انتظار تصمیم');
    expect(note.body, 'it names the customer').toContain(order.user.name);
    expect(note.body, 'it names the product').toContain(order.product.title);

    // visible tab, new order: the leader rings, no desktop notification
    await page.evaluate(() => (window as unknown as Instrumented).__hide(false));
    await chimeGapOver(page);
    await orderToAll([page, second]);
    await expect.poll(() => counts(page), 'no notification for a visible tab').toEqual({ rings: 2, notes: 1 });
    expect(await counts(second), 'still one tab rings').toEqual({ rings: 0, notes: 0 });

    // the ringing tab closes: the other takes over
    await page.close();
    await leads(second);
    await second.evaluate(() => (window as unknown as Instrumented).__hide(true));
    // (each tab's mock numbers its own orders: this one gets an id no tab has seen)
    const next = { ...order, id: 900001, created_at: new Date().toISOString() };
    await second.evaluate(data => window.__zarMockLive?.publish('admin', 'order.created', data), next);
    await second.getByTestId(`live-order-${next.id}`).waitFor();
    await expect.poll(() => counts(second), 'the tab that took over rings and notifies').toEqual({ rings: 1, notes: 1 });
});

test('two tabs: a decision in one tab leaves the other tab\'s panel at once', async ({ page, context }) => {
    await instrument(context);
    await openAdmin(page);
    const second = await context.newPage();
    await openAdmin(second);
    const order = await orderToAll([page, second]);
    // this tab's own mock server does not hear of the other's decision: only the tabs' channel tells it
    const put = page.waitForRequest(request => request.method() === 'PUT' && request.url().includes(`/admin/order/${order.id}`));
    await page.getByTestId(`live-order-${order.id}`).getByTestId('order-approve').click();
    await put;
    await expect(second.getByTestId(`live-order-${order.id}`), 'gone from the other tab at once').toHaveCount(0, { timeout: 3000 });
    await expect(page.getByTestId(`live-order-${order.id}`), 'gone from this tab').toHaveCount(0);
});

test('desktop notification granted: asked from the settings button, shown while hidden; a click shows the order', { tag: '@notifications' }, async ({ page, context, baseURL, pageShot }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await instrument(context);
    await openAdmin(page);
    await page.getByRole('button', { name: 'باز کردن تنظیمات' }).click();
    const status = page.getByTestId('desktop-permission');
    await expect(status, 'granted: no button, a status').toHaveAttribute('data-state', 'granted');
    await expect(status, 'said in Persian').toHaveText('اعلان دسکتاپ فعال است.');
    await pageShot('tabs-settings-granted', { fullPage: false });
    await page.getByRole('button', { name: 'بستن تنظیمات' }).click();

    // the panel collapsed, the tab hidden: a new order notifies; clicking shows it
    await page.evaluate(() => (window as unknown as Instrumented).__hide(true));
    const order = await fire(page, 'order');
    await expect.poll(async () => (await counts(page)).notes, 'a desktop notification').toBe(1);
    const panelToggle = page.getByRole('button', { name: 'جمع کردن سفارش‌های در انتظار' });
    await panelToggle.click();
    await page.getByRole('button', { name: 'باز کردن سفارش‌های در انتظار' }).waitFor();
    await page.evaluate(() => {
        (window as unknown as Instrumented).__hide(false);
        const note = (window as unknown as Instrumented).__notes[0].instance;
        note.onclick?.(new Event('click'));
    });
    await expect(page.getByTestId(`live-order-${order.id}`), 'the click shows the order').toBeFocused();
});

test('desktop notification denied: the button asks once, the drawer says so, orders still ring and no notification is made', async ({ page, context, pageShot }) => {
    await instrument(context, { permission: 'denied' });
    await openAdmin(page);
    await page.getByRole('button', { name: 'باز کردن تنظیمات' }).click();
    const status = page.getByTestId('desktop-permission');
    await expect(status, 'denied is said').toHaveAttribute('data-state', 'denied');
    await pageShot('tabs-settings-denied', { fullPage: false });
    await page.getByRole('button', { name: 'بستن تنظیمات' }).click();
    await page.evaluate(() => (window as unknown as Instrumented).__hide(true));
    const order = await fire(page, 'order');
    await page.getByTestId(`live-order-${order.id}`).waitFor();
    await expect.poll(() => counts(page), 'a chime, no notification, no error').toEqual({ rings: 1, notes: 0 });
});

test('desktop notification not asked yet: nothing is asked on load; the settings button asks', async ({ page, context }) => {
    await instrument(context);
    await context.addInitScript(() => {
        (window as unknown as Instrumented).__asked = 0;
        const real = Notification.requestPermission;
        Object.defineProperty(Notification, 'permission', { configurable: true, get: () => ((window as unknown as Instrumented).__asked ? 'granted' : 'default') });
        Notification.requestPermission = () => {
            (window as unknown as Instrumented).__asked += 1;
            return Promise.resolve('granted' as const).finally(() => real);
        };
    });
    await openAdmin(page);
    expect(await page.evaluate(() => (window as unknown as Instrumented).__asked), 'not asked on load').toEqual(0);
    await page.getByRole('button', { name: 'باز کردن تنظیمات' }).click();
    await page.getByRole('button', { name: 'اجازهٔ اعلان دسکتاپ' }).click();
    await page.getByTestId('desktop-permission').filter({ hasText: 'اعلان دسکتاپ فعال است.' }).waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as Instrumented).__asked), 'asked once, from the button').toBe(1);
});

