// The generated resource screens in Chromium, on the demo build with the embedded mock backend:
// every menu entry, a product category created and edited through the form, and phone widths.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtInDefinitions } from '../../src/resources/builtIn';
import { appBarTitle, toNumber } from './helpers';
import { animationsDone, persian, signedIn } from './support.mjs';

const ASCII_DIGIT = /[0-9]/;
const EMPTY_TEXT = /وجود ندارد|یافت نشد|ثبت نشده/;
const PAGE_RANGE = /^[۰-۹]+ تا [۰-۹]+ از [۰-۹]+$/;


/** Waits until a list shows rows or its empty text; returns the number of rows. */
async function listSettled(page: Page) {
    await page.locator('tbody tr').first().or(page.getByText(EMPTY_TEXT).first()).waitFor();
    // no skeleton rows left
    await page.locator('.RaDatagrid-row .MuiSkeleton-root, tbody .MuiSkeleton-root').first().waitFor({ state: 'detached' }).catch(() => {});
    return page.locator('tbody tr').count();
}

/**
 * The document's width and where it comes from: the widest tables (their content width) and the
 * min-width of react-admin's layout root (its default `fit-content` grows the page with them).
 */
const overflow = (page: Page) =>
    page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        layoutMinWidth: getComputedStyle(document.querySelector('.layout') ?? document.body).minWidth,
        tables: [...document.querySelectorAll('table')].map(table => Math.round(table.getBoundingClientRect().width)),
        appBar: Math.round(document.querySelector('header')?.getBoundingClientRect().width ?? 0),
    }));
const describeOverflow = (path: string, { scrollWidth, layoutMinWidth, tables, appBar }: Awaited<ReturnType<typeof overflow>>) =>
    `${path}: document ${scrollWidth}px wide, table(s) ${tables.join(', ')}px, app bar ${appBar}px, layout min-width ${layoutMinWidth}`;

test('resources: every menu entry opens its list with its Persian title and rows or an empty text', async ({ page, pageShot }) => {
    test.setTimeout(120000);
    await signedIn(page);
    await page.goto('/');
    await appBarTitle(page).getByText('داشبورد').waitFor();
    const menu = page.getByRole('menu', { name: 'آمار و اطلاعات' });
    // the product's entries (the template kit's group, when built in, links to /components and /kit)
    const items = menu.locator('[role="menuitem"]:not([href^="/components"]):not([href^="/kit"])');
    // the dashboard, the activity log, and every built-in resource with a screen of its own (the
    // items come once the screen is shown)
    await expect(items).toHaveCount(2 + builtInDefinitions.length);
    // the labels, without the notice counts in their badges and the sentence screen readers
    // hear after a label ('سفارش‌ها، ۸ سفارش در انتظار')
    const labels = (await items.allTextContents()).map(text => text.split('،')[0].replace(/[۰-۹]+/g, '').trim());
    // the dashboard, the activity log, and every built-in resource with a screen of its own
    expect(labels.length, `menu entries: ${labels.join('، ')}`).toEqual(2 + builtInDefinitions.length);
    expect(labels[0], 'the dashboard comes first').toEqual('داشبورد');
    const summary = [];
    for (let index = 1; index < labels.length; index++) {
        const label = labels[index];
        expect(label, 'a Persian menu label').toMatch(/^[\u0600-\u06FF\s\u200C]+$/);
        await items.nth(index).click();
        const href = await items.nth(index).getAttribute('href');
        await page.waitForURL(url => new URL(url).pathname === href);
        // a queue's title also counts what waits, once the count has come: «فیش‌ها (۹ در انتظار)»
        await expect(appBarTitle(page), `app bar title on ${href}`).toHaveText(new RegExp(`^${label}( \\([۰-۹]+ در انتظار\\))?$`));
        const rows = await listSettled(page);
        if (rows > 0) {
            const range = page.getByText(PAGE_RANGE);
            await range.waitFor();
            const text = (await range.textContent()) ?? '';
            const total = toNumber(text.split(' از ')[1]);
            expect(total, `${href}: page range "${text}" covers ${rows} rows`).toBeGreaterThanOrEqual(rows);
            // no ASCII digit anywhere in the grid (numbers, dates, identifiers are Persian)
            await expect(page.locator('table').first(), `${href}: no ASCII digits in the list`).not.toHaveText(ASCII_DIGIT);
            // and no column header in English
            const heads = await page.locator('thead th').allTextContents();
            expect(heads.filter(head => /[A-Za-z]{2,}/.test(head)), `${href}: English column headers`).toEqual([]);
        } else {
            await page.getByText(EMPTY_TEXT).first().waitFor();
        }
        summary.push(`${href}:${rows}`);
        // the menu item of the open page is the active one
        await expect(items.nth(index), `${label} is the active menu item`).toHaveClass(/RaMenuItemLink-active/);
    }
    // every entry after the dashboard: the 15 resources and the activity log
    expect(summary.length, 'every list was opened').toEqual(labels.length - 1);

    await menu.getByRole('menuitem', { name: 'سفارش‌ها' }).click();
    await expect(appBarTitle(page), 'the orders list').toHaveText(/^سفارش‌ها( \([۰-۹]+ در انتظار\))?$/);
    await listSettled(page);
    await page.getByText(PAGE_RANGE).waitFor();
    // enum values are chips with Persian names
    const chips = await page.locator('tbody .MuiChip-root').allTextContents();
    expect(chips.length, 'enum chips in the list').toBeGreaterThan(0);
    expect(chips.filter(chip => !/^[\u0600-\u06FF\s]+$/.test(chip)), 'chips with Persian names only').toEqual([]);
    // no create button on orders (can.create false)
    await expect(page.getByRole('link', { name: /ایجاد/ }), 'no create button on orders').toHaveCount(0);
    await pageShot('resources-orders');
});

