// Versions and conflicts in Chromium on the demo build. The mock backend runs inside each page
// (MSW's handlers in the page, its store in the page's memory), so two browser contexts do not
// share a store: "another staff member" is the mock's own colleague in the same page, through the
// developer panel's "as another staff member" control or window.__zarMockStaff (src/mock/colleague.ts).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { darkModeFromDrawer } from './helpers';
import { animationsDone, signedIn } from './support.mjs';

const CHANGED = 'این رکورد در این فاصله تغییر کرده است';
const COLLEAGUE = 'سارا محمدی';
const MARK = ' (ویرایش همکار)';

type Json = Record<string, unknown>;

/** A record as the page's server holds it now. */
const stored = (page: Page, resource: string, id: number) =>
    page.evaluate(
        async ({ resource, id }) => {
            const headers = { Accept: 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` };
            return (await (await fetch(`/admin/${resource}/${id}`, { headers })).json()).data;
        },
        { resource, id }
    ) as Promise<Json>;

/** Another staff member changes (a text of) or decides the record, as the dev panel's control does. */
const asColleague = (page: Page, kind: 'change' | 'decide', resource: string, id: number) =>
    page.evaluate(({ kind, resource, id }) => window.__zarMockStaff![kind](resource, id), { kind, resource, id }) as Promise<Json>;

/** PUTs of one record, as sent. */
function puts(page: Page, path: string) {
    const seen: Json[] = [];
    page.on('request', request => {
        if (request.method() === 'PUT' && new URL(request.url()).pathname === path) seen.push(request.postDataJSON());
    });
    return seen;
}

/** Opens the edit dialog of the bank list's row `index`; the account's id (found by its IBAN). */
async function editBankRow(page: Page, index: number): Promise<number> {
    await page.locator('tbody tr').nth(index).getByRole('button', { name: /^ویرایش / }).click();
    const iban = page.getByRole('dialog').locator('input[name="iban"]');
    await expect(iban).not.toHaveValue('');
    const value = (await iban.inputValue()).replace(/\s/g, '');
    return page.evaluate(async value => {
        const headers = { Accept: 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` };
        const { data } = await (await fetch(`/admin/bank?search=${value}&per_page=5`, { headers })).json();
        return data[0].id as number;
    }, value);
}

/** No WCAG A/AA violation in the comparison. */
const comparisonIsAccessible = (page: Page) => expectNoAxeViolations(page, { include: '[data-testid="conflict-dialog"]' });

test.use({ allowConsole: /status of 409/ });

test('conflicts: a generated form refused with 409 keeps what was typed and compares (light, dark, 390 px); keep mine merges with the colleague’s change', async ({ page, pageShot }) => {
    test.setTimeout(150000);
    await signedIn(page);
    await page.goto('/setting/1');
    const description = page.locator('textarea[name="description"]');
    // the first load of a screen is slow on a busy machine
    await expect(page.locator('input[name="title"]')).not.toHaveValue('', { timeout: 60_000 });
    const opened = await stored(page, 'setting', 1);
    await description.fill('کارمزد خرید برای همهٔ مشتریان');

    // the developer panel's "as another staff member", on the record this page has open
    await page.getByRole('button', { name: 'پنل توسعه‌دهنده (سرور آزمایشی)' }).click();
    const colleague = page.getByRole('group', { name: /به‌جای همکار دیگر/ });
    await expect(colleague.locator('input[name="mock-colleague-resource"]')).toHaveValue('setting');
    await expect(colleague.locator('input[name="mock-colleague-id"]')).toHaveValue('1');
    await colleague.getByRole('button', { name: 'تغییر رکورد' }).click();
    await expect.poll(async () => (await stored(page, 'setting', 1)).title, { message: 'the colleague changed the title' }).toEqual(`${String(opened.title)}${MARK}`);
    await page.keyboard.press('Escape');
    const theirs = await stored(page, 'setting', 1);

    const sent = puts(page, '/admin/setting/1');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    const dialog = page.getByTestId('conflict-dialog');
    await dialog.waitFor();
    expect(sent[0].updated_at, 'the version read went back').toEqual(opened.updated_at);
    await expect(description, 'what was typed stays').toHaveValue('کارمزد خرید برای همهٔ مشتریان');
    await expect(dialog.getByTestId('conflict-description').locator('[data-column="mine"]')).toContainText('کارمزد خرید برای همهٔ مشتریان');
    await expect(dialog.getByTestId('conflict-title').locator('[data-column="current"]')).toContainText(MARK.trim());
    await expect(dialog.getByTestId('conflict-title').locator('[data-column="opened"]')).toContainText(String(opened.title));
    await animationsDone(page);
    await pageShot('conflicts-form-comparison-light');
    await comparisonIsAccessible(page);

    // closed, the page still says so and reopens it; in dark mode, then on a phone
    await dialog.getByRole('button', { name: 'بستن' }).click();
    await expect(page.getByTestId('conflict-notice')).toContainText(CHANGED);
    await darkModeFromDrawer(page);
    await page.getByRole('button', { name: 'دیدن تغییرات' }).click();
    await dialog.waitFor();
    await animationsDone(page);
    await pageShot('conflicts-form-comparison-dark');
    await comparisonIsAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await animationsDone(page);
    await pageShot('conflicts-form-comparison-390-dark');
    await comparisonIsAccessible(page);

    await dialog.getByTestId('conflict-keep-mine').click();
    await page.waitForURL(url => url.pathname === '/setting');
    expect(sent[1].updated_at, 'keep mine is sent on the current version').toEqual(theirs.updated_at);
    const now = await stored(page, 'setting', 1);
    expect(now.description, 'mine').toEqual('کارمزد خرید برای همهٔ مشتریان');
    expect(now.title, 'theirs kept').toEqual(theirs.title);
});

