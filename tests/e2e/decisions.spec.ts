// Decisions from definitions in Chromium on the demo build: a receipt approved and
// rejected with its reason from its page, a withdrawal marked paid with the bank's tracking code,
// a delivery scheduled on a Jalali day, a bulk approve where one record fails, review mode worked
// from the keyboard, and failures that keep the record and what was typed. Each decision's
// request body is read back as the server would receive it.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { appBarTitle, darkModeFromDrawer, setMock } from './helpers';
import { animationsDone, mockSettings, signedIn } from './support.mjs';

/** The JSON body of the next request the page sends matching `method` and a path. */
const nextRequest = (page: Page, method: string, pattern: RegExp) =>
    page.waitForRequest(request => request.method() === method && pattern.test(new URL(request.url()).pathname));

/** Every request the page sends matching `method` and a path, as they happen. */
function watch(page: Page, method: string, pattern: RegExp) {
    const seen: Request[] = [];
    page.on('request', request => {
        if (request.method() === method && pattern.test(new URL(request.url()).pathname)) seen.push(request);
    });
    return seen;
}

/** The record id of the show page open now. */
const shownId = (page: Page) => Number(/\/(\d+)\/show$/.exec(new URL(page.url()).pathname)?.[1]);

/** Opens a queue: its title counts what waits; then the first waiting row's page. */
async function openQueue(page: Page, name: string, title: string) {
    await signedIn(page);
    await page.goto(`/${name}`);
    await appBarTitle(page).getByText(new RegExp(`^${title} \\([۰-۹]+ در انتظار\\)$`)).waitFor();
    await page.locator('tbody tr').first().waitFor();
}

async function openFirstRow(page: Page, name: string) {
    await page.locator('tbody tr').first().locator('a').first().click();
    await page.waitForURL(url => new RegExp(`^/${name}/\\d+/show$`).test(url.pathname));
    await page.getByTestId('decision-buttons').waitFor();
    return shownId(page);
}

