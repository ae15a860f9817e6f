// The template kit's kanban, shop, checkout and invoice in Chromium against the kit's mock API.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Locator } from '@playwright/test';
import { failNext, toNumber } from './helpers';
import { signedIn } from './support.mjs';

const REFUSED = /Failed to load resource: the server responded with a status of (400|404|500)/;

async function openKit(page: Page, path: string) {
    await signedIn(page);
    await page.goto(path);
}
const column = (page: Page, name: string) => page.getByRole('region', { name: `ستون ${name}` });
/** A card's button (its drag handle beside it is a role=button element too). */
const card = (scope: Page | Locator, name: string) => scope.locator('button', { hasText: name });
/** A card's drag handle. */
const handle = (page: Page, name: string) => page.getByRole('button', { name: `جابه‌جایی کارت ${name}` });

test.describe(() => {
    test.use({ allowConsole: REFUSED });
    test('kit kanban: add a column and a card, drag the card with the keyboard, rename, delete a column with its cards; a refused move is undone', async ({ page, pageShot }) => {
        await openKit(page, '/dashboard/kanban');
        await page.waitForURL(/\/kit\/kanban$/);
        await column(page, 'برای انجام').waitFor();
        await page.getByRole('button', { name: 'افزودن ستون' }).click();
        await page.getByRole('button', { name: 'افزودن', exact: true }).click();
        await page.getByText('نام را بنویسید.').waitFor();
        await page.getByRole('textbox', { name: 'نام ستون' }).fill('بازبینی');
        await page.getByRole('button', { name: 'افزودن', exact: true }).click();
        await column(page, 'بازبینی').waitFor();
        await card(column(page, 'بازبینی'), 'افزودن کارت').click();
        await page.getByRole('textbox', { name: 'نام کارت' }).fill('بررسی فاکتورها');
        await page.getByRole('button', { name: 'افزودن', exact: true }).click();
        await card(column(page, 'بازبینی'), 'بررسی فاکتورها').waitFor();
        // keyboard drag (hello-pangea/dnd): the first card of 'برای انجام' one column along
        await card(column(page, 'برای انجام'), 'طراحی صفحهٔ فاکتور').waitFor();
        await handle(page, 'طراحی صفحهٔ فاکتور').focus();
        await page.keyboard.press('Space');
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('Space');
        await card(column(page, 'در حال انجام'), 'طراحی صفحهٔ فاکتور').waitFor();
        // the move is on the server: leave the board (in-app, the mock keeps its state until a reload) and come back
        await page.getByRole('navigation', { name: 'مسیر' }).getByRole('link', { name: 'داشبورد' }).click();
        await column(page, 'در حال انجام').waitFor({ state: 'detached' });
        await page.getByRole('menuitem', { name: 'کانبان' }).click();
        await card(column(page, 'در حال انجام'), 'طراحی صفحهٔ فاکتور').waitFor();
        await expect(card(column(page, 'برای انجام'), 'طراحی صفحهٔ فاکتور'), 'no longer in its first column').toHaveCount(0);
        // a refused move goes back
        await failNext(page, '/api/kanban/cards/move');
        await handle(page, 'طراحی صفحهٔ فاکتور').focus();
        await page.keyboard.press('Space');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Space');
        await page.getByText(/جابه‌جایی ذخیره نشد/).waitFor();
        await card(column(page, 'در حال انجام'), 'طراحی صفحهٔ فاکتور').waitFor();
        await pageShot('kit-kanban');
        // rename and card details
        await page.getByRole('button', { name: 'تغییر نام ستون بازبینی' }).click();
        await page.getByRole('textbox', { name: 'نام ستون' }).fill('بازبینی نهایی');
        await page.getByRole('button', { name: 'ذخیره' }).click();
        await column(page, 'بازبینی نهایی').waitFor();
        await card(column(page, 'بازبینی نهایی'), 'بررسی فاکتورها').click();
        await page.getByRole('dialog', { name: 'جزئیات کارت' }).waitFor();
        await page.getByRole('checkbox', { name: 'انجام شد' }).check();
        await page.getByRole('button', { name: 'ذخیره' }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await column(page, 'بازبینی نهایی').getByRole('img', { name: 'انجام شده' }).waitFor();
        // delete a column: its cards go with it
        await page.getByRole('button', { name: 'حذف ستون برای انجام' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
        // the board settles on the server's answer (a refetch still in flight from the card's
        // save may show the old board for a moment)
        await card(page, 'بررسی رسیدهای معوق').waitFor({ state: 'detached' });
        await expect(column(page, 'برای انجام'), 'the column is gone').toHaveCount(0);
        await expect(card(page, 'به‌روزرسانی قیمت محصولات'), 'the deleted column’s other card is gone too').toHaveCount(0);
    });
});

test('kit kanban on a phone in dark mode', { tag: '@phone-dark' }, async ({ page, pageShot }) => {
    await openKit(page, '/kit/kanban');
    await column(page, 'برای انجام').waitFor();
    await pageShot('kit-kanban-phone-dark');
});

test.describe(() => {
    test.use({ allowConsole: REFUSED });
    test('kit shop: filter and sort, product page, cart, checkout steps with totals, printable invoice; an unknown product says so', async ({ page, pageShot }) => {
        await openKit(page, '/dashboard/e-commerce/shop');
        await page.waitForURL(/\/kit\/shop$/);
        await page.getByRole('status').getByText('۲۴ محصول').waitFor();
        await page.getByLabel('دسته').click();
        await page.getByRole('option', { name: 'سکه' }).click();
        await page.getByRole('status').getByText('۴ محصول').waitFor();
        await page.getByLabel('ترتیب').click();
        await page.getByRole('option', { name: 'ارزان‌ترین' }).click();
        await pageShot('kit-shop');
        await page.getByLabel('دسته').click();
        await page.getByRole('option', { name: 'همه' }).click();
        await page.goto('/kit/shop/product-1');
        // the product's name, once it is loaded (the page's heading says «محصول» until then; not
        // the live-order panel's heading, when orders are waiting)
        await page.getByRole('button', { name: 'افزودن به سبد' }).waitFor();
        const name = await page.locator('#main-content').locator('h2:not(.zar-lo-title)').first().innerText();
        expect(name !== 'محصول', `the product's own name (${name})`).toBeTruthy();
        await page.getByRole('button', { name: 'افزودن به سبد' }).click();
        await page.getByRole('button', { name: 'افزودن به سبد' }).click();
        await page.getByText('به سبد خرید افزوده شد.').waitFor();
        await page.getByRole('link', { name: 'سبد خرید، ۲ کالا' }).click();
        await page.waitForURL(/\/kit\/checkout$/);
        await page.locator('#main-content').getByRole('heading', { name: 'تکمیل خرید' }).waitFor();
        await page.getByText(name, { exact: true }).waitFor();
        const amount = async (label: string) =>
            toNumber(await page.getByRole('group', { name: 'جمع سفارش' }).getByLabel(new RegExp(`^${label}:`)).innerText());
        const subtotal = await amount('جمع کالاها');
        expect(subtotal, 'a subtotal').toBeGreaterThan(0);
        await page.getByLabel('کد تخفیف').fill('WRONG');
        await page.getByRole('button', { name: 'اعمال' }).click();
        await page.getByText('این کد تخفیف معتبر نیست.').waitFor();
        await page.getByLabel('کد تخفیف').fill('ZAR10');
        await page.getByRole('button', { name: 'اعمال' }).click();
        await page.getByText('۱۰٪ تخفیف اعمال شد.').waitFor();
        await expect.poll(() => amount('تخفیف'), 'a 10% discount').toBe(Math.round(subtotal * 0.1));
        await page.getByRole('button', { name: 'ادامه' }).click();
        await page.getByRole('button', { name: 'ادامه' }).click();
        await page.getByText('نام گیرنده را بنویسید.').waitFor();
        await page.getByLabel('نام گیرنده').fill('سارا احمدی');
        await page.getByLabel('شمارهٔ همراه').fill('۰۹۱۲۱۲۳۴۵۶۷');
        await page.getByLabel('شهر').fill('تهران');
        await page.getByLabel('نشانی').fill('خیابان بهار، پلاک ۳');
        await page.getByLabel(/پیک سریع/).check();
        await expect.poll(() => amount('مبلغ نهایی'), 'total = subtotal − discount + shipping').toBe(subtotal - Math.round(subtotal * 0.1) + 500000);
        await page.getByRole('button', { name: 'ادامه' }).click();
        await pageShot('kit-checkout');
        await page.getByRole('button', { name: 'ثبت سفارش' }).click();
        await page.waitForURL(/\/kit\/invoice$/);
        await page.getByRole('table', { name: 'اقلام فاکتور' }).getByText(name).waitFor();
        await page.getByText('سارا احمدی').waitFor();
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByRole('button', { name: 'چاپ' }), 'print hides the buttons').toBeHidden();
        await pageShot('kit-invoice-print');
        await page.emulateMedia({ media: 'screen' });
        await page.goto('/kit/shop/no-such-product');
        await page.getByText('این محصول پیدا نشد.').waitFor();
    });
});

test('kit shop and invoice on a phone in dark mode', { tag: '@phone-dark' }, async ({ page, pageShot }) => {
    await openKit(page, '/kit/shop');
    await page.getByRole('status').getByText('۲۴ محصول').waitFor();
    await pageShot('kit-shop-phone-dark');
    await page.goto('/kit/invoice');
    await page.getByRole('table', { name: 'اقلام فاکتور' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(391);
    await pageShot('kit-invoice-phone-dark');
});

