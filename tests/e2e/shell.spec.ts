// The shell: the settings drawer (mode, presets, stretch, reset, persistence), the
// side menu as an icon rail that opens over the content, the top bar on a phone, tab titles.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { connected, fire, liveLayerSettled, toNumber } from './helpers';
import { expectNoAxeViolations } from './axe';
import { animationsDone, persian, signedIn } from './support.mjs';

/** The six presets' primary colours (src/layout/settings/presets.ts), as Chromium reports them. */
const PRIMARY = {
    default: { light: 'rgb(27, 127, 75)', dark: 'rgb(63, 181, 116)' },
    purple: { light: 'rgb(109, 40, 217)', dark: 'rgb(167, 139, 250)' },
    cyan: { light: 'rgb(14, 116, 144)', dark: 'rgb(34, 211, 238)' },
    blue: { light: 'rgb(29, 78, 216)', dark: 'rgb(96, 165, 250)' },
    orange: { light: 'rgb(180, 83, 9)', dark: 'rgb(251, 146, 60)' },
    red: { light: 'rgb(198, 40, 40)', dark: 'rgb(248, 113, 113)' },
};
const PRESETS = Object.keys(PRIMARY) as (keyof typeof PRIMARY)[];

async function openDashboard(page: Page, width = 1366) {
    await page.setViewportSize({ width, height: 860 });
    await signedIn(page);
    await page.goto('/');
    await connected(page).waitFor();
}

/** Opens the settings drawer; resolves once it has slid in (a click while it moves can miss). */
const openSettings = async (page: Page) => {
    await page.getByRole('button', { name: 'باز کردن تنظیمات' }).click();
    const drawer = page.getByRole('region', { name: 'تنظیمات' });
    await drawer.waitFor();
    await animationsDone(page);
    return drawer;
};
const closeSettings = (page: Page) => page.getByRole('button', { name: 'بستن تنظیمات' }).click();

/** The active menu item: its text is in the preset's primary colour (the soft pill). */
const activeItem = (page: Page) => page.locator('.RaMenuItemLink-active').first();

test('settings: each colour preset in light and dark changes the primary colour', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    await openDashboard(page);
    for (const [index, preset] of PRESETS.entries()) {
        for (const mode of index % 2 ? (['dark', 'light'] as const) : (['light', 'dark'] as const)) {
            const drawer = await openSettings(page);
            const modeButton = drawer.getByRole('button', { name: mode === 'light' ? 'روشن' : 'تیره' });
            await modeButton.click();
            await expect(modeButton, `${mode}: the mode is chosen`).toHaveAttribute('aria-pressed', 'true');
            await drawer.locator(`[data-preset="${preset}"]`).click();
            await expect(drawer.locator(`[data-preset="${preset}"]`), 'the preset is checked').toHaveAttribute('aria-checked', 'true');
            await closeSettings(page);
            await expect(activeItem(page), `${preset} ${mode}: the active item in the primary colour`).toHaveCSS('color', PRIMARY[preset][mode]);
            await page.getByTestId('queue-count-order').waitFor();
            await pageShot(`shell-preset-${preset}-${mode}`);
        }
    }
});

test('settings: stretch, as the system, reset; the choices survive a reload and a sign-out', async ({ page, pageShot }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openDashboard(page, 1920);
    const contentWidth = () => page.locator('.RaLayout-content').evaluate(el => el.getBoundingClientRect().width);
    const narrow = await contentWidth();
    expect(narrow, 'not stretched: a comfortable width').toBeLessThanOrEqual(1440);

    const drawer = await openSettings(page);
    await drawer.getByRole('switch', { name: 'تمام‌عرض' }).check();
    await drawer.locator('[data-preset="purple"]').click();
    await drawer.getByRole('button', { name: 'مانند سیستم' }).click();
    await closeSettings(page);
    await expect.poll(contentWidth, 'stretched: the full width').toBeGreaterThan(1500);
    // as the system: the emulated system is dark
    await expect(activeItem(page), 'purple, dark as the system').toHaveCSS('color', PRIMARY.purple.dark);
    await pageShot('shell-stretch-system-dark-1920');

    await page.reload();
    await expect(activeItem(page), 'after a reload: purple, dark as the system').toHaveCSS('color', PRIMARY.purple.dark);
    await expect.poll(contentWidth, 'after a reload: still stretched').toBeGreaterThan(1500);

    // sign out (react-admin resets its store): the look stays; once the live layer, which starts
    // after the first screen, has made its calls with the token
    await liveLayerSettled(page);
    await page.getByRole('button', { name: /پروفایل|کاربر|حساب/ }).first().click().catch(() => undefined);
    await page.getByRole('menuitem', { name: 'خروج' }).click();
    await page.getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL(/\/login/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('zar-theme-settings') ?? 'null'));
    expect(stored, 'the choices outlive the session').toEqual({ mode: 'system', preset: 'purple', stretch: true });
    const submit = page.getByRole('button', { name: /دریافت کد تأیید|ورود/ }).first();
    await expect(submit, 'the sign-in page in purple, dark').toHaveCSS('background-color', PRIMARY.purple.dark);

    // the system turns light: so does the page
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(submit, 'the sign-in page in purple, light').toHaveCSS('background-color', PRIMARY.purple.light);
});

