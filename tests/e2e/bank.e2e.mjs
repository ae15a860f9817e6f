// The bank accounts screen in Chromium, on the production build with the embedded mock backend.
import { persian, signedIn, animationsDone } from './support.mjs';

const SEARCH = 'جستجوی عنوان، نام، شبا یا کارت';

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

async function openBank(page, baseUrl) {
    await signedIn(page);
    await page.goto(`${baseUrl}/bank`);
    await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
}

const dialogInput = (page, name) => page.getByRole('dialog').locator(`input[name="${name}"]`);

export default [
    {
        name: 'bank list: RTL, Persian digits, spec columns, light screenshot',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await openBank(page, baseUrl);
            expect.equal(await page.evaluate(() => document.documentElement.dir), 'rtl', 'page is RTL');
            expect.equal(await page.locator('tbody tr').count(), 15, 'default page size is 15');
            for (const header of ['عنوان بانک', 'نام صاحب حساب', 'شماره شبا', 'شماره کارت', 'کد حسابداری', 'عملیات']) {
                await page.getByRole('columnheader', { name: header }).waitFor();
            }
            const iban = await page.locator('tbody tr').first().locator('bdi[dir="ltr"]').first().textContent();
            expect.match(iban, /^IR[۰-۹]{2}( [۰-۹]{4}){5} [۰-۹]{2}$/, 'IBAN grouped by four in Persian digits');
            // the sidebar is on the right in RTL
            const menu = await page.getByRole('menu').boundingBox();
            expect.ok(menu && menu.x > 1000, `menu on the right (x=${menu?.x})`);
            await screenshot('bank-light');
        },
    },
    {
        name: 'bank search sends `search` after typing pauses and lists only matches',
        run: async ({ page, baseUrl, expect }) => {
            await openBank(page, baseUrl);
            const searches = [];
            page.on('request', request => {
                const url = new URL(request.url());
                if (url.pathname === '/admin/bank' && url.searchParams.has('search')) searches.push(url.searchParams.get('search'));
            });
            await page.getByPlaceholder(SEARCH).pressSequentially('ملت', { delay: 120 });
            await page.getByText('۱ تا ۵ از ۵').waitFor();
            expect.equal(JSON.stringify(searches), JSON.stringify(['ملت']), 'one request, after the last keystroke');
            const titles = await page.locator('tbody tr td:first-child').allTextContents();
            expect.ok(titles.every(title => title === 'بانک ملت'), `only Mellat: ${titles}`);
            await page.getByPlaceholder(SEARCH).fill('چیزی که نیست');
            await page.getByText('نتیجه‌ای یافت نشد').waitFor();
        },
    },
    {
        name: 'bank add, edit and delete, with validation, bank recognition and toasts',
        timeout: 45000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await openBank(page, baseUrl);
            await page.getByRole('button', { name: 'افزودن حساب بانکی' }).click();
            await page.getByRole('button', { name: 'ذخیره' }).click();
            await page.getByText('عنوان بانک الزامی است.').waitFor();
            await page.getByText('شماره کارت باید ۱۶ رقم باشد.').waitFor();
            await screenshot('bank-dialog-errors');

            const iban = mellatIban('7001234567890123456');
            const card = mellatCard('123456789');
            let posted = null;
            page.on('request', request => {
                if (request.method() === 'POST' && new URL(request.url()).pathname === '/admin/bank') posted = request.postDataJSON();
            });
            // typed as a person with a Persian keyboard would, grouped with spaces
            await dialogInput(page, 'iban').fill(persian(iban.replace(/(.{4})/g, '$1 ').trim()));
            await dialogInput(page, 'card_number').fill(persian(card));
            await page.getByRole('button', { name: /بانک تشخیص داده‌شده: بانک ملت/ }).click();
            expect.equal(await dialogInput(page, 'title').inputValue(), 'بانک ملت', 'recognised bank offered as title');
            await dialogInput(page, 'account_name').fill('آزمون سرتاسری');
            await page.getByRole('button', { name: 'ذخیره' }).click();
            await page.getByText('حساب بانکی افزوده شد.').waitFor();
            expect.equal(posted?.iban, iban, 'IBAN sent normalised');
            expect.equal(posted?.card_number, card, 'card sent normalised');
            await page.getByRole('dialog').waitFor({ state: 'detached' });
            await page.getByText('۱ تا ۱۵ از ۴۳').waitFor();

            // edit: prefilled from the row
            const row = page.locator('tbody tr', { hasText: 'آزمون سرتاسری' });
            await row.getByRole('button', { name: /^ویرایش/ }).click();
            expect.equal(await dialogInput(page, 'iban').inputValue(), iban, 'edit dialog prefilled');
            await dialogInput(page, 'account_name').fill('آزمون ویرایش‌شده');
            await page.getByRole('button', { name: 'ذخیره' }).click();
            await page.getByText('حساب بانکی ویرایش شد.').waitFor();
            await page.locator('tbody tr', { hasText: 'آزمون ویرایش‌شده' }).waitFor();

            // delete, after confirmation
            await page.locator('tbody tr', { hasText: 'آزمون ویرایش‌شده' }).getByRole('button', { name: /^حذف/ }).click();
            const confirm = page.getByRole('dialog');
            await confirm.getByText(/آزمون ویرایش‌شده/).waitFor();
            await animationsDone(page);
            await screenshot('bank-delete-confirm');
            await confirm.getByRole('button', { name: 'حذف' }).click();
            await page.getByText('حساب بانکی حذف شد.').waitFor();
            await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
            expect.equal(await page.locator('tbody tr', { hasText: 'آزمون ویرایش‌شده' }).count(), 0, 'row gone');
        },
    },
    {
        name: 'bank screen in dark mode, chosen in the settings drawer',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await openBank(page, baseUrl);
            await page.getByRole('button', { name: 'باز کردن تنظیمات' }).click();
            await page.getByRole('button', { name: 'تیره' }).click();
            await page.getByRole('button', { name: 'بستن تنظیمات' }).click();
            const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
            expect.ok(background !== 'rgb(244, 246, 248)', `dark background (${background})`);
            await page.getByRole('button', { name: 'افزودن حساب بانکی' }).waitFor();
            await screenshot('bank-dark');
            await page.getByRole('button', { name: 'افزودن حساب بانکی' }).click();
            await dialogInput(page, 'iban').fill('IR12');
            await page.getByRole('button', { name: 'ذخیره' }).click();
            await page.getByText('شماره شبای معتبر الزامی است.').waitFor();
            await screenshot('bank-dialog-dark');
        },
    },
];
