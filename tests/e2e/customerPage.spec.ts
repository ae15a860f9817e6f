// The customer's page (README, the customer's page) in Chromium: the header and its figures,
// each relation's tab listing only that customer's records (the GET read back: `user_id=`),
// paging and sorting in a tab, the old customer paths opening the right tab, and the
// access tab saving with a `PUT` of the whole record (the body read back); a failing save (503,
// network, 422) keeps what was chosen.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { animationsDone, persian, signedIn } from './support.mjs';
import { setMock } from './helpers';

const CUSTOMER = 43; // رضا توکلی in the seed: six orders (two pages of five), several kinds of records
const RELATIONS = [
    ['order', 'سفارش‌ها'],
    ['receipt', 'فیش‌ها'],
    ['remittance', 'حواله‌ها'],
    ['withdrawal', 'درخواست‌های پرداخت'],
    ['deposit', 'درخواست‌های واریز'],
    ['credit', 'اعتبارها'],
    ['delivery-request', 'درخواست‌های تحویل'],
    ['ticket', 'تیکت‌ها'],
];

/** The API path of a request ('/admin/order'), or null for anything else. */
const apiPath = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/admin/') ? pathname : null;
};

/** Waits for the answer to the list call of `resource` whose query has every pair of `params`. */
function listAnswer(page: Page, resource: string, params: Record<string, string | number>) {
    return page.waitForResponse(response => {
        const url = new URL(response.url());
        if (response.request().method() !== 'GET' || url.pathname !== `/admin/${resource}`) return false;
        return Object.entries(params).every(([key, value]) => url.searchParams.get(key) === String(value));
    });
}

/** The page's `PUT /admin/user/{id}` bodies, as sent. */
function putBodies(page: Page, id: number) {
    const bodies: Record<string, unknown>[] = [];
    page.on('request', request => {
        if (request.method() === 'PUT' && apiPath(request.url()) === `/admin/user/${id}`) bodies.push(JSON.parse(request.postData() ?? 'null'));
    });
    return bodies;
}

const labels = async (locator: Locator) => (await locator.allInnerTexts()).map(text => text.trim()).sort();

/** The API's answer to a call made from the page, with the page's own token. */
const apiGet = (page: Page, path: string) =>
    page.evaluate(async value => {
        const response = await fetch(value, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, Accept: 'application/json' } });
        return response.json();
    }, path);

test('customer page: the header, its figures, and every tab lists only that customer’s records', async ({ page, pageShot }) => {
    test.setTimeout(90000);
    await signedIn(page);
    const record = page.waitForResponse(response => apiPath(response.url()) === `/admin/user/${CUSTOMER}`);
    const figures = {
        'open-orders': listAnswer(page, 'order', { user_id: CUSTOMER, status_enum: 'pending' }),
        'pending-receipts': listAnswer(page, 'receipt', { user_id: CUSTOMER, status: 'pending' }),
        'active-credits': listAnswer(page, 'credit', { user_id: CUSTOMER, status: 'active' }),
    };
    await page.goto(`/user/${CUSTOMER}/show`);
    const customer = (await (await record).json()).data;
    const header = page.getByTestId('customer-header');
    await header.getByRole('heading', { name: customer.name }).waitFor();
    await expect(page.getByTestId('customer-mobile'), 'the mobile').toHaveText(persian(customer.mobile));
    await expect(page.getByTestId('customer-national-code'), 'the national code').toHaveText(persian(customer.national_code));
    await expect(page.getByTestId('customer-status'), 'the status').toHaveText(customer.is_active ? 'فعال' : 'غیرفعال');
    const category = (await apiGet(page, `/admin/user-category/${customer.category_id}`)).data;
    await page.getByTestId('customer-category').getByText(category.title).waitFor();
    for (const [id, answer] of Object.entries(figures)) {
        const { meta } = await (await answer).json();
        await page.getByTestId(`figure-${id}`).filter({ hasText: new RegExp(`^${persian(meta.total)}$`) }).waitFor();
    }
    await animationsDone(page);
    await pageShot('customer-page-light');

    // each relation's tab: the list call with user_id, and only that customer's rows
    for (const [resource, label] of RELATIONS) {
        const answer = listAnswer(page, resource, { user_id: CUSTOMER });
        await page.getByRole('tab', { name: label }).click();
        const { data, meta } = await (await answer).json();
        await page.waitForURL(url => url.pathname === `/user/${CUSTOMER}/show` && url.searchParams.get('tab') === resource);
        expect(data.every((row: { user_id: number }) => row.user_id === CUSTOMER), `${resource}: every row is the customer’s`).toBeTruthy();
        const panel = page.getByTestId(`related-${resource}`);
        if (data.length === 0) {
            await panel.getByText(/ثبت نشده است/).waitFor();
        } else {
            await panel.locator('tbody tr').nth(data.length - 1).waitFor();
            await expect(panel.locator('tbody tr'), `${resource}: one row per record`).toHaveCount(data.length);
            expect(meta.total, `${resource}: all on one page`).toEqual(data.length);
            // no column repeats the customer
            await expect(panel.locator('thead').getByText('مشتری', { exact: true }), `${resource}: no customer column`).toHaveCount(0);
        }
    }

    // a row opens its record
    await page.getByRole('tab', { name: 'سفارش‌ها' }).click();
    const rows = page.getByTestId('related-order').locator('tbody tr');
    await rows.first().waitFor();
    await rows.first().getByRole('link').first().click();
    await page.waitForURL(url => /^\/order\/\d+\/show$/.test(url.pathname));
    // back: the tab is in the address
    await page.goBack();
    await page.getByRole('tab', { name: 'سفارش‌ها', selected: true }).waitFor();
});

