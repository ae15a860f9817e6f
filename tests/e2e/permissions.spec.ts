// Permissions in Chromium on the demo build (docs/permissions.md), with the mock's role presets:
// an auditor sees lists and records only; a cashier's decision over their limit says «ارسال برای
// تأیید» with the limit; switching the preset sends `me.updated` and the page follows with no
// reload; the record's page with the approval label has no axe-core WCAG 2.1 A/AA violation at
// 390 px, light and dark. A bulk delete the server partly refuses (403) names each refused record
// with the server's reason, wide, light and dark, with no axe-core violation; its summary stays
// open when the window narrows to 390 px (a phone turned upright: the table gives way to cards).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { LOADING_SELECTOR, animationsDone, darkMode, mockSettings, signedIn } from './support.mjs';

/** A first load of the demo, or of a lazy screen, on a loaded two-core machine. */
const LOAD = 45_000;
const LIMIT = 50_000_000;

/** A pending withdrawal's id, over or within the cashier's limit, asked of the mock as the page would. */
async function pendingWithdrawal(page: Page, over: boolean): Promise<number> {
    let id: number | null = null;
    // the mock answers once its worker has taken the page; before that the static server answers
    // with the page itself, which is no JSON: ask again until the mock does
    await expect
        .poll(
            async () =>
                (id = await page.evaluate(
                    async ({ over, limit }) => {
                        const answer = await fetch('/admin/withdrawal?page=1&per_page=200&status=pending', {
                            headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, Accept: 'application/json' },
                        });
                        if (!(answer.headers.get('content-type') ?? '').includes('json')) return null;
                        const { data } = (await answer.json()) as { data: Array<{ id: number; amount: number }> };
                        return data.find(record => (over ? record.amount > limit : record.amount <= limit))?.id ?? null;
                    },
                    { over, limit: LIMIT }
                )),
            { timeout: LOAD }
        )
        .not.toBeNull();
    return id!;
}

test('permissions: an auditor sees lists and records only: no create, edit, delete, decision or bulk action', async ({ page }) => {
    test.setTimeout(90000);
    await signedIn(page);
    await mockSettings(page, { admin: 'auditor' });
    await page.goto('/withdrawal');
    await page.locator('tbody tr').first().waitFor({ timeout: LOAD });
    await expect(page.getByRole('button', { name: 'دریافت خروجی' }).or(page.getByRole('button', { name: /خروجی/ })).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'ایجاد' })).toHaveCount(0);
    await expect(page.getByTestId('decision-row-actions')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    // a row opens the record's page, which offers nothing to change
    await page.locator('tbody tr').first().locator('a').first().click();
    await page.waitForURL(url => /^\/withdrawal\/\d+\/show$/.test(url.pathname));
    await page.getByTestId('decision-buttons').waitFor({ timeout: LOAD });
    await expect(page.getByTestId('decision-buttons').getByRole('button', { name: /تأیید|رد|پرداخت/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'ویرایش' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'حذف' })).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
    test(`permissions: a cashier’s withdrawal over the limit says «ارسال برای تأیید» with the limit, ${mode} @${mode === 'dark' ? 'phone-dark' : 'phone'}`, async ({ page, pageShot }) => {
        test.setTimeout(90000);
        await signedIn(page);
        await mockSettings(page, { admin: 'cashier' });
        await page.goto('/');
        const over = await pendingWithdrawal(page, true);
        const within = await pendingWithdrawal(page, false);
        await page.goto(`/withdrawal/${over}/show`);
        const approve = page.getByTestId('decision-approve');
        await expect(approve).toHaveText('تأیید (ارسال برای تأیید)', { timeout: LOAD });
        await expect(page.getByTestId('decision-limit')).toContainText('۵۰٬۰۰۰٬۰۰۰ تومان');
        await expect(page.getByTestId('decision-reject')).toHaveText('رد');
        await animationsDone(page);
        await pageShot(`permissions-approval-label-phone-${mode}`);
        await expectNoAxeViolations(page);
        // within the limit: the decision as it is
        await page.goto(`/withdrawal/${within}/show`);
        await expect(page.getByTestId('decision-approve')).toHaveText('تأیید', { timeout: LOAD });
        await expect(page.getByTestId('decision-limit')).toHaveCount(0);
    });
}

