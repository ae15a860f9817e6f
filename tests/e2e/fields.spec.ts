// Field types in Chromium on the demo build: Jalali pickers and range filters, money typing, the
// CSV export (the downloaded file read back), phone cards, rows opened from the keyboard, the
// picture viewer, and no stray Latin words on any screen.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appBarTitle, darkModeFromDrawer, navigate, screenChanged } from './helpers';
import { animationsDone, signedIn } from './support.mjs';

/** Opens a list; `query` such as `?filter={}` opens a queue unfiltered (it opens on what waits). */
async function openList(page: Page, name: string, title: string, query = '') {
    await signedIn(page);
    await page.goto(`/${name}${query}`);
    // a queue's title counts what waits: «فیش‌ها (۹ در انتظار)»
    await appBarTitle(page).getByText(new RegExp(`^${title}( \\([۰-۹]+ در انتظار\\))?$`)).waitFor();
    await page.locator('tbody tr').first().waitFor();
}


/** The JSON body of the next request the page sends matching `method` and `path`. */
const nextRequestBody = (page: Page, method: string, path: string) =>
    page
        .waitForRequest(request => request.method() === method && new URL(request.url()).pathname === path)
        .then(request => request.postDataJSON());

/**
 * Latin words a screen may show: IBANs, cards and codes (letters with digits or underscores, such
 * as a setting's key `min_buy_quantity`), and these names.
 */
const ALLOWED_LATIN = new Set(['CSV', 'IR']);
// a word with a digit in it (Latin or Persian) is a code such as ACC-۱۰۰۱ or an IBAN, not English
const latinWords = (text: string) =>
    (text.match(/[A-Za-z][A-Za-z0-9۰-۹_.-]*/g) ?? []).filter(word => !ALLOWED_LATIN.has(word) && !/[0-9۰-۹_]/.test(word));

test('fields: a credit’s expiry is picked in Jalali and saved as the same ISO day (light, dark, phone)', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    await signedIn(page);
    await page.goto('/credit/create');
    const group = page.getByRole('group', { name: /تاریخ انقضا/ });
    await group.waitFor();
    await expect(page.locator('input[type="date"], input[type="datetime-local"]'), 'no native date input').toHaveCount(0);
    // open the calendar and pick a day: the month is Persian
    await page.getByRole('button', { name: /تاریخ را انتخاب کنید/ }).first().click();
    const calendar = page.getByRole('dialog');
    await calendar.waitFor();
    const header = calendar.locator('.MuiPickersCalendarHeader-label');
    await expect(header, 'a Jalali month name').toHaveText(/فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند/);
    await expect(header, 'a year in Persian digits').toHaveText(/[۰-۹]{4}/);
    const days = () => calendar.locator('button[role="gridcell"]').allTextContents();
    await expect.poll(async () => (await days()).length, 'a month of days').toBeGreaterThanOrEqual(29);
    for (const day of await days()) expect(day, 'a day in Persian digits').toMatch(/^[۰-۹]+$/);
    await expect(calendar.locator('.MuiDayCalendar-weekDayLabel'), 'Persian weekday initials from Saturday').toHaveText(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
    await pageShot('fields-date-picker');
    await page.keyboard.press('Escape');
    // type a day: 1 Farvardin 1405 is Nowruz, 21 March 2026
    await group.locator('[role="spinbutton"]').first().click();
    await page.keyboard.type('14050101');
    await expect
        .poll(async () => ((await group.textContent()) ?? '').replace(/[\s\u200e\u2068\u2069]/g, ''), 'typed Jalali date shown in Persian digits')
        .toMatch(/^۱۴۰۵.۰۱.۰۱$/);
    await page.locator('input[name="user_id"]').click();
    await page.getByRole('option').first().click();
    await page.locator('input[name="amount"]').fill('۲۵۰۰۰۰۰');
    await expect(page.locator('input[name="amount"]'), 'separators while typing').toHaveValue('۲٬۵۰۰٬۰۰۰');
    await page.getByRole('combobox', { name: /وضعیت/ }).click();
    await page.getByRole('option', { name: 'فعال' }).click();
    const body = nextRequestBody(page, 'POST', '/admin/credit');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    const sent = await body;
    expect(sent.expires_at, 'the Jalali day as an ISO date').toEqual('2026-03-21');
    expect(sent.amount, 'the amount as a number').toEqual(2500000);
    await page.getByText('اعتبار ثبت شد.').waitFor();

    await page.goto('/credit/create');
    await darkModeFromDrawer(page);
    await page.getByRole('group', { name: /تاریخ انقضا/ }).waitFor();
    await page.getByRole('button', { name: /تاریخ را انتخاب کنید/ }).first().click();
    await page.getByRole('dialog').waitFor();
    // the calendar as a person sees it, not half faded in
    await animationsDone(page);
    await pageShot('fields-date-picker-dark');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/credit/create');
    await page.getByRole('button', { name: /تاریخ را انتخاب کنید/ }).first().click();
    await page.getByRole('dialog').waitFor();
    // the calendar as a person sees it, not half faded in
    await animationsDone(page);
    await pageShot('fields-date-picker-phone');
});