test('settings: reset returns to green, light, not stretched; at 390 px the drawer fits', async ({ page, pageShot }) => {
    await page.addInitScript(() => localStorage.setItem('zar-theme-settings', JSON.stringify({ mode: 'dark', preset: 'orange', stretch: true })));
    await openDashboard(page, 390);
    const drawer = await openSettings(page);
    await pageShot('shell-settings-390-dark-orange');
    await drawer.getByRole('button', { name: 'بازگشت به پیش‌فرض' }).click();
    await expect(drawer.locator('[data-preset="default"]'), 'green again').toHaveAttribute('aria-checked', 'true');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('zar-theme-settings')), 'nothing stored').toBeNull();
    await expect.poll(async () => (await drawer.boundingBox())?.width, 'the drawer fits the phone').toBeLessThanOrEqual(390);
    await pageShot('shell-settings-390-reset');
});

test('side menu: collapsed it is an icon rail with tooltips and badges; hovering opens it over the content', async ({ page, pageShot }) => {
    await openDashboard(page);
    const badge = page.getByTestId('menu-badge-order');
    await badge.waitFor();
    const count = await badge.textContent();
    // read as a sentence, not a bare number
    await page.getByRole('menuitem', { name: new RegExp(`^سفارش‌ها\\s*، ${count} سفارش در انتظار$`) }).waitFor();

    await page.getByRole('button', { name: 'بستن منو' }).click();
    await page.locator('.RaMenu-closed').first().waitFor();
    // the menu narrows to the rail in a transition: the content has its width once it ends
    await animationsDone(page);
    const orders = page.locator('[data-menu-id="order"]');
    const label = orders.locator('.MuiTypography-root');
    await expect.poll(async () => (await label.boundingBox())?.width, 'no cut-off label in the rail').toBeLessThanOrEqual(1);
    await expect(badge, 'the badge stays visible').toBeVisible();
    const content = page.locator('.RaLayout-content');
    const before = await content.boundingBox();
    await page.mouse.move(10, 500);
    await pageShot('shell-menu-rail-1366');

    // hover: the menu opens over the page, the page does not move
    await orders.hover();
    await page.locator('.Zar-peek').waitFor();
    await expect.poll(async () => (await orders.boundingBox())?.width, 'the menu open over the page').toBeGreaterThanOrEqual(240);
    await expect.poll(async () => (await label.boundingBox())?.width, 'labels while open over the page').toBeGreaterThan(20);
    const during = await content.boundingBox();
    expect([during?.x, during?.width], 'the content did not move').toEqual([before?.x, before?.width]);
    await pageShot('shell-menu-hover-over-1366');
    await page.mouse.move(10, 500);
    await page.locator('.Zar-peek').waitFor({ state: 'detached' });

    // the rail's tooltip names the item (shown to the keyboard; a pointer opens the menu instead)
    await page.locator('[data-menu-id="banking"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('tooltip', { name: 'سفارش‌ها' }).waitFor();

    // live toasts sit beside the rail, not beside a 280 px menu
    const receipt = await fire(page, 'receipt');
    const toast = page.getByRole('status').locator('.MuiAlert-root').filter({ hasText: receipt.message.slice(0, 12) }).first();
    await toast.waitFor();
    const box = await toast.boundingBox();
    const gap = 1366 - ((box?.x ?? 0) + (box?.width ?? 0));
    expect(gap > 102 && gap < 102 + 40, `the toast starts beside the rail (${gap} px from the edge)`).toBeTruthy();
});

test('the rail: no label cut off beside an icon; a tooltip, once it has faded in, reads clearly in light and in dark', async ({ page, pageShot }) => {
    await openDashboard(page);
    await page.getByRole('button', { name: 'بستن منو' }).click();
    await page.locator('.RaMenu-closed').first().waitFor();
    await animationsDone(page);
    // the template kit's group (demo builds) on the rail: its icons alone, its labels for screen readers
    const kitLabel = page.getByRole('menu', { name: 'نمونه‌ها و اجزا' }).locator('.RaMenuItemLink-root > .MuiTypography-root').first();
    await kitLabel.waitFor({ state: 'attached' });
    await expect.poll(async () => (await kitLabel.boundingBox())?.width ?? 0, 'no cut-off label in the rail').toBeLessThanOrEqual(1);
    for (const mode of ['light', 'dark'] as const) {
        if (mode === 'dark') {
            const drawer = await openSettings(page);
            await drawer.getByRole('button', { name: 'تیره' }).click();
            await closeSettings(page);
            await drawer.waitFor({ state: 'hidden' });
        }
        // the rail's tooltip, opened from the keyboard
        await page.locator('[data-menu-id="banking"]').focus();
        await page.keyboard.press('ArrowDown');
        const tooltip = page.getByRole('tooltip', { name: 'سفارش‌ها' });
        await tooltip.waitFor();
        await animationsDone(page);
        await expect(tooltip.locator('.MuiTooltip-tooltip'), 'faded in whole').toHaveCSS('opacity', '1');
        await expectNoAxeViolations(page, { include: '[role="tooltip"]' });
        await pageShot(`shell-rail-tooltip-1366-${mode}`);
        await page.keyboard.press('Escape');
        await tooltip.waitFor({ state: 'hidden' });
    }
});

test('phone: the menu is a drawer, the title stays whole, the figures are one tap away (light and dark)', async ({ page, pageShot }) => {
    await openDashboard(page, 390);
    await page.goto('/delivery-request');
    const title = page.locator('#react-admin-title');
    await title.filter({ hasText: 'درخواست‌های تحویل' }).waitFor();
    const whole = () => title.evaluate(el => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1);
    await expect.poll(whole, 'the page title is not cut').toBe(true);
    await page.getByRole('button', { name: 'قیمت اونس و بردار امروز' }).click();
    const figures = page.getByRole('dialog', { name: 'قیمت اونس و بردار امروز' });
    await figures.getByTestId('gold-price').filter({ hasText: /[۰-۹]/ }).waitFor();
    await pageShot('shell-phone-figures-light-390');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'باز کردن منو' }).click();
    await page.locator('.MuiDrawer-modal [data-menu-id="order"] .MuiTypography-root').filter({ hasText: 'سفارش‌ها' }).waitFor();
    await pageShot('shell-phone-menu-light-390');
    await page.keyboard.press('Escape');

    const drawer = await openSettings(page);
    await drawer.getByRole('button', { name: 'تیره' }).click();
    await closeSettings(page);
    await page.goto('/');
    await page.getByTestId('queue-count-order').waitFor();
    await pageShot('shell-phone-dashboard-dark-390');
});

