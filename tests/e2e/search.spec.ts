// The global search (Ctrl+K, the top bar's button) and the lists' saved views and chosen
// columns, in Chromium against the demo build's mock backend.
import type { Page, Request } from '@playwright/test';
import { builtInDefinitions } from '../../src/resources/builtIn';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { animationsDone, mockSettings, signedIn } from './support.mjs';

// a shared, loaded machine: the first screen and the palette's lazy code may take a while
test.beforeEach(() => test.slow());
const patient = expect.configure({ timeout: 45_000 });

const palette = (page: Page) => page.getByRole('dialog', { name: 'جستجو در همه بخش‌ها' });
const combobox = (page: Page) => palette(page).getByRole('combobox', { name: 'جستجو در همه بخش‌ها' });

/** The global search's calls: every list call with `search`, as the server received them. */
function watchSearches(page: Page) {
    const calls: URL[] = [];
    page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (/^\/admin\/[^/]+$/.test(url.pathname) && url.searchParams.has('search')) calls.push(url);
    });
    return calls;
}

const searchedResources = (calls: URL[], text: string) =>
    new Set(calls.filter(url => url.searchParams.get('search') === text).map(url => url.pathname.replace('/admin/', '')));

async function openDashboard(page: Page) {
    await page.goto('/');
    // the dashboard's orders tile: the admin's accesses are known
    await patient(page.getByTestId('queue-count-order')).toBeVisible();
}

/** Opens the palette with Ctrl+K, or with the top bar's button; waits for its lazy code. */
async function openPalette(page: Page, how: 'keys' | 'button' = 'keys') {
    if (how === 'keys') await page.keyboard.press('Control+k');
    else await page.getByTestId('search-button').click();
    await patient(combobox(page)).toBeFocused();
}

/** Moves the palette's active option down until it is `option`, as a keyboard user would. */
async function arrowTo(page: Page, option: ReturnType<Page['getByRole']>) {
    const id = await option.getAttribute('id');
    for (let step = 0; step < 60; step++) {
        if ((await combobox(page).getAttribute('aria-activedescendant')) === id) return;
        await page.keyboard.press('ArrowDown');
    }
    throw new Error('the option was never reached with the arrows');
}

