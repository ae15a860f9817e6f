// The main flows of the admin and of the template kit worked from the keyboard alone: the user
// presses Tab, Shift+Tab, Enter, Space, the arrows and Escape, and types; nothing is clicked. At
// every stop the focus must show (tests/e2e/keyboard.ts, `expectFocusVisible`). Setting up (a
// stored session, opening the address a flow starts from) is not under test and may skip the
// keyboard; signing in is typed.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appBarTitle, connected, fire } from './helpers';
import { expectFocusOn, expectFocusVisible, focusProblem, press, skipToContent, tabTo } from './keyboard';
import { mockSettings, signedIn } from './support.mjs';

/** The JSON body of the next request the page sends matching `method` and a path. */
const nextRequest = (page: Page, method: string, pattern: RegExp) =>
    page.waitForRequest(request => request.method() === method && pattern.test(new URL(request.url()).pathname));

/** The accessible error message of a field: the input says it is invalid and points at it. */
async function fieldError(page: Page, name: string) {
    const input = page.locator(`[name="${name}"]`);
    await expect(input, `${name} is marked invalid`).toHaveAttribute('aria-invalid', 'true');
    const described = (await input.getAttribute('aria-describedby')) ?? '';
    expect(described, `${name} names its message`).not.toEqual('');
    return (await page.locator(described.split(/\s+/).map(id => `[id="${id}"]`).join(', ')).allInnerTexts()).join(' ').trim();
}

test('keyboard: the focus check fails where the focus is not drawn', async ({ page }) => {
    await mockSettings(page, {});
    await page.goto('/login');
    const mobile = page.locator('input[name="mobile"]');
    await expect(mobile, 'the mobile field has the focus on arrival').toBeFocused();
    // a link and a MUI button show their focus; with their indicators taken away the check says so
    const targets = [
        { control: page.getByRole('link', { name: 'قوانین و مقررات' }), unstyle: 'a:focus, a:focus-visible { outline: none !important }' },
        { control: page.getByRole('button', { name: 'دریافت کد تأیید' }), unstyle: '.MuiButton-root { box-shadow: none !important; outline: none !important } .MuiTouchRipple-root { display: none !important }' },
    ];
    for (const { control, unstyle } of targets) {
        await tabTo(page, control);
        await expectFocusVisible(page);
        await page.addStyleTag({ content: unstyle });
        await expect.poll(() => focusProblem(page), { message: `the check finds ${control} shows no focus` }).toMatch(/shows no focus/);
        await page.reload();
        await mobile.waitFor();
    }
});

test.describe(() => {
    // the refused code is logged by the browser
    test.use({ allowConsole: /status of 422/ });
    test('keyboard: sign in typed (mobile, Enter, the code, Enter) lands on the dashboard', async ({ page }) => {
        await mockSettings(page, {});
        await page.goto('/');
        await page.waitForURL('**/login');
        const mobile = page.locator('input[name="mobile"]');
        await tabTo(page, mobile);
        await expectFocusVisible(page);
        await page.keyboard.type('۰۹۱۲۱۲۳۴۵۶۷');
        await page.keyboard.press('Enter');
        await page.waitForURL('**/verify');
        const code = page.locator('input[name="code"]');
        await expectFocusOn(page, code, 'the code field has the focus on arrival');
        // a code shorter than the server's is sent with Enter; refused, the field keeps the focus
        await page.keyboard.type('۹۹۹۹');
        await page.keyboard.press('Enter');
        await page.getByText('کد تأیید اشتباه است.').waitFor();
        await expectFocusOn(page, code, 'the code field keeps the focus after a wrong code');
        // the right code sends itself once it has the server's length
        await page.keyboard.press('Control+a');
        await page.keyboard.type('۱۲۳۴۵');
        await page.waitForURL(url => url.pathname === '/');
        await page.getByTestId('dashboard-gold-price').waitFor();
        // the menu's link to the page open now shows the focus over its own tint
        await tabTo(page, page.getByRole('menuitem', { name: 'داشبورد', exact: true }), { max: 15 });
    });
});