test('customer page: a tab pages and sorts with the list call', async ({ page }) => {
    await signedIn(page);
    const first = listAnswer(page, 'order', { user_id: CUSTOMER, page: 1, per_page: 10 });
    await page.goto(`/user/${CUSTOMER}/show?tab=order`);
    const total = (await (await first).json()).meta.total;
    expect(total > 5, 'the customer has more than five orders').toBeTruthy();
    const panel = page.getByTestId('related-order');
    await panel.locator('tbody tr').nth(total - 1).waitFor();

    const fivePerPage = listAnswer(page, 'order', { user_id: CUSTOMER, page: 1, per_page: 5 });
    await panel.getByRole('combobox').click();
    await page.getByRole('option', { name: '۵', exact: true }).click();
    expect((await (await fivePerPage).json()).data.length, 'five on the first page').toEqual(5);
    await panel.getByText(`۱ تا ۵ از ${persian(total)}`).waitFor();

    const second = listAnswer(page, 'order', { user_id: CUSTOMER, page: 2, per_page: 5 });
    await panel.getByRole('button', { name: /صفحه بعد|بعدی/ }).click();
    const rest = (await (await second).json()).data;
    expect(rest.length, 'the rest on the second page').toEqual(total - 5);
    expect(rest.every((row: { user_id: number }) => row.user_id === CUSTOMER), 'only the customer’s').toBeTruthy();
    await panel.getByText(`۶ تا ${persian(total)} از ${persian(total)}`).waitFor();

    const sorted = listAnswer(page, 'order', { user_id: CUSTOMER, sort: 'total_price' });
    await panel.locator('thead').getByText('مبلغ نهایی').click();
    const answer = await sorted;
    const url = new URL(answer.url());
    expect(url.searchParams.get('user_id'), 'sorting keeps the customer’s filter').toEqual(String(CUSTOMER));
    expect(['asc', 'desc'], 'an order is sent').toContain(url.searchParams.get('order'));
});

