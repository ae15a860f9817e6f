// What staff see when a list or a save fails, in Chromium: a 403 says there is no access (not
// 'loading failed'), a failed list shows no old pagination figures, and the error toast covers
// neither the search box nor the form it is about — on a wide screen and on a 390 px phone.
import { animationsDone, signedIn } from './support.mjs';

const overlap = (a, b) => !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const toast = page => page.locator('.MuiSnackbarContent-root').first();

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

const VIEWPORTS = [
    ['wide', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
];

export default VIEWPORTS.flatMap(([label, viewport]) => [
    {
        name: `list failures (${label}): a 403 says no access, no old figures, and the toast leaves the search box free`,
        timeout: 60000,
        // the browser logs every refused request; the page itself must stay clean
        allowConsole: [/status of 403/],
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await page.setViewportSize(viewport);
            await signedIn(page);
            await page.goto(`${baseUrl}/product-category?perPage=5`);
            const range = page.getByText(/^۱ تا ۵ از [۰-۹]+$/);
            await range.waitFor();
            // the server takes the access away while the page is open
            await page.evaluate(() => {
                const settings = JSON.parse(localStorage.getItem('zar-mock-settings') ?? '{}');
                localStorage.setItem('zar-mock-settings', JSON.stringify({ ...settings, admin: 'limited' }));
            });
            // from the first failure on, note any pagination figures the page shows, however briefly
            // (react-admin goes back to page 1 after a failed page: its old rows must not come back)
            await page.evaluate(() => {
                window.__figuresAfterFailure = [];
                window.__toastsShown = 0;
                const figures = /^[۰-۹]+ تا [۰-۹]+ از [۰-۹]+$/;
                const look = records => {
                    for (const record of records) {
                        for (const node of record.addedNodes) {
                            if (node.nodeType !== 1) continue;
                            const content = node.matches('.MuiSnackbarContent-root') ? [node] : [...node.querySelectorAll('.MuiSnackbarContent-root')];
                            window.__toastsShown += content.length;
                        }
                    }
                    const main = document.querySelector('.RaList-main');
                    if (!main) return;
                    if (main.querySelector('.MuiAlert-root')) window.__failed = true;
                    if (!window.__failed) return;
                    for (const element of main.querySelectorAll('p, span, div')) {
                        if (element.children.length === 0 && figures.test(element.textContent.trim())) window.__figuresAfterFailure.push(element.textContent);
                    }
                };
                new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
            });
            await page.getByRole('button', { name: /بعدی|next page/i }).click();
            const message = 'شما به فهرست «دسته‌بندی محصولات» دسترسی ندارید.';
            // in place of the rows (the toast says it too)
            await page.locator('.RaList-main').getByText(message).waitFor();
            expect.equal(await page.getByText('بارگذاری اطلاعات انجام نشد.').count(), 0, 'not a generic loading failure');
            await toast(page).waitFor();
            await animationsDone(page);
            // react-admin went back to page 1 and asked for it: it failed too, the message stands, and
            // no figures ever came back
            await page.waitForURL(/[?&]page=1(&|$)/);
            await page.locator('.RaList-main').getByText(message).waitFor();
            expect.equal(await page.getByText(/^[۰-۹]+ تا [۰-۹]+ از [۰-۹]+$/).count(), 0, 'no pagination figures');
            expect.equal(await page.evaluate(() => window.__figuresAfterFailure), [], 'no old figures shown after the failure, even for a moment');
            const search = await page.getByPlaceholder('جستجو').boundingBox();
            expect.ok(search, 'the search box is still there');
            expect.ok(!overlap(await toast(page).boundingBox(), search), 'the toast does not cover the search box');
            await screenshot(`list-forbidden-${label}`);
            // page 1's identical failure does not queue the same toast again: once the toast has
            // gone, and the frames that would draw a queued one have passed, none came
            await toast(page).waitFor({ state: 'detached' });
            await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));
            expect.equal(await toast(page).count(), 0, 'no second toast after the first');
            expect.equal(await page.evaluate(() => window.__toastsShown), 1, 'one toast for the failure');
        },
    },
    {
        name: `save failures (${label}): the error toast does not cover the bank form`,
        timeout: 60000,
        allowConsole: [/status of 422/],
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await page.setViewportSize(viewport);
            await signedIn(page);
            await page.goto(`${baseUrl}/bank`);
            await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
            const search = await page.getByPlaceholder('جستجوی عنوان، نام، شبا یا کارت').boundingBox();
            // an IBAN already registered: the server answers 422 with a message
            await page.locator('tbody tr').first().getByRole('button', { name: /^ویرایش/ }).click();
            const taken = await page.getByRole('dialog').locator('input[name="iban"]').inputValue();
            await page.getByRole('button', { name: 'انصراف' }).click();
            await page.getByRole('dialog').waitFor({ state: 'detached' });
            await page.getByRole('button', { name: 'افزودن حساب بانکی' }).click();
            const dialog = page.getByRole('dialog');
            await dialog.locator('input[name="title"]').fill('بانک ملت');
            await dialog.locator('input[name="account_name"]').fill('آزمون جای پیام');
            await dialog.locator('input[name="iban"]').fill(taken || mellatIban('1'));
            await dialog.locator('input[name="card_number"]').fill(mellatCard('555444333'));
            await dialog.getByRole('button', { name: 'ذخیره' }).click();
            // the server's 422: its message as the toast, the form kept open
            await toast(page).filter({ hasText: 'معتبر نیست' }).waitFor();
            await animationsDone(page);
            const box = await toast(page).boundingBox();
            const form = await dialog.boundingBox();
            expect.ok(!overlap(box, form), `the toast ${JSON.stringify(box)} does not cover the form ${JSON.stringify(form)}`);
            expect.ok(!overlap(box, search), 'nor the search box');
            await screenshot(`bank-save-error-${label}`);
        },
    },
]);