test('keyboard: a new product from its list: Tab and typing, a reference, a select, a switch, an error at its field', async ({ page }) => {
    await signedIn(page);
    await page.goto('/product');
    await page.locator('tbody tr').first().waitFor();
    await skipToContent(page);
    await tabTo(page, page.locator('#main-content').getByRole('link', { name: 'ایجاد' }), { max: 10 });
    await page.keyboard.press('Enter');
    await page.waitForURL(url => url.pathname === '/product/create');
    // the focus was on the link just left: the next Tab goes on into the form
    const title = page.locator('input[name="title"]');
    await tabTo(page, title, { max: 5 });
    await page.keyboard.type('سکه آزمایشی');
    // the category: an autocomplete, typed then chosen with the arrows
    await tabTo(page, page.getByRole('combobox', { name: /دسته‌بندی/ }));
    await page.keyboard.type('سکه');
    await page.getByRole('option').first().waitFor();
    await press(page, 'ArrowDown');
    await page.keyboard.press('Enter');
    // the unit: a select opened with Enter, chosen with the arrows
    const unit = page.getByRole('combobox', { name: /واحد/ });
    await tabTo(page, unit);
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await expectFocusVisible(page);
    await press(page, 'ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expectFocusOn(page, unit, 'the focus goes back to the select');
    await tabTo(page, page.locator('input[name="buy_price"]'));
    await page.keyboard.type('1100000');
    await tabTo(page, page.locator('input[name="sell_price"]'));
    await page.keyboard.type('1000000');
    const karat = page.locator('input[name="karat"]');
    await tabTo(page, karat);
    await page.keyboard.type('30');
    const active = page.locator('input[name="is_active"]');
    await tabTo(page, active);
    const wasOn = await active.isChecked();
    await press(page, 'Space');
    await expect(active, 'Space flips the switch').toBeChecked({ checked: !wasOn });
    // sent from the Save button: the karat is refused at its field, which takes the focus
    await tabTo(page, page.getByRole('button', { name: 'ذخیره' }));
    await page.keyboard.press('Enter');
    expect(await fieldError(page, 'karat'), 'the karat says what is wrong').toMatch(/[۰-۹]/);
    await expectFocusOn(page, karat, 'the focus goes to the field in error');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('18');
    // Enter in a field sends the form
    const create = nextRequest(page, 'POST', /^\/admin\/product$/);
    await page.keyboard.press('Enter');
    const body = (await create).postDataJSON();
    expect(body, 'what was typed and chosen is sent').toMatchObject({ title: 'سکه آزمایشی', karat: 18, buy_price: 1100000, sell_price: 1000000, is_active: !wasOn });
    expect(body.category_id && body.unit, 'a category and a unit').toBeTruthy();
    await page.waitForURL(url => url.pathname === '/product');
});

test('keyboard: a queue from its list: a row opened with Enter, decided with its keys; the reject dialog keeps and gives back the focus', async ({ page }) => {
    await signedIn(page);
    await page.goto('/remittance');
    await appBarTitle(page).getByText(/در انتظار/).waitFor();
    await skipToContent(page);
    const firstLink = page.locator('tbody tr').first().getByRole('link').first();
    await tabTo(page, firstLink, { max: 40 });
    await page.keyboard.press('Enter');
    await page.waitForURL(url => /^\/remittance\/\d+\/show$/.test(url.pathname));
    const first = Number(/\/(\d+)\/show$/.exec(new URL(page.url()).pathname)?.[1]);
    await page.locator(`[data-testid="decision-buttons"][data-record-id="${first}"]`).waitFor();
    // review mode: `a` approves, the next waiting record opens
    const approve = nextRequest(page, 'PUT', new RegExp(`^/admin/remittance/${first}$`));
    await page.keyboard.press('a');
    expect((await approve).postDataJSON().status, 'a approves').toEqual('approved');
    await page.waitForURL(url => /^\/remittance\/\d+\/show$/.test(url.pathname) && !url.pathname.includes(`/${first}/`));
    const second = Number(/\/(\d+)\/show$/.exec(new URL(page.url()).pathname)?.[1]);
    await page.locator(`[data-testid="decision-buttons"][data-record-id="${second}"]`).waitFor();
    // the reject button, reached with Tab: its dialog holds the focus, Escape gives it back
    const reject = page.getByTestId('decision-reject');
    await tabTo(page, reject, { max: 10 });
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('decision-reject-dialog');
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), { message: 'the focus moves into the dialog' }).toBe(true);
    for (let stop = 0; stop < 8; stop++) {
        await press(page, stop % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), `Tab ${stop + 1} stays in the dialog`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, reject, 'the focus goes back to the reject button');
});