test('phone turned upright: the side menu open on a wider screen folds away and leaves the page usable', async ({ page, pageShot }) => {
    await signedIn(page);
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto('/ticket');
    await page.locator('tbody tr').first().waitFor();
    const menu = page.getByRole('menu', { name: 'آمار و اطلاعات' });
    await menu.locator('[data-menu-id="order"]').getByText('سفارش‌ها').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    // the phone's cards replace the table; the menu is the phone's closed drawer, not a hidden modal
    const card = page.locator('main a[href^="/ticket/"]:not([href$="/create"])').first();
    await card.waitFor();
    await animationsDone(page);
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('.MuiDrawer-modal')).toHaveCount(0);
    await pageShot('shell-phone-upright-390');
    await card.click();
    await page.waitForURL(/\/ticket\/\d+(\/show)?$/);
    await page.getByRole('button', { name: 'باز کردن منو' }).click();
    await page.locator('.MuiDrawer-modal [data-menu-id="order"]').getByText('سفارش‌ها').waitFor();
});

test('tab titles: the page name and the product, a record on its page, the waiting-order count first', async ({ page }) => {
    await openDashboard(page);
    const waiting = page.getByTestId('live-orders-count');
    await waiting.filter({ hasText: /[۱-۹]/ }).waitFor();
    let n = await waiting.textContent();
    await expect(page).toHaveTitle(`(${n}) داشبورد · پنل مدیریت زر`);

    await page.getByRole('menuitem', { name: /^درخواست‌های پرداخت/ }).click();
    // the queue's name also counts what waits, once the count has come
    await expect(page).toHaveTitle(new RegExp(`^\\(${n}\\) درخواست‌های پرداخت( \\([۰-۹]+ در انتظار\\))? · پنل مدیریت زر$`));

    const record = page.waitForResponse(response => new URL(response.url()).pathname === '/admin/user/1');
    await page.goto('/user/1/show');
    const name = (await (await record).json()).data.name;
    await connected(page).waitFor();
    await page.locator('#react-admin-title').filter({ hasText: name }).waitFor();
    const recordTitle = ((await page.locator('#react-admin-title').textContent()) ?? '').trim();
    await waiting.filter({ hasText: /[۱-۹]/ }).waitFor();
    n = await waiting.textContent();
    await expect(page).toHaveTitle(`(${n}) ${recordTitle} · پنل مدیریت زر`);
    expect(recordTitle.includes(name), `the record's own name in the title (${recordTitle})`).toBeTruthy();

    // a new order counts at once
    const fired = await fire(page, 'order');
    await page.getByTestId(`live-order-${fired.id}`).waitFor();
    const more = persian(toNumber(n) + 1);
    await expect(page).toHaveTitle(`(${more}) ${recordTitle} · پنل مدیریت زر`);
});

