// Two-person approval and the staff screen in Chromium on the demo build, with the mock's second
// admin (the developer panel's colleague): a decision over the acting admin's max_amount is sent
// (202) and shown as waiting, with nothing more offered on the record; the colleague approves it
// and the maker's open page follows live; a request the colleague made is approved by the
// signed-in admin from the approvals screen, whose rejection needs a reason; the maker is only
// offered to cancel their own. A record waiting for approval, the approvals list, an approval's
// page and the staff form have no axe-core WCAG 2.1 A/AA violation at 390 px, light and dark (the
// waiting record wide too, its key facts kept readable beside the notice). A server without
// approvals and staff (404) has no menu entry for them and shows no error.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { connected, darkModeFromDrawer, navigate } from './helpers';
import { animationsDone, darkMode, mockSettings, signedIn } from './support.mjs';

// a limited admin without the activity log is refused it (403), which hides the record's timeline
test.use({ allowConsole: /status of 403 \(Forbidden\).*\/admin\/activity\?/ });

/** A first load of the demo, or of a lazy screen, on a loaded two-core machine. */
const LOAD = 45_000;

/** Opens the first waiting receipt's page from the receipts queue; its id. */
async function openFirstReceipt(page: Page): Promise<string> {
    await page.goto('/receipt');
    await page.locator('tbody tr, main a[href^="/receipt/"][href$="/show"]').first().waitFor({ timeout: LOAD });
    await page.locator('tbody tr a, main a[href^="/receipt/"][href$="/show"]').first().click({ timeout: LOAD });
    await page.waitForURL(url => /^\/receipt\/\d+\/show$/.test(url.pathname));
    await page.getByTestId('decision-buttons').waitFor({ timeout: LOAD });
    return /\/receipt\/(\d+)\/show/.exec(page.url())![1];
}

/** Dark mode from the settings drawer, with the top bar (and its settings button) in view. */
async function dark(page: Page) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await darkModeFromDrawer(page);
}

/** The developer panel's colleague, pressing one of its buttons. */
async function asColleague(page: Page, button: string) {
    await page.getByRole('button', { name: 'پنل توسعه‌دهنده (سرور آزمایشی)' }).click();
    await page.getByRole('group', { name: /به‌جای همکار دیگر/ }).getByRole('button', { name: button }).click();
    await page.keyboard.press('Escape');
}

/** Nothing of the notice is cut off or pushes the page sideways: it lies within the viewport, and its text wraps. */
async function expectWhole(page: Page, notice: ReturnType<Page['getByTestId']>) {
    const box = (await notice.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x, 'the notice starts within the page').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'the notice ends within the page').toBeLessThanOrEqual(width);
    const clipped = await notice.evaluate(element =>
        [element, ...Array.from(element.querySelectorAll('*'))].some(part => part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible')
    );
    expect(clipped, 'no part of the notice hides text').toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'nothing scrolls sideways').toBeLessThanOrEqual(0);
}

/** A limited admin whose approve and pay go alone only up to 1,000 toman: every receipt is over it. */
const OVER_EVERY_LIMIT = { admin: 'limited', actingPermissions: [{ resource: '*', action: '*', max_amount: 1000 }] };