test('keyboard: the customer page: the arrows move along the tabs, Enter shows one, Tab into its list, Enter opens a row', async ({ page }) => {
    await signedIn(page);
    await page.goto('/user/43/show');
    await page.getByTestId('customer-header').waitFor();
    const tabs = page.getByRole('tablist');
    await skipToContent(page);
    await tabTo(page, tabs.getByRole('tab', { selected: true }), { max: 20 });
    const names = (await tabs.getByRole('tab').allInnerTexts()).map(name => name.trim());
    const at = names.indexOf('سفارش‌ها');
    expect(at, 'the orders tab is there').toBeGreaterThan(0);
    const focusedTab = () => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent?.trim() : null));
    // right to left: the next tab is to the left
    await press(page, 'ArrowLeft');
    expect(await focusedTab(), 'ArrowLeft moves to the next tab (RTL)').toEqual(names[1]);
    await press(page, 'ArrowRight');
    expect(await focusedTab(), 'ArrowRight moves back').toEqual(names[0]);
    for (let step = 0; step < at; step++) await press(page, 'ArrowLeft');
    expect(await focusedTab(), 'on the orders tab').toEqual('سفارش‌ها');
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'سفارش‌ها', selected: true }).waitFor();
    const rows = page.getByTestId('related-order').locator('tbody tr');
    await rows.first().waitFor();
    await expectFocusVisible(page);
    await tabTo(page, rows.first().getByRole('link').first(), { max: 20 });
    await page.keyboard.press('Enter');
    await page.waitForURL(url => /^\/order\/\d+\/show$/.test(url.pathname));
});

test('keyboard: the live-order panel: reached with Shift+Tab, an order approved with Enter, the next takes the focus, Escape folds it back to its toggle', async ({ page }) => {
    await signedIn(page);
    await page.goto('/');
    await connected(page).waitFor();
    const first = await fire(page, 'order');
    const second = await fire(page, 'order');
    const panel = page.getByTestId('live-orders');
    const card = (id: number) => page.getByTestId(`live-order-${id}`);
    await card(first.id).waitFor();
    await card(second.id).waitFor();
    // the panel sits at the end of the page: backwards from the start of the page
    await tabTo(page, panel.getByRole('listitem').first(), { back: true, max: 10 });
    /** The live order the focus is on or in (its id), or what has the focus. */
    const focusedOrder = () =>
        page.evaluate(() => {
            const active = document.activeElement;
            const order = active?.closest('[data-testid^="live-order-"]') ?? active?.querySelector('[data-testid^="live-order-"]');
            return order?.getAttribute('data-testid') ?? active?.tagName ?? '';
        });
    const topId = Number((await focusedOrder()).replace('live-order-', ''));
    expect([first.id, second.id], 'the focus is on an order').toContain(topId);
    const other = topId === first.id ? second.id : first.id;
    const approveButton = card(topId).getByTestId('order-approve');
    await tabTo(page, approveButton, { max: 4 });
    const put = page.waitForRequest(request => request.method() === 'PUT' && new URL(request.url()).pathname === `/admin/order/${topId}`);
    await page.keyboard.press('Enter');
    expect((await put).postDataJSON().status, 'Enter on approve approves').toEqual('approved');
    await card(topId).waitFor({ state: 'detached' });
    // the focus goes on to the next order, not to the page
    await expect.poll(focusedOrder, { message: 'the next order has the focus' }).toEqual(`live-order-${other}`);
    await expectFocusVisible(page);
    const toggle = panel.getByRole('button', { name: /سفارش‌های در انتظار/ }).first();
    await page.keyboard.press('Escape');
    await expect(toggle, 'folded').toHaveAttribute('aria-expanded', 'false');
    await expectFocusOn(page, toggle, 'the focus goes back to the toggle');
    await page.keyboard.press('Enter');
    await expect(toggle, 'Enter opens it again').toHaveAttribute('aria-expanded', 'true');
    await card(other).waitFor();
});

