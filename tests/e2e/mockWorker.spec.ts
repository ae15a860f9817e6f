// The embedded mock's service worker answers a page for as long as the page is there, in Chromium
// on the demo build (src/mock/browser.ts). A page being left runs on until the next one replaces
// it, and a leave can be cancelled (the unsaved-changes question): in both, every call the page
// makes is still the mock's to answer, never the network's (which the demo's static server
// refuses with a 405, and the console fixture would report).
import type { Request, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { connected } from './helpers';
import { signedIn } from './support.mjs';

const isChannelAuth = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/broadcasting/auth';

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
