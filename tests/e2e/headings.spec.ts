// One h1 a page: a screen reader's "heading level 1" lands on the page's name, once,
// on every kind of screen: the dashboard, lists, record pages, forms, the customer's and the
// ticket's pages, the profile, the 404.
//
// One page walks every screen by client-side navigation (as the menu's links do), so the admin
// starts once. Each step waits until the app has drawn the new address (`navigateDrawn`), then
// for a name: two screens in a row never share one, so a screen that kept the previous one's name
// would fail. The previous screen's name is no sign by itself: a record's page names itself in two
// steps ('تیکت', then 'تیکت' and its subject), and its second name, read as the next screen's,
// was then followed by the moment between the two screens, when the bar has no name.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appBarTitle, loading, navigateDrawn } from './helpers';
import { signedIn } from './support.mjs';

const PATHS = [
    '/',
    '/order',
    '/receipt',
    '/bank',
    '/user',
    '/user/5/show',
    '/receipt/1/show',
    '/user/5/show?tab=receipt',
    '/order/1/show',
    '/ticket/1/show',
    '/product-category/create',
    '/ticket/1',
    '/setting',
    '/profile',
    '/no-such-page',
    '/components',
    '/components/button',
    '/kit/dashboards/analytics',
    '/kit/chat',
];

/**
 * Waits until the page shows exactly one h1, named, and not `before` (a screen other than the one
 * before is drawn). A screen that never does is not waited for longer than 20 s: it is counted.
 */
const oneNewH1 = (page: Page, before: string | null) =>
    page
        .waitForFunction(
            previous => {
                const names = [...document.querySelectorAll('h1')].map(h1 => h1.textContent?.trim() ?? '');
                return names.length === 1 && !!names[0] && names[0] !== previous;
            },
            before,
            { timeout: 20_000, polling: 100 }
        )
        .catch(() => undefined);

test('headings: every screen has exactly one h1, its name', async ({ page }) => {
    test.setTimeout(120000);
    await signedIn(page);
    await page.goto(PATHS[0]);
    await appBarTitle(page).filter({ hasText: /\S/ }).waitFor({ timeout: 30_000 });
    const found = [];
    let before: string | null = null;
    for (const [index, path] of PATHS.entries()) {
        if (index > 0) {
            await navigateDrawn(page, path);
            // the screen is drawn once its name is in the app bar and nothing is loading
            await oneNewH1(page, before); // counted below
        }
        await loading(page).first().waitFor({ state: 'detached' }).catch(() => {});
        // a redirect (/no-such-page to /404) can draw a name and then the page it leads to
        await oneNewH1(page, before);
        const h1s = await page.locator('h1').evaluateAll(nodes => nodes.map(node => node.textContent?.trim() ?? ''));
        if (h1s.length !== 1 || !h1s[0]) found.push(`${path}: ${h1s.length} h1 (${h1s.join(' | ')})`);
        else if (h1s[0] === before) found.push(`${path}: the previous screen's name (${before})`);
        before = h1s[0] ?? null;
    }
    expect(found, 'screens without exactly one named h1').toEqual([]);
});