test('keyboard: the kit’s mail, chat and blog: a mail opened with Enter and starred; a message sent with Enter; a post opened', async ({ page }) => {
    await signedIn(page);
    await page.goto('/kit/mail/inbox');
    const mails = page.getByRole('list', { name: 'نامه‌ها' });
    await mails.getByRole('link').first().waitFor();
    await skipToContent(page);
    await tabTo(page, mails.getByRole('link').first(), { max: 20 });
    await page.keyboard.press('Enter');
    const article = page.getByRole('article');
    await article.getByRole('heading', { level: 2 }).waitFor();
    const star = article.getByRole('button', { name: 'ستاره' });
    await tabTo(page, star, { max: 30 });
    const starred = (await star.getAttribute('aria-pressed')) === 'true';
    await press(page, 'Space');
    await expect(star, 'Space stars the mail').toHaveAttribute('aria-pressed', String(!starred));

    await page.goto('/kit/chat');
    const list = page.getByRole('list', { name: 'گفتگوها' });
    await list.getByRole('link').first().waitFor();
    await skipToContent(page);
    const conversation = list.getByRole('link').nth(1);
    await tabTo(page, conversation, { max: 10 });
    await page.keyboard.press('Enter');
    const log = page.getByRole('log', { name: 'پیام‌ها' });
    await log.waitFor();
    await tabTo(page, page.getByLabel('متن پیام'), { max: 20 });
    await page.keyboard.type('سلام از صفحه‌کلید');
    await page.keyboard.press('Enter');
    await log.getByText('سلام از صفحه‌کلید').waitFor();
    await expect(page.getByLabel('متن پیام'), 'the box empties after sending').toHaveValue('');

    await page.goto('/kit/blog');
    const post = page.locator('#main-content a[href^="/kit/blog/"]').filter({ has: page.getByRole('heading') }).first();
    await post.waitFor();
    const heading = (await post.getByRole('heading').first().innerText()).trim();
    await skipToContent(page);
    await tabTo(page, post, { max: 10 });
    await page.keyboard.press('Enter');
    await page.locator('#main-content').getByRole('heading', { name: heading }).first().waitFor();
});

test('keyboard: the kit’s calendar and shop: an event made from a day, a product added to the cart and the cart opened', async ({ page }) => {
    await signedIn(page);
    await page.goto('/kit/calendar');
    const newEvent = page.getByRole('button', { name: 'رویداد تازه', exact: true });
    await newEvent.waitFor();
    await skipToContent(page);
    // a day of the month: a button of its own, past the toolbar
    const day = page.getByRole('button', { name: /، رویداد تازه در / }).first();
    await tabTo(page, day, { max: 15 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'رویداد تازه' });
    await expectFocusOn(page, dialog.getByLabel('عنوان رویداد'), 'the title field has the focus');
    await page.keyboard.type('جلسه از صفحه‌کلید');
    // on through the description, the all-day switch, the two times (hours, minutes) and the colours
    await tabTo(page, dialog.getByRole('button', { name: 'ذخیره' }), { max: 25 });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /جلسه از صفحه‌کلید/ }).first().waitFor();
    await expectFocusOn(page, day, 'the focus goes back to the day that opened the dialog');

    await page.goto('/kit/shop');
    const cartLink = page.getByRole('link', { name: /^سبد خرید، / });
    await cartLink.waitFor();
    // the first product of the catalogue (in stock)
    const product = page.locator('#main-content a[href="/kit/shop/product-1"]');
    await product.waitFor();
    await skipToContent(page);
    await tabTo(page, product, { max: 40 });
    await page.keyboard.press('Enter');
    const add = page.getByRole('button', { name: 'افزودن به سبد' });
    await tabTo(page, add, { max: 20 });
    await page.keyboard.press('Enter');
    await page.getByText('به سبد خرید افزوده شد.').waitFor();
    await expect(cartLink, 'the cart counts it').toHaveAccessibleName('سبد خرید، ۱ کالا');
    await tabTo(page, page.getByRole('link', { name: 'تکمیل خرید' }), { max: 5 });
    await page.keyboard.press('Enter');
    await page.waitForURL(url => url.pathname === '/kit/checkout');
});
