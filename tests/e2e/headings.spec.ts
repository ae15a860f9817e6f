// One h1 a page: a screen reader's "heading level 1" lands on the page's name, once,
// on every kind of screen: the dashboard, lists, record pages, forms, the customer's and the
// ticket's pages, the profile, the 404.
import { expect, test } from './fixtures';
import { signedIn } from './support.mjs';

const PATHS = [
    '/',
    '/order',
    '/receipt',
    '/bank',
    '/user',
    '/user/5/show',
    '/user/5/show?tab=receipt',
    '/receipt/1/show',
    '/order/1/show',
    '/ticket/1/show',
    '/ticket/1',
    '/product-category/create',
    '/setting',
    '/profile',
    '/no-such-page',
    '/components',
    '/components/button',
    '/kit/dashboards/analytics',
    '/kit/chat',
];

test('headings: every screen has exactly one h1, its name', async ({ page }) => {
    test.setTimeout(120000);
    await signedIn(page);
    const found = [];
    for (const path of PATHS) {
        await page.goto(path);
        // the screen is drawn once its title is in the app bar and nothing is loading
        await page
            .waitForFunction(() => [...document.querySelectorAll('h1')].some(h1 => h1.textContent.trim()), null, { timeout: 10000 })
            .catch(() => {}); // counted below
        await page.locator('.MuiSkeleton-root, [role="progressbar"]').first().waitFor({ state: 'detached' }).catch(() => {});
        const h1s = await page.locator('h1').evaluateAll(nodes => nodes.map(node => node.textContent?.trim() ?? ''));
        if (h1s.length !== 1 || !h1s[0]) found.push(`${path}: ${h1s.length} h1 (${h1s.join(' | ')})`);
    }
    expect(found, 'screens without exactly one named h1').toEqual([]);
});

