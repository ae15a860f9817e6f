// The embedded mock runs in a dedicated worker, its requests carried there by its own service
// worker (src/mock/browser.ts), in Chromium on the demo build. The page's main thread loads none of
// the mock's code; the calls stay real fetches, answered through the service worker; a service
// worker stopped by the browser (it loses the ports to the pages' workers) gets a new port from
// the page. A page being left runs on until the next one replaces it, and a leave can be cancelled
// (the unsaved-changes question): in both, every call the page makes is still the mock's to
// answer, never the network's (which the demo's static server refuses with a 405, and the
// console fixture would report).
import type { Request, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { connected, navigate } from './helpers';
import { signedIn } from './support.mjs';

const isChannelAuth = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/broadcasting/auth';

test("the mock answers from its worker: the page loads none of its code, and its calls are the service worker's", async ({ page }) => {
    await signedIn(page);
    const me = page.waitForResponse(response => new URL(response.url()).pathname === '/admin/me');
    await page.goto('/');
    expect((await me).fromServiceWorker(), '/admin/me through the service worker').toBe(true);
    await connected(page).waitFor();
    // the mock's code (its handlers, store and MSW) is the worker's script, never a script of the page
    await expect.poll(() => page.workers().map(worker => new URL(worker.url()).pathname)).toContainEqual(expect.stringMatching(/\/mockWorker-[\w-]+\.js$/));
    // one mock: the worker the built page started as it began is the one the admin talks to
    // (vite.config.ts, startMockEarly), not a second beside it
    expect(page.workers().filter(worker => /\/mockWorker-[\w-]+\.js$/.test(new URL(worker.url()).pathname)), 'one mock worker').toHaveLength(1);
    // the modules the page imported or preloaded (the worker's script is fetched for the worker, its imports are the worker's own)
    const pageScripts = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(entry => ['script', 'link'].includes(entry.initiatorType)).map(entry => new URL(entry.name).pathname)
    );
    expect(pageScripts.length, 'the page has modules of its own').toBeGreaterThan(0);
    expect(pageScripts.filter(path => /mockWorker|executeHandlers|msw/i.test(path)), 'no mock code in the page').toEqual([]);
    // the page's controls ask the worker: a fired order is the one the list then shows
    const fired = (await page.evaluate(() => window.__zarMockLive?.fire('order'))) as { id: number } | undefined;
    expect(fired?.id).toEqual(expect.any(Number));
});

test("the page's own code loaded once the service worker controls it goes straight to the network, its calls through the worker", async ({ page }) => {
    await signedIn(page);
    await page.goto('/');
    await connected(page).waitFor();
    // the live layer's code comes after the first screen, with the page controlled
    const entries = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(entry => ({
            path: new URL(entry.name).pathname,
            initiator: entry.initiatorType,
            matched: (entry as PerformanceResourceTiming & { workerMatchedSourceType?: string }).workerMatchedSourceType,
        }))
    );
    const lateScripts = entries.filter(entry => /\/assets\/(liveSession|LiveOverlays)-[\w-]+\.js$/.test(entry.path));
    expect(lateScripts.length, 'the live layer loaded while the page was controlled').toBeGreaterThan(0);
    // routed by the service worker's install-time rules (the static routing API), not by a fetch event
    for (const script of lateScripts) expect(script.matched, script.path).toBe('network');
    expect(entries.find(entry => entry.path === '/admin/me')?.matched ?? '', 'the API is the worker\'s').not.toBe('network');
});

test('a service worker stopped by the browser asks the page for a new port, and the calls are still the mock\'s', async ({ page }) => {
    await signedIn(page);
    await page.goto('/');
    await connected(page).waitFor();
    // the browser stops idle service workers at will; its ports to the pages' workers go with it
    const session = await page.context().newCDPSession(page);
    await session.send('ServiceWorker.enable');
    await session.send('ServiceWorker.stopAllWorkers');
    const listed = page.waitForResponse(response => new URL(response.url()).pathname === '/admin/bank');
    await navigate(page, '/bank');
    const answer = await listed;
    expect(answer.fromServiceWorker()).toBe(true);
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: unknown[] }).data.length, 'the mock answered after the restart (not the network)').toBeGreaterThan(0);
    await expect(page.locator('tbody tr, [data-testid="bank-card"]').first()).toBeVisible();
});

test('a page being left still has its calls answered by the mock until the next page replaces it', async ({ page }) => {
    await signedIn(page);
    await page.goto('/');
    await connected(page).waitFor();

    // the next page's document is held until the page being left has asked for its channels again
    let release = () => {};
    const held = new Promise<void>(resolve => (release = resolve));
    await page.route(
        url => url.pathname === '/order',
        async route => {
            if (route.request().resourceType() !== 'document') return route.fallback();
            await held;
            await route.fallback();
        }
    );
    // once the browser has asked the page to unload, its live connection drops and (still on the
    // page being left) connects and authorises its channels again
    await page.evaluate(() =>
        window.addEventListener('beforeunload', () => setTimeout(() => window.__zarMockLive?.dropConnections({ refuseForMs: 0 })))
    );
    const answered = page.waitForResponse(response => isChannelAuth(response.request()));
    const next = page.goto('/order');
    try {
        const answer: Response = await answered;
        expect(answer.status(), 'the mock answered the channel authorisation').toBe(200);
        expect(answer.fromServiceWorker(), 'through its service worker').toBe(true);
    } finally {
        release();
        await next;
    }
    await connected(page).waitFor();
});

test('a cancelled leave keeps the mock: the form left unsaved is saved afterwards', async ({ page }) => {
    await signedIn(page);
    await page.goto('/product-category');
    const row = page.locator('tbody tr').first();
    await row.waitFor();
    await row.click();
    await page.waitForURL(url => /^\/product-category\/\d+$/.test(url.pathname));
    const title = page.locator('input[name="title"]');
    await expect(title).not.toHaveValue('');
    await title.fill('عنوان پس از ماندن');

    // closing the tab asks first (the browser's own question); the admin stays
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();

    const saved = page.waitForResponse(response => response.request().method() === 'PUT' && /^\/admin\/product-category\/\d+$/.test(new URL(response.url()).pathname));
    await page.getByRole('button', { name: 'ذخیره' }).click();
    expect((await saved).status(), 'the mock answered the save').toBe(200);
    await page.waitForURL(url => url.pathname === '/product-category');
    await expect(page.getByText('عنوان پس از ماندن').first()).toBeVisible();
});
