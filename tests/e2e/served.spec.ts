// Resources served by the API (GET /admin/resources) in Chromium on the demo build: switched on
// in the mock, the coupon's menu entry appears on `resources.updated` without a reload; its list
// searches, its form checks a field in Persian, its decision approves; a direct load of its path
// waits for the definitions, and signed out comes back to it after sign-in; an invalid or clashing definition is left out with a console warning
// while the rest and the built-in resources work; the served list has no axe-core WCAG 2.1 A/AA
// violation at 390 px, light and dark.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { appBarTitle, connected } from './helpers';
import { animationsDone, darkMode, mockSettings, signedIn } from './support.mjs';

/** A first load of the demo, or of a lazy screen, on a loaded two-core machine. */
const LOAD = 45_000;
const PHONE = { width: 390, height: 844 };

const menu = (page: Page) => page.getByRole('menu', { name: 'آمار و اطلاعات' });
const couponEntry = (page: Page) => menu(page).locator('[data-menu-id="coupon"]');
const rows = (page: Page) => page.locator('tbody tr');

test('served: the coupon appears live, lists, searches, checks its form and takes its decision', async ({ page }) => {
    test.setTimeout(150_000);
    await signedIn(page);
    await page.goto('/');
    await menu(page).locator('[data-menu-id="banking"]').waitFor({ timeout: LOAD });
    await expect(couponEntry(page)).toHaveCount(0);
    // the event reaches a page whose live channel listens
    await connected(page).waitFor({ timeout: LOAD });

    // the mock serves the coupon and fires resources.updated: the menu follows with no reload
    await page.evaluate(() => {
        (window as unknown as { __e2eSamePage: boolean }).__e2eSamePage = true;
        window.__zarMockServed?.serve(['coupon']);
    });
    await expect(couponEntry(page)).toBeVisible({ timeout: LOAD });
    await expect(couponEntry(page)).toHaveText('کوپن‌ها');
    // served after the built-in entries
    const ids = await menu(page).locator('[data-menu-id]').evaluateAll(items => items.map(item => item.getAttribute('data-menu-id')));
    expect(ids.at(-1)).toBe('coupon');

    await couponEntry(page).click();
    await page.waitForURL(url => url.pathname === '/coupon');
    await rows(page).first().waitFor({ timeout: LOAD });
    expect(await page.evaluate(() => (window as unknown as { __e2eSamePage?: boolean }).__e2eSamePage)).toBe(true);
    await expect(page.locator('thead th', { hasText: 'درصد تخفیف' })).toBeVisible();

    // search: the list call carries `search`, and finds the code
    const shown = (await rows(page).first().locator('td.column-code').textContent())?.trim() ?? '';
    const code = /ZAR-\d{4}/.exec(shown.replace(/[۰-۹]/g, digit => String(digit.charCodeAt(0) - 0x06f0)))?.[0] ?? '';
    expect(code).not.toBe('');
    const searched = page.waitForRequest(request => new URL(request.url()).pathname === '/admin/coupon' && new URL(request.url()).searchParams.get('search') === code);
    await page.getByRole('searchbox', { name: 'جستجو در کد یا نام مشتری' }).fill(code);
    await searched;
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().locator('td.column-code')).toContainText(/ZAR-/);
    expect(await rows(page).first().locator('td.column-code').textContent()).toBe(shown);

    // create: a percent of 150 is refused at the field in Persian, and nothing typed is lost
    await page.goto('/coupon/create');
    await page.locator('input[name="code"]').waitFor({ timeout: LOAD });
    await page.locator('input[name="code"]').fill('ZAR-E2E1');
    await page.locator('input[name="percent"]').fill('150');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await expect(page.getByText('مقدار باید حداکثر ۱۰۰ باشد.')).toBeVisible();
    await expect(page.locator('input[name="code"]')).toHaveValue('ZAR-E2E1');
    await page.locator('input[name="percent"]').fill('20');
    const created = page.waitForResponse(response => response.request().method() === 'POST' && new URL(response.url()).pathname === '/admin/coupon');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const id = ((await answer.json()) as { data: { id: number } }).data.id;
    await page.waitForURL(url => url.pathname === '/coupon');

    // the new coupon waits: found by its code, its page opens from its row (no reload: the
    // mock's records live in the page); approving it is a PUT with its status and its version
    await page.getByRole('searchbox', { name: 'جستجو در کد یا نام مشتری' }).fill('ZAR-E2E1');
    const link = rows(page).first().locator('td.column-code a');
    await expect(link).toHaveAttribute('href', `/coupon/${id}/show`, { timeout: LOAD });
    await link.click();
    await page.waitForURL(url => url.pathname === `/coupon/${id}/show`);
    const decided = page.waitForRequest(request => request.method() === 'PUT' && /\/admin\/coupon\/\d+$/.test(new URL(request.url()).pathname));
    await page.getByTestId('decision-approve').click({ timeout: LOAD });
    const body = (await decided).postDataJSON() as Record<string, unknown>;
    expect(body.status).toBe('approved');
    expect(typeof body.updated_at).toBe('string');

    // the global search asks the served resource too
    await page.getByTestId('search-button').click();
    const palette = page.getByRole('dialog', { name: 'جستجو در همه بخش‌ها' });
    const asked = page.waitForRequest(request => new URL(request.url()).pathname === '/admin/coupon' && new URL(request.url()).searchParams.get('search') === 'ZAR-E2E1');
    await palette.getByRole('combobox', { name: 'جستجو در همه بخش‌ها' }).fill('ZAR-E2E1');
    await asked;
    await expect(palette.getByRole('group', { name: 'کوپن‌ها' }).getByRole('option', { name: /کوپن ZAR-E۲E۱/ })).toBeVisible({ timeout: LOAD });
});

