// The list export in Chromium on the demo build: the receipts' Excel workbook and CSV file,
// downloaded and read back (the workbook with exceljs, the library that wrote it); the Excel code
// loaded only when an export starts; the format remembered; the split button from the keyboard,
// axe-clean on a phone in light and dark.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { appBarTitle } from './helpers';
import { animationsDone, signedIn } from './support.mjs';

/** The receipts, every one (a queue opens on what waits), sorted newest first. */
async function openReceipts(page: Page) {
    await signedIn(page);
    await page.goto(`/receipt?filter=${encodeURIComponent('{}')}`);
    await appBarTitle(page).getByText(/^فیش‌ها/).waitFor();
    await page.locator('tbody tr, main a[href^="/receipt/"]').first().waitFor();
}

/** How many records the list says it has (its pagination: «۱ تا ۱۵ از ۶۰»). */
async function listTotal(page: Page): Promise<number> {
    const range = (await page.getByText(/^[۰-۹]+ تا [۰-۹]+ از [۰-۹]+$/).first().textContent()) ?? '';
    return Number(range.split('از')[1].trim().replace(/[۰-۹]/g, digit => String(digit.charCodeAt(0) - 0x06f0)));
}

const FILE_DATE = '[۰-۹]{4}-[۰-۹]{2}-[۰-۹]{2}';
// the zero-width non-joiner of «فیش‌ها» is a space in a file name (browsers make it `_`)

test('export: the receipts as an Excel workbook (right to left, numeric amounts, a totals row) and as CSV (plain numbers, dates that sort)', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    const scripts: string[] = [];
    page.on('request', request => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openReceipts(page);
    const total = await listTotal(page);
    const loadsExcel = (paths: string[]) => paths.some(path => /workbook|exceljs/i.test(path));
    expect(loadsExcel(scripts), 'the Excel code is not loaded before an export').toBe(false);

    // Excel is the default format, one click away
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'خروجی اکسل' }).click();
    let file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^فیش ها ${FILE_DATE}\\.xlsx$`));
    expect(loadsExcel(scripts), 'the Excel code loads when an export starts').toBe(true);
    const workbook = new ExcelJS.Workbook();
    const bytes = await readFile(await file.path());
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0];
    expect(sheet.views[0], 'a right-to-left sheet, its header row frozen').toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const amountColumn = headers.indexOf('مبلغ (تومان)') + 1;
    expect(amountColumn, `the amount's header names its unit: ${headers.join('، ')}`).toBeGreaterThan(0);
    expect(sheet.getRow(1).getCell(1).font?.bold, 'a bold header row').toBe(true);
    expect(sheet.rowCount, 'a row per receipt, and the totals').toBe(1 + total + 1);
    const amounts: number[] = [];
    for (let row = 2; row <= total + 1; row += 1) {
        const cell = sheet.getRow(row).getCell(amountColumn);
        expect(cell.type, `row ${row}: a numeric amount`).toBe(ExcelJS.ValueType.Number);
        amounts.push(cell.value as number);
    }
    const totals = sheet.getRow(sheet.rowCount);
    expect(totals.getCell(amountColumn).value, 'the totals row adds the amounts up').toBe(amounts.reduce((sum, amount) => sum + amount, 0));
    expect(totals.getCell(1).value).toBe('جمع');
    await page.getByText('فایل خروجی آماده شد.').first().waitFor();

    // CSV from the split button's menu
    await page.getByRole('button', { name: 'قالب‌های خروجی' }).click();
    await expect(page.getByRole('menuitem', { name: 'خروجی اکسل' })).toBeFocused();
    await animationsDone(page);
    await pageShot('export-menu-wide-light', { fullPage: false });
    download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'خروجی CSV' }).click();
    file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^فیش ها ${FILE_DATE}\\.csv$`));
    const text = await readFile(await file.path(), 'utf8');
    expect(text.charCodeAt(0), 'starts with a BOM').toEqual(0xfeff);
    const [header, ...lines] = text.slice(1).trimEnd().split('\r\n');
    const columns = header.split(',');
    expect(lines, 'every receipt').toHaveLength(total);
    const amount = columns.indexOf('مبلغ (تومان)');
    const created = columns.indexOf('تاریخ ثبت');
    expect(amount, header).toBeGreaterThanOrEqual(0);
    // no cell of these receipts has a comma or a quote: a plain split reads them
    const rows = lines.map(line => line.split(','));
    for (const row of rows) {
        expect(row[amount], 'an amount as a plain number').toMatch(/^\d+(\.\d+)?$/);
        expect(row[created], 'a Jalali date with ASCII digits').toMatch(/^1[34]\d\d\/\d\d\/\d\d \d\d:\d\d$/);
        expect(row[0], 'an id as a plain number').toMatch(/^\d+$/);
    }
    expect(rows.map(row => Number(row[amount]))).toEqual(amounts);
    // the list is newest first: its dates, sorted as text, are in the same order
    const dates = rows.map(row => row[created]);
    expect([...dates].sort().reverse()).toEqual(dates);

    // the format chosen last is the one a click away, after a reload too
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    await expect(page.getByRole('button', { name: 'خروجی CSV' })).toBeVisible();
    await page.getByRole('button', { name: 'قالب‌های خروجی' }).click();
    await expect(page.getByRole('menuitem', { name: 'خروجی CSV' })).toHaveClass(/Mui-selected/);
});

for (const mode of ['light', 'dark'] as const) {
    test(`export: the split button from the keyboard on a phone, ${mode} @${mode === 'dark' ? 'phone-dark' : 'phone'}`, async ({ page, pageShot }) => {
        test.setTimeout(90000);
        await openReceipts(page);
        const main = page.getByRole('button', { name: 'خروجی اکسل' });
        await expect(main).toBeVisible();
        await animationsDone(page);
        await pageShot(`export-button-phone-${mode}`, { fullPage: false });
        await expectNoAxeViolations(page);

        const formats = page.getByRole('button', { name: 'قالب‌های خروجی' });
        await formats.focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu', { name: 'قالب‌های خروجی' });
        await expect(menu).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'خروجی اکسل' })).toBeFocused();
        await animationsDone(page);
        await pageShot(`export-menu-phone-${mode}`, { fullPage: false });
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(formats, 'the focus goes back to the button').toBeFocused();

        // the other format, chosen from the keyboard
        await page.keyboard.press('Enter');
        await expect(menu).toBeVisible();
        await page.keyboard.press('ArrowDown');
        const download = page.waitForEvent('download');
        await page.keyboard.press('Enter');
        expect((await download).suggestedFilename()).toMatch(/\.csv$/);
        await expect(page.getByRole('button', { name: 'خروجی CSV' })).toBeVisible();
    });
}
