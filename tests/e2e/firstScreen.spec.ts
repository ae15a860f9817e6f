// A start draws the screen asked for first (src/realtime/firstScreen.ts, docs/performance.md,
// "Starting the admin"): before the list's first row only `/admin/me` and the list's own read go
// to the API; the live layer (its figures, channel and waiting orders), the side menu's items and
// the menus' badges follow once that screen is shown; and nothing published meanwhile is lost.
import { expect, test } from './fixtures';
import { connected, liveLayerSettled } from './helpers';
import { isApiCall, signedIn } from './support.mjs';

declare global {
    interface Window {
        /** What the page had the moment the list's first row was in the DOM. */
        __atFirstRow?: { at: number; menuItems: number; connection: string | null };
        /** The order placed at that moment. */
        __firedAtFirstRow?: { id: number };
    }
}

test('a start draws the list first; the live layer and the menu follow, and an order placed meanwhile reaches the panel', async ({ page }) => {
    await signedIn(page);
    // the moment the first row is drawn (a mutation of the DOM, before the next frame): what else
    // the page has then, and a new order placed at once, while the live channel is not listening
    await page.addInitScript(() => {
        const observer = new MutationObserver(() => {
            if (!document.querySelector('#main-content tbody tr')) return;
            observer.disconnect();
            window.__atFirstRow = {
                at: performance.now(),
                menuItems: document.querySelectorAll('[role="menu"] [role="menuitem"]').length,
                connection: document.querySelector<HTMLElement>('[data-testid="connection-status"]')?.dataset.state ?? null,
            };
            void window.__zarMockLive?.fire('order').then(order => (window.__firedAtFirstRow = order as { id: number }));
        });
        observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/bank');
    await liveLayerSettled(page);

    const atFirstRow = await page.evaluate(() => window.__atFirstRow);
    expect(atFirstRow, 'the list drew its rows').toBeDefined();
    expect(atFirstRow!.menuItems, 'the side menu has no items yet').toBe(0);
    expect(atFirstRow!.connection, 'the live channel is not connected yet').not.toBe('connected');

    // every API call of the start, in the order it was sent (the page's resource timings: a
    // call through the mock's service worker is one too)
    const calls = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(entry => ({ url: entry.name, start: entry.startTime }))
    );
    const api = calls.map(call => ({ ...call, url: new URL(call.url) })).filter(call => isApiCall(call.url));
    const before = api.filter(call => call.start < atFirstRow!.at).map(call => call.url.pathname);
    expect(before.sort(), 'before the first row: the admin and the list, nothing else').toEqual(['/admin/bank', '/admin/me']);
    const after = api.filter(call => call.start >= atFirstRow!.at).map(call => call.url.pathname);
    for (const live of ['/admin/me/broadcasting-info', '/broadcasting/auth', '/admin/order', '/admin/product', '/admin/products/xau', '/admin/dashboard/vector'])
        expect(after, `${live} once the list is shown`).toContain(live);

    // the rest of the shell is there now: the menu's items with their badges, the gold figures
    await expect(page.getByRole('menuitem', { name: 'حساب‌های بانکی' })).toBeVisible();
    await expect(page.getByTestId('menu-badge-order')).toBeAttached();
    await expect(page.getByTestId('gold-price')).toContainText(/[۰-۹]/);
    await expect(connected(page)).toBeVisible();

    // the order placed while nothing listened: the waiting orders read as the live layer starts bring it
    await expect.poll(() => page.evaluate(() => window.__firedAtFirstRow?.id), { message: 'the order was placed' }).toEqual(expect.any(Number));
    const fired = (await page.evaluate(() => window.__firedAtFirstRow!.id)) as number;
    const panel = page.getByTestId('live-orders');
    if ((await panel.getAttribute('data-open')) !== 'true') await panel.getByRole('button', { expanded: false }).click();
    await expect(page.getByTestId(`live-order-${fired}`), 'the order placed before the channel listened').toBeVisible();
});
