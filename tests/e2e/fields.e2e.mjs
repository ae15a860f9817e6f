// Field types in Chromium on the demo build: Jalali pickers and range filters, money typing, the
// CSV export (the downloaded file read back), phone cards, rows opened from the keyboard, the
// picture viewer, and no stray Latin words on any screen.
import { readFile } from 'node:fs/promises';
import { signedIn } from './support.mjs';

const appBarTitle = page => page.locator('#react-admin-title');

/** Opens a list; `query` such as `?filter={}` opens a queue unfiltered (it opens on what waits). */
async function openList(page, baseUrl, name, title, query = '') {
    await signedIn(page);
    await page.goto(`${baseUrl}/${name}${query}`);
    // a queue's title counts what waits: «فیش‌ها (۹ در انتظار)»
    await appBarTitle(page).getByText(new RegExp(`^${title}( \\([۰-۹]+ در انتظار\\))?$`)).waitFor();
    await page.locator('tbody tr').first().waitFor();
}

async function darkMode(page) {
    await page.getByRole('button', { name: 'باز کردن تنظیمات' }).click();
    await page.getByRole('button', { name: 'تیره' }).click();
    await page.getByRole('button', { name: 'بستن تنظیمات' }).click();
}

/** The JSON body of the next request the page sends matching `method` and `path`. */
const nextRequestBody = (page, method, path) =>
    page
        .waitForRequest(request => request.method() === method && new URL(request.url()).pathname === path)
        .then(request => request.postDataJSON());

/**
 * Latin words a screen may show: IBANs, cards and codes (letters with digits or underscores, such
 * as a setting's key `min_buy_quantity`), and these names.
 */
const ALLOWED_LATIN = new Set(['CSV', 'IR']);
// a word with a digit in it (Latin or Persian) is a code such as ACC-۱۰۰۱ or an IBAN, not English
const latinWords = text =>
    (text.match(/[A-Za-z][A-Za-z0-9۰-۹_.-]*/g) ?? []).filter(word => !ALLOWED_LATIN.has(word) && !/[0-9۰-۹_]/.test(word));

