// The bank accounts screen in Chromium, on the production build with the embedded mock backend.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { darkModeFromDrawer, mellatCard, mellatIban } from './helpers';
import { persian, signedIn, animationsDone } from './support.mjs';

const SEARCH = 'جستجوی عنوان، نام، شبا یا کارت';

async function openBank(page: Page) {
    await signedIn(page);
    await page.goto('/bank');
    await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
}

const dialogInput = (page: Page, name: string) => page.getByRole('dialog').locator(`input[name="${name}"]`);

test('bank list: RTL, Persian digits, the API’s columns, light screenshot', async ({ page, pageShot }) => {
    await openBank(page);
    await expect(page.locator('html'), 'page is RTL').toHaveAttribute('dir', 'rtl');
    await expect(page.locator('tbody tr'), 'default page size is 15').toHaveCount(15);
    for (const header of ['عنوان بانک', 'نام صاحب حساب', 'شماره شبا', 'شماره کارت', 'کد حسابداری', 'عملیات']) {
        await page.getByRole('columnheader', { name: header }).waitFor();
    }
    await expect(page.locator('tbody tr').first().locator('bdi[dir="ltr"]').first(), 'IBAN grouped by four in Persian digits').toHaveText(
        /^IR[۰-۹]{2}( [۰-۹]{4}){5} [۰-۹]{2}$/
    );
    // the sidebar is on the right in RTL
    await expect.poll(async () => (await page.getByRole('menu', { name: 'آمار و اطلاعات' }).boundingBox())?.x ?? 0, 'menu on the right').toBeGreaterThan(1000);
    await pageShot('bank-light');
});

test('a start on the bank list fetches its screen’s code before it asks who the admin is, not after', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', request => {
        const { pathname } = new URL(request.url());
        if (/\/assets\/BankList-[\w-]+\.js$/.test(pathname)) sent.push('screen');
        else if (pathname === '/admin/me') sent.push('me');
    });
    await openBank(page);
    expect(sent, 'the screen’s chunk, then /admin/me').toEqual(expect.arrayContaining(['screen', 'me']));
    expect(sent.indexOf('screen'), 'the screen’s chunk asked for first').toBeLessThan(sent.indexOf('me'));
});

test('a start asks for the Persian font with the page itself, before its script asks for anything, so the first text is laid out in it', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', request => {
        const { pathname } = new URL(request.url());
        if (/\/assets\/vazirmatn-(arabic|latin)-wght-normal-[\w-]+\.woff2$/.test(pathname)) sent.push('font');
        else if (/\/assets\/BankList-[\w-]+\.js$/.test(pathname)) sent.push('screen');
    });
    await openBank(page);
    expect(sent.filter(item => item === 'font'), 'Vazirmatn’s Arabic-script and Latin files').toHaveLength(2);
    expect(sent.lastIndexOf('font'), 'both asked for before the script asks for the screen’s chunk').toBeLessThan(sent.indexOf('screen'));
    expect(await page.evaluate(() => document.fonts.check('16px "Vazirmatn Variable"', 'حساب IR'))).toBe(true);
});

test('bank search sends `search` after typing pauses and lists only matches', async ({ page }) => {
    await openBank(page);
    const searches: (string | null)[] = [];
    page.on('request', request => {
        const url = new URL(request.url());
        if (url.pathname === '/admin/bank' && url.searchParams.has('search')) searches.push(url.searchParams.get('search'));
    });
    await page.getByPlaceholder(SEARCH).pressSequentially('ملت', { delay: 120 });
    await page.getByText('۱ تا ۵ از ۵').waitFor();
    expect(searches, 'one request, after the last keystroke').toEqual(['ملت']);
    await expect(page.locator('tbody tr td:first-child'), 'only Mellat').toHaveText(Array(5).fill('بانک ملت'));
    await page.getByPlaceholder(SEARCH).fill('چیزی که نیست');
    await page.getByText('نتیجه‌ای یافت نشد').waitFor();
});

