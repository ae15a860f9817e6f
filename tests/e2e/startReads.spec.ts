// A start's first reads in Chromium on the demo build (src/routes/startReads.ts): the screen's own
// read goes out once `/admin/me` has answered, before the screen itself could be drawn (its code
// is held back until the read is seen), and the screen then takes that answer instead of asking
// again. Checked on a generated queue (its waiting filter), a custom list opened from an address
// with parameters, then without them (the parameters react-admin kept in this browser), and a
// record's page; and an admin who may not open a screen still calls no API of its resource
// (tests/e2e/signin.spec.ts).
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOADING_SELECTOR, signedIn } from './support.mjs';

const LOAD = 45_000;

/** The code of the screens opened here: held back until the screen's own read has gone out. */
const SCREEN_CODE = /\/assets\/(?:ResourceList|BankList|ResourceShow)-[\w-]+\.js$/;

/**
 * Opens `path` as a new start, with the screen's code held back until a read of `readPath` has
 * gone out (so the screen cannot have sent it), and returns the API calls sent until `shown` is
 * there with nothing loading: method and path with query, in the order they were sent.
 */
async function start(page: Page, path: string, readPath: string, shown: string): Promise<string[]> {
    const sent: string[] = [];
    let release!: () => void;
    const readSent = new Promise<void>(resolve => (release = resolve));
    const onRequest = (request: Request) => {
        const url = new URL(request.url());
        if (!url.pathname.startsWith('/admin/')) return;
        sent.push(`${request.method()} ${url.pathname}${url.search}`);
        if (url.pathname === readPath) release();
    };
    page.on('request', onRequest);
    await page.route(SCREEN_CODE, async route => {
        await readSent;
        await route.continue();
    });
    await page.goto(path);
    await page.locator(shown).first().waitFor({ timeout: LOAD });
    await expect(page.locator(LOADING_SELECTOR)).toHaveCount(0, { timeout: LOAD });
    await page.unroute(SCREEN_CODE);
    page.off('request', onRequest);
    return sent;
}

/** The screen's read of `path` (the first call to it), and that it was sent once: the screen took its answer. */
function readOnce(sent: string[], path: string): string {
    const read = sent.find(call => call.split('?')[0] === `GET ${path}`);
    expect(read, `${path} read in ${sent.join(', ')}`).toBeDefined();
    expect(sent.filter(call => call === read), `${read} sent once`).toHaveLength(1);
    return read!;
}

test('a start reads its screen as /admin/me answers, and the screen takes that answer', async ({ page }) => {
    test.setTimeout(120_000);
    await signedIn(page);

    // a generated queue opens on what is waiting
    const queue = await start(page, '/receipt', '/admin/receipt', 'tbody tr');
    expect(readOnce(queue, '/admin/receipt')).toContain('status=pending');

    // a custom list from an address with its own parameters
    const search = encodeURIComponent(JSON.stringify({ search: 'ملت' }));
    const searched = await start(page, `/bank?filter=${search}&perPage=5&page=1`, '/admin/bank', 'tbody tr');
    const searchedRead = readOnce(searched, '/admin/bank');
    expect(searchedRead).toContain('per_page=5');
    expect(decodeURIComponent(searchedRead)).toContain('search=ملت');
    const rows = await page.locator('tbody tr').allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain('ملت');

    // the same list from its bare address: the parameters react-admin kept in this browser
    expect(readOnce(await start(page, '/bank', '/admin/bank', 'tbody tr'), '/admin/bank')).toBe(searchedRead);

    // a record's page: the first waiting receipt
    const href = await page.goto('/receipt').then(() => page.locator('tbody tr a[href^="/receipt/"][href$="/show"]').first().getAttribute('href', { timeout: LOAD }));
    expect(href).toMatch(/^\/receipt\/[^/]+\/show$/);
    const id = href!.split('/')[2];
    readOnce(await start(page, href!, `/admin/receipt/${id}`, '[data-testid="decision-buttons"]'), `/admin/receipt/${id}`);
});

test('a move inside the admin reads the next screen as its address changes, and the screen takes those answers', async ({ page }) => {
    test.setTimeout(120_000);
    await signedIn(page);
    await page.goto('/receipt');
    const link = page.locator('tbody tr a[href^="/receipt/"][href$="/show"]').first();
    const href = await link.getAttribute('href', { timeout: LOAD });
    expect(href).toMatch(/^\/receipt\/[^/]+\/show$/);
    const id = href!.split('/')[2];
    await expect(page.locator(LOADING_SELECTOR)).toHaveCount(0, { timeout: LOAD });

    // a record's page from the queue: its code is held back until its record and its history have
    // been asked for, which only the move itself can have done then
    const sent: string[] = [];
    const history = `/admin/activity?page=1&per_page=10&subject_type=receipt&subject_id=${id}`;
    let release!: () => void;
    const readsSent = new Promise<void>(resolve => (release = resolve));
    page.on('request', request => {
        const url = new URL(request.url());
        if (!url.pathname.startsWith('/admin/')) return;
        sent.push(`${request.method()} ${url.pathname}${url.search}`);
        if (sent.includes(`GET /admin/receipt/${id}`) && sent.includes(`GET ${history}`)) release();
    });
    await page.route(SCREEN_CODE, async route => {
        await readsSent;
        await route.continue();
    });
    await link.click();
    await page.locator('[data-testid="decision-buttons"]').waitFor({ timeout: LOAD });
    await expect(page.locator(LOADING_SELECTOR)).toHaveCount(0, { timeout: LOAD });
    await expect(page.getByTestId('record-timeline')).toBeVisible();
    await page.unroute(SCREEN_CODE);
    readOnce(sent, `/admin/receipt/${id}`);
    expect(sent.filter(call => call === `GET ${history}`), `${history} sent once`).toHaveLength(1);

    // another queue from the menu: its first page once, the one the move asked for
    sent.length = 0;
    await page.locator('a[href="/withdrawal"]').first().click();
    await page.locator('tbody tr').first().waitFor({ timeout: LOAD });
    await expect(page.locator(LOADING_SELECTOR)).toHaveCount(0, { timeout: LOAD });
    expect(readOnce(sent, '/admin/withdrawal')).toContain('status=pending');
});
