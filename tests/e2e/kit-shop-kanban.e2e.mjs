// The template kit's kanban, shop, checkout and invoice in Chromium against the kit's mock API.
import { darkMode, signedIn } from './support.mjs';

const PHONE = { width: 390, height: 844 };
const REFUSED = [/Failed to load resource: the server responded with a status of (400|404|500)/];

async function openKit(page, baseUrl, path) {
    await signedIn(page);
    await page.goto(`${baseUrl}${path}`);
}
const failNext = (page, part) => page.evaluate(value => window.__zarKitMock.failNext(value), part);
const column = (page, name) => page.getByRole('region', { name: `ستون ${name}` });
/** A card's button (its drag handle around it is a role=button element too). */
const card = (scope, name) => scope.locator('button', { hasText: name });

export default [
    {
        name: 'kit kanban: add a column and a card, drag the card with the keyboard, rename, delete a column with its cards; a refused move is undone',
        allowConsole: REFUSED,
        timeout: 60000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await openKit(page, baseUrl, '/dashboard/kanban');
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
            const parent = card(column(page, 'برای انجام'), 'طراحی صفحهٔ فاکتور').locator('xpath=..');
            await parent.focus();
            await page.keyboard.press('Space');
            await page.keyboard.press('ArrowLeft');
            await page.keyboard.press('Space');
            await card(column(page, 'در حال انجام'), 'طراحی صفحهٔ فاکتور').waitFor();
            // the move is on the server: leave the board (in-app, the mock keeps its state until a reload) and come back
            await page.getByRole('navigation', { name: 'مسیر' }).getByRole('link', { name: 'داشبورد' }).click();
            await column(page, 'در حال انجام').waitFor({ state: 'detached' });
            await page.getByRole('menuitem', { name: 'کانبان' }).click();
            await card(column(page, 'در حال انجام'), 'طراحی صفحهٔ فاکتور').waitFor();
            expect.equal(await card(column(page, 'برای انجام'), 'طراحی صفحهٔ فاکتور').count(), 0, 'no longer in its first column');
            // a refused move goes back
            await failNext(page, '/api/kanban/cards/move');
            await card(column(page, 'در حال انجام'), 'طراحی صفحهٔ فاکتور').locator('xpath=..').focus();
            await page.keyboard.press('Space');
            await page.keyboard.press('ArrowRight');
            await page.keyboard.press('Space');
            await page.getByText(/جابه‌جایی ذخیره نشد/).waitFor();
            await card(column(page, 'در حال انجام'), 'طراحی صفحهٔ فاکتور').waitFor();
            await screenshot('kit-kanban');
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
            expect.equal(await column(page, 'برای انجام').count(), 0, 'the column is gone');
            expect.equal(await card(page, 'به‌روزرسانی قیمت محصولات').count(), 0, 'the deleted column’s other card is gone too');
        },
    },
    {
        name: 'kit kanban on a phone in dark mode',
        run: async ({ page, baseUrl, screenshot }) => {
            await darkMode(page);
            await page.setViewportSize(PHONE);
            await openKit(page, baseUrl, '/kit/kanban');
            await column(page, 'برای انجام').waitFor();
            await screenshot('kit-kanban-phone-dark');
        },
    },
    {
        name: 'kit shop: filter and sort, product page, cart, checkout steps with totals, printable invoice; an unknown product says so',
        allowConsole: REFUSED,
        timeout: 60000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await openKit(page, baseUrl, '/dashboard/e-commerce/shop');
            await page.waitForURL(/\/kit\/shop$/);
            await page.getByRole('status').getByText('۲۴ محصول').waitFor();
            await page.getByLabel('دسته').click();
            await page.getByRole('option', { name: 'سکه' }).click();
            await page.getByRole('status').getByText('۴ محصول').waitFor();
            await page.getByLabel('ترتیب').click();
            await page.getByRole('option', { name: 'ارزان‌ترین' }).click();
            await screenshot('kit-shop');
            await page.getByLabel('دسته').click();
            await page.getByRole('option', { name: 'همه' }).click();
            await page.goto(`${baseUrl}/kit/shop/product-1`);
            // the product's name, once it is loaded (the page's heading says «محصول» until then; not
            // the live-order panel's heading, when orders are waiting)
            await page.getByRole('button', { name: 'افزودن به سبد' }).waitFor();
            const name = await page.locator('#main-content').locator('h2:not(.zar-lo-title)').first().innerText();
            expect.ok(name !== 'محصول', `the product's own name (${name})`);
            await page.getByRole('button', { name: 'افزودن به سبد' }).click();
            await page.getByRole('button', { name: 'افزودن به سبد' }).click();
            await page.getByText('به سبد خرید افزوده شد.').waitFor();
            await page.getByRole('link', { name: 'سبد خرید، ۲ کالا' }).click();
            await page.waitForURL(/\/kit\/checkout$/);
            await page.locator('#main-content').getByRole('heading', { name: 'تکمیل خرید' }).waitFor();
            await page.getByText(name, { exact: true }).waitFor();
            const amount = async label => {
                const text = await page.getByRole('group', { name: 'جمع سفارش' }).getByLabel(new RegExp(`^${label}:`)).innerText();
                return Number(text.replace(/[^۰-۹]/g, '').replace(/[۰-۹]/g, d => '۰۱۲۳۴۵۶۷۸۹'.indexOf(d)) || 0);
            };
            const subtotal = await amount('جمع کالاها');
            expect.ok(subtotal > 0, 'a subtotal');
            await page.getByLabel('کد تخفیف').fill('WRONG');
            await page.getByRole('button', { name: 'اعمال' }).click();
            await page.getByText('این کد تخفیف معتبر نیست.').waitFor();
            await page.getByLabel('کد تخفیف').fill('ZAR10');
            await page.getByRole('button', { name: 'اعمال' }).click();
            await page.getByText('۱۰٪ تخفیف اعمال شد.').waitFor();
            expect.equal(await amount('تخفیف'), Math.round(subtotal * 0.1), 'a 10% discount');
            await page.getByRole('button', { name: 'ادامه' }).click();
            await page.getByRole('button', { name: 'ادامه' }).click();
            await page.getByText('نام گیرنده را بنویسید.').waitFor();
            await page.getByLabel('نام گیرنده').fill('سارا احمدی');
            await page.getByLabel('شمارهٔ همراه').fill('۰۹۱۲۱۲۳۴۵۶۷');
            await page.getByLabel('شهر').fill('تهران');
            await page.getByLabel('نشانی').fill('خیابان بهار، پلاک ۳');
            await page.getByLabel(/پیک سریع/).check();
            expect.equal(await amount('مبلغ نهایی'), subtotal - Math.round(subtotal * 0.1) + 500000, 'total = subtotal − discount + shipping');
            await page.getByRole('button', { name: 'ادامه' }).click();
            await screenshot('kit-checkout');
            await page.getByRole('button', { name: 'ثبت سفارش' }).click();
            await page.waitForURL(/\/kit\/invoice$/);
            await page.getByRole('table', { name: 'اقلام فاکتور' }).getByText(name).waitFor();
            await page.getByText('سارا احمدی').waitFor();
            await page.emulateMedia({ media: 'print' });
            expect.equal(await page.getByRole('button', { name: 'چاپ' }).isVisible(), false, 'print hides the buttons');
            await screenshot('kit-invoice-print');
            await page.emulateMedia({ media: 'screen' });
            await page.goto(`${baseUrl}/kit/shop/no-such-product`);
            await page.getByText('این محصول پیدا نشد.').waitFor();
        },
    },
    {
        name: 'kit shop and invoice on a phone in dark mode',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await darkMode(page);
            await page.setViewportSize(PHONE);
            await openKit(page, baseUrl, '/kit/shop');
            await page.getByRole('status').getByText('۲۴ محصول').waitFor();
            await screenshot('kit-shop-phone-dark');
            await page.goto(`${baseUrl}/kit/invoice`);
            await page.getByRole('table', { name: 'اقلام فاکتور' }).waitFor();
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            expect.ok(width <= 391, `no sideways scroll (scrollWidth ${width})`);
            await screenshot('kit-invoice-phone-dark');
        },
    },
];
