// Drafts and the leave question, in Chromium against the mock: what an admin types survives a
// 401 (the token revoked while they write) and comes back, offered, after the same admin signs
// in again, on the page they were on; another admin on the same browser is never offered it; a
// deliberate sign-out leaves none. Leaving a page with unsaved changes asks first (an in-app
// link, the browser's back button). Screenshots of the offer and the question, light and dark at
// 390 px; axe-core finds no WCAG A/AA violation in them.
import type { Page } from '@playwright/test';
import { adminIdOf } from '../../src/mock/auth';
import { expectNoAxeViolations } from './axe';
import { expect as baseExpect, test } from './fixtures';
import { liveLayerSettled } from './helpers';
import { animationsDone, signedIn } from './support.mjs';

test.use({ allowConsole: /status of 401/ });
// several sign-ins and page loads each: three times the usual time on a loaded machine
test.beforeEach(() => test.slow());
const expect = baseExpect.configure({ timeout: 30_000 });

/** A list's first record (a table row, or a card on a phone), once the list has answered. */
const firstRow = (page: Page) => page.locator('tbody tr, #main-content a[href^="/product-category/"]:not([href$="/create"])').first();

const ADMIN = '09121234567';
const OTHER = '09127654321';
// an admin of the mock is known by the `id` its /admin/me answers
const draftsOf = (mobile: string) => `zar-drafts:id:${adminIdOf(mobile)}`;

/** The admin's drafts as stored in this browser (none: null). */
const storedDrafts = (page: Page, mobile: string) =>
    page.evaluate(key => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, { values: Record<string, unknown> }> | null, draftsOf(mobile));

/** The server stops accepting the session's token (revoked or expired), as if it timed out. */
/**
 * The server forgets the session. Once the live layer (which starts after the first screen) has
 * made its calls with the good token: a call of its own with the revoked one would sign out
 * before the save this test sends.
 */
async function revokeToken(page: Page) {
    await liveLayerSettled(page);
    await page.evaluate(() => localStorage.setItem('token', 'revoked-by-the-server'));
}

/** Signs in with the one-time code from the sign-in page the 401 led to. */
async function signInAgain(page: Page, mobile: string) {
    await page.waitForURL('**/login');
    await page.locator('input[name="mobile"]').fill(mobile);
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await page.waitForURL('**/verify');
    await page.locator('input[name="code"]').fill('12345');
}

/** Opens the edit form of the first product category; its id. */
async function openCategoryForm(page: Page) {
    await page.goto('/product-category');
    await firstRow(page).waitFor({ timeout: 45_000 });
    await firstRow(page).click();
    await page.waitForURL(url => /^\/product-category\/\d+$/.test(url.pathname));
    await expect(page.locator('input[name="title"]')).not.toHaveValue('');
    return Number(new URL(page.url()).pathname.split('/')[2]);
}