test('customer page: the old customer paths open the matching tab, or the searched list', async ({ page }) => {
    test.setTimeout(90000);
    await signedIn(page);
    await page.goto(`/user/${CUSTOMER}/show`);
    await page.getByTestId('customer-header').waitFor();
    const customer = (await apiGet(page, `/admin/user/${CUSTOMER}`)).data;
    const cases: [string, string | null][] = [
        [`/dashboard/user/${CUSTOMER}/info`, null],
        [`/dashboard/user/${CUSTOMER}/receipt`, 'receipt'],
        [`/dashboard/user/${encodeURIComponent(customer.name)}/remittance`, 'remittance'],
        [`/dashboard/user/${customer.mobile}/access`, 'access'],
        [`/dashboard/user/${customer.national_code}/access-cat`, 'access'],
    ];
    for (const [path, tab] of cases) {
        await page.goto(path);
        await page.waitForURL(url => url.pathname === `/user/${CUSTOMER}/show` && url.searchParams.get('tab') === tab, { timeout: 15000 });
        const selected = page.getByRole('tab', { selected: true });
        await selected.waitFor();
        const expected = ({ null: 'مشخصات', receipt: 'فیش‌ها', remittance: 'حواله‌ها', access: 'دسترسی معاملات' } as Record<string, string>)[String(tab)];
        await expect(selected, `${path} opens its tab`).toHaveText(expected);
    }
    // a name two customers share: the list, searched for it
    const all: { name: string }[] = (await apiGet(page, '/admin/user?per_page=100')).data;
    const shared = all.map(user => user.name).find((name, index, names) => names.indexOf(name) !== index) ?? '';
    expect(shared, 'the seed has a name two customers share').toBeTruthy();
    await page.goto(`/dashboard/user/${encodeURIComponent(shared)}/receipt`);
    await page.waitForURL(url => url.pathname === '/user' && JSON.parse(url.searchParams.get('filter') ?? '{}').search === shared);
    await page.locator('tbody tr').first().waitFor();
    const names = await labels(page.locator('tbody tr td:nth-child(4)'));
    expect(names.length >= 2 && names.every(name => name === shared), `the list shows the customers named ${shared}`).toBeTruthy();
    // nobody by that name: the list, searched
    await page.goto(`/dashboard/user/${encodeURIComponent('کسی که نیست')}/info`);
    await page.waitForURL(url => url.pathname === '/user' && JSON.parse(url.searchParams.get('filter') ?? '{}').search === 'کسی که نیست');
});