test('fields: a list filters by a Jalali from–to range, sent as created_at_from / created_at_to', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    await openList(page, 'withdrawal', 'درخواست‌های پرداخت');
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
    expect(url.searchParams.get('created_at_from')).toEqual('2026-03-20T20:30:00Z');
    await page.getByText(/هیچ درخواست پرداختی ثبت نشده است|[۰-۹]+ تا [۰-۹]+ از [۰-۹]+/).first().waitFor();
    await pageShot('fields-range-filter');
});

test('a list opened at an address with date filters shows them, and while the picker’s code is late their place is kept', async ({ page }) => {
    // the Jalali picker's code is held until the list and its filters are drawn
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    await page.route(/\/JalaliDateInput-[^/]+\.js$/, async route => {
        await held;
        await route.continue();
    });
    const filter = encodeURIComponent(JSON.stringify({ created_at_from: '2020-08-01T19:30:00Z', created_at_to: '2030-08-01T20:29:59Z' }));
    await openList(page, 'receipt', 'فیش‌ها', `?filter=${filter}`);
    const from = page.getByRole('group', { name: 'تاریخ ثبت (از)' });
    // its place: a disabled field of the same label, in the filters' row
    const standIn = page.getByRole('textbox', { name: 'تاریخ ثبت (از)' });
    await expect(standIn).toBeDisabled();
    await expect(from).toHaveCount(0);
    const views = page.getByTestId('saved-views');
    const status = page.getByRole('combobox', { name: 'وضعیت' });
    const before = { views: await views.boundingBox(), status: await status.boundingBox() };

    release();
    await expect(from).toBeVisible();
    await expect(standIn).toHaveCount(0);
    expect(await views.boundingBox(), 'the views button stays where it was').toEqual(before.views);
    expect(await status.boundingBox(), 'the status filter stays where it was').toEqual(before.status);
    // the pickers show the address's dates (Jalali years 1399 and 1409), not empty fields
    await expect(from).toContainText('۱۳۹۹');
    await expect(page.getByRole('group', { name: 'تاریخ ثبت (تا)' })).toContainText('۱۴۰۹');
});

test('fields: the CSV export downloads every row with a BOM, Persian headers (units in them), numbers as numbers and Persian names', async ({ page }) => {
    test.setTimeout(90000);
    await openList(page, 'withdrawal', 'درخواست‌های پرداخت');
    const range = (await page.getByText(/^[۰-۹]+ تا [۰-۹]+ از [۰-۹]+$/).first().textContent()) ?? '';
    const total = Number(range.split('از')[1].trim().replace(/[۰-۹]/g, d => String(d.charCodeAt(0) - 0x06f0)));
    // CSV is in the export's menu (Excel is a click away: tests/e2e/export.spec.ts)
    await page.getByRole('button', { name: 'قالب‌های خروجی' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'خروجی CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename(), 'a .csv file').toMatch(/\.csv$/);
    const text = await readFile(await file.path(), 'utf8');
    expect(text.charCodeAt(0), 'starts with a BOM').toEqual(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0], 'Persian headers').toEqual('شناسه,مشتری,مبلغ (تومان),شماره شبا,وضعیت,کد پیگیری,زمان پرداخت,تاریخ ثبت');
    expect(lines.length - 1, 'every row of every page').toEqual(total);
    const first = lines[1].split(',');
    expect(first[0], 'the id as a number').toMatch(/^\d+$/);
    expect(first[1], `the customer by name, not id: ${lines[1]}`).toMatch(/[آ-ی]/);
    expect(first[2], 'the amount as a plain number').toMatch(/^\d+$/);
    expect(first[4], 'the status by its Persian name').toMatch(/در انتظار|پرداخت شده|رد شده/);
    expect(first[7], 'a Jalali date that sorts as text').toMatch(/^14\d\d\/\d\d\/\d\d \d\d:\d\d$/);
    await page.getByText('فایل خروجی آماده شد.').waitFor();
});

test('fields: on a phone each record is a card, with nothing scrolling sideways (light, dark)', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page);
    await page.goto('/order');
    const cards = page.locator('main a[href^="/order/"]');
    await cards.first().waitFor();
    await expect(page.locator('table'), 'no table on a phone').toHaveCount(0);
    await expect(cards.first(), 'the card names the order').toHaveText(/سفارش [۰-۹]+/);
    await expect(cards.first(), 'the quantity with its unit').toHaveText(/گرم|مثقال|عدد/);
    await expect(cards.first(), 'amounts with their unit').toHaveText(/تومان/);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(390);
    await pageShot('fields-phone-cards');
    await darkModeFromDrawer(page);
    await pageShot('fields-phone-cards-dark');
    await cards.first().click();
    await page.waitForURL(/\/order\/\d+\/show$/);
});