test('approvals: a decision over the limit waits for a second admin, offers nothing more, and follows the colleague’s approval live (390 px, light and dark)', { tag: '@phone' }, async ({ page, pageShot }) => {
    test.setTimeout(180_000);
    await mockSettings(page, OVER_EVERY_LIMIT);
    await signedIn(page, { role: 'admin' });
    const id = await openFirstReceipt(page);
    await connected(page).waitFor({ timeout: LOAD });
    const edit = page.locator(`a[href="/receipt/${id}"]`);
    await expect(edit).toHaveCount(1);
    const sent = page.waitForResponse(response => response.request().method() === 'PUT' && new URL(response.url()).pathname === `/admin/receipt/${id}`);
    await page.getByTestId('decision-approve').click();
    expect((await sent).status()).toBe(202);
    const waiting = page.getByTestId('pending-approval');
    await expect(waiting).toContainText('در انتظار تأیید همکار', { timeout: LOAD });
    await expect(waiting).toContainText(/«تأیید» را کارشناس فروش در .*۱۴۰۵/);
    await expect(page.getByTestId('decision-approve')).toHaveCount(0);
    await expect(page.getByTestId('decision-reject')).toHaveCount(0);
    await expect(edit, 'no edit while it waits').toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/receipt/${id}/show$`));
    await animationsDone(page);
    await pageShot('approvals-record-waiting-390-light');
    await expectNoAxeViolations(page);

    // the maker's own requests: the list, then the approval's page offers only cancel
    await navigate(page, `/approval?filter=${encodeURIComponent(JSON.stringify({ box: 'mine' }))}`);
    const row = page.locator('tbody tr a, main a[href^="/approval/"][href$="/show"]').first();
    await row.waitFor({ timeout: LOAD });
    await animationsDone(page);
    await pageShot('approvals-list-390-light');
    await expectNoAxeViolations(page);
    await row.click();
    await page.waitForURL(url => /^\/approval\/\d+\/show$/.test(url.pathname));
    await expect(page.getByTestId('decision-cancel')).toBeVisible({ timeout: LOAD });
    await expect(page.getByTestId('decision-approve')).toHaveCount(0);
    await expect(page.getByTestId('decision-reject')).toHaveCount(0);
    await expect(page.getByTestId('approval-subject')).toContainText('پس از تأیید');
    await animationsDone(page);
    await pageShot('approvals-page-maker-390-light');
    await expectNoAxeViolations(page);
    await dark(page);
    await animationsDone(page);
    await pageShot('approvals-page-maker-390-dark');
    await expectNoAxeViolations(page);
    await navigate(page, '/approval');
    await page.getByRole('heading').first().waitFor();
    await animationsDone(page);
    await pageShot('approvals-list-390-dark');
    await expectNoAxeViolations(page);

    // back on the receipt's page, still waiting, now in dark; then the colleague approves: the page follows at once
    await navigate(page, `/receipt/${id}/show`);
    await waiting.waitFor({ timeout: LOAD });
    await animationsDone(page);
    await pageShot('approvals-record-waiting-390-dark');
    await expectNoAxeViolations(page);
    await expectWhole(page, waiting);
    await asColleague(page, 'پذیرفتن درخواست من');
    await expect(waiting).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByTestId('key-facts')).toContainText('تأیید شده');
    // (this limited admin has no activity log; the timeline naming both is checked below)
});

for (const mode of ['light', 'dark'] as const) {
    test(`approvals: a record waiting for approval, wide, ${mode}: readable, whole, no axe violation`, { tag: '@wide' }, async ({ page, pageShot }) => {
        test.setTimeout(120_000);
        await mockSettings(page, OVER_EVERY_LIMIT);
        await signedIn(page, { role: 'admin' });
        if (mode === 'dark') await darkMode(page);
        const id = await openFirstReceipt(page);
        const sent = page.waitForResponse(response => response.request().method() === 'PUT' && new URL(response.url()).pathname === `/admin/receipt/${id}`);
        await page.getByTestId('decision-approve').click();
        expect((await sent).status()).toBe(202);
        const waiting = page.getByTestId('pending-approval');
        await expect(waiting).toContainText('در انتظار تأیید همکار', { timeout: LOAD });
        await expect(waiting).toHaveAttribute('role', 'status');
        await animationsDone(page);
        await pageShot(`approvals-record-waiting-wide-${mode}`);
        await expectNoAxeViolations(page);
        await expectWhole(page, waiting);
        // the notice beside the key facts leaves them their column (its sentence on one line once took it all)
        const label = page.getByTestId('key-facts').getByText('تاریخ ثبت', { exact: true });
        const lines = await label.evaluate(element => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
        expect(lines, 'a key fact’s label on one line').toBeLessThan(1.5);
    });
}

test('approvals: a colleague’s request is approved from the approvals screen; a rejection needs a reason', async ({ page }) => {
    test.setTimeout(180_000);
    await signedIn(page);
    const id = await openFirstReceipt(page);
    await connected(page).waitFor({ timeout: LOAD });
    await asColleague(page, 'درخواست تأیید');
    // the open page hears approval.requested and shows the record as waiting
    await expect(page.getByTestId('pending-approval')).toContainText('سارا محمدی', { timeout: 15_000 });
    await expect(page.getByTestId('decision-approve')).toHaveCount(0);

    await navigate(page, '/approval');
    const row = page.locator('tbody tr a').first();
    await row.waitFor({ timeout: LOAD });
    await row.click();
    await page.waitForURL(url => /^\/approval\/\d+\/show$/.test(url.pathname));
    await expect(page.getByTestId('decision-approve')).toBeVisible({ timeout: LOAD });
    await expect(page.getByTestId('decision-cancel')).toHaveCount(0);
    await page.getByTestId('decision-reject').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('decision-reject-send').click();
    await expect(dialog).toContainText('اجباری');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('decision-approve').click();
    const decided = page.waitForResponse(response => response.request().method() === 'PUT' && /\/admin\/approval\/\d+$/.test(new URL(response.url()).pathname));
    await page.getByRole('dialog').getByRole('button', { name: /تأیید/ }).last().click();
    expect((await decided).status()).toBe(200);

    // review mode moves on after the decision; then the receipt's own page
    await page.waitForURL(url => !/^\/approval\/\d+\/show$/.test(url.pathname), { timeout: LOAD });
    await navigate(page, `/receipt/${id}/show`);
    await expect(page.getByTestId('approval-subject')).toHaveCount(0);
    await expect(page.getByTestId('key-facts')).toContainText('تأیید شده', { timeout: LOAD });
    await expect(page.getByTestId('pending-approval')).toHaveCount(0);
    await expect(page.getByTestId('activity-approval').first()).toContainText('به درخواست سارا محمدی', { timeout: LOAD });
});

test('approvals: the list opened at an address filtered by its maker shows the maker in the filter', async ({ page }) => {
    await signedIn(page);
    const listed = page.waitForRequest(request => new URL(request.url()).pathname === '/admin/approval' && new URL(request.url()).searchParams.get('maker_id') === '2');
    await page.goto(`/approval?filter=${encodeURIComponent(JSON.stringify({ maker_id: 2 }))}`);
    await listed;
    // the picker's code comes after the filters took the list's values; a name not yet seen shows its number
    await expect(page.getByRole('combobox', { name: 'درخواست‌کننده' })).toHaveValue('۲');
});

test('staff: a staff member created with a mobile typed as people type it, accesses and permissions (390 px, light and dark)', { tag: '@phone' }, async ({ page, pageShot }) => {
    test.setTimeout(150_000);
    await signedIn(page);
    await page.goto('/staff/create');
    const name = page.locator('input[name="name"]');
    await name.waitFor({ timeout: LOAD });
    await name.fill('علی رضایی');
    await page.locator('input[name="mobile"]').fill('۰۹۱۲ ۳۴۵ ۶۷۸۹');
    await page.getByTestId('staff-accesses').getByRole('checkbox', { name: 'فیش‌ها' }).check();
    const permissions = page.getByTestId('staff-permissions');
    await permissions.getByRole('checkbox', { name: 'فیش‌ها: تأیید' }).check();
    await permissions.locator('input[name="permissions.receipt.approve.max_amount"]').fill('۵۰۰۰۰۰۰');
    await animationsDone(page);
    await pageShot('staff-form-390-light');
    await expectNoAxeViolations(page);
    await dark(page);
    await animationsDone(page);
    await pageShot('staff-form-390-dark');
    await expectNoAxeViolations(page);
    const created = page.waitForRequest(request => request.method() === 'POST' && new URL(request.url()).pathname === '/admin/staff');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    const body = (await created).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'علی رضایی', mobile: '09123456789', accesses: ['receipt'] });
    expect(body.permissions).toEqual(expect.arrayContaining([{ resource: 'receipt', action: 'approve', max_amount: 5_000_000 }]));
});

test('staff: the form shows whole once its checklists’ code is here: nothing moves under Save after it shows', async ({ page }) => {
    // the accesses checklist's code is held: the form waits for it, with the page's loading state
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    await page.route(/\/AccessesInput-[^/]+\.js$/, async route => {
        await held;
        await route.continue();
    });
    await signedIn(page);
    await page.goto('/staff/create');
    await expect(page.getByText('در حال بارگذاری', { exact: true })).toBeVisible({ timeout: LOAD });
    await expect(page.locator('input[name="name"]')).toHaveCount(0);

    release();
    const save = page.getByRole('button', { name: 'ذخیره' });
    await save.waitFor({ timeout: LOAD });
    const first = await save.boundingBox();
    await expect(page.getByTestId('staff-accesses').getByRole('checkbox', { name: 'فیش‌ها' })).toBeVisible();
    await expect(page.getByTestId('staff-permissions')).toBeVisible();
    expect(await save.boundingBox(), 'Save is where it first showed').toEqual(first);
});

test('approvals: approval.requested alone reads /admin/me again, where the approvals badge’s count comes from, and tells the admin in a short toast', async ({ page }) => {
    test.setTimeout(90_000);
    await signedIn(page);
    await page.goto('/');
    await connected(page).waitFor({ timeout: LOAD });
    await expect(page.getByRole('menu').locator('[data-menu-id="approval"]')).toHaveCount(1);
    const reread = page.waitForResponse(response => new URL(response.url()).pathname === '/admin/me', { timeout: LOAD });
    // a server that sends the event without notices.updated
    await page.evaluate(() =>
        (window as unknown as { __zarMockLive: { publish: (channel: string, event: string, data: unknown) => void } }).__zarMockLive.publish(
            'admin',
            'approval.requested',
            { id: 999, subject_type: 'receipt', subject_id: 1, action: 'approve', amount: 1, maker: { id: 2, name: 'سارا محمدی' } }
        )
    );
    expect((await reread).status()).toBe(200);
    // this super admin may decide it (not its maker): a short word beside the badge
    await expect(page.getByRole('status').getByText('درخواست تأیید تازه از سارا محمدی: «تأیید» به مبلغ ۱ تومان')).toBeVisible({ timeout: LOAD });
});

test.describe('a server without approvals and staff', () => {
    // the browser reports the refused calls itself (the one look at each, and the list at its address)
    test.use({ allowConsole: /status of 404 \(Not Found\).*\/admin\/(approval|staff)\?/ });

    test('approvals: a super admin’s menu has no approvals or staff entry, their addresses say so calmly, and nothing shows an error', { tag: ['@wide', '@phone-dark'] }, async ({ page, pageShot, colorMode }) => {
        test.setTimeout(90_000);
        await signedIn(page);
        await mockSettings(page, { approvals: 'missing', staff: 'missing' });
        const looked = (name: string) =>
            page.waitForResponse(response => new URL(response.url()).pathname === `/admin/${name}` && response.status() === 404, { timeout: LOAD });
        const approvals = looked('approval');
        const staff = looked('staff');
        await page.goto('/');
        await Promise.all([approvals, staff]);
        const menu = page.getByRole('menu');
        // the menu, a drawer on a phone
        const phone = page.viewportSize()!.width < 600;
        if (phone) await page.getByRole('button', { name: 'باز کردن منو' }).click();
        await expect(menu.locator('[data-menu-id="order"]')).toHaveCount(1);
        await expect(menu.locator('[data-menu-id="approval"]')).toHaveCount(0);
        await expect(menu.locator('[data-menu-id="staff"]')).toHaveCount(0);
        await expect(page.getByTestId('menu-badge-approval')).toHaveCount(0);
        await expect(page.getByRole('alert')).toHaveCount(0);
        if (phone) await page.keyboard.press('Escape');
        // a bookmark of either: a calm notice in place of the screen, no error, no toast
        await navigate(page, '/approval');
        await expect(page.getByTestId('resource-unavailable')).toHaveText('بخش «تأیید دونفره» در دسترس نیست.', { timeout: LOAD });
        await navigate(page, '/staff');
        await expect(page.getByTestId('resource-unavailable')).toHaveText('بخش «همکاران» در دسترس نیست.', { timeout: LOAD });
        await expect(page.getByRole('alert')).toHaveCount(0);
        await animationsDone(page);
        await pageShot(`optional-staff-missing-${phone ? '390' : 'wide'}-${colorMode}`);
        // the menu button kept the focus (the drawer gave it back), so its tooltip may open at any
        // moment, mid-fade as axe reads it: the page is checked with the focus let go and no tooltip
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await expect(page.getByRole('tooltip')).toHaveCount(0);
        await expectNoAxeViolations(page);
    });
});
