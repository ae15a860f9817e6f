// Saves answered with `{ data }` and with an empty 204 (docs/openapi.yaml allows both): in Chromium
// either must close the form, say it worked, and show the server's row; never a failure toast
// (a second press would create a duplicate on a real server).
import { mockSettings, signedIn } from './support.mjs';

/** A valid IR IBAN (bank code 012, Mellat) and a Luhn-valid Mellat card, made here. */
function mellatIban(account) {
    const bban = `012${account.padStart(19, '0')}`;
    const check = 98n - (BigInt(`${bban}182700`) % 97n);
    return `IR${String(check).padStart(2, '0')}${bban}`;
}
function mellatCard(body9) {
    const body = `610433${body9}`;
    const sum = [...body].reverse().reduce((total, char, index) => {
        let digit = Number(char);
        if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
        return total + digit;
    }, 0);
    return `${body}${(10 - (sum % 10)) % 10}`;
}

const dialogInput = (page, name) => page.getByRole('dialog').locator(`input[name="${name}"]`);

/** Counts the page's writes to one API path. */
function countWrites(page, method, path) {
    const seen = [];
    page.on('request', request => {
        if (request.method() === method && new URL(request.url()).pathname === path) seen.push(request);
    });
    return seen;
}

const STYLES = [
    ['{ data }', 'record'],
    ['an empty 204', 'empty'],
];

export default STYLES.flatMap(([label, writeAnswer]) => [
    {
        name: `writes answered with ${label}: bank add, edit and delete succeed once`,
        timeout: 60000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await mockSettings(page, { writeAnswer });
            await signedIn(page);
            await page.goto(`${baseUrl}/bank`);
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
            expect.equal(await page.getByText('افزودن حساب بانکی انجام نشد.').count(), 0, 'no failure toast');
            expect.equal(posts.length, 1, 'one POST');
            if (writeAnswer === 'empty') await screenshot('bank-created-empty-answer');

            // the new row is the server's: its edit goes to the server's id (43)
            const puts = countWrites(page, 'PUT', '/admin/bank/43');
            await page.locator('tbody tr', { hasText: 'پاسخ بی‌بدنه' }).getByRole('button', { name: /^ویرایش/ }).click();
            await dialogInput(page, 'account_name').fill('پاسخ بی‌بدنه ویرایش‌شده');
            await page.getByRole('button', { name: 'ذخیره' }).click();
            await page.getByText('حساب بانکی ویرایش شد.').waitFor();
            await page.getByRole('dialog').waitFor({ state: 'detached' });
            await page.locator('tbody tr', { hasText: 'پاسخ بی‌بدنه ویرایش‌شده' }).waitFor();
            expect.equal(puts.length, 1, 'one PUT to the server id');

            await page.locator('tbody tr', { hasText: 'پاسخ بی‌بدنه ویرایش‌شده' }).getByRole('button', { name: /^حذف/ }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
            await page.getByText('حساب بانکی حذف شد.').waitFor();
            await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
            expect.equal(await page.getByText('حذف حساب بانکی انجام نشد.').count(), 0, 'no delete failure toast');
        },
    },
    {
        name: `writes answered with ${label}: a generated create returns to the list with the new row`,
        timeout: 60000,
        run: async ({ page, baseUrl, expect }) => {
            await mockSettings(page, { writeAnswer });
            await signedIn(page);
            await page.goto(`${baseUrl}/product-category/create`);
            const posts = countWrites(page, 'POST', '/admin/product-category');
            await page.locator('input[name="title"]').fill('دسته‌ی سرتاسری');
            await page.getByRole('button', { name: 'ذخیره' }).click();
            await page.getByText('دسته‌بندی محصول ثبت شد.').waitFor();
            await page.waitForURL(url => url.pathname === '/product-category');
            const row = page.locator('tbody tr', { hasText: 'دسته‌ی سرتاسری' });
            await row.waitFor();
            expect.equal(posts.length, 1, 'one POST');
            // it opens by the server's id
            await row.click();
            await page.waitForURL(url => /^\/product-category\/\d+$/.test(url.pathname));
            expect.equal(await page.locator('input[name="title"]').inputValue(), 'دسته‌ی سرتاسری', 'edit form loads it');
        },
    },
]);
