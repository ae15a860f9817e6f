// What staff see when a list or a save fails, in Chromium: a 403 says there is no access (not
// 'loading failed'), a failed list shows no old pagination figures, and the error toast covers
// neither the search box nor the form it is about — on a wide screen and on a 390 px phone.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mellatCard, mellatIban, setMock } from './helpers';
import { animationsDone, signedIn } from './support.mjs';

type Box = { x: number; y: number; width: number; height: number } | null;
const overlap = (a: Box, b: Box) => !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const toast = (page: Page) => page.locator('.MuiSnackbarContent-root').first();

/** What the page notes from the first failure on (set up by the test). */
interface Watched {
    __figuresAfterFailure: string[];
    __toastsShown: number;
    __failed?: boolean;
}

// Each test runs in the `wide` (1440 px) and the `phone` (390 px) project; its screenshots are
// named after the project.
test.describe(() => {
    // the browser logs every refused request; the page itself must stay clean
    test.use({ allowConsole: /status of 403/ });
    test('list failures: a 403 says no access, no old figures, and the toast leaves the search box free', { tag: ['@wide', '@phone'] }, async ({ page, pageShot }, testInfo) => {
        await signedIn(page);
        await page.goto('/product-category?perPage=5');
        const range = page.getByText(/^۱ تا ۵ از [۰-۹]+$/);
        await range.waitFor();
        // the server takes the access away while the page is open
        await setMock(page, { admin: 'limited' });
        // from the first failure on, note any pagination figures the page shows, however briefly
        // (react-admin goes back to page 1 after a failed page: its old rows must not come back)
        await page.evaluate(() => {
            const watched = window as unknown as Watched;
            watched.__figuresAfterFailure = [];
            watched.__toastsShown = 0;
            const figures = /^[۰-۹]+ تا [۰-۹]+ از [۰-۹]+$/;
            const look = (records: MutationRecord[]) => {
                for (const record of records) {
                    for (const node of record.addedNodes) {
                        if (!(node instanceof Element)) continue;
                        const content = node.matches('.MuiSnackbarContent-root') ? [node] : [...node.querySelectorAll('.MuiSnackbarContent-root')];
                        watched.__toastsShown += content.length;
                    }
                }
                const main = document.querySelector('.RaList-main');
                if (!main) return;
                if (main.querySelector('.MuiAlert-root')) watched.__failed = true;
                if (!watched.__failed) return;
                for (const element of main.querySelectorAll('p, span, div')) {
                    const text = element.textContent?.trim() ?? '';
                    if (element.children.length === 0 && figures.test(text)) watched.__figuresAfterFailure.push(text);
                }
            };
            new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
        });
        await page.getByRole('button', { name: /بعدی|next page/i }).click();
        const message = 'شما به فهرست «دسته‌بندی محصولات» دسترسی ندارید.';
        // in place of the rows (the toast says it too)
        await page.locator('.RaList-main').getByText(message).waitFor();
        await expect(page.getByText('بارگذاری اطلاعات انجام نشد.'), 'not a generic loading failure').toHaveCount(0);
        await toast(page).waitFor();
        await animationsDone(page);
        // react-admin went back to page 1 and asked for it: it failed too, the message stands, and
        // no figures ever came back
        await page.waitForURL(/[?&]page=1(&|$)/);
        await page.locator('.RaList-main').getByText(message).waitFor();
        await expect(page.getByText(/^[۰-۹]+ تا [۰-۹]+ از [۰-۹]+$/), 'no pagination figures').toHaveCount(0);
        expect(await page.evaluate(() => (window as unknown as Watched).__figuresAfterFailure), 'no old figures shown after the failure, even for a moment').toEqual([]);
        const search = await page.getByPlaceholder('جستجو').boundingBox();
        expect(search, 'the search box is still there').toBeTruthy();
        expect(!overlap(await toast(page).boundingBox(), search), 'the toast does not cover the search box').toBeTruthy();
        await pageShot(`list-forbidden-${testInfo.project.name}`);
        // page 1's identical failure does not queue the same toast again: once the toast has
        // gone, and the frames that would draw a queued one have passed, none came
        await toast(page).waitFor({ state: 'detached' });
        await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await expect(toast(page), 'no second toast after the first').toHaveCount(0);
        expect(await page.evaluate(() => (window as unknown as Watched).__toastsShown), 'one toast for the failure').toEqual(1);
    });
});

test.describe(() => {
    test.use({ allowConsole: /status of 422/ });
    test('save failures: the error toast does not cover the bank form', { tag: ['@wide', '@phone'] }, async ({ page, pageShot }, testInfo) => {
        await signedIn(page);
        await page.goto('/bank');
        await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
        const search = await page.getByPlaceholder('جستجوی عنوان، نام، شبا یا کارت').boundingBox();
        // an IBAN already registered: the server answers 422 with a message
        // a row of the table, or a card on a phone
        await page.locator('main').getByRole('button', { name: /^ویرایش / }).first().click();
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
        expect(!overlap(box, form), `the toast ${JSON.stringify(box)} does not cover the form ${JSON.stringify(form)}`).toBeTruthy();
        expect(!overlap(box, search), 'nor the search box').toBeTruthy();
        await pageShot(`bank-save-error-${testInfo.project.name}`);
    });
});
