// The live layer when its start goes wrong, in Chromium on the demo build. The embedded mock's
// developer settings rehearse the failures (src/mock/settings.ts: `meFailures`/`meFailure` for
// `GET /admin/me`, `channelAuth` for `POST /broadcasting/auth`): the service worker answers every
// call, so Playwright's own routing would never see them.
//
// - a failed first /admin/me (503, network) must not leave the menu without its notice counts,
//   nor the live panel without the waiting orders, once a later /admin/me succeeds;
// - a refused channel authorisation is never silent: a 401 signs out, anything else shows the
//   page disconnected with the banner, loads the waiting orders by GET, and asks again.
import type { Page, Request, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { setMock } from './helpers';
import { animationsDone, mockSettings, persian, signedIn } from './support.mjs';

const isGet = (response: Response, path: string) => response.request().method() === 'GET' && new URL(response.url()).pathname === path;
const isAdminMe = (response: Response) => isGet(response, '/admin/me');
const isPendingOrders = (response: Response) =>
    isGet(response, '/admin/order') && new URL(response.url()).searchParams.get('status_enum') === 'pending';
const isChannelAuth = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/broadcasting/auth';

const state = (page: Page, value: string) => page.locator(`[data-testid="connection-status"][data-state="${value}"]`);

/** Every menu badge says the count of the /admin/me answer; menu ids with nothing waiting have none. */
async function expectBadges(page: Page, notices: Record<string, number>) {
    const waiting = Object.entries(notices).filter(([, count]) => count > 0);
    expect(waiting.length, 'the mock has work waiting').toBeGreaterThan(0);
    for (const [menuId, count] of waiting) {
        await page.getByTestId(`menu-badge-${menuId}`).filter({ hasText: new RegExp(`^${persian(count)}$`) }).waitFor();
    }
    for (const [menuId] of Object.entries(notices).filter(([, count]) => count === 0)) {
        await expect(page.getByTestId(`menu-badge-${menuId}`), `no badge on ${menuId}`).toHaveCount(0);
    }
}

/** The orders the server has waiting now (asked by the test itself, with the page's token). */
const serverPending = (page: Page): Promise<{ id: number }[]> =>
    page.evaluate(async () => {
        const headers = { Accept: 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` };
        const response = await fetch('/admin/order?status_enum=pending&per_page=100&sort=created_at&order=desc', { headers });
        return (await response.json()).data;
    });

/** The live panel holds every order the server has waiting; opened, the newest show their cards. */
async function expectPanelHolds(page: Page) {
    const orders = await serverPending(page);
    expect(orders.length, 'the mock has orders waiting').toBeGreaterThan(0);
    const panel = page.getByTestId('live-orders');
    await page.locator(`[data-testid="live-orders"][data-count="${orders.length}"]`).waitFor();
    if ((await panel.getAttribute('data-open')) !== 'true') {
        await panel.getByRole('button', { name: /سفارش‌های در انتظار/ }).click();
    }
    for (const order of orders.slice(0, 2)) await page.getByTestId(`live-order-${order.id}`).waitFor();
    return orders;
}

const ME_FAILURES: [string, RegExp][] = [
    ['503', /status of 503/],
    ['network', /Failed to load resource|ERR_FAILED/],
];

const CHANNEL_REFUSALS: [string, RegExp][] = [
    ['403', /status of 403/],
    ['network', /Failed to load resource|ERR_FAILED/],
];

for (const [failure, logged] of ME_FAILURES) {
    test.describe(() => {
        test.use({ allowConsole: logged });
        test(`badges: the first /admin/me fails (${failure}); the counts come from the next answer with no reload`, async ({ page }) => {
            const answered = page.waitForResponse(response => isAdminMe(response) && response.status() === 200);
            await signedIn(page);
            await mockSettings(page, { meFailures: 1, meFailure: failure });
            await page.goto('/bank');
            const answer = await answered;
            // the mock failed the first call (its counter is spent), and the page asked again itself
            expect(await page.evaluate(() => JSON.parse(localStorage.getItem('zar-mock-settings') ?? '{}').meFailures), 'the first call failed').toEqual(0);
            await expectBadges(page, (await answer.json()).data.notices);
        });
    });
}

test.describe(() => {
    test.use({ allowConsole: /status of 503/ });
    test('badges: every /admin/me of the start fails; going to the dashboard once the server is back brings the counts and the waiting orders', async ({ page, pageShot }) => {
        test.setTimeout(90000);
        const answers: number[] = [];
        page.on('response', response => isAdminMe(response) && answers.push(response.status()));
        // /admin/me calls on their way (the mock decides each as it arrives)
        let inFlight = 0;
        let settled: () => void = () => undefined;
        const isMe = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === '/admin/me';
        page.on('request', request => isMe(request) && inFlight++);
        const done = (request: Request) => isMe(request) && --inFlight === 0 && settled();
        page.on('requestfinished', done);
        page.on('requestfailed', done);
        const noneOnTheWay = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>(resolve => (settled = resolve)));
        await signedIn(page);
        await mockSettings(page, { meFailures: 1000 });
        await page.goto('/bank');
        const dashboard = page.getByRole('menuitem', { name: 'داشبورد', exact: true });
        await dashboard.waitFor();
        // the channel listens, so the live layer has asked for the admin to load the waiting
        // orders, and was refused like every call so far
        await state(page, 'connected').waitFor();
        await noneOnTheWay();
        await expect(page.getByTestId('live-orders'), 'no waiting orders without the admin').toHaveAttribute('data-count', '0');
        expect(answers.length, 'the admin was asked for').toBeGreaterThan(0);
        expect(answers.filter(status => status !== 503), 'only failures so far').toEqual([]);
        await expect(page.locator('[data-testid^="menu-badge-"]'), 'no counts without an answer').toHaveCount(0);
        await pageShot('live-failures-me-down');
        // the server is back; the user moves on
        await setMock(page, { meFailures: 0 });
        const answered = page.waitForResponse(response => isAdminMe(response) && response.status() === 200);
        const pending = page.waitForResponse(isPendingOrders);
        await dashboard.click();
        await expectBadges(page, (await (await answered).json()).data.notices);
        // the waiting orders the live layer could not load without the admin are loaded now
        await pending;
        await expectPanelHolds(page);
    });
});

test.describe(() => {
    test.use({ allowConsole: /status of 401/ });
    test('channel authorisation answered 401: signed out, on the sign-in page', async ({ page }) => {
        const asked = page.waitForRequest(isChannelAuth);
        await signedIn(page);
        await mockSettings(page, { channelAuth: '401' });
        await page.goto('/bank');
        await asked;
        await page.getByRole('heading', { name: 'ورود به پنل مدیریت زر' }).waitFor();
        // the sign-in page can be drawn a moment before the address says /login
        await expect(page, 'on the sign-in page').toHaveURL(url => url.pathname === '/login');
        await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), 'the token is gone').toBeNull();
    });
});

for (const [failure, logged] of CHANNEL_REFUSALS) {
    test.describe(() => {
        test.use({ allowConsole: logged });
        test(`channel authorisation refused (${failure}): disconnected with the banner, the waiting orders by GET, asked again until it listens`, async ({ page, pageShot }) => {
            test.setTimeout(90000);
            let refusals = 0;
            page.on('request', request => isChannelAuth(request) && refusals++);
            const pending = page.waitForResponse(isPendingOrders);
            await signedIn(page);
            await mockSettings(page, { channelAuth: failure });
            await page.goto('/bank');
            await state(page, 'disconnected').waitFor();
            await page.getByTestId('connection-banner').waitFor();
            // the panel is not empty because the socket is
            await pending;
            const orders = await expectPanelHolds(page);
            await expect(state(page, 'disconnected'), 'still disconnected while refused').toHaveCount(1);
            await animationsDone(page);
            await pageShot(`live-auth-refused-${failure}`);
            if (failure === '403') {
                // and on a phone
                await page.setViewportSize({ width: 390, height: 844 });
                await animationsDone(page);
                await page.getByTestId('connection-banner').waitFor();
                await pageShot('live-auth-refused-403-phone');
            }
            // asked again with backoff (first retry after 1 s) while refused
            const before = refusals;
            await page.waitForRequest(isChannelAuth);
            expect(refusals > before, 'the authorisation is asked again').toBeTruthy();
            await page.getByTestId('connection-banner').waitFor();
            // the server agrees now: the next retry listens
            await setMock(page, { channelAuth: 'ok' });
            await state(page, 'connected').waitFor({ timeout: 45000 });
            await page.getByTestId('connection-banner').waitFor({ state: 'detached' });
            // the orders stay
            await expect(page.getByTestId('live-orders'), 'the waiting orders stay').toHaveAttribute('data-count', String(orders.length));
        });
    });
}

