// The activity log in Chromium on the demo build: a decision and an edit appear in their record's
// timeline and on the activity page; the page's filters send the query of docs/openapi.yaml
// (`subject_type`, `causer_id`, `from`, `to`); a server without the log (404) shows neither and
// says nothing; the timeline and the page have no axe-core WCAG 2.1 A/AA violation, light, dark
// and at 390 px.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { appBarTitle } from './helpers';
import { animationsDone, mockSettings, signedIn } from './support.mjs';

/** A first load of the demo, or of a lazy screen, on a loaded two-core machine. */
const LOAD = 45_000;

const timeline = (page: Page) => page.getByTestId('record-timeline');
const entries = (page: Page) => timeline(page).getByTestId('activity-entry');

/** Opens the side menu's activity page without reloading (the mock's log lives in the page). */
async function openActivityFromMenu(page: Page) {
    await page.getByRole('menu').locator('[data-menu-id="activity"]').click();
    await page.waitForURL(url => url.pathname === '/activity');
    await appBarTitle(page).getByText('گزارش فعالیت‌ها').waitFor();
    await page.locator('tbody tr').first().waitFor({ timeout: LOAD });
}

test('activity: a decision and an edit appear in their record’s timeline and on the activity page', async ({ page, pageShot }) => {
    test.setTimeout(120000);
    await signedIn(page);
    await page.goto('/receipt');
    await page.locator('tbody tr').first().waitFor({ timeout: LOAD });
    await page.locator('tbody tr').first().locator('a').first().click({ timeout: LOAD });
    await page.waitForURL(url => /^\/receipt\/\d+\/show$/.test(url.pathname));
    const receiptId = /\/receipt\/(\d+)\/show/.exec(page.url())![1];
    await entries(page).first().waitFor({ timeout: LOAD });
    const decided = page.waitForResponse(response => response.request().method() === 'PUT' && new URL(response.url()).pathname === `/admin/receipt/${receiptId}`);
    await page.getByTestId('decision-approve').click();
    expect((await decided).status()).toBe(200);
    // review mode opens the next waiting receipt: the decided one's timeline is read below, from the activity page
    await page.waitForURL(url => /^\/receipt\/\d+\/show$/.test(url.pathname) && url.pathname !== `/receipt/${receiptId}/show`);

    // an edit: a product category's title, then its page
    await page.getByRole('menu').locator('[data-menu-id="product_category"]').click();
    await page.locator('tbody tr').first().waitFor({ timeout: LOAD });
    await page.locator('tbody tr').first().locator('a').first().click({ timeout: LOAD });
    await page.waitForURL(url => /^\/product-category\/\d+$/.test(url.pathname));
    const categoryId = /\/product-category\/(\d+)/.exec(page.url())![1];
    const title = page.locator('input[name="title"]');
    const before = await title.inputValue();
    await title.fill('سکه و شمش');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await page.waitForURL(url => url.pathname === '/product-category');
    await page.evaluate(path => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/product-category/${categoryId}/show`);
    await expect(entries(page).first()).toContainText('ویرایش کرد', { timeout: LOAD });
    await expect(entries(page).first().getByTestId('activity-old')).toHaveText(before);
    await expect(entries(page).first().getByTestId('activity-new')).toHaveText('سکه و شمش');
    await animationsDone(page);
    await pageShot('activity-timeline-light');
    await expectNoAxeViolations(page);

    await openActivityFromMenu(page);
    const rows = page.locator('tbody tr');
    await expect(rows.nth(0)).toContainText('ویرایش کرد', { timeout: LOAD });
    await expect(rows.nth(0).getByTestId('activity-subject')).toHaveAttribute('href', new RegExp(`/product-category/${categoryId}(/show)?$`));
    await expect(rows.nth(1)).toContainText('تصمیم گرفت: تأیید');
    await expect(rows.nth(1).getByTestId('activity-subject')).toHaveAttribute('href', `/receipt/${receiptId}/show`);
    await animationsDone(page);
    await pageShot('activity-page-light');
    await expectNoAxeViolations(page);
    // each entry opens its record
    await rows.nth(1).getByTestId('activity-subject').click();
    await page.waitForURL(url => url.pathname === `/receipt/${receiptId}/show`);
    await expect(entries(page).first()).toContainText(/مدیر کل.*تصمیم گرفت: تأیید.*(اکنون|پیش)/, { timeout: LOAD });
});

test.describe('the filters', () => {
// the demo's mock has no staff list: the picker's one refused call is the browser's to report
test.use({ allowConsole: /status of 404/ });
test('activity: the page’s filters send subject_type, causer_id (a colleague picked by name), from and to', async ({ page }) => {
    test.setTimeout(90000);
    await signedIn(page);
    await page.goto('/activity');
    await page.locator('tbody tr').first().waitFor({ timeout: LOAD });
    const asked = (check: (query: URLSearchParams) => boolean) =>
        page.waitForRequest(request => new URL(request.url()).pathname === '/admin/activity' && check(new URL(request.url()).searchParams));

    let request = asked(query => query.get('subject_type') === 'receipt');
    await page.getByRole('combobox', { name: 'بخش' }).click();
    await page.getByRole('option', { name: 'فیش‌ها' }).click();
    await request;

    request = asked(query => query.get('causer_id') === '3' && query.get('subject_type') === 'receipt');
    // by name, from the names the log has shown (this server has no staff list), sending the id
    await page.getByRole('combobox', { name: 'کارشناس' }).fill('زهرا');
    await page.getByRole('option', { name: 'زهرا احمدی' }).click();
    await request;

    request = asked(query => query.get('from') === '2026-10-23' && query.get('causer_id') === '3');
    await page.getByRole('group', { name: 'از تاریخ' }).locator('[role="spinbutton"]').first().click();
    await page.keyboard.type('۱۴۰۵۰۸۰۱');
    await request;

    request = asked(query => query.get('to') === '2026-11-21' && query.get('from') === '2026-10-23');
    await page.getByRole('group', { name: 'تا تاریخ' }).locator('[role="spinbutton"]').first().click();
    await page.keyboard.type('۱۴۰۵۰۸۳۰');
    const last = new URL((await request).url()).searchParams;
    expect(Object.fromEntries(last)).toEqual({ page: '1', per_page: '15', subject_type: 'receipt', causer_id: '3', from: '2026-10-23', to: '2026-11-21' });
    // every row shown is that staff member's, on a receipt
    await expect(page.locator('tbody tr').first()).toContainText('زهرا احمدی');
    for (const row of await page.locator('tbody tr').all()) {
        await expect(row).toContainText('زهرا احمدی');
        await expect(row.getByTestId('activity-subject').or(row.getByText(/^فیش /))).toHaveText(/^فیش /);
    }
});
});

test.describe('without the log', () => {
    // the browser reports the refused call itself
    test.use({ allowConsole: /status of 404/ });
    test('activity: a server without the log (404) shows no timeline and no menu item, and says nothing', async ({ page }) => {
        test.setTimeout(60000);
        await signedIn(page);
        await mockSettings(page, { activity: 'missing' });
        await page.goto('/receipt');
        // the record's history is asked for as the address changes (src/routes/startReads.ts)
        const refused = page.waitForResponse(response => new URL(response.url()).pathname === '/admin/activity' && response.status() === 404);
        await page.locator('tbody tr').first().locator('a').first().click({ timeout: LOAD });
        await page.waitForURL(url => /^\/receipt\/\d+\/show$/.test(url.pathname));
        await page.getByTestId('decision-buttons').waitFor();
        await refused;
        // the menu's items are there (they come once the screen is shown), the log's is not
        await page.getByRole('menu').locator('[data-menu-id="receipt"]').waitFor();
        await expect(page.getByRole('menu').locator('[data-menu-id="activity"]')).toHaveCount(0);
        await expect(timeline(page)).toHaveCount(0);
        await expect(page.getByRole('alert')).toHaveCount(0);
    });
});

for (const mode of ['light', 'dark'] as const) {
    test(`activity: the timeline and the page on a phone, ${mode} @${mode === 'dark' ? 'phone-dark' : 'phone'}`, async ({ page, pageShot }) => {
        test.setTimeout(90000);
        await signedIn(page);
        await page.goto('/receipt');
        await page.locator('a[href$="/show"][href*="/receipt/"]').first().click({ timeout: LOAD });
        await page.waitForURL(url => /^\/receipt\/\d+\/show$/.test(url.pathname));
        await entries(page).first().waitFor({ timeout: LOAD });
        await timeline(page).scrollIntoViewIfNeeded();
        await animationsDone(page);
        await pageShot(`activity-timeline-phone-${mode}`);
        await expectNoAxeViolations(page);
        await page.goto('/activity');
        await page.getByTestId('activity-entry').first().waitFor({ timeout: LOAD });
        await animationsDone(page);
        await pageShot(`activity-page-phone-${mode}`);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'nothing scrolls sideways').toBeLessThanOrEqual(0);
    });
}