test('served: a direct load of a served path waits for the definitions and shows the list', async ({ page }) => {
    test.setTimeout(90_000);
    await mockSettings(page, { served: ['coupon', 'appraisal'] });
    await signedIn(page);
    await page.goto('/appraisal');
    await rows(page).first().waitFor({ timeout: LOAD });
    expect(new URL(page.url()).pathname).toBe('/appraisal');
    await expect(appBarTitle(page)).toContainText('کارشناسی‌های طلا');
    // both served entries, in the order served, after the built-in ones (the menu's items come
    // once the screen is shown)
    await menu(page).locator('[data-menu-id="appraisal"]').waitFor({ timeout: LOAD });
    const ids = await menu(page).locator('[data-menu-id]').evaluateAll(items => items.map(item => item.getAttribute('data-menu-id')));
    expect(ids.slice(-2)).toEqual(['coupon', 'appraisal']);
    // a path no resource has still ends at /404
    await page.goto('/no-such-screen');
    await page.waitForURL(url => url.pathname === '/404', { timeout: LOAD });
});

test('served: a signed-out bookmark of a served record asks to sign in, then opens it', async ({ page }) => {
    test.setTimeout(90_000);
    await mockSettings(page, { served: ['coupon'] });
    await page.goto('/coupon/1/show');
    await page.waitForURL(url => url.pathname === '/login', { timeout: LOAD });
    await page.locator('input[name="mobile"]').fill('09121234567');
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await page.waitForURL('**/verify');
    await page.locator('input[name="code"]').fill('12345');
    await page.waitForURL(url => url.pathname === '/coupon/1/show', { timeout: LOAD });
    await expect(appBarTitle(page)).toContainText('کوپن', { timeout: LOAD });
    await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toHaveCount(0);
});

test('served: a limited admin without the coupon’s menu id has no entry for it, and its path calls no API', async ({ page }) => {
    test.setTimeout(90_000);
    await mockSettings(page, { served: ['coupon'] });
    await signedIn(page, { role: 'admin' });
    const couponCalls: string[] = [];
    page.on('request', request => {
        if (/^\/admin\/coupon(\/|$)/.test(new URL(request.url()).pathname)) couponCalls.push(request.url());
    });
    await page.goto('/coupon');
    await page.getByText('دسترسی ندارید').first().waitFor({ timeout: LOAD });
    await menu(page).locator('[data-menu-id="banking"]').waitFor({ timeout: LOAD });
    await expect(couponEntry(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(couponCalls, 'no call to /admin/coupon').toEqual([]);
});

test.describe('served: definitions left out', () => {
    // the warnings this test expects, one per definition left out
    test.use({ allowConsole: /Served resource definition .* left out/ });

test('served: an invalid or clashing definition is left out with a warning; the rest and the built-ins work', async ({ page }) => {
    test.setTimeout(90_000);
    const broken = { name: 'broken', menuId: 'broken', label: { one: 'خراب', many: 'خراب‌ها' }, fields: [{ source: 'x', label: 'x', type: 'colour' }] };
    const clash = { name: 'bank', menuId: 'bank2', label: { one: 'بانک', many: 'بانک‌ها' }, fields: [{ source: 'x', label: 'x', type: 'text' }] };
    const literal = { name: 'literal', menuId: 'literal', label: { one: '%{x}', many: 'resources.bank.name' }, fields: [{ source: 'title', label: '%{smart_count}', type: 'text' }] };
    await mockSettings(page, { served: ['coupon'], servedExtra: [broken, clash, literal] });
    await signedIn(page);
    const warnings: string[] = [];
    page.on('console', message => {
        if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await expect(couponEntry(page)).toBeVisible({ timeout: LOAD });
    await expect(menu(page).locator('[data-menu-id="broken"], [data-menu-id="bank2"]')).toHaveCount(0);
    await expect.poll(() => warnings.filter(text => text.includes('"broken"')).length).toBe(1);
    expect(warnings.filter(text => text.includes('"bank"') && text.includes('built-in'))).toHaveLength(1);
    // labels are literal text: no interpolation, no key read as another key
    await expect(menu(page).locator('[data-menu-id="literal"]')).toHaveText('resources.bank.name');
    await menu(page).locator('[data-menu-id="literal"]').click();
    await expect(page.locator('thead th', { hasText: '%{smart_count}' })).toBeVisible({ timeout: LOAD });
    // the built-in bank accounts are as before
    await menu(page).locator('[data-menu-id="banking"]').click();
    await page.waitForURL(url => url.pathname === '/bank');
    await rows(page).first().waitFor({ timeout: LOAD });
});
});

for (const mode of ['light', 'dark'] as const) {
    test(`served: the coupon list at 390 px has no axe violation, ${mode}`, async ({ page, pageShot }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(PHONE);
        await mockSettings(page, { served: ['coupon'] });
        await signedIn(page);
        if (mode === 'dark') await darkMode(page);
        await page.goto('/coupon');
        // a phone shows each coupon as a card
        await expect(page.getByText(/^کوپن ZAR-/).first()).toBeVisible({ timeout: LOAD });
        await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
        await animationsDone(page);
        await pageShot(`served-coupon-list-390-${mode}`);
        await expectNoAxeViolations(page);
    });
}