test.describe('global search', () => {
    test('Ctrl+K; علي كريمي finds the customer stored as علی کریمی, sent normalised; the keyboard opens it', async ({ page, pageShot }) => {
        const calls = watchSearches(page);
        await signedIn(page);
        await openDashboard(page);
        // before typing: recent searches (none yet) and the commands to each screen and queue
        await openPalette(page);
        await expect(palette(page).getByRole('option', { name: 'فیش‌های در انتظار' })).toBeVisible();
        await combobox(page).pressSequentially('علي  كريمي');
        const customer = palette(page).getByRole('group', { name: 'مشتریان' }).getByRole('option', { name: /مشتری علی کریمی/ });
        await patient(customer).toBeVisible();
        // every resource with a search asked once the typing paused, with the text normalised, 5 each
        const searchable = builtInDefinitions.filter(definition => definition.search !== false).map(definition => definition.name);
        expect(searchable, 'the business’s resources and the staff').toEqual(expect.arrayContaining(['receipt', 'user', 'ticket', 'staff']));
        await expect.poll(() => [...searchedResources(calls, 'علی کریمی')].sort()).toEqual(searchable.sort());
        for (const url of calls.filter(call => call.searchParams.get('search') === 'علی کریمی')) expect(url.searchParams.get('per_page')).toBe('5');
        expect(calls.some(url => /[يك]/.test(url.searchParams.get('search') ?? '')), 'never the Arabic letters').toBe(false);
        await expect(palette(page).getByRole('status')).toHaveText(/[۰-۹]+ نتیجه/);
        await animationsDone(page);
        await pageShot('search-palette-light');
        await expectNoAxeViolations(page, { include: '.MuiDialog-root' });

        await arrowTo(page, customer);
        await expect(customer).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/user\/66\/show$/);
        await expect(palette(page)).toHaveCount(0);

        // the next opening offers the search and the record again
        await page.getByTestId('search-button').focus();
        await page.keyboard.press('Enter');
        await expect(combobox(page)).toBeFocused();
        await expect(palette(page).getByRole('group', { name: 'جستجوهای اخیر' }).getByRole('option', { name: 'علي  كريمي' })).toBeVisible();
        await expect(palette(page).getByRole('group', { name: 'بازشده‌های اخیر' }).getByRole('option', { name: 'مشتری علی کریمی' })).toBeVisible();
        // Escape closes, and the focus is back on the button
        await page.keyboard.press('Escape');
        await expect(palette(page)).toHaveCount(0);
        await expect(page.getByTestId('search-button')).toBeFocused();
    });

    test.describe(() => {
        // no order 12 elsewhere: the other resources answer 404, which the browser logs
        test.use({ allowConsole: /status of 404/ });
        test('an id typed alone opens its order', async ({ page }) => {
            await signedIn(page);
            await openDashboard(page);
            await openPalette(page);
            await combobox(page).fill('#۱۲');
            const order = palette(page).getByRole('group', { name: 'با شناسه ۱۲' }).getByRole('option', { name: /^سفارش ۱۲/ });
            await patient(order).toBeVisible();
            await expect(palette(page).getByText(/انجام نشد/)).toHaveCount(0);
            await arrowTo(page, order);
            await page.keyboard.press('Enter');
            await page.waitForURL(/\/order\/12\/show$/);
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(/سفارش ۱۲/);
        });
    });

    test('a limited admin’s search asks only their resources', async ({ page }) => {
        const calls = watchSearches(page);
        await signedIn(page, { role: 'admin' });
        await mockSettings(page, { admin: 'limited' });
        await openDashboard(page);
        await openPalette(page, 'button');
        await expect(palette(page).getByRole('option', { name: 'رفتن به مشتریان' })).toBeVisible();
        await expect(palette(page).getByRole('option', { name: 'فیش‌های در انتظار' })).toBeVisible();
        await expect(palette(page).getByRole('option', { name: /رفتن به تیکت‌ها/ })).toHaveCount(0);
        await combobox(page).fill('کریمی');
        await patient(palette(page).getByRole('group', { name: 'مشتریان' }).getByRole('option').first()).toBeVisible();
        await patient(palette(page).getByRole('status')).toHaveText(/نتیجه/);
        expect([...searchedResources(calls, 'کریمی')].sort()).toEqual(['bank', 'order', 'receipt', 'user']);
    });

    test.describe(() => {
        test.use({ allowConsole: /status of 503/ });
        test('one resource failing leaves the others’ results', async ({ page }) => {
            await signedIn(page);
            await mockSettings(page, { listFailures: { receipt: '503' } });
            await openDashboard(page);
            await openPalette(page);
            await combobox(page).fill('علی کریمی');
            await patient(palette(page).getByRole('group', { name: 'فیش‌ها' })).toContainText('جستجو در فیش‌ها انجام نشد.');
            await expect(palette(page).getByRole('group', { name: 'مشتریان' }).getByRole('option', { name: /علی کریمی/ })).toBeVisible();
            await expect(palette(page).getByRole('group', { name: 'سفارش‌ها' }).getByRole('option').first()).toBeVisible();
        });
    });

    test('on a phone the palette is a full-screen sheet', { tag: ['@phone', '@phone-dark'] }, async ({ page, pageShot }, testInfo) => {
        await signedIn(page);
        await openDashboard(page);
        await openPalette(page, 'button');
        await combobox(page).fill('کریمی');
        await patient(palette(page).getByRole('group', { name: 'مشتریان' }).getByRole('option').first()).toBeVisible();
        await animationsDone(page);
        const box = await palette(page).boundingBox();
        expect(box?.width).toBe(390);
        expect(box?.height).toBe(844);
        await pageShot(`search-palette-390-${testInfo.project.name === 'phone-dark' ? 'dark' : 'light'}`);
        await expectNoAxeViolations(page, { include: '.MuiDialog-root' });
        await palette(page).getByRole('button', { name: 'بستن جستجو' }).click();
        await expect(palette(page)).toHaveCount(0);
    });

    test('the palette in dark mode', { tag: '@phone-dark' }, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 860 });
        await signedIn(page);
        await openDashboard(page);
        await openPalette(page);
        await combobox(page).fill('کریمی');
        await patient(palette(page).getByRole('group', { name: 'مشتریان' }).getByRole('option').first()).toBeVisible();
        await animationsDone(page);
        await expectNoAxeViolations(page, { include: '.MuiDialog-root' });
    });
});

/** Signs out through the user menu, as staff do. */
async function signOut(page: Page) {
    await page.getByRole('button', { name: /پروفایل|کاربر|حساب/ }).first().click();
    await page.getByRole('menuitem', { name: 'خروج' }).click();
    await page.getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL(/\/login/);
}