test('permissions: me.updated withdraws a permission live: the buttons and the menu follow with no reload', async ({ page }) => {
    test.setTimeout(90000);
    await signedIn(page);
    await mockSettings(page, { admin: 'super' });
    await page.goto('/withdrawal');
    await page.locator('tbody tr').first().waitFor({ timeout: LOAD });
    await expect(page.getByRole('link', { name: 'ایجاد' })).toBeVisible();
    await expect(page.getByTestId('decision-row-actions').first()).toBeVisible();
    await expect(page.getByRole('menu').locator('[data-menu-id="setting"]')).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));
    const reread = page.waitForResponse(response => new URL(response.url()).pathname === '/admin/me');

    // the developer panel: the cashier (as if a super admin had changed this admin's rights)
    await page.getByRole('button', { name: 'پنل توسعه‌دهنده (سرور آزمایشی)' }).click();
    await page.getByRole('radio', { name: /صندوقدار/ }).check();
    await page.keyboard.press('Escape');
    await reread;
    await expect(page.getByRole('link', { name: 'ایجاد' })).toHaveCount(0);
    await expect(page.getByRole('menu').locator('[data-menu-id="setting"]')).toHaveCount(0);
    await expect(page.getByRole('menu').locator('[data-menu-id="withdrawal"]')).toHaveCount(1);
    // the row menu keeps only the decisions the cashier may take
    await page.getByTestId('decision-row-actions').first().click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /ثبت پرداخت|تأیید|رد/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
});

test.describe('a bulk delete the server refuses in part', () => {
    // the browser reports the refused calls itself
    test.use({ allowConsole: /status of (403|422)\b.*\/admin\/product-category\/\d+/ });

    for (const mode of ['light', 'dark'] as const) {
        test(`permissions: a bulk delete names each record the server refused, with its reason, wide, ${mode}`, { tag: '@wide' }, async ({ page, pageShot }) => {
            test.setTimeout(90_000);
            await signedIn(page);
            // the server refuses the first DELETE (403) as a rule the admin's page could not know
            await mockSettings(page, { writeFailures: 1, writeFailure: '403' });
            if (mode === 'dark') await darkMode(page);
            await page.goto('/product-category');
            const rows = page.locator('tbody tr');
            await rows.first().getByRole('checkbox').waitFor({ timeout: LOAD });
            // the list settled (its references' names read) before rows are picked
            await expect(page.locator(LOADING_SELECTOR)).toHaveCount(0, { timeout: LOAD });
            for (let index = 0; index < 2; index++) {
                const box = rows.nth(index).getByRole('checkbox');
                await box.click();
                await expect(box).toBeChecked();
            }
            await expect(page.locator('[data-test="bulk-actions-toolbar"]')).toContainText(/۲ عدد از مورد\u200c?ها انتخاب شدند/);
            await page.getByTestId('bulk-delete').click();
            const dialog = page.getByTestId('bulk-delete-dialog');
            await expect(dialog).toContainText('۲ دسته‌بندی محصول انتخاب‌شده حذف شود؟');
            await dialog.getByTestId('bulk-delete-send').click();
            const refused = dialog.getByTestId('bulk-delete-refused');
            await expect(refused).toContainText('حذف نشد و انتخاب‌شده ماند:', { timeout: LOAD });
            // the refused record by its name, with the server's message under it
            const item = refused.getByRole('listitem').first();
            await expect(item).toContainText('اجازه دسترسی به این کانال را ندارید.');
            await expect(item).toContainText(/^دسته‌بندی محصول /);
            await animationsDone(page);
            await pageShot(`bulk-delete-refused-wide-${mode}`);
            await expectNoAxeViolations(page);
            await dialog.getByRole('button', { name: 'بستن' }).click();
            await expect(dialog).toHaveCount(0);
            // what was refused stays selected
            await expect(page.locator('[data-test="bulk-actions-toolbar"]')).toBeVisible();
        });
    }

    test('permissions: a bulk delete’s summary stays open when a phone is turned upright (390 px), dark', async ({ page, pageShot }) => {
        test.setTimeout(90_000);
        await signedIn(page);
        await mockSettings(page, { writeFailures: 1, writeFailure: '403' });
        await darkMode(page);
        // a phone on its side: wide enough for the table and its row checkboxes
        await page.setViewportSize({ width: 844, height: 390 });
        await page.goto('/product-category');
        const rows = page.locator('tbody tr');
        await rows.first().getByRole('checkbox').waitFor({ timeout: LOAD });
        await expect(page.locator(LOADING_SELECTOR)).toHaveCount(0, { timeout: LOAD });
        // the side menu folded: an open one becomes a modal drawer at a phone's width
        await page.getByRole('button', { name: 'بستن منو' }).click();
        for (let index = 0; index < 2; index++) await rows.nth(index).getByRole('checkbox').check();
        await page.getByTestId('bulk-delete').click();
        const dialog = page.getByTestId('bulk-delete-dialog');
        await dialog.getByTestId('bulk-delete-send').click();
        const refused = dialog.getByTestId('bulk-delete-refused');
        await expect(refused).toContainText('حذف نشد و انتخاب‌شده ماند:', { timeout: LOAD });
        // upright: the cards instead of the table, and the summary still open over them
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(page.locator('table')).toHaveCount(0);
        await expect(refused.getByRole('listitem').first()).toContainText('اجازه دسترسی به این کانال را ندارید.');
        await animationsDone(page);
        await pageShot('bulk-delete-refused-390-dark', { fullPage: false });
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: 'بستن' }).click();
        await expect(dialog).toHaveCount(0);
    });
});
