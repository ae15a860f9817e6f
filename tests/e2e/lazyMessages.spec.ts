// The texts of lazy features load with them (src/i18n/lazy/, docs/architecture.md, "Messages"):
// each lazy screen, opened straight from a fresh page load so that its chunk and its messages load
// then, shows its Persian texts and never a raw `app.…` key, in its text or in its names for
// assistive technology.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { connected } from './helpers';
import { signedIn } from './support.mjs';

const LOAD = 20000;
/** A message key as react-admin shows one it cannot translate: `app.views.today`. */
const RAW_KEY = /\bapp\.[a-z0-9_]+\.[a-z0-9_.]+/g;

/** The raw keys on the page: in its text, and in its aria-labels, titles and placeholders. */
async function rawKeys(page: Page): Promise<string[]> {
    const texts = await page.evaluate(() => [
        document.body.innerText,
        ...[...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap(element =>
            ['aria-label', 'title', 'placeholder'].map(name => element.getAttribute(name) ?? '')
        ),
    ]);
    return texts.flatMap(text => text.match(RAW_KEY) ?? []);
}

test('lazy screens show their own Persian texts, never a raw message key', async ({ page }) => {
    test.setTimeout(150000);
    await signedIn(page);

    // the dashboard and the live-order panel
    await page.goto('/');
    await connected(page).waitFor({ timeout: LOAD });
    await page.getByRole('heading', { name: /به پنل مدیریت زر خوش آمدید/ }).waitFor({ timeout: LOAD });
    await page.getByRole('heading', { name: /سفارش‌های در انتظار/, level: 2 }).first().waitFor({ timeout: LOAD });
    expect(await rawKeys(page), 'dashboard').toEqual([]);

    // the settings drawer's content
    await page.getByRole('button', { name: 'باز کردن تنظیمات' }).click();
    const drawer = page.getByRole('region', { name: 'تنظیمات' });
    await drawer.getByText('حالت نمایش').waitFor({ timeout: LOAD });
    await drawer.getByRole('heading', { name: 'اعلان دسکتاپ' }).waitFor();
    expect(await rawKeys(page), 'settings drawer').toEqual([]);

    // a list: search, row selection, saved views, the CSV export
    await page.goto('/receipt');
    await page.locator('tbody tr').first().waitFor({ timeout: LOAD });
    await page.getByTestId('saved-views').click();
    await page.getByText('ذخیره نمای فعلی…').waitFor();
    expect(await rawKeys(page), 'receipt list and its views menu').toEqual([]);
    await page.keyboard.press('Escape');

    // a record: its timeline, pictures
    await page.goto('/receipt');
    await page.locator('tbody tr').first().locator('a').first().click({ timeout: LOAD });
    await page.waitForURL(url => /^\/receipt\/\d+\/show$/.test(url.pathname));
    await page.getByTestId('record-timeline').getByTestId('activity-entry').first().waitFor({ timeout: LOAD });
    expect(await rawKeys(page), 'receipt page').toEqual([]);

    // the profile
    await page.goto('/profile');
    await page.getByText('بخش‌های در دسترس').waitFor({ timeout: LOAD });
    expect(await rawKeys(page), 'profile').toEqual([]);

    // a public page
    await page.goto('/faqs');
    await page.getByRole('heading', { name: 'قوانین و پرسش‌های متداول' }).waitFor({ timeout: LOAD });
    expect(await rawKeys(page), 'public page').toEqual([]);
});