export default [
    {
        name: 'fields: a credit’s expiry is picked in Jalali and saved as the same ISO day (light, dark, phone)',
        timeout: 90000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await signedIn(page);
            await page.goto(`${baseUrl}/credit/create`);
            const group = page.getByRole('group', { name: /تاریخ انقضا/ });
            await group.waitFor();
            expect.equal(await page.locator('input[type="date"], input[type="datetime-local"]').count(), 0, 'no native date input');
            // open the calendar and pick a day: the month is Persian
            await page.getByRole('button', { name: /تاریخ را انتخاب کنید/ }).first().click();
            const calendar = page.getByRole('dialog');
            await calendar.waitFor();
            const header = await calendar.locator('.MuiPickersCalendarHeader-label').textContent();
            expect.match(header, /فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند/, 'a Jalali month name');
            expect.match(header, /[۰-۹]{4}/, 'a year in Persian digits');
            const days = await calendar.locator('button[role="gridcell"]').allTextContents();
            expect.ok(days.length >= 29 && days.every(day => /^[۰-۹]+$/.test(day)), `days in Persian digits: ${days.slice(0, 5)}`);
            const weekdays = await calendar.locator('.MuiDayCalendar-weekDayLabel').allTextContents();
            expect.equal(weekdays, ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'], 'Persian weekday initials from Saturday');
            await screenshot('fields-date-picker');
            await page.keyboard.press('Escape');
            // type a day: 1 Farvardin 1405 is Nowruz, 21 March 2026
            await group.locator('[role="spinbutton"]').first().click();
            await page.keyboard.type('14050101');
            const text = await group.textContent();
            expect.match(text.replace(/[\s\u200e\u2068\u2069]/g, ''), /^۱۴۰۵.۰۱.۰۱$/, `typed Jalali date shown in Persian digits: ${text}`);
            await page.locator('input[name="user_id"]').click();
            await page.getByRole('option').first().click();
            await page.locator('input[name="amount"]').fill('۲۵۰۰۰۰۰');
            expect.equal(await page.locator('input[name="amount"]').inputValue(), '۲٬۵۰۰٬۰۰۰', 'separators while typing');
            await page.getByRole('combobox', { name: /وضعیت/ }).click();
            await page.getByRole('option', { name: 'فعال' }).click();
            const body = nextRequestBody(page, 'POST', '/admin/credit');
            await page.getByRole('button', { name: 'ذخیره' }).click();
            const sent = await body;
            expect.equal(sent.expires_at, '2026-03-21', 'the Jalali day as an ISO date');
            expect.equal(sent.amount, 2500000, 'the amount as a number');
            await page.getByText('اعتبار ثبت شد.').waitFor();

            await page.goto(`${baseUrl}/credit/create`);
            await darkMode(page);
            await page.getByRole('group', { name: /تاریخ انقضا/ }).waitFor();
            await page.getByRole('button', { name: /تاریخ را انتخاب کنید/ }).first().click();
            await page.getByRole('dialog').waitFor();
            await screenshot('fields-date-picker-dark');
            await page.keyboard.press('Escape');

            await page.setViewportSize({ width: 390, height: 844 });
            await page.goto(`${baseUrl}/credit/create`);
            await page.getByRole('button', { name: /تاریخ را انتخاب کنید/ }).first().click();
            await page.getByRole('dialog').waitFor();
            await screenshot('fields-date-picker-phone');
        },
    },
    {
        name: 'fields: a list filters by a Jalali from–to range, sent as created_at_from / created_at_to',
        timeout: 90000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await openList(page, baseUrl, 'withdrawal', 'درخواست‌های پرداخت');
            await page.getByRole('button', { name: /فیلتر/ }).click();
            await page.getByRole('menuitemcheckbox', { name: 'تاریخ ثبت (از)' }).click();
            const from = page.getByRole('group', { name: 'تاریخ ثبت (از)' });
            await from.locator('[role="spinbutton"]').first().click();
            const request = page.waitForRequest(
                r => new URL(r.url()).pathname === '/admin/withdrawal' && new URL(r.url()).searchParams.has('created_at_from')
            );
            // typed with a Persian keyboard
            await page.keyboard.type('۱۴۰۵۰۱۰۱');
            const url = new URL((await request).url());
            // the first second of 1 Farvardin 1405 in Tehran (+03:30) is 20:30 UTC the day before
            expect.equal(url.searchParams.get('created_at_from'), '2026-03-20T20:30:00Z');
            await page.getByText(/هیچ درخواست پرداختی ثبت نشده است|[۰-۹]+ تا [۰-۹]+ از [۰-۹]+/).first().waitFor();
            await screenshot('fields-range-filter');
        },
    },
    {
        name: 'fields: the CSV export downloads every row with a BOM, Persian headers and Persian values',
        timeout: 90000,
        run: async ({ page, baseUrl, expect }) => {
            await openList(page, baseUrl, 'withdrawal', 'درخواست‌های پرداخت');
            const range = await page.getByText(/^[۰-۹]+ تا [۰-۹]+ از [۰-۹]+$/).first().textContent();
            const total = Number(range.split('از')[1].trim().replace(/[۰-۹]/g, d => String(d.charCodeAt(0) - 0x06f0)));
            const download = page.waitForEvent('download');
            await page.getByRole('button', { name: 'خروجی CSV' }).click();
            const file = await download;
            expect.match(file.suggestedFilename(), /\.csv$/, 'a .csv file');
            const text = await readFile(await file.path(), 'utf8');
            expect.equal(text.charCodeAt(0), 0xfeff, 'starts with a BOM');
            const lines = text.slice(1).trimEnd().split('\r\n');
            expect.equal(lines[0], 'شناسه,مشتری,مبلغ,شماره شبا,وضعیت,کد پیگیری,زمان پرداخت,تاریخ ثبت', 'Persian headers');
            expect.equal(lines.length - 1, total, 'every row of every page');
            const first = lines[1];
            expect.match(first, /تومان/, 'amounts with their unit');
            expect.match(first, /در انتظار|پرداخت شده|رد شده/, 'the status by its Persian name');
            expect.match(first, /(فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) ۱۴۰[۴-۵]/, 'Jalali dates');
            expect.ok(!/,\d+,/.test(first.split(',').slice(0, 3).join(',') + ','), `the customer by name, not id: ${first}`);
            await page.getByText('فایل خروجی آماده شد.').waitFor();
        },
    },
    {
        name: 'fields: on a phone each record is a card, with nothing scrolling sideways (light, dark)',
        timeout: 90000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await page.setViewportSize({ width: 390, height: 844 });
            await signedIn(page);
            await page.goto(`${baseUrl}/order`);
            const cards = page.locator('main a[href^="/order/"]');
            await cards.first().waitFor();
            expect.equal(await page.locator('table').count(), 0, 'no table on a phone');
            const first = await cards.first().textContent();
            expect.match(first, /سفارش [۰-۹]+/, 'the card names the order');
            expect.match(first, /گرم|مثقال|عدد/, 'the quantity with its unit');
            expect.match(first, /تومان/, 'amounts with their unit');
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            expect.ok(width <= 390, `no sideways scrolling (${width}px)`);
            await screenshot('fields-phone-cards');
            await darkMode(page);
            await screenshot('fields-phone-cards-dark');
            await cards.first().click();
            await page.waitForURL(/\/order\/\d+\/show$/);
        },
    },
    {
        name: 'fields: a row opens from the keyboard, checkboxes are named, RTL pagination arrows',
        timeout: 90000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            // every receipt, not only the queue's waiting ones: more than one page
            await openList(page, baseUrl, 'receipt', 'فیش‌ها', `?filter=${encodeURIComponent('{}')}`);
            const box = page.getByRole('checkbox', { name: /^انتخاب فیش / }).first();
            await box.waitFor();
            const search = page.getByRole('searchbox');
            expect.match(await search.getAttribute('placeholder'), /^جستجو در نام مشتری/, 'the search box says what it searches');
            // Tab from the search box reaches the first row's link; Enter opens the record
            const link = page.locator('tbody tr').first().getByRole('link');
            await link.focus();
            const target = await link.getAttribute('href');
            await page.keyboard.press('Enter');
            await page.waitForURL(url => new URL(url).pathname === target);
            await page.goBack();
            await page.locator('tbody tr').first().waitFor();
            // in RTL the "next page" arrow points left
            const items = page.locator('.MuiPagination-ul > li');
            // NavigateNext (›) and NavigateBefore (‹) by their SVG paths
            const RIGHT = 'M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';
            const LEFT = 'M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z';
            const icon = async index => items.nth(index).locator('svg path').getAttribute('d');
            expect.equal(await icon(0), RIGHT, 'previous (on the right) points right');
            expect.equal(await icon((await items.count()) - 1), LEFT, 'next (on the left) points left');
            const boxes = await page.locator('.MuiPagination-ul button').evaluateAll(buttons => buttons.map(b => b.getBoundingClientRect().x));
            expect.ok(boxes[0] > boxes.at(-1), 'previous is right of next');
            await screenshot('fields-receipt-list');
        },
    },
    {
        name: 'fields: a customer’s picture opens full size, zooms, and Escape closes it; search finds by name and by a spaced IBAN',
        timeout: 90000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await openList(page, baseUrl, 'user', 'مشتریان');
            const thumbnail = page.getByRole('button', { name: /^نمایش بزرگ تصویر/ }).first();
            await thumbnail.click();
            const viewer = page.getByRole('dialog');
            await viewer.getByRole('img').waitFor();
            await viewer.getByRole('button', { name: 'بزرگ‌نمایی' }).click();
            await viewer.getByText('۱۵۰٪').waitFor();
            await screenshot('fields-image-viewer');
            await page.keyboard.press('Escape');
            await viewer.waitFor({ state: 'detached' });

            // a withdrawal's IBAN typed with spaces finds it; so does its customer's name
            await page.goto(`${baseUrl}/withdrawal/1`);
            const iban = await page.locator('input[name="iban"]').inputValue();
            // every request, not only the queue's waiting ones (withdrawal 1 was paid long ago)
            await page.goto(`${baseUrl}/withdrawal?filter=${encodeURIComponent('{}')}`);
            await page.locator('tbody tr').first().waitFor();
            await page.getByRole('searchbox').fill(iban.replace(/(.{4})/g, '$1 ').trim());
            await page.waitForFunction(() => {
                const rows = document.querySelectorAll('tbody tr').length;
                return rows >= 1 && rows < 15 && new URL(location.href).searchParams.get('filter')?.includes('search');
            });
            expect.ok((await page.locator('tbody tr').first().textContent()).length > 0, 'the spaced IBAN finds its request');
            // a customer's name finds their requests
            const nameCell = page.locator('tbody tr').first().locator('td.column-user_id');
            await page.waitForFunction(() => document.querySelector('tbody tr td.column-user_id')?.textContent.trim().length > 1);
            const customer = (await nameCell.textContent()).trim();
            expect.ok(customer.length > 1, `the row names its customer (${customer})`);
            await page.getByRole('searchbox').fill(customer);
            await page.waitForFunction(name => {
                const rows = [...document.querySelectorAll('tbody tr')];
                return new URL(location.href).searchParams.get('filter')?.includes(name) && rows.length > 0 && rows.every(row => row.textContent.includes(name));
            }, customer);
            await screenshot('fields-search-customer');
        },
    },
    {
        name: 'fields: no screen shows a Latin word that is not an IBAN, a card, a code or a brand',
        timeout: 180000,
        run: async ({ page, baseUrl, expect }) => {
            await signedIn(page);
            const names = ['bank', 'order', 'receipt', 'ticket', 'remittance', 'withdrawal', 'deposit', 'delivery-request', 'user', 'user-category', 'credit', 'product', 'product-category', 'notification', 'setting'];
            const found = [];
            for (const name of names) {
                for (const path of [`/${name}`, `/${name}/create`]) {
                    if (path.endsWith('create') && ['order', 'setting', 'bank'].includes(name)) continue;
                    await page.goto(`${baseUrl}${path}`);
                    // a list is read once its rows are there (its search box is a form too), a create page once its form is
                    await page.locator(path.endsWith('create') ? 'main form' : 'tbody tr').first().waitFor();
                    await page.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' }).catch(() => {});
                    const text = await page.evaluate(() =>
                        [
                            document.querySelector('#main-content, main')?.innerText ?? '',
                            ...[...document.querySelectorAll('main [aria-label], main [placeholder], main [title]')].flatMap(element => [
                                element.getAttribute('aria-label') ?? '',
                                element.getAttribute('placeholder') ?? '',
                                element.getAttribute('title') ?? '',
                            ]),
                        ].join('\n')
                    );
                    const words = latinWords(text);
                    if (words.length) found.push(`${path}: ${[...new Set(words)].join(', ')}`);
                }
            }
            expect.equal(found, [], 'Latin words on screens');
        },
    },
];
