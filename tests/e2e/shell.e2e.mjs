// The shell (issue 10): the settings drawer (mode, presets, stretch, reset, persistence), the
// side menu as an icon rail that opens over the content, the top bar on a phone, tab titles.
import { persian, signedIn } from './support.mjs';

/** The six presets' primary colours (src/layout/settings/presets.ts), as Chromium reports them. */
const PRIMARY = {
    default: { light: 'rgb(27, 127, 75)', dark: 'rgb(63, 181, 116)' },
    purple: { light: 'rgb(109, 40, 217)', dark: 'rgb(167, 139, 250)' },
    cyan: { light: 'rgb(14, 116, 144)', dark: 'rgb(34, 211, 238)' },
    blue: { light: 'rgb(29, 78, 216)', dark: 'rgb(96, 165, 250)' },
    orange: { light: 'rgb(180, 83, 9)', dark: 'rgb(251, 146, 60)' },
    red: { light: 'rgb(198, 40, 40)', dark: 'rgb(248, 113, 113)' },
};
const PRESETS = Object.keys(PRIMARY);

async function openDashboard(page, baseUrl, width = 1366) {
    await page.setViewportSize({ width, height: 860 });
    await signedIn(page);
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-testid="connection-status"][data-state="connected"]').waitFor();
}

const openSettings = async page => {
    await page.getByRole('button', { name: 'باز کردن تنظیمات' }).click();
    return page.getByRole('region', { name: 'تنظیمات' });
};
const closeSettings = page => page.getByRole('button', { name: 'بستن تنظیمات' }).click();

/** The active menu item's text colour: the preset's primary (the soft pill). */
const activeColour = page => page.locator('.RaMenuItemLink-active').first().evaluate(el => getComputedStyle(el).color);

export default [
    {
        name: 'settings: each colour preset in light and dark changes the primary colour',
        timeout: 90000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await openDashboard(page, baseUrl);
            for (const [index, preset] of PRESETS.entries()) {
                for (const mode of index % 2 ? ['dark', 'light'] : ['light', 'dark']) {
                    const drawer = await openSettings(page);
                    await drawer.getByRole('button', { name: mode === 'light' ? 'روشن' : 'تیره' }).click();
                    await drawer.locator(`[data-preset="${preset}"]`).click();
                    expect.equal(await drawer.locator(`[data-preset="${preset}"]`).getAttribute('aria-checked'), 'true', 'the preset is checked');
                    await closeSettings(page);
                    await page.waitForFunction(
                        expected => getComputedStyle(document.querySelector('.RaMenuItemLink-active')).color === expected,
                        PRIMARY[preset][mode]
                    );
                    expect.equal(await activeColour(page), PRIMARY[preset][mode], `${preset} ${mode}: the active item in the primary colour`);
                    await page.getByTestId('queue-count-order').waitFor();
                    await screenshot(`shell-preset-${preset}-${mode}`);
                }
            }
        },
    },
    {
        name: 'settings: stretch, as the system, reset; the choices survive a reload and a sign-out',
        timeout: 60000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await page.emulateMedia({ colorScheme: 'dark' });
            await openDashboard(page, baseUrl, 1920);
            const contentWidth = () => page.locator('.RaLayout-content').evaluate(el => el.getBoundingClientRect().width);
            const narrow = await contentWidth();
            expect.ok(narrow <= 1440, `not stretched: a comfortable width (${narrow})`);

            let drawer = await openSettings(page);
            await drawer.getByRole('checkbox', { name: 'تمام‌عرض' }).check();
            await drawer.locator('[data-preset="purple"]').click();
            await drawer.getByRole('button', { name: 'مانند سیستم' }).click();
            await closeSettings(page);
            await page.waitForFunction(w => document.querySelector('.RaLayout-content').getBoundingClientRect().width > w, narrow);
            expect.ok((await contentWidth()) > 1500, 'stretched: the full width');
            // as the system: the emulated system is dark
            await page.waitForFunction(expected => getComputedStyle(document.querySelector('.RaMenuItemLink-active')).color === expected, PRIMARY.purple.dark);
            await screenshot('shell-stretch-system-dark-1920');

            await page.reload();
            await page.locator('.RaMenuItemLink-active').waitFor();
            expect.equal(await activeColour(page), PRIMARY.purple.dark, 'after a reload: purple, dark as the system');
            expect.ok((await contentWidth()) > 1500, 'after a reload: still stretched');

            // sign out (react-admin resets its store): the look stays
            await page.getByRole('button', { name: /پروفایل|کاربر|حساب/ }).first().click().catch(() => undefined);
            await page.getByRole('menuitem', { name: 'خروج' }).click();
            await page.getByRole('button', { name: 'خروج' }).click();
            await page.waitForURL(/\/login/);
            const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('zar-theme-settings')));
            expect.equal(stored, { mode: 'system', preset: 'purple', stretch: true }, 'the choices outlive the session');
            const submit = page.getByRole('button', { name: /دریافت کد تأیید|ورود/ }).first();
            expect.equal(await submit.evaluate(el => getComputedStyle(el).backgroundColor), PRIMARY.purple.dark, 'the sign-in page in purple, dark');

            await page.emulateMedia({ colorScheme: 'light' });
            expect.equal(await submit.evaluate(el => getComputedStyle(el).backgroundColor), PRIMARY.purple.light, 'the system turned light: so does the page');
        },
    },
    {
        name: 'settings: reset returns to green, light, not stretched; at 390 px the drawer fits',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await page.addInitScript(() => localStorage.setItem('zar-theme-settings', JSON.stringify({ mode: 'dark', preset: 'orange', stretch: true })));
            await openDashboard(page, baseUrl, 390);
            const drawer = await openSettings(page);
            await screenshot('shell-settings-390-dark-orange');
            await drawer.getByRole('button', { name: 'بازگشت به پیش‌فرض' }).click();
            expect.equal(await drawer.locator('[data-preset="default"]').getAttribute('aria-checked'), 'true', 'green again');
            expect.equal(await page.evaluate(() => localStorage.getItem('zar-theme-settings')), null, 'nothing stored');
            const box = await drawer.boundingBox();
            expect.ok(box.width <= 390, `the drawer fits the phone (${box.width})`);
            await screenshot('shell-settings-390-reset');
        },
    },
];