/** Signs in with a one-time code, then opens `path`. */
async function signIn(page: Page, mobile: string, path: string) {
    await patient(page.locator('input[name="mobile"]')).toBeEditable();
    await page.locator('input[name="mobile"]').fill(mobile);
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await page.waitForURL('**/verify');
    await patient(page.locator('input[name="code"]')).toBeEditable();
    await page.locator('input[name="code"]').fill('12345');
    await page.waitForURL(url => !/\/(login|verify)/.test(url.pathname));
    await page.goto(path);
    await patient(header(page, 'مبلغ')).toBeVisible();
}

const header = (page: Page, name: string) => page.locator('thead').getByText(name, { exact: true });

// signing out of a queue's list: its title's count is asked once more as the token goes, and
// the browser logs that call's 401 (the sign-out itself is what the test does)
test.describe(() => {
test.use({ allowConsole: /status of 401/ });
test('saved views and hidden columns are the admin’s own: they survive a reload and a sign-out, and no other admin sees them', async ({ page, pageShot }) => {
    await signedIn(page);
    await page.goto('/receipt');
    await patient(header(page, 'بانک')).toBeVisible();

    // hide a column
    await page.getByRole('button', { name: 'ستون‌ها' }).click();
    await page.locator('.MuiPopover-paper').getByLabel('بانک', { exact: true }).uncheck();
    await expect(header(page, 'بانک')).toHaveCount(0);
    await animationsDone(page);
    await pageShot('list-columns-chooser-light');
    await page.keyboard.press('Escape');

    // save the queue's view under a name, then look at today's
    await page.getByTestId('saved-views').click();
    await page.getByRole('menuitem', { name: 'ذخیره نمای فعلی…' }).click();
    await page.getByRole('textbox', { name: 'نام نما' }).fill('فیش‌های منتظر');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await expect(page.getByTestId('saved-views')).toHaveText('نماها: فیش‌های منتظر');
    await page.getByTestId('saved-views').click();
    await page.getByRole('menuitem', { name: 'امروز' }).click();
    await expect(page).toHaveURL(/created_at_from/);
    await expect(page.getByTestId('saved-views')).toHaveText('نماها');
    // one click applies the saved view; the address shows it
    await page.getByTestId('saved-views').click();
    await page.getByRole('menuitem', { name: 'فیش‌های منتظر', exact: true }).click();
    await expect(page).toHaveURL(/filter=%7B%22status%22%3A%22pending%22%7D/);
    await expect(page.getByTestId('saved-views')).toHaveText('نماها: فیش‌های منتظر');

    await page.reload();
    await patient(page.getByTestId('saved-views')).toHaveText('نماها: فیش‌های منتظر');
    await expect(header(page, 'مبلغ')).toBeVisible();
    await expect(header(page, 'بانک'), 'still hidden after a reload').toHaveCount(0);

    await signOut(page);
    await signIn(page, '09121234567', '/receipt');
    await expect(header(page, 'مبلغ')).toBeVisible();
    await expect(header(page, 'بانک'), 'still hidden after signing out and in').toHaveCount(0);
    await page.getByTestId('saved-views').click();
    await expect(page.getByRole('menuitem', { name: 'فیش‌های منتظر', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // another admin on the same browser
    await signOut(page);
    await signIn(page, '09351234567', '/receipt');
    await expect(header(page, 'بانک'), 'another admin sees every column').toBeVisible();
    await page.getByTestId('saved-views').click();
    await expect(page.getByRole('menuitem', { name: 'فیش‌های منتظر', exact: true })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'هنوز نمایی ذخیره نکرده‌اید.' })).toBeVisible();
});
});

test('a list with its views and column chooser, in dark mode and on a phone', { tag: ['@wide', '@phone-dark'] }, async ({ page, pageShot }, testInfo) => {
    await signedIn(page);
    await page.goto('/order');
    await patient(page.getByTestId('saved-views')).toBeVisible();
    await page.getByTestId('saved-views').click();
    await expect(page.getByRole('menu', { name: 'نماهای این فهرست' })).toBeVisible();
    await animationsDone(page);
    const name = testInfo.project.name === 'phone-dark' ? 'list-views-390-dark' : 'list-views-light';
    await pageShot(name);
    await expectNoAxeViolations(page, { include: '.MuiPopover-root' });
    await page.keyboard.press('Escape');
    if (testInfo.project.name === 'phone-dark') {
        // phones keep their cards: no column chooser
        await expect(page.getByRole('button', { name: 'ستون‌ها' })).toHaveCount(0);
    } else {
        await page.getByRole('button', { name: 'ستون‌ها' }).click();
        await expect(page.locator('.MuiPopover-paper').getByLabel('مشتری', { exact: true })).toBeChecked();
    }
});