test('bank add, edit and delete, with validation, bank recognition and toasts', async ({ page, pageShot }) => {
    await openBank(page);
    await page.getByRole('button', { name: 'افزودن حساب بانکی' }).click();
    // saved empty once the dialog is open, as a person sees it
    await page.getByRole('dialog').waitFor();
    await animationsDone(page);
    await page.getByRole('dialog').getByRole('button', { name: 'ذخیره' }).click();
    await page.getByText('عنوان بانک الزامی است.').waitFor();
    await page.getByText('شماره کارت باید ۱۶ رقم باشد.').waitFor();
    await pageShot('bank-dialog-errors');

    const iban = mellatIban('7001234567890123456');
    const card = mellatCard('123456789');
    let posted: { iban?: string; card_number?: string } | null = null;
    page.on('request', request => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/admin/bank') posted = request.postDataJSON();
    });
    // typed as a person with a Persian keyboard would, grouped with spaces
    await dialogInput(page, 'iban').fill(persian(iban.replace(/(.{4})/g, '$1 ').trim()));
    await dialogInput(page, 'card_number').fill(persian(card));
    await page.getByRole('button', { name: /بانک تشخیص داده‌شده: بانک ملت/ }).click();
    await expect(dialogInput(page, 'title'), 'recognised bank offered as title').toHaveValue('بانک ملت');
    await dialogInput(page, 'account_name').fill('آزمون سرتاسری');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await page.getByText('حساب بانکی افزوده شد.').waitFor();
    expect(posted, 'IBAN and card sent normalised').toMatchObject({ iban, card_number: card });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('۱ تا ۱۵ از ۴۳').waitFor();

    // edit: prefilled from the row
    const row = page.locator('tbody tr', { hasText: 'آزمون سرتاسری' });
    await row.getByRole('button', { name: /^ویرایش/ }).click();
    await expect(dialogInput(page, 'iban'), 'edit dialog prefilled').toHaveValue(iban);
    await dialogInput(page, 'account_name').fill('آزمون ویرایش‌شده');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await page.getByText('حساب بانکی ویرایش شد.').waitFor();
    await page.locator('tbody tr', { hasText: 'آزمون ویرایش‌شده' }).waitFor();

    // delete, after confirmation
    await page.locator('tbody tr', { hasText: 'آزمون ویرایش‌شده' }).getByRole('button', { name: /^حذف/ }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(/آزمون ویرایش‌شده/).waitFor();
    await animationsDone(page);
    await pageShot('bank-delete-confirm');
    await confirm.getByRole('button', { name: 'حذف' }).click();
    await page.getByText('حساب بانکی حذف شد.').waitFor();
    await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
    await expect(page.locator('tbody tr', { hasText: 'آزمون ویرایش‌شده' }), 'row gone').toHaveCount(0);
});

/** Holds the bank title input's code on its way until the returned function is called. */
async function holdTitleCode(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    await page.route(/\/BankTitleInput-[^/]+\.js$/, async route => {
        await held;
        await route.continue();
    });
    return release;
}

test('the bank dialog focuses the title; when the title’s code comes late, typing in another field stays there', async ({ page }) => {
    await signedIn(page);
    // the title input's code is held until the admin is already typing in the account name
    const release = await holdTitleCode(page);
    await page.goto('/bank');
    await page.locator('tbody tr').first().getByRole('button', { name: /^ویرایش / }).click();
    const accountName = dialogInput(page, 'account_name');
    const title = dialogInput(page, 'title');
    await expect(accountName).not.toHaveValue('');
    const before = await accountName.inputValue();
    await accountName.click();
    await page.keyboard.type('شرکت');
    release();
    await expect(title).toBeVisible();
    const titleBefore = await title.inputValue();
    await page.keyboard.type(' زر');
    await expect(accountName, 'the keystrokes went on into the account name').toHaveValue(`${before}شرکت زر`);
    await expect(accountName).toBeFocused();
    await expect(title, 'the title was not typed into').toHaveValue(titleBefore);

    // with its code at hand, the title has the focus when the dialog opens
    await page.getByRole('dialog').getByRole('button', { name: 'انصراف' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('tbody tr').nth(1).getByRole('button', { name: /^ویرایش / }).click();
    await expect(title).toBeFocused();
});

test('while the title’s code is late, its place is kept: nothing moves when it comes, and Save checks the form meanwhile', async ({ page }) => {
    await signedIn(page);
    const release = await holdTitleCode(page);
    await page.goto('/bank');
    await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
    await page.getByRole('button', { name: 'افزودن حساب بانکی' }).click();
    const dialog = page.getByRole('dialog');
    // the title's place: a disabled field of the same label, not part of the form
    const standIn = dialog.getByRole('textbox', { name: 'عنوان بانک' });
    await expect(standIn).toBeDisabled();
    await expect(dialogInput(page, 'title')).toHaveCount(0);
    const save = dialog.getByRole('button', { name: 'ذخیره' });
    const before = await save.boundingBox();
    await dialogInput(page, 'iban').fill('IR12');
    await save.click();
    await expect(dialog.getByText('شماره شبای معتبر الزامی است.'), 'the fields there are checked').toBeVisible();
    const afterSave = await save.boundingBox();

    release();
    await expect(dialogInput(page, 'title')).toBeEnabled();
    await expect(standIn).toBeEnabled();
    expect(await save.boundingBox(), 'Save stays where it was pressed').toEqual(afterSave);
    expect(afterSave?.y, 'Save did not move while the form was checked either').toBe(before?.y);
    // the admin was pressing Save: the title that came meanwhile does not take the focus
    await expect(dialogInput(page, 'title')).not.toBeFocused();
    await expect(dialogInput(page, 'iban')).toHaveValue('IR12');
});

test('bank screen in dark mode, chosen in the settings drawer', async ({ page, pageShot }) => {
    await openBank(page);
    await darkModeFromDrawer(page);
    await expect(page.locator('body'), 'dark background').not.toHaveCSS('background-color', 'rgb(244, 246, 248)');
    await page.getByRole('button', { name: 'افزودن حساب بانکی' }).waitFor();
    await pageShot('bank-dark');
    await page.getByRole('button', { name: 'افزودن حساب بانکی' }).click();
    await dialogInput(page, 'iban').fill('IR12');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await page.getByText('شماره شبای معتبر الزامی است.').waitFor();
    await pageShot('bank-dialog-dark');
});


/** How far the document scrolls sideways (0 when it does not). */
const sidewaysScroll = (page: Page) =>
    page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return root.scrollWidth - root.clientWidth;
    });