/** Decides a record behind the page's back (another staff member), as the server would see it. */
async function decideElsewhere(page: Page, name: string, id: number, change: Record<string, unknown>) {
    const status = await page.evaluate(
        async ({ name, id, change }) => {
            const headers = { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` };
            const { data } = await (await fetch(`/admin/${name}/${id}`, { headers })).json();
            const answer = await fetch(`/admin/${name}/${id}`, { method: 'PUT', headers, body: JSON.stringify({ ...data, ...change }) });
            return answer.status;
        },
        { name, id, change }
    );
    if (status !== 200) throw new Error(`deciding ${name} ${id} elsewhere answered ${status}`);
}


test('decisions: a receipt is approved, the next opens; another is rejected only with its reason', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    await openQueue(page, 'receipt', 'فیش‌ها');
    const statuses = await page.locator('tbody tr').allTextContents();
    expect(statuses.every(row => row.includes('در انتظار')), 'the queue opens on what waits').toBeTruthy();
    const first = await openFirstRow(page, 'receipt');
    await page.getByTestId('decision-picture').waitFor();
    await animationsDone(page);
    await pageShot('decisions-receipt-show');

    // approve: the record with its new status, then the next waiting receipt opens
    const approve = nextRequest(page, 'PUT', new RegExp(`^/admin/receipt/${first}$`));
    await page.getByTestId('decision-approve').click();
    const approved = (await approve).postDataJSON();
    expect(approved.status, 'approved').toEqual('approved');
    expect(approved.id, 'its own id').toEqual(first);
    expect(approved.amount > 0 && approved.tracking_code && approved.user_id, 'the whole record is sent').toBeTruthy();
    await page.waitForURL(url => /^\/receipt\/\d+\/show$/.test(url.pathname) && shownId(page) !== first);
    await page.getByText('«تأیید» برای فیش').waitFor();
    const second = shownId(page);

    // reject: an empty reason is refused at the field, nothing is sent
    const puts = watch(page, 'PUT', /^\/admin\/receipt\//);
    await page.getByTestId('decision-reject').click();
    const dialog = page.getByTestId('decision-reject-dialog');
    await dialog.waitFor();
    await page.getByTestId('decision-reject-send').click();
    await dialog.getByText('اجباری', { exact: true }).waitFor();
    expect(puts.length, 'nothing sent without a reason').toEqual(0);
    await animationsDone(page);
    await pageShot('decisions-receipt-reject-empty');
    await dialog.locator('textarea[name="reject_reason"]').fill('مبلغ فیش با واریزی مطابقت ندارد.');
    const reject = nextRequest(page, 'PUT', new RegExp(`^/admin/receipt/${second}$`));
    await page.getByTestId('decision-reject-send').click();
    const rejected = (await reject).postDataJSON();
    expect(rejected.status, 'rejected').toEqual('rejected');
    expect(rejected.reject_reason, 'with the typed reason').toEqual('مبلغ فیش با واریزی مطابقت ندارد.');
    await page.waitForURL(url => /^\/receipt\/\d+\/show$/.test(url.pathname) && shownId(page) !== second);
    expect(puts.length, 'one PUT').toEqual(1);
});

test.describe(() => {
    // the browser logs the refused request; the page itself stays clean
    test.use({ allowConsole: /status of 422/ });
    test('decisions: a refused decision (422, already decided) keeps the dialog, the typed reason and the record', async ({ page, pageShot }) => {
        test.setTimeout(90000);
        // a server without versions refuses the move itself with 422 (with versions: 409, conflicts.spec.ts)
        await mockSettings(page, { versions: 'off' });
        await openQueue(page, 'receipt', 'فیش‌ها');
        const id = await openFirstRow(page, 'receipt');
        await page.getByTestId('decision-reject').click();
        const dialog = page.getByTestId('decision-reject-dialog');
        await dialog.locator('textarea[name="reject_reason"]').fill('تصویر فیش خوانا نیست.');
        await decideElsewhere(page, 'receipt', id, { status: 'approved' });
        const reject = nextRequest(page, 'PUT', new RegExp(`^/admin/receipt/${id}$`));
        await page.getByTestId('decision-reject-send').click();
        expect((await reject).postDataJSON().reject_reason, 'sent the reason').toEqual('تصویر فیش خوانا نیست.');
        // a 422 on the status alone: decided meanwhile, the record as it is now (conflicts.spec.ts has the rest)
        await dialog.getByText('این رکورد در این فاصله بررسی شده است').first().waitFor();
        await expect(dialog.locator('textarea[name="reject_reason"]'), 'what was typed stays').toHaveValue('تصویر فیش خوانا نیست.');
        expect(shownId(page), 'still on the same receipt').toEqual(id);
        await expect(page.getByText('فرم درست پر نشده است', { exact: false }), 'not called a badly filled form').toHaveCount(0);
        await animationsDone(page);
        await pageShot('decisions-receipt-refused');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        // the page shows the receipt as it is now: approved by the colleague, nothing left to decide
        await expect(page.getByTestId('key-facts').getByText('تأیید شده'), 'the status as it is now').toBeVisible();
        await expect(page.getByTestId('decision-reject'), 'no decision left on a decided receipt').toHaveCount(0);
    });
});

for (const failure of ['503', 'network']) {
    test.describe(() => {
        // the browser logs the failed request; the page itself stays clean
        test.use({ allowConsole: /status of 503|Failed to fetch|ERR_FAILED|net::/ });
        test(`decisions: a decision that fails (${failure}) keeps the dialog, the typed reason and the record; sent again it goes through`, async ({ page }) => {
            test.setTimeout(90000);
            await openQueue(page, 'receipt', 'فیش‌ها');
            const id = await openFirstRow(page, 'receipt');
            await page.getByTestId('decision-reject').click();
            const dialog = page.getByTestId('decision-reject-dialog');
            await dialog.locator('textarea[name="reject_reason"]').fill('مبلغ فیش با سفارش نمی‌خواند.');
            // the mock's next write fails (developer setting writeFailures, src/mock/settings.ts)
            await setMock(page, { writeFailures: 1, writeFailure: failure });
            const failed = nextRequest(page, 'PUT', new RegExp(`^/admin/receipt/${id}$`));
            await page.getByTestId('decision-reject-send').click();
            expect((await failed).postDataJSON().reject_reason, 'sent the reason').toEqual('مبلغ فیش با سفارش نمی‌خواند.');
            await page.getByText(failure === '503' ? 'سرور موقتاً در دسترس نیست' : /اتصال|اینترنت|شبکه/).first().waitFor();
            await expect(dialog.locator('textarea[name="reject_reason"]'), 'what was typed stays').toHaveValue('مبلغ فیش با سفارش نمی‌خواند.');
            expect(shownId(page), 'still on the same receipt').toEqual(id);
            // sent again, it goes through with the same reason
            const again = nextRequest(page, 'PUT', new RegExp(`^/admin/receipt/${id}$`));
            await page.getByTestId('decision-reject-send').click();
            const body = (await again).postDataJSON();
            expect([body.status, body.reject_reason], 'the same decision').toEqual(['rejected', 'مبلغ فیش با سفارش نمی‌خواند.']);
            await dialog.waitFor({ state: 'detached' });
        });
    });
}

test('decisions: a withdrawal is marked paid with the bank tracking code, checked at the field', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    await openQueue(page, 'withdrawal', 'درخواست‌های پرداخت');
    const id = await openFirstRow(page, 'withdrawal');
    const puts = watch(page, 'PUT', /^\/admin\/withdrawal\//);
    await page.getByTestId('decision-pay').click();
    const dialog = page.getByTestId('decision-pay-dialog');
    const code = dialog.locator('input[name="tracking_code"]');
    await code.fill('۱۲۳');
    await page.getByTestId('decision-pay-send').click();
    await dialog.getByText('کد پیگیری بانک باید ۶ تا ۳۰ رقم باشد.').waitFor();
    expect(puts.length, 'a short code is not sent').toEqual(0);
    await animationsDone(page);
    await pageShot('decisions-withdrawal-pay');
    await code.fill('۱۲۳۴۵۶۷۸۹۰۱۲');
    const pay = nextRequest(page, 'PUT', new RegExp(`^/admin/withdrawal/${id}$`));
    await page.getByTestId('decision-pay-send').click();
    const sent = (await pay).postDataJSON();
    expect(sent.status, 'paid').toEqual('paid');
    expect(sent.tracking_code, 'the code in ASCII digits').toEqual('123456789012');
    expect(sent.iban && sent.amount > 0, 'the whole record is sent').toBeTruthy();
    await page.waitForURL(url => /^\/withdrawal\/\d+\/show$/.test(url.pathname) && shownId(page) !== id);
});

test('decisions: a delivery is scheduled on a Jalali day (light, dark, 390 px)', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    await openQueue(page, 'delivery-request', 'درخواست‌های تحویل');
    const id = await openFirstRow(page, 'delivery-request');
    await page.getByTestId('decision-schedule').click();
    const dialog = page.getByTestId('decision-schedule-dialog');
    const group = dialog.getByRole('group', { name: /تاریخ تحویل/ });
    await group.waitFor();
    // 1 Farvardin 1406 is 21 March 2027
    await group.locator('[role="spinbutton"]').first().click();
    await page.keyboard.type('14060101');
    const schedule = nextRequest(page, 'PUT', new RegExp(`^/admin/delivery-request/${id}$`));
    await animationsDone(page);
    await pageShot('decisions-delivery-schedule');
    await page.getByTestId('decision-schedule-send').click();
    const sent = (await schedule).postDataJSON();
    expect(sent.status, 'scheduled').toEqual('preparing');
    expect(sent.delivery_date, 'the Jalali day as an ISO date').toEqual('2027-03-21');
    await page.waitForURL(url => /^\/delivery-request\/\d+\/show$/.test(url.pathname) && shownId(page) !== id);

    await darkModeFromDrawer(page);
    await page.getByTestId('decision-schedule').click();
    await page.getByTestId('decision-schedule-dialog').waitFor();
    await animationsDone(page);
    await pageShot('decisions-delivery-schedule-dark');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/receipt');
    // on a phone the title counts what waits in short, on one line
    await appBarTitle(page).getByText(/^فیش‌ها \([۰-۹]+\)$/).waitFor();
    await animationsDone(page);
    await pageShot('decisions-receipt-queue-390-dark');
    await page.locator('.MuiListItemButton-root, .MuiListItem-root a').first().click();
    await page.getByTestId('decision-buttons').waitFor();
    await page.getByTestId('decision-picture').waitFor();
    await animationsDone(page);
    await pageShot('decisions-receipt-show-390-dark');
});

test.describe(() => {
    test.use({ allowConsole: /status of 422/ });
    test('decisions: a bulk approve sends one request per deposit, one fails (decided elsewhere) and stays selected', async ({ page, pageShot }) => {
        test.setTimeout(90000);
        // a server without versions: the 422 of a move no longer allowed (with versions: 409, conflicts.spec.ts)
        await mockSettings(page, { versions: 'off' });
        await openQueue(page, 'deposit', 'درخواست‌های واریز');
        const rows = page.locator('tbody tr');
        const ids: number[] = [];
        for (const index of [0, 1, 2]) {
            const row = rows.nth(index);
            ids.push(Number(/(\d+)\/show$/.exec((await row.locator('a').first().getAttribute('href')) ?? '')?.[1]));
            await row.getByRole('checkbox').check();
        }
        await decideElsewhere(page, 'deposit', ids[1], { status: 'rejected', reject_reason: 'واریزی با این کد پیگیری در حساب دیده نشد.' });
        const puts = watch(page, 'PUT', /^\/admin\/deposit\/\d+$/);
        await page.getByTestId('bulk-decision-approve').click();
        await page.getByTestId('bulk-decision-send').click();
        const dialog = page.getByTestId('bulk-decision-dialog');
        await dialog.getByText('۲ درخواست واریز: «تأیید» انجام شد.').waitFor();
        await dialog.getByText('۱ درخواست واریز انجام نشد و انتخاب‌شده ماند:').waitFor();
        await dialog.getByText('این درخواست واریز قبلاً بررسی شده است.').waitFor();
        expect(puts.map(request => Number(new URL(request.url()).pathname.split('/').pop())), 'one PUT per record, in order').toEqual(ids);
        expect(puts.every(request => request.postDataJSON().status === 'approved'), 'each approves').toBeTruthy();
        await animationsDone(page);
        await pageShot('decisions-bulk-summary');
        await dialog.getByRole('button', { name: 'بستن' }).click();
        // the failed one stays selected (it left the queue: decided elsewhere)
        await page.getByText(/۱ (مورد|آیتم)/).first().waitFor();
        // the list is read again: the approved ones left the queue
        for (const id of [ids[0], ids[2]]) await page.locator(`tbody tr a[href$="/${id}/show"]`).waitFor({ state: 'detached' });
        await appBarTitle(page).getByText(/^درخواست‌های واریز \(۳ در انتظار\)$/).waitFor();
    });
});

test('decisions: review mode from the keyboard (approve, next, reject), never while typing', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    await openQueue(page, 'remittance', 'حواله‌ها');
    const first = await openFirstRow(page, 'remittance');
    const puts = watch(page, 'PUT', /^\/admin\/remittance\//);
    // ? opens the help
    await page.keyboard.press('Shift+Slash');
    const help = page.getByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' });
    await help.getByText('مورد بعدی در صف (بدون تصمیم)').waitFor();
    await animationsDone(page);
    await pageShot('decisions-shortcuts-help');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    const approve = nextRequest(page, 'PUT', new RegExp(`^/admin/remittance/${first}$`));
    await page.keyboard.press('a');
    expect((await approve).postDataJSON().status, 'a approves').toEqual('approved');
    await page.waitForURL(url => /^\/remittance\/\d+\/show$/.test(url.pathname) && shownId(page) !== first);
    const second = shownId(page);
    await page.locator(`[data-testid="decision-buttons"][data-record-id="${second}"]`).waitFor();

    await page.keyboard.press('n');
    await page.waitForURL(() => shownId(page) !== second);
    const third = shownId(page);
    expect(puts.length, 'next sends nothing').toEqual(1);

    await page.locator(`[data-testid="decision-buttons"][data-record-id="${third}"]`).waitFor();
    await page.keyboard.press('r');
    const dialog = page.getByTestId('decision-reject-dialog');
    const reason = dialog.locator('textarea[name="reject_reason"]');
    await reason.waitFor();
    await reason.click();
    // typing a, n and r in the reason is text, not shortcuts
    await page.keyboard.type('an reason');
    await expect(reason, 'typed as text').toHaveValue('an reason');
    expect(puts.length, 'no decision fired while typing').toEqual(1);
    expect(shownId(page), 'no next while typing').toEqual(third);
    const reject = nextRequest(page, 'PUT', new RegExp(`^/admin/remittance/${third}$`));
    await page.getByTestId('decision-reject-send').click();
    expect((await reject).postDataJSON().reject_reason, 'the typed reason').toEqual('an reason');
    await page.waitForURL(() => shownId(page) !== third);
});