test('fields: a row opens from the keyboard, checkboxes are named, RTL pagination arrows', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    // every receipt, not only the queue's waiting ones: more than one page
    await openList(page, 'receipt', 'فیش‌ها', `?filter=${encodeURIComponent('{}')}`);
    const box = page.getByRole('checkbox', { name: /^انتخاب فیش / }).first();
    await box.waitFor();
    const search = page.getByRole('searchbox');
    await expect(search, 'the search box says what it searches').toHaveAttribute('placeholder', /^جستجو در نام مشتری/);
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
    await expect(items.first().locator('svg path'), 'previous (on the right) points right').toHaveAttribute('d', RIGHT);
    await expect(items.last().locator('svg path'), 'next (on the left) points left').toHaveAttribute('d', LEFT);
    const boxes = await page.locator('.MuiPagination-ul button').evaluateAll(buttons => buttons.map(b => b.getBoundingClientRect().x));
    expect(boxes[0], 'previous is right of next').toBeGreaterThan(boxes.at(-1) ?? Infinity);
    await pageShot('fields-receipt-list');
});

test('fields: a customer’s picture opens full size, zooms, and Escape closes it; search finds by name and by a spaced IBAN', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    await openList(page, 'user', 'مشتریان');
    const thumbnail = page.getByRole('button', { name: /^نمایش بزرگ تصویر/ }).first();
    await thumbnail.click();
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('img').waitFor();
    await viewer.getByRole('button', { name: 'بزرگ‌نمایی' }).click();
    await viewer.getByText('۱۵۰٪').waitFor();
    await pageShot('fields-image-viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // a withdrawal's IBAN typed with spaces finds it; so does its customer's name (in-app
    // navigation: a page load while the live channel is being authorised would cut its request off)
    await navigate(page, '/withdrawal/1');
    const ibanInput = page.locator('input[name="iban"]');
    await expect(ibanInput).not.toHaveValue('');
    const iban = await ibanInput.inputValue();
    // every request, not only the queue's waiting ones (withdrawal 1 was paid long ago)
    await navigate(page, `/withdrawal?filter=${encodeURIComponent('{}')}`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('searchbox').fill(iban.replace(/(.{4})/g, '$1 ').trim());
    await page.waitForFunction(() => {
        const rows = document.querySelectorAll('tbody tr').length;
        return rows >= 1 && rows < 15 && new URL(location.href).searchParams.get('filter')?.includes('search');
    });
    await expect(page.locator('tbody tr').first(), 'the spaced IBAN finds its request').not.toHaveText('');
    // a customer's name finds their requests
    const nameCell = page.locator('tbody tr').first().locator('td.column-user_id');
    await expect(nameCell, 'the row names its customer').toHaveText(/\S.*\S/);
    const customer = ((await nameCell.textContent()) ?? '').trim();
    await page.getByRole('searchbox').fill(customer);
    await page.waitForFunction(name => {
        const rows = [...document.querySelectorAll('tbody tr')];
        return new URL(location.href).searchParams.get('filter')?.includes(name) && rows.length > 0 && rows.every(row => row.textContent?.includes(name));
    }, customer);
    await pageShot('fields-search-customer');
});

test('fields: no screen shows a Latin word that is not an IBAN, a card, a code or a brand', async ({ page }) => {
    test.setTimeout(180000);
    await signedIn(page);
    const names = ['bank', 'order', 'receipt', 'ticket', 'remittance', 'withdrawal', 'deposit', 'delivery-request', 'user', 'user-category', 'credit', 'product', 'product-category', 'notification', 'setting'];
    const found: string[] = [];
    // one start, then each screen by client-side navigation (each one has a name of its own)
    await page.goto('/');
    let before = (await appBarTitle(page).filter({ hasText: /\S/ }).textContent({ timeout: 30_000 })) ?? '';
    for (const name of names) {
        for (const path of [`/${name}`, `/${name}/create`]) {
            if (path.endsWith('create') && ['order', 'setting', 'bank'].includes(name)) continue;
            await navigate(page, path);
            await screenChanged(page, before);
            before = (await appBarTitle(page).textContent()) ?? '';
            // a list is read once its rows are there (its search box is a form too), a create page once its form is
            await page.locator(path.endsWith('create') ? 'main form' : 'tbody tr').first().waitFor();
            await page.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' }).catch(() => {});
            const text = await page.evaluate(() =>
                [
                    document.querySelector<HTMLElement>('#main-content, main')?.innerText ?? '',
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
    expect(found, 'Latin words on screens').toEqual([]);
});

