// The accessibility walk: every route of the admin and of the template kit, checked by axe-core
// against the WCAG 2.0/2.1/2.2 A and AA rules (tests/e2e/axe.ts), with no rule or element left out.
//
// The routes come from the code (tests/e2e/routes.ts reads the resource registry, the public
// pages, the kit's route table and menu, and the gallery's registry), so a screen added there is
// walked here with no edit. Each walk signs in once and moves through the app's router as a link
// does (helpers.ts `navigate`), so the admin starts once per walk.
//
// - every route in light mode on a wide window;
// - one screen of each kind (dashboard, list, show, edit, create, a kit app, a gallery page) in
//   dark mode, and at 390 px in light and dark, where the document must not scroll sideways;
// - the states people meet: a confirm dialog (its focus kept inside and given back to the button
//   that opened it), a form's validation errors, a selected row's bulk bar, the live-order panel,
//   the settings drawer and the search palette (both opened and closed from the keyboard), the
//   user menu; and a visible focus ring on what Tab reaches.
//
// A walk collects every route's violations and fails once at its end, listing them all.
import type { Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { expect, test } from './fixtures';
import { addressDrawn, connected, fire, loading, navigate } from './helpers';
import { focusProblem } from './keyboard';
import { abilitiesOf } from '../../src/resources/abilities';
import { definitions } from '../../src/resources/registry';
import { adminRoutes, galleryRoutes, kitAppRoutes, publicRoutes, resourceRoutes, type AppRoute, type ScreenKind } from './routes';
import { animationsDone, darkMode, signedIn } from './support.mjs';

const PHONE = { width: 390, height: 844 };

/**
 * Waits until the screen at the address is drawn: its h1 in place, nothing loading (on a gallery
 * page: its demos' code in, as some demos show skeletons and spinners on purpose), no transition
 * running.
 */
async function settled(page: Page, kind: ScreenKind) {
    await page.locator('h1').first().waitFor();
    const busy = kind === 'gallery' ? page.locator('[data-kit-loading], [data-gallery-loading]') : loading(page);
    await expect(busy).toHaveCount(0, { timeout: 20_000 });
    await animationsDone(page);
}

/**
 * Opens a route: the first by loading the page, the next through the app's router; then waits
 * until its screen is drawn (`addressDrawn`), or fails if leaving the screen before asked first.
 */
async function open(page: Page, route: AppRoute, first: boolean) {
    if (first) {
        await page.goto(route.path);
    } else {
        await page.evaluate(() => document.documentElement.removeAttribute('data-e2e-path'));
        await navigate(page, route.path);
    }
    // nothing is typed on the walk: leaving a screen never asks about unsaved changes
    const outcome = await addressDrawn(page, { orDialog: 'این صفحه را ترک می‌کنید؟' });
    expect(outcome, `leaving the screen before ${route.path} asked about unsaved changes, with nothing typed`).toBe('drawn');
    await settled(page, route.kind);
}

/** What axe finds on the page as it is now, named after `where` (empty when nothing). */
async function findings(page: Page, where: string): Promise<string[]> {
    const violations = await axeViolations(page);
    return violations.length ? [`${where}\n${describeViolations(violations).replace(/^/gm, '  ')}`] : [];
}

/** Opens each route in turn and lists what axe finds on each. */
async function walk(page: Page, routes: AppRoute[], label = '') {
    const found: string[] = [];
    for (const [index, route] of routes.entries()) {
        await open(page, route, index === 0);
        found.push(...(await findings(page, `${label}${route.path}`)));
    }
    return found;
}

const expectNone = (found: string[]) => expect(found.length, `WCAG A/AA violations:\n${found.join('\n')}`).toBe(0);

/** How far the document is wider than the window (0: no sideways scroll). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** One route of each kind of screen, as the walks below list them. */
const KINDS: ScreenKind[] = ['dashboard', 'list', 'show', 'edit', 'create'];
const oneOfEachKind: AppRoute[] = [
    ...KINDS.map(kind => adminRoutes.find(route => route.kind === kind && route.resource !== 'bank') ?? adminRoutes.find(route => route.kind === kind)!),
    kitAppRoutes[0],
    galleryRoutes[1],
];

test.describe('accessibility walk', () => {
    test.describe.configure({ mode: 'parallel' });

    test('every admin screen, light', async ({ page }) => {
        test.setTimeout(300_000);
        await signedIn(page);
        expectNone(await walk(page, adminRoutes));
    });

    test('every kit app, light', async ({ page }) => {
        test.setTimeout(180_000);
        await signedIn(page);
        expectNone(await walk(page, kitAppRoutes));
    });

    test('every gallery page, light', async ({ page }) => {
        test.setTimeout(600_000);
        await signedIn(page);
        expectNone(await walk(page, galleryRoutes));
    });

    test('the public pages, signed out, and the sign-in page', async ({ page }) => {
        test.setTimeout(120_000);
        expectNone(await walk(page, [...publicRoutes, { path: '/login', kind: 'public' }]));
    });

    test('one screen of each kind in dark mode', async ({ page }) => {
        test.setTimeout(180_000);
        await signedIn(page);
        await darkMode(page);
        expectNone(await walk(page, oneOfEachKind, 'dark '));
    });

    for (const mode of ['light', 'dark'] as const) {
        test(`one screen of each kind at 390 px, ${mode}: no violation, no sideways scroll`, async ({ page }) => {
            test.setTimeout(180_000);
            await page.setViewportSize(PHONE);
            await signedIn(page);
            if (mode === 'dark') await darkMode(page);
            const found: string[] = [];
            // and the bank accounts, the one list with a screen of its own
            const bank = adminRoutes.find(route => route.kind === 'list' && route.resource === 'bank')!;
            for (const [index, route] of [...oneOfEachKind, bank].entries()) {
                await open(page, route, index === 0);
                found.push(...(await findings(page, `390 px ${mode} ${route.path}`)));
                const overflow = await sidewaysScroll(page);
                if (overflow > 0) found.push(`390 px ${mode} ${route.path}: the document scrolls sideways by ${overflow} px`);
            }
            expectNone(found);
        });
    }

    for (const mode of ['light', 'dark'] as const) {
        test(`the states people meet, ${mode}: dialog, form errors, selection, live orders, drawer, palette, user menu`, async ({ page }) => {
            test.setTimeout(180_000);
            await signedIn(page);
            if (mode === 'dark') await darkMode(page);
            expectNone(await states(page, mode));
        });
    }
});

/**
 * The resource the states are shown on: the first whose records can be made, changed and deleted,
 * whose form has a required field and an optional long text (typed in, so the form can be sent).
 */
const formResource = definitions.find(definition => {
    const can = abilitiesOf(definition);
    const inForm = definition.fields.filter(field => field.form !== false);
    return can.create && can.edit && can.delete && inForm.some(field => field.required) && inForm.some(field => field.type === 'longtext' && !field.required);
})!;
const optionalText = formResource.fields.find(field => field.form !== false && field.type === 'longtext' && !field.required)!;
const routeOf = (kind: ScreenKind) => resourceRoutes(formResource).find(route => route.kind === kind)!;

/** Each state in turn on one page; what axe finds in each, and the keyboard checks' failures. */
async function states(page: Page, where: string): Promise<string[]> {
    const found: string[] = [];
    const check = async (state: string) => found.push(...(await findings(page, `${where}, ${state}`)));
    const dialog = page.getByRole('dialog');

    // a selected row: the bulk actions bar
    const list = routeOf('list');
    await open(page, list, true);
    await page.locator('tbody tr').first().getByRole('checkbox').check();
    await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: 'حذف' }).waitFor();
    await animationsDone(page);
    await check(`${list.path} with a row selected`);

    // a delete confirm: the focus stays inside while open, and goes back to its button on close
    const edit = routeOf('edit');
    await open(page, edit, false);
    const deleteButton = page.locator('#main-content').getByRole('button', { name: 'حذف' });
    await deleteButton.click();
    await dialog.waitFor();
    await animationsDone(page);
    await check(`${edit.path} with its delete confirm open`);
    for (let stop = 0; stop < 6; stop++) {
        await page.keyboard.press('Tab');
        if (!(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))) {
            found.push(`${where}, ${edit.path}: Tab ${stop + 1} left the open dialog`);
            break;
        }
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(deleteButton, 'the focus goes back to the button that opened the dialog').toBeFocused();

    // the live-order panel, open with an order waiting, and a live toast on screen
    await connected(page).waitFor({ state: 'attached' });
    await fire(page, 'order');
    await page.getByTestId('live-orders').locator('[data-testid^="live-order-"]').first().waitFor();
    const receipt = await fire(page, 'receipt');
    await page.getByRole('status').getByText(receipt.message.slice(0, 12)).waitFor();
    await animationsDone(page);
    await check('the live-order panel with an order, and a live toast');

    // the settings drawer, opened and closed from the keyboard (the top bar slides away while
    // the page is scrolled down)
    await page.evaluate(() => scrollTo(0, 0));
    const settingsButton = page.getByRole('button', { name: 'باز کردن تنظیمات' });
    await settingsButton.waitFor();
    await settingsButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('region', { name: 'تنظیمات', exact: true });
    await drawer.waitFor();
    await animationsDone(page);
    await check('the settings drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect(settingsButton, 'the focus goes back to the settings button').toBeFocused();

    // the search palette, opened with Ctrl+K and closed with Escape
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'جستجو در همه بخش‌ها' });
    await expect(palette.getByRole('combobox')).toBeFocused({ timeout: 30_000 });
    await animationsDone(page);
    await check('the search palette');
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });

    // the user menu
    await page.getByRole('button', { name: /منوی کاربر$/ }).click();
    const userMenu = page.locator('.MuiPopover-root [role="menu"]');
    await userMenu.waitFor();
    await animationsDone(page);
    await check('the user menu');
    await page.keyboard.press('Escape');
    await userMenu.waitFor({ state: 'detached' });

    // a form sent with its required fields empty: each says so at the field (last: leaving a
    // form with something typed asks first)
    const create = routeOf('create');
    await open(page, create, false);
    await page.getByRole('textbox', { name: optionalText.label }).fill('یادداشت');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await page.locator('.Mui-error').first().waitFor();
    await animationsDone(page);
    await check(`${create.path} with validation errors`);

    // Tab on from the first field in error (where sending put the focus): every stop shows where the focus is
    for (let stop = 0; stop < 8; stop++) {
        await page.keyboard.press('Tab');
        // the keyboard spec's check (tests/e2e/keyboard.ts); MUI draws its focus a frame after the key
        const missing = await expect
            .poll(() => focusProblem(page), { timeout: 2_000, intervals: [0, 50, 100, 250] })
            .toBe('')
            .then(
                () => '',
                () => focusProblem(page)
            );
        if (missing) found.push(`${where}, ${create.path}: Tab stop ${stop + 1}: ${missing}`);
    }
    return found;
}