test('resources: a product category is created with a parent, listed, opened and edited', async ({ page, pageShot }) => {
    await signedIn(page);
    const title = `دسته سرتاسری ${persian(100 + (Date.now() % 900))}`;
    const posted: unknown[] = [];
    const put: { title?: string; parent_id?: number }[] = [];
    page.on('request', request => {
        const url = new URL(request.url());
        if (url.pathname === '/admin/product-category' && request.method() === 'POST') posted.push(request.postDataJSON());
        if (url.pathname.startsWith('/admin/product-category/') && request.method() === 'PUT') put.push(request.postDataJSON());
    });

    // from the list, whose total tells how many categories there are
    await page.goto('/product-category');
    const range = page.getByText(PAGE_RANGE);
    await range.waitFor();
    const before = toNumber(((await range.textContent()) ?? '').split(' از ')[1]);
    await page.getByRole('link', { name: /ایجاد/ }).click();
    await page.waitForURL(url => new URL(url).pathname === '/product-category/create');
    await appBarTitle(page).getByText(/ایجاد/).waitFor();
    const titleInput = page.locator('input[name="title"]');
    await titleInput.fill(`  ${title}  `);
    // the parent, picked from the autocomplete's list (typing to narrow it down sends `q`, which
    // the API does not know, and finds nothing: see tests/integration/generatedScreens.test.tsx)
    const parentInput = page.locator('input[name="parent_id"]');
    await parentInput.click();
    await page.getByRole('option', { name: 'سکه', exact: true }).click();
    await expect(parentInput, 'the chosen parent is shown').toHaveValue('سکه');
    await page.getByRole('option').first().waitFor({ state: 'detached' });
    await pageShot('product-category-form');

    await page.getByRole('button', { name: 'ذخیره' }).click();
    await page.getByText('دسته‌بندی محصول ثبت شد.').waitFor();
    expect(posted.length, 'one POST').toEqual(1);
    // the title trimmed and its digits in ASCII (normalizeText), the parent's id as a number
    const asciiTitle = title.replace(/[۰-۹]/g, d => String(d.charCodeAt(0) - 0x06f0));
    expect(posted[0], 'the POST body').toEqual({ title: asciiTitle, parent_id: 2 });

    // back on the list: the new category at the top, with its parent's title
    await page.waitForURL(url => new URL(url).pathname === '/product-category');
    const row = page.locator('tbody tr', { hasText: title });
    await row.waitFor();
    await expect(row.locator('td.column-parent_id'), 'the parent column').toHaveText('سکه');
    await expect(row, 'the row has Persian digits only').not.toHaveText(ASCII_DIGIT);
    const after = before + 1;
    await page.getByText(`${persian(1)} تا ${persian(Math.min(15, after))} از ${persian(after)}`).waitFor();

    // open it and edit it
    await row.locator('td.column-title').click();
    await page.waitForURL(url => /^\/product-category\/\d+$/.test(new URL(url).pathname));
    await page.locator('input[name="title"]').waitFor();
    await expect(page.locator('input[name="title"]'), 'the edit form is filled').toHaveValue(asciiTitle);
    await expect(page.locator('input[name="parent_id"]'), 'the parent is filled').toHaveValue('سکه');
    const edited = `${title} ویرایش‌شده`;
    await page.locator('input[name="title"]').fill(edited);
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await page.getByText('دسته‌بندی محصول ویرایش شد.').waitFor();
    expect(put.length, 'one PUT').toEqual(1);
    expect(put[0].title, 'the PUT title').toEqual(edited.replace(/[۰-۹]/g, d => String(d.charCodeAt(0) - 0x06f0)));
    expect(put[0].parent_id, 'the PUT keeps the parent').toEqual(2);
    await page.waitForURL(url => new URL(url).pathname === '/product-category');
    await page.locator('tbody tr', { hasText: edited }).waitFor();
    await expect(page.locator('tbody tr', { hasText: edited }), 'the edited row, once').toHaveCount(1);
});

test('resources: bank and orders at a 390x844 phone viewport do not overflow sideways', async ({ page, pageShot }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page);
    const problems = [];

    await page.goto('/bank');
    await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
    await animationsDone(page);
    await pageShot('bank-phone');
    const bank = await overflow(page);
    if (bank.scrollWidth > 390 + 1) problems.push(describeOverflow('/bank', bank));

    await page.goto('/order');
    await page.getByText(PAGE_RANGE).waitFor();
    await animationsDone(page);
    await pageShot('orders-phone');
    const orders = await overflow(page);
    if (orders.scrollWidth > 390 + 1) problems.push(describeOverflow('/order', orders));

    expect(problems, 'the page is wider than the phone').toEqual([]);
});

test('the side menu collapses on click and opens while the pointer is over it', async ({ page }) => {
    await signedIn(page);
    await page.goto('/bank');
    const heading = page.getByText('آمار و اطلاعات');
    await heading.waitFor();
    await page.getByRole('button', { name: 'بستن منو' }).click();
    await heading.waitFor({ state: 'detached' });
    const menu = page.getByRole('menu', { name: 'آمار و اطلاعات' });
    const width = async () => (await menu.boundingBox())?.width ?? 0;
    await expect.poll(width, 'collapsed to a rail').toBeLessThan(150);
    const collapsed = await width();
    await menu.hover();
    await heading.waitFor();
    await expect.poll(width, 'open while hovered').toBeGreaterThan(250);
    expect(await width(), 'wider while hovered').toBeGreaterThan(collapsed + 100);
    await page.mouse.move(300, 400);
    await heading.waitFor({ state: 'detached' });
    await expect.poll(width, 'a rail again once the pointer leaves').toBeLessThan(150);
});