test('conflicts: take theirs loads the record as it is now into the generated form', async ({ page }) => {
    test.setTimeout(90000);
    await signedIn(page);
    await page.goto('/setting/2');
    const title = page.locator('input[name="title"]');
    await expect(title).not.toHaveValue('', { timeout: 60_000 });
    await title.fill('عنوان من');
    const theirs = await asColleague(page, 'change', 'setting', 2);
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await page.getByTestId('conflict-dialog').getByTestId('conflict-take-theirs').click();
    await expect(title).toHaveValue(String(theirs.title));
    await expect(page.getByTestId('conflict-notice')).toHaveCount(0);
    expect((await stored(page, 'setting', 2)).title).toEqual(theirs.title);
});

test('conflicts: the bank dialog refused with 409 stays filled; keep mine merges, take theirs loads the account now', async ({ page, pageShot }) => {
    test.setTimeout(120000);
    await signedIn(page);
    await page.goto('/bank');
    await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    const firstId = await editBankRow(page, 0);
    const first = await stored(page, 'bank', firstId);
    const form = page.locator('[role="dialog"][aria-labelledby="bank-dialog-title"]');
    const accountName = form.locator('input[name="account_name"]');
    await expect(accountName).toHaveValue(String(first.account_name));
    await accountName.fill('شرکت زر نوین');
    const theirs = await asColleague(page, 'change', 'bank', firstId);
    await form.getByRole('button', { name: 'ذخیره' }).click();
    const comparison = page.getByTestId('conflict-dialog');
    await comparison.waitFor();
    await expect(accountName).toHaveValue('شرکت زر نوین');
    await animationsDone(page);
    await pageShot('conflicts-bank-comparison-light');
    await comparisonIsAccessible(page);
    await comparison.getByTestId('conflict-keep-mine').click();
    await page.getByText('حساب بانکی ویرایش شد.').waitFor();
    const merged = await stored(page, 'bank', firstId);
    expect(merged.account_name).toEqual('شرکت زر نوین');
    expect(merged.title).toEqual(theirs.title);

    await form.waitFor({ state: 'detached' });
    const secondId = await editBankRow(page, 1);
    const second = await stored(page, 'bank', secondId);
    await expect(form.locator('input[name="account_name"]')).toHaveValue(String(second.account_name));
    await form.locator('input[name="account_name"]').fill('نام من');
    const changed = await asColleague(page, 'change', 'bank', secondId);
    await form.getByRole('button', { name: 'ذخیره' }).click();
    await comparison.getByTestId('conflict-take-theirs').click();
    await expect(form.locator('input[name="title"]')).toHaveValue(String(changed.title));
    await expect(form.locator('input[name="account_name"]')).toHaveValue(String(second.account_name));
});

test('conflicts: a receipt decided meanwhile shows who decided it, keeps the typed reason, and the next waiting one is a button away', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    await signedIn(page);
    await page.goto('/receipt');
    await page.locator('tbody tr').first().locator('a').first().click({ timeout: 60_000 });
    await page.getByTestId('decision-buttons').waitFor({ timeout: 60_000 });
    const id = Number(/\/(\d+)\/show$/.exec(new URL(page.url()).pathname)![1]);
    await page.getByTestId('decision-reject').click();
    const dialog = page.getByTestId('decision-reject-dialog');
    await dialog.locator('textarea[name="reject_reason"]').fill('تصویر فیش خوانا نیست.');
    await asColleague(page, 'decide', 'receipt', id);
    await dialog.getByTestId('decision-reject-send').click();
    const meanwhile = dialog.getByTestId('decided-meanwhile');
    await expect(meanwhile).toContainText(`تصمیم‌گیرنده: ${COLLEAGUE}`);
    await expect(meanwhile).toContainText('تأیید شده');
    await expect(dialog.locator('textarea[name="reject_reason"]')).toHaveValue('تصویر فیش خوانا نیست.');
    await expect(dialog.getByTestId('decision-reject-send')).toBeDisabled();
    await animationsDone(page);
    await pageShot('conflicts-decided-meanwhile');
    await expectNoAxeViolations(page, { include: '[data-testid="decision-reject-dialog"]' });
    await dialog.getByRole('button', { name: 'بعدی در صف' }).click();
    await page.waitForURL(url => /^\/receipt\/\d+\/show$/.test(url.pathname) && !url.pathname.startsWith(`/receipt/${id}/`));
});

test('conflicts: a bulk approve lists a receipt changed meanwhile among the failed ones, with why, still selected', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    await signedIn(page);
    await page.goto('/receipt');
    const rows = page.locator('tbody tr');
    await rows.first().waitFor({ timeout: 60_000 });
    const ids: number[] = [];
    for (const index of [0, 1, 2]) {
        const row = rows.nth(index);
        ids.push(Number(/(\d+)\/show$/.exec((await row.locator('a').first().getAttribute('href')) ?? '')?.[1]));
        await row.getByRole('checkbox').check();
    }
    await asColleague(page, 'decide', 'receipt', ids[1]);
    await page.getByTestId('bulk-decision-approve').click();
    await page.getByTestId('bulk-decision-send').click();
    const dialog = page.getByTestId('bulk-decision-dialog');
    await dialog.getByText('۲ فیش: «تأیید» انجام شد.').waitFor();
    await dialog.getByText('۱ فیش انجام نشد و انتخاب‌شده ماند:').waitFor();
    await dialog.getByText(`${CHANGED} (تصمیم‌گیرنده: ${COLLEAGUE})`).waitFor();
    await animationsDone(page);
    await pageShot('conflicts-bulk-summary');
    await dialog.getByRole('button', { name: 'بستن' }).click();
    await page.getByText(/۱ (مورد|آیتم)/).first().waitFor();
});
