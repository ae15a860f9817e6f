// Saves answered with `{ data }` and with an empty 204 (docs/openapi.yaml allows both): in Chromium
// either must close the form, say it worked, and show the server's row; never a failure toast
// (a second press would create a duplicate on a real server).
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { mellatCard, mellatIban } from './helpers';
import { mockSettings, signedIn } from './support.mjs';

const dialogInput = (page: Page, name: string) => page.getByRole('dialog').locator(`input[name="${name}"]`);

/** Counts the page's writes to one API path. */
function countWrites(page: Page, method: string, path: string) {
    const seen: Request[] = [];
    page.on('request', request => {
        if (request.method() === method && new URL(request.url()).pathname === path) seen.push(request);
    });
    return seen;
}

const STYLES = [
    ['{ data }', 'record'],
    ['an empty 204', 'empty'],
] as const;

for (const [label, writeAnswer] of STYLES) {
    test(`writes answered with ${label}: bank add, edit and delete succeed once`, async ({ page, pageShot }) => {
        await mockSettings(page, { writeAnswer });
        await signedIn(page);
        await page.goto('/bank');
        await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
        const posts = countWrites(page, 'POST', '/admin/bank');

        await page.getByRole('button', { name: 'افزودن حساب بانکی' }).click();
        await dialogInput(page, 'title').fill('بانک ملت');
        await dialogInput(page, 'account_name').fill('پاسخ بی‌بدنه');
        await dialogInput(page, 'iban').fill(mellatIban('7001234567890999999'));
        await dialogInput(page, 'card_number').fill(mellatCard('987654321'));
        await page.getByRole('button', { name: 'ذخیره' }).click();
        await page.getByText('حساب بانکی افزوده شد.').waitFor();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.getByText('۱ تا ۱۵ از ۴۳').waitFor();
        await expect(page.getByText('افزودن حساب بانکی انجام نشد.'), 'no failure toast').toHaveCount(0);
        expect(posts.length, 'one POST').toEqual(1);
        if (writeAnswer === 'empty') await pageShot('bank-created-empty-answer');

        // the new row is the server's: its edit goes to the server's id (43)
        const puts = countWrites(page, 'PUT', '/admin/bank/43');
        await page.locator('tbody tr', { hasText: 'پاسخ بی‌بدنه' }).getByRole('button', { name: /^ویرایش/ }).click();
        await dialogInput(page, 'account_name').fill('پاسخ بی‌بدنه ویرایش‌شده');
        await page.getByRole('button', { name: 'ذخیره' }).click();
        await page.getByText('حساب بانکی ویرایش شد.').waitFor();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.locator('tbody tr', { hasText: 'پاسخ بی‌بدنه ویرایش‌شده' }).waitFor();
        expect(puts.length, 'one PUT to the server id').toEqual(1);

        await page.locator('tbody tr', { hasText: 'پاسخ بی‌بدنه ویرایش‌شده' }).getByRole('button', { name: /^حذف/ }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
        await page.getByText('حساب بانکی حذف شد.').waitFor();
        await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
        await expect(page.getByText('حذف حساب بانکی انجام نشد.'), 'no delete failure toast').toHaveCount(0);
    });

    test(`writes answered with ${label}: a generated create returns to the list with the new row`, async ({ page }) => {
        await mockSettings(page, { writeAnswer });
        await signedIn(page);
        await page.goto('/product-category/create');
        const posts = countWrites(page, 'POST', '/admin/product-category');
        await page.locator('input[name="title"]').fill('دسته‌ی سرتاسری');
        await page.getByRole('button', { name: 'ذخیره' }).click();
        await page.getByText('دسته‌بندی محصول ثبت شد.').waitFor();
        await page.waitForURL(url => url.pathname === '/product-category');
        const row = page.locator('tbody tr', { hasText: 'دسته‌ی سرتاسری' });
        await row.waitFor();
        expect(posts.length, 'one POST').toEqual(1);
        // it opens by the server's id
        await row.click();
        await page.waitForURL(url => /^\/product-category\/\d+$/.test(url.pathname));
        await expect(page.locator('input[name="title"]'), 'edit form loads it').toHaveValue('دسته‌ی سرتاسری');
    });
}