test('a generated edit form: the draft outlives a 401, comes back to the same admin after signing in, never to another, and a logout leaves none', async ({ page, pageShot }) => {
    await signedIn(page, { mobile: ADMIN });
    const id = await openCategoryForm(page);
    const key = `product-category:${id}`;
    const title = page.locator('input[name="title"]');
    await title.fill('عنوان نیمه‌کارهٔ مدیر اول');
    await expect.poll(async () => (await storedDrafts(page, ADMIN))?.[key]?.values, 'kept within a second or so of typing').toEqual({ title: 'عنوان نیمه‌کارهٔ مدیر اول' });

    // the token expires; saving answers 401 and leads to the sign-in page, with no question asked
    await revokeToken(page);
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await page.waitForURL('**/login');
    await expect(page.getByTestId('leave-question')).toHaveCount(0);

    // another admin signs in on this browser and opens the same record: the form, no offer
    await signInAgain(page, OTHER);
    await page.waitForURL(url => !/^\/(login|verify)$/.test(url.pathname));
    await page.goto(`/product-category/${id}`);
    await expect(title).not.toHaveValue('');
    await title.fill('عنوان مدیر دوم');
    await expect.poll(async () => (await storedDrafts(page, OTHER))?.[key]?.values).toEqual({ title: 'عنوان مدیر دوم' });
    await expect(page.getByTestId('draft-offer'), 'the other admin’s draft is not offered').toHaveCount(0);
    await revokeToken(page);
    await page.getByRole('button', { name: 'ذخیره' }).click();

    // the first admin signs in again: back on the record, offered their own draft
    await signInAgain(page, ADMIN);
    await page.waitForURL(url => url.pathname === `/product-category/${id}`);
    const offer = page.getByTestId('draft-offer');
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('عنوان');
    await expect(offer).toContainText('عنوان نیمه‌کارهٔ مدیر اول');
    await expect(offer).not.toContainText('مدیر دوم');
    await expect(offer).toContainText(/امروز ساعت [۰-۹]{2}:[۰-۹]{2} \((همین حالا|[۰-۹]+ دقیقه پیش)\)/);
    await animationsDone(page);
    await pageShot('draft-offer-light');
    await expectNoAxeViolations(page, { include: '[data-testid="draft-offer"]' });

    await offer.getByRole('button', { name: 'بازگرداندن پیش‌نویس' }).click();
    await expect(title).toHaveValue('عنوان نیمه‌کارهٔ مدیر اول');
    await expect(offer).toHaveCount(0);
    const put = page.waitForRequest(request => request.method() === 'PUT' && new URL(request.url()).pathname === `/admin/product-category/${id}`);
    await page.getByRole('button', { name: 'ذخیره' }).click();
    expect((await put).postDataJSON().title).toBe('عنوان نیمه‌کارهٔ مدیر اول');
    await page.waitForURL(url => url.pathname === '/product-category');
    expect((await storedDrafts(page, ADMIN))?.[key], 'saved: the draft is gone').toBeUndefined();

    // a deliberate sign-out leaves none of this admin's drafts (the other admin's are theirs)
    await openCategoryForm(page);
    await title.fill('پیش از خروج');
    await expect.poll(async () => Object.keys((await storedDrafts(page, ADMIN)) ?? {}).length).toBe(1);
    await page.locator('#main-content').getByRole('button', { name: 'ذخیره' }).waitFor();
    await page.getByRole('button', { name: /پروفایل|کاربر|حساب/ }).first().click();
    await page.getByRole('menuitem', { name: 'خروج' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL(/\/login/);
    expect(await storedDrafts(page, ADMIN)).toBeNull();
    expect((await storedDrafts(page, OTHER))?.[key]?.values).toEqual({ title: 'عنوان مدیر دوم' });
});

test('the ticket reply: a long reply outlives a 401 and is offered back on the ticket after signing in again @wide @phone-dark', async ({ page, pageShot }, testInfo) => {
    await signedIn(page, { mobile: ADMIN });
    await page.goto(`/ticket?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}`);
    await page.locator('#main-content a[href$="/show"]').first().waitFor({ timeout: 45_000 });
    await page.locator('#main-content a[href$="/show"]').first().click();
    await page.waitForURL(url => /^\/ticket\/\d+\/show$/.test(url.pathname));
    const path = new URL(page.url()).pathname;
    const reply = page.locator('textarea[name="body"]');
    const text = 'سلام، درخواست شما بررسی شد. فیش واریزی را در بخش فیش‌ها ثبت کنید تا همکاران ما آن را تأیید کنند.';
    await reply.fill(text);
    await expect.poll(async () => Object.values((await storedDrafts(page, ADMIN)) ?? {}).map(draft => draft.values.body)).toEqual([text]);

    await revokeToken(page);
    await page.getByRole('button', { name: 'ارسال پاسخ' }).click();
    await signInAgain(page, ADMIN);
    await page.waitForURL(url => url.pathname === path);
    const offer = page.getByTestId('draft-offer');
    await expect(offer).toContainText('پاسخ شما');
    await expect(offer).toContainText('فیش واریزی');
    await expect(reply).toHaveValue('');
    await offer.scrollIntoViewIfNeeded();
    await animationsDone(page);
    const dark = testInfo.project.name === 'phone-dark';
    await pageShot(dark ? 'draft-offer-reply-phone-dark' : 'draft-offer-reply-light');
    await expectNoAxeViolations(page, { include: '[data-testid="draft-offer"]' });

    await offer.getByRole('button', { name: 'بازگرداندن پیش‌نویس' }).click();
    await expect(reply).toHaveValue(text);
    const post = page.waitForRequest(request => request.method() === 'POST' && new URL(request.url()).pathname === '/admin/ticket-message');
    await page.getByRole('button', { name: 'ارسال پاسخ' }).click();
    expect((await post).postDataJSON().body).toBe(text);
    await expect(reply).toHaveValue('');
    await expect.poll(async () => storedDrafts(page, ADMIN), 'sent: the draft is gone').toBeNull();
});

test('a draft found when a form opens is offered with the form: nothing moves after it shows', async ({ page }) => {
    await signedIn(page, { mobile: ADMIN });
    await page.goto('/bank');
    const dialog = page.getByRole('dialog');
    const accountName = dialog.locator('input[name="account_name"]');
    await page.getByRole('button', { name: 'افزودن حساب بانکی' }).click();
    await accountName.fill('پیش‌نویس آزمون');
    await expect.poll(async () => JSON.stringify(await storedDrafts(page, ADMIN)), 'kept as a draft').toContain('پیش‌نویس آزمون');
    await dialog.getByRole('button', { name: 'انصراف' }).click();
    await dialog.waitFor({ state: 'detached' });

    // a new page, as after a reload: nothing of the offer's is loaded yet
    await page.reload();
    await page.getByRole('button', { name: 'افزودن حساب بانکی' }).waitFor();
    // where the field is the moment the dialog's form is first in the page
    await page.evaluate(() => {
        const seen = window as unknown as { firstTop?: number };
        new MutationObserver(() => {
            const input = document.querySelector('[role="dialog"] input[name="account_name"]');
            if (input && seen.firstTop === undefined) seen.firstTop = input.getBoundingClientRect().top;
        }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'افزودن حساب بانکی' }).click();
    await expect(dialog.getByRole('button', { name: 'بازگرداندن پیش‌نویس' })).toBeVisible();
    await animationsDone(page);
    const firstTop = await page.evaluate(() => (window as unknown as { firstTop?: number }).firstTop);
    expect(firstTop, 'the form was seen').toEqual(expect.any(Number));
    expect(await accountName.evaluate(input => input.getBoundingClientRect().top), 'the field stayed where it first was').toBe(firstTop);
    await dialog.getByRole('button', { name: 'بازگرداندن پیش‌نویس' }).click();
    await expect(accountName).toHaveValue('پیش‌نویس آزمون');
});

test('leaving a form with unsaved changes asks first: an in-app link and the back button; staying keeps them, leaving drops them @wide @phone-dark', async ({ page, pageShot }, testInfo) => {
    await signedIn(page, { mobile: ADMIN });
    const id = await openCategoryForm(page);
    const title = page.locator('input[name="title"]');
    await title.fill('تغییر ذخیره‌نشده');
    const question = page.getByTestId('leave-question');
    // the change is held (kept as the admin's draft) before the admin goes back; a back button
    // pressed in the same moment as the keystroke is tests/integration/drafts.test.tsx's
    await expect.poll(async () => (await storedDrafts(page, ADMIN))?.[`product-category:${id}`]?.values).toEqual({ title: 'تغییر ذخیره‌نشده' });

    // the browser's back button (the list was the page before)
    await page.goBack();
    await expect(question).toBeVisible();
    await expect(question.getByRole('heading', { name: 'این صفحه را ترک می‌کنید؟' })).toBeVisible();
    await expect(question.getByRole('button', { name: 'ماندن در صفحه' })).toBeFocused();
    await animationsDone(page);
    const dark = testInfo.project.name === 'phone-dark';
    await pageShot(dark ? 'leave-question-phone-dark' : 'leave-question-light');
    await expectNoAxeViolations(page, { include: '[data-testid="leave-question"]' });
    await question.getByRole('button', { name: 'ماندن در صفحه' }).click();
    await expect(question).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(`/product-category/${id}`);
    await expect(title).toHaveValue('تغییر ذخیره‌نشده');

    // an in-app link (the dashboard's, in the menu or the logo), from the keyboard: Escape stays
    const dashboardLink = page.locator('a[href="/"]').first();
    if (dark) await page.getByRole('button', { name: /منو|باز کردن منو/ }).first().click().catch(() => undefined);
    await dashboardLink.click();
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(`/product-category/${id}`);

    // leaving: the page goes, and so do the changes and their draft
    await page.goBack();
    await question.getByRole('button', { name: 'ترک صفحه' }).click();
    await page.waitForURL(url => url.pathname === '/product-category');
    expect(await storedDrafts(page, ADMIN)).toBeNull();

    // saved changes are not asked about
    await firstRow(page).waitFor({ timeout: 45_000 });
    await firstRow(page).click();
    await page.waitForURL(url => /^\/product-category\/\d+$/.test(url.pathname));
    await title.fill('ذخیره‌شده');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await page.waitForURL(url => url.pathname === '/product-category');
    await expect(question).toHaveCount(0);
});
