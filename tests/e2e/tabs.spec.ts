// Alerts that reach a hidden tab, and several tabs of the admin in one browser: one
// tab rings and notifies per order, another takes over when it closes; a decision taken in one
// tab leaves every tab's panel; desktop notifications with a granted and a denied permission.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { signedIn } from './support.mjs';

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

/**
 * Counts what each page does: chimes played, desktop notifications made (the real API, wrapped),
 * and lets the test hide the page (`window.__hide(true)`) as a background tab is hidden.
 */
async function instrument(context, { permission } = {}) {
    await context.addInitScript(deny => {
        window.__rings = 0;
        window.__rangAt = -Infinity;
        window.__notes = [];
        HTMLMediaElement.prototype.play = function play() {
            window.__rings += 1;
            window.__rangAt = performance.now();
            return Promise.resolve();
        };
        let hidden = false;
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
        window.__hide = value => {
            hidden = value;
            document.dispatchEvent(new Event('visibilitychange'));
        };
        const Real = window.Notification;
        if (!Real) return;
        const Wrapped = new Proxy(Real, {
            construct(target, args) {
                const made = Reflect.construct(target, args);
                window.__notes.push({ title: args[0], body: args[1]?.body, tag: args[1]?.tag, instance: made });
                return made;
            },
            get(target, key) {
                if (deny && key === 'permission') return 'denied';
                if (deny && key === 'requestPermission') return () => Promise.resolve('denied');
                const value = Reflect.get(target, key);
                return typeof value === 'function' ? value.bind(target) : value;
            },
        });
        window.Notification = Wrapped;
    }, permission === 'denied');
}

async function openAdmin(page) {
    await signedIn(page);
    await page.goto('/');
    await page.locator('[data-testid="connection-status"][data-state="connected"]').waitFor();
}

const counts = page => page.evaluate(() => ({ rings: window.__rings, notes: window.__notes.length }));

/**
 * Resolves once this page would ring for a new order again: orders within 2 s of a chime's start
 * are announced by that chime (`CHIME_GAP_MS`, src/realtime/sound.ts; its unit test covers the gap).
 */
const chimeGapOver = page => page.waitForFunction(() => performance.now() - window.__rangAt >= 2000, null, { timeout: 5000 });

/** The same new order reaches every open tab (each tab has its own socket to the server). */
async function orderToAll(pages) {
    const order = await pages[0].evaluate(() => window.__zarMockLive.fire('order'));
    for (const other of pages.slice(1)) {
        await other.evaluate(data => window.__zarMockLive.publish('admin', 'order.created', data), order);
    }
    for (const page of pages) await page.getByTestId(`live-order-${order.id}`).waitFor();
    return order;
}

/**
 * Resolves once this page has taken the alert lock: the browser reports the lock held before the
 * page's own callback runs, so wait for what the page marks when it runs.
 */
const leads = page => page.locator('html[data-alert-leader="true"]').waitFor({ state: 'attached' });

test('two tabs: exactly one rings and notifies per order; when it closes the other takes over', async ({ page, context }) => {
    test.setTimeout(60000);
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await instrument(context);
    await openAdmin(page);
    await leads(page);
    const second = await context.newPage();
    await openAdmin(second, baseUrl);

    // the first tab is in the background
    await page.evaluate(() => window.__hide(true));
    const order = await orderToAll([page, second]);
    await page.waitForFunction(() => window.__rings === 1 && window.__notes.length === 1);
    expect(await counts(second), 'the other tab stays quiet').toEqual({ rings: 0, notes: 0 });
    const note = await page.evaluate(() => ({ ...window.__notes[0], instance: undefined }));
    expect(note.title, 'the notification says what it is').toEqual('سفارش جدید در انتظار تصمیم');
    expect(note.body.includes(order.user.name) && note.body.includes(order.product.title), `it names the order (${note.body})`).toBeTruthy();

    // visible tab, new order: the leader rings, no desktop notification
    await page.evaluate(() => window.__hide(false));
    await chimeGapOver(page);
    await orderToAll([page, second]);
    await page.waitForFunction(() => window.__rings === 2);
    expect(await counts(page), 'no notification for a visible tab').toEqual({ rings: 2, notes: 1 });
    expect(await counts(second), 'still one tab rings').toEqual({ rings: 0, notes: 0 });

    // the ringing tab closes: the other takes over
    await page.close();
    await leads(second);
    await second.evaluate(() => window.__hide(true));
    // (each tab's mock numbers its own orders: this one gets an id no tab has seen)
    const next = { ...order, id: 900001, created_at: new Date().toISOString() };
    await second.evaluate(data => window.__zarMockLive.publish('admin', 'order.created', data), next);
    await second.getByTestId(`live-order-${next.id}`).waitFor();
    await second.waitForFunction(() => window.__rings === 1 && window.__notes.length === 1);
});