test.describe(() => {
    // the failures it rehearses; and the 404 of the product it deletes on purpose, which the
    // access input's chips may ask for again (react-admin refetches them) before the save
    test.use({ allowConsole: /status of 503|status of 422|status of 404|Failed to fetch|ERR_FAILED|net::/ });
    test('customer page: the access tab saves the products and categories with a PUT of the whole record', async ({ page, pageShot }) => {
        test.setTimeout(90000);
        await signedIn(page);
        const bodies = putBodies(page, CUSTOMER);
        await page.goto(`/user/${CUSTOMER}/show?tab=access`);
        const categories = page.getByRole('combobox', { name: 'دسته‌بندی‌های مجاز' });
        const products = page.getByRole('combobox', { name: 'محصولات مجاز' });
        await categories.waitFor();
        const customer = (await apiGet(page, `/admin/user/${CUSTOMER}`)).data;
        const form = page.locator('form');
        // the stored categories are shown as chips
        for (const id of customer.product_category_ids) {
            const title = (await apiGet(page, `/admin/product-category/${id}`)).data.title;
            await form.locator('.MuiChip-root', { hasText: title }).first().waitFor();
        }
        // choose a single product by searching for it
        const product = (await apiGet(page, '/admin/product?search=' + encodeURIComponent('سکه') + '&per_page=1')).data[0];
        // picked once the server's answer to the search is in: while the list still changes, the
        // option under the pointer moves and the click lands elsewhere
        const found = listAnswer(page, 'product', { search: 'سکه' });
        await products.click();
        await products.fill('سکه');
        await found;
        await page.getByRole('option', { name: product.title }).click();
        await form.locator('.MuiChip-root', { hasText: product.title }).waitFor();
        await animationsDone(page);
        await pageShot('customer-access-tab');
    
        // a 503, then a network failure: each says so and keeps the choice
        for (const failure of ['503', 'network']) {
            await setMock(page, { writeFailures: 1, writeFailure: failure });
            const before = bodies.length;
            await page.getByRole('button', { name: 'ذخیرهٔ دسترسی' }).click();
            await page.locator('.MuiSnackbarContent-root', { hasText: failure === '503' ? 'سرور موقتاً در دسترس نیست.' : /ارتباط با سرور/ }).waitFor();
            expect(bodies.length, `${failure}: one PUT`).toEqual(before + 1);
            await form.locator('.MuiChip-root', { hasText: product.title }).waitFor();
            await expect(page, `${failure}: still on the access tab`).toHaveURL(url => url.pathname === `/user/${CUSTOMER}/show` && url.search === '?tab=access');
            await page.locator('.MuiSnackbarContent-root').first().waitFor({ state: 'detached', timeout: 10000 }).catch(() => undefined);
        }
    
        // the saved body: every field of the record, its id, and the two lists
        await page.getByRole('button', { name: 'ذخیرهٔ دسترسی' }).click();
        await page.getByText('دسترسی معاملات مشتری ذخیره شد.').waitFor();
        const body = bodies.at(-1) ?? {};
        expect(body.id, 'the id').toEqual(CUSTOMER);
        for (const field of ['name', 'mobile', 'national_code', 'category_id', 'is_active']) {
            expect(body[field], `the body keeps ${field}`).toEqual(customer[field]);
        }
        expect(body.product_category_ids, 'the categories as they were').toEqual(customer.product_category_ids);
        expect(body.product_ids, 'the chosen product added').toEqual([...customer.product_ids, product.id]);
        const stored = (await apiGet(page, `/admin/user/${CUSTOMER}`)).data;
        expect(stored.product_ids, 'the server has it').toEqual(body.product_ids);
    
        // a 422: a product deleted by someone else meanwhile is named at the field, the choice kept
        const created = await page.evaluate(async () => {
            const response = await fetch('/admin/product', {
                method: 'POST',
                headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json', Accept: 'application/json' },
                body: JSON.stringify({ title: 'سکه آزمایشی موقت', category_id: 2, unit: 'piece', buy_price: 1000000, sell_price: 990000 }),
            });
            return (await response.json()).data;
        });
        const foundCreated = listAnswer(page, 'product', { search: 'آزمایشی موقت' });
        await products.click();
        await products.fill('آزمایشی موقت');
        await foundCreated;
        await page.getByRole('option', { name: created.title }).click();
        await form.locator('.MuiChip-root', { hasText: created.title }).waitFor();
        await page.evaluate(async id => {
            await fetch(`/admin/product/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, Accept: 'application/json' } });
        }, created.id);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'ذخیرهٔ دسترسی' }).click();
        await form.getByText(/مورد انتخاب‌شده وجود ندارد/).waitFor();
        expect(bodies.at(-1)?.product_ids, 'the refused body carried it').toContain(created.id);
        await form.locator('.MuiChip-root', { hasText: product.title }).waitFor();
        await animationsDone(page);
        await pageShot('customer-access-422');
    });
});

test('customer page: dark and on a 390 px phone, the tabs scroll sideways and the page does not', async ({ page, pageShot }) => {
    await page.addInitScript(() => localStorage.setItem('zar-theme-settings', JSON.stringify({ mode: 'dark', preset: 'default', stretch: false })));
    await signedIn(page);
    await page.goto(`/user/${CUSTOMER}/show?tab=order`);
    await page.getByTestId('related-order').locator('tbody tr').first().waitFor();
    await animationsDone(page);
    await pageShot('customer-page-dark');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/user/${CUSTOMER}/show?tab=order`);
    await page.getByTestId('customer-header').waitFor();
    await page.getByTestId('related-order').getByRole('link').first().waitFor();
    await animationsDone(page);
    await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'no sideways scroll of the page')
        .toBeLessThanOrEqual(0);
    const tabs = page.getByRole('tablist');
    const tabsScroll = () =>
        tabs.evaluate(element => {
            const scroller = element.closest('.MuiTabs-scroller') ?? element.parentElement;
            return !!scroller && scroller.scrollWidth > scroller.clientWidth;
        });
    await expect.poll(tabsScroll, 'the tab bar is wider than the phone and scrolls').toBe(true);
    await pageShot('customer-page-phone');
});