/** The account cards of a phone's list: each with its own edit button. */
const bankCards = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^ویرایش / }) });

for (const mode of ['light', 'dark'] as const) {
    test(`bank on a phone, ${mode}: a card per account with its edit and delete, nothing scrolls sideways @${mode === 'dark' ? 'phone-dark' : 'phone'}`, async ({ page, pageShot }) => {
        test.setTimeout(90000);
        await openBank(page);
        await expect(bankCards(page), 'a card per account of the page').toHaveCount(15);
        await expect(page.locator('table'), 'no table on a phone').toHaveCount(0);
        const first = bankCards(page).first();
        for (const label of ['نام صاحب حساب:', 'شماره شبا:', 'شماره کارت:', 'کد حسابداری:']) await expect(first.getByText(label)).toBeVisible();
        await animationsDone(page);
        await pageShot(`bank-phone-${mode}`);
        expect(await sidewaysScroll(page), 'the list does not scroll sideways').toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);

        // the card's edit opens the dialog prefilled with that account
        const title = ((await first.getByText(/^حساب بانکی /).textContent()) ?? '').replace('حساب بانکی ', '');
        await first.getByRole('button', { name: `ویرایش ${title}` }).click();
        await expect(dialogInput(page, 'title')).toHaveValue(title);
        await dialogInput(page, 'iban').fill('IR12');
        await page.getByRole('button', { name: 'ذخیره' }).click();
        await page.getByText('شماره شبای معتبر الزامی است.').waitFor();
        await animationsDone(page);
        await pageShot(`bank-phone-dialog-${mode}`);
        expect(await sidewaysScroll(page), 'the dialog does not scroll sideways').toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, { include: '[role="dialog"]' });
        await page.getByRole('button', { name: 'انصراف' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);

        // the card's delete asks first; confirmed, the account goes
        await first.getByRole('button', { name: `حذف ${title}` }).click();
        const confirm = page.getByRole('dialog');
        await confirm.getByRole('button', { name: 'حذف' }).waitFor();
        await animationsDone(page);
        await pageShot(`bank-phone-delete-${mode}`);
        expect(await sidewaysScroll(page), 'the confirmation does not scroll sideways').toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, { include: '[role="dialog"]' });
        await confirm.getByRole('button', { name: 'حذف' }).click();
        await page.getByText('حساب بانکی حذف شد.').waitFor();
        await page.getByText('۱ تا ۱۵ از ۴۱').waitFor();

        // the add dialog too
        await page.getByRole('button', { name: 'افزودن حساب بانکی' }).click();
        await dialogInput(page, 'title').waitFor();
        expect(await sidewaysScroll(page), 'the add dialog does not scroll sideways').toBeLessThanOrEqual(0);
    });
}