test('two tabs: a decision in one tab leaves the other tab\'s panel at once', async ({ page, context }) => {
    await instrument(context);
    await openAdmin(page);
    const second = await context.newPage();
    await openAdmin(second, baseUrl);
    const order = await orderToAll([page, second]);
    // this tab's own mock server does not hear of the other's decision: only the tabs' channel tells it
    const put = page.waitForRequest(request => request.method() === 'PUT' && request.url().includes(`/admin/order/${order.id}`));
    await page.getByTestId(`live-order-${order.id}`).getByTestId('order-approve').click();
    await put;
    await second.getByTestId(`live-order-${order.id}`).waitFor({ state: 'detached', timeout: 3000 });
    await page.getByTestId(`live-order-${order.id}`).waitFor({ state: 'detached' });
    expect(true, 'gone from both').toBeTruthy();
});

test('desktop notification granted: asked from the settings button, shown while hidden; a click shows the order', async ({ page, context }) => {
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await instrument(context);
    await openAdmin(page);
    await page.getByRole('button', { name: 'باز کردن تنظیمات' }).click();
    const status = page.getByTestId('desktop-permission');
    await expect(status, 'granted: no button, a status').toHaveAttribute('data-state', 'granted');
    await expect(status, 'said in Persian').toHaveText('اعلان دسکتاپ فعال است.');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'tabs-settings-granted.png') });
    await page.getByRole('button', { name: 'بستن تنظیمات' }).click();

    // the panel collapsed, the tab hidden: a new order notifies; clicking shows it
    await page.evaluate(() => window.__hide(true));
    const order = await page.evaluate(() => window.__zarMockLive.fire('order'));
    await page.waitForFunction(() => window.__notes.length === 1);
    const panelToggle = page.getByRole('button', { name: 'جمع کردن سفارش‌های در انتظار' });
    await panelToggle.click();
    await page.getByRole('button', { name: 'باز کردن سفارش‌های در انتظار' }).waitFor();
    await page.evaluate(() => {
        window.__hide(false);
        window.__notes[0].instance.onclick();
    });
    await page.waitForFunction(id => document.activeElement?.getAttribute('data-testid') === `live-order-${id}`, order.id);
});

test('desktop notification denied: the button asks once, the drawer says so, orders still ring and no notification is made', async ({ page, context }) => {
    await instrument(context, { permission: 'denied' });
    await openAdmin(page);
    await page.getByRole('button', { name: 'باز کردن تنظیمات' }).click();
    const status = page.getByTestId('desktop-permission');
    await expect(status, 'denied is said').toHaveAttribute('data-state', 'denied');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'tabs-settings-denied.png') });
    await page.getByRole('button', { name: 'بستن تنظیمات' }).click();
    await page.evaluate(() => window.__hide(true));
    const order = await page.evaluate(() => window.__zarMockLive.fire('order'));
    await page.getByTestId(`live-order-${order.id}`).waitFor();
    await page.waitForFunction(() => window.__rings === 1);
    expect(await counts(page), 'a chime, no notification, no error').toEqual({ rings: 1, notes: 0 });
});

test('desktop notification not asked yet: nothing is asked on load; the settings button asks', async ({ page, context }) => {
    await instrument(context);
    await context.addInitScript(() => {
        window.__asked = 0;
        const real = Notification.requestPermission;
        Object.defineProperty(Notification, 'permission', { configurable: true, get: () => (window.__asked ? 'granted' : 'default') });
        Notification.requestPermission = () => {
            window.__asked += 1;
            return Promise.resolve('granted').finally(() => real);
        };
    });
    await openAdmin(page);
    expect(await page.evaluate(() => window.__asked), 'not asked on load').toEqual(0);
    await page.getByRole('button', { name: 'باز کردن تنظیمات' }).click();
    await page.getByRole('button', { name: 'اجازهٔ اعلان دسکتاپ' }).click();
    await page.getByTestId('desktop-permission').filter({ hasText: 'اعلان دسکتاپ فعال است.' }).waitFor();
    expect(await page.evaluate(() => window.__asked), 'asked once, from the button').toEqual(1);
});

