// One h1 a page: a screen reader's "heading level 1" lands on the page's name, once,
// on every kind of screen: the dashboard, lists, record pages, forms, the customer's and the
// ticket's pages, the profile, the 404.
//
// One page walks every screen by client-side navigation (as the menu's links do), so the admin
// starts once. Two screens in a row never share a name, so each screen's own name is the sign
// that it is drawn: a screen that kept the previous one's name would fail.
import { expect, test } from './fixtures';
import { appBarTitle, loading, navigate, screenChanged } from './helpers';
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

test('headings: every screen has exactly one h1, its name', async ({ page }) => {
    test.setTimeout(120000);
    await signedIn(page);
    await page.goto(PATHS[0]);
    await appBarTitle(page).filter({ hasText: /\S/ }).waitFor({ timeout: 30_000 });
    const found = [];
    let before: string | null = null;
    for (const [index, path] of PATHS.entries()) {
        if (index > 0) {
            await navigate(page, path);
            // the screen is drawn once its name is in the app bar and nothing is loading
            await screenChanged(page, before).catch(() => {}); // counted below
        }
        await loading(page).first().waitFor({ state: 'detached' }).catch(() => {});
        const h1s = await page.locator('h1').evaluateAll(nodes => nodes.map(node => node.textContent?.trim() ?? ''));
        if (h1s.length !== 1 || !h1s[0]) found.push(`${path}: ${h1s.length} h1 (${h1s.join(' | ')})`);
        else if (h1s[0] === before) found.push(`${path}: the previous screen's name (${before})`);
        before = h1s[0] ?? null;
    }
    expect(found, 'screens without exactly one named h1').toEqual([]);
});
