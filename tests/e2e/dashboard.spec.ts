// The dashboard: a tile per queue the admin may open, each the list call's meta.total
// and a link to the filtered list; today's orders buy against sell; charts of the live figures;
// live updates without a reload.
import type { Locator, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { connected, fire, toNumber } from './helpers';
import { persian, signedIn } from './support.mjs';

const QUEUES = [
    { menuId: 'order', path: '/admin/order', filter: ['status_enum', 'pending'] },
    { menuId: 'receipt', path: '/admin/receipt', filter: ['status', 'pending'] },
    { menuId: 'withdrawal', path: '/admin/withdrawal', filter: ['status', 'pending'] },
    { menuId: 'deposit', path: '/admin/deposit', filter: ['status', 'pending'] },
    { menuId: 'delivery_request', path: '/admin/delivery-request', filter: ['status', 'pending'] },
    { menuId: 'ticket', path: '/admin/ticket', filter: ['status', 'open'] },
];

type Queue = (typeof QUEUES)[number];

const isQueueCall = (queue: Queue, response: Response) => {
    const url = new URL(response.url());
    return url.pathname === queue.path && url.searchParams.get(queue.filter[0]) === queue.filter[1] && url.searchParams.get('per_page') === '1';
};

test('dashboard: a tile per queue shows the list call\'s meta.total and opens the filtered list', async ({ page, pageShot }) => {
    await page.setViewportSize({ width: 1366, height: 860 });
    await signedIn(page);
    const answers = QUEUES.map(queue => page.waitForResponse(response => isQueueCall(queue, response)));
    await page.goto('/');
    for (const [index, queue] of QUEUES.entries()) {
        const total = (await (await answers[index]).json()).meta.total;
        await page.getByTestId(`queue-count-${queue.menuId}`).filter({ hasText: new RegExp(`^${persian(total)}$`) }).waitFor();
    }
    await page.getByTestId('chart-price').locator('svg').first().waitFor();
    await pageShot('dashboard-1366-light');

    // the list's first page is asked for as the address changes (src/routes/startReads.ts)
    const listAnswer = page.waitForResponse(response => {
        const url = new URL(response.url());
        return url.pathname === '/admin/withdrawal' && url.searchParams.get('status') === 'pending' && url.searchParams.get('per_page') !== '1';
    });
    await page.getByTestId('queue-withdrawal').getByRole('link').click();
    await page.waitForURL(url => url.pathname === '/withdrawal');
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? 'null');
    expect(filter, 'the list opens filtered to the queue').toEqual({ status: 'pending' });
    expect((await listAnswer).ok(), 'the filtered list was asked for').toBeTruthy();
});

test('dashboard: live events update tiles, today\'s orders and the charts without a reload', async ({ page, pageShot }) => {
    await page.setViewportSize({ width: 1366, height: 860 });
    await signedIn(page);
    await page.goto('/');
    await connected(page).waitFor();
    const orders = page.getByTestId('queue-count-order');
    await orders.filter({ hasText: /[۰-۹]/ }).waitFor();
    const digits = async (locator: Locator) => toNumber(await locator.textContent());
    const pending = await digits(orders);
    const buy = page.getByTestId('today-buy-count');
    const sell = page.getByTestId('today-sell-count');
    await buy.waitFor();
    const before = (await digits(buy)) + (await digits(sell));

    const order = await fire(page, 'order');
    await orders.filter({ hasText: new RegExp(`^${persian(pending + 1)}$`) }).waitFor();
    const side = order.side_enum === 'buy' ? buy : sell;
    await expect.poll(async () => (await digits(buy)) + (await digits(sell)), 'today counts one more order').toBe(before + 1);
    await expect.poll(() => digits(side), `today's ${order.side_enum} counts the new order`).toBeGreaterThanOrEqual(1);

    // ticks extend the session's charts
    const marks = () => page.getByTestId('chart-price').locator('.MuiMarkElement-root, [class*="MuiMarkElement"]').count();
    await page.getByTestId('chart-price').locator('svg').first().waitFor();
    const pointsBefore = await marks();
    await fire(page, 'price');
    await fire(page, 'vector');
    await expect.poll(marks, 'the ticks add points to the price chart').toBeGreaterThan(pointsBefore);
    await page.mouse.move(10, 10);
    await pageShot('dashboard-1366-live');
});

test('dashboard: a limited admin sees only the tiles of their accesses (390 px, dark)', { tag: '@phone' }, async ({ page, pageShot }) => {
    await page.addInitScript(() => localStorage.setItem('zar-theme-settings', JSON.stringify({ mode: 'dark', preset: 'blue', stretch: false })));
    await signedIn(page, { role: 'admin' });
    const asked: string[] = [];
    page.on('request', request => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.getByTestId('queue-count-receipt').filter({ hasText: /[۰-۹]/ }).waitFor();
    const tiles = () =>
        page
            .getByTestId('queue-tiles')
            .locator('.MuiCard-root')
            .evaluateAll(cards => cards.map(card => (card as HTMLElement).dataset.testid).sort());
    await expect.poll(tiles, "orders and receipts only (the limited admin's accesses)").toEqual(['queue-order', 'queue-receipt']);
    for (const path of ['/admin/withdrawal', '/admin/deposit', '/admin/delivery-request', '/admin/ticket']) {
        expect(asked, `${path} is never asked`).not.toContain(path);
    }
    await page.getByTestId('chart-per-hour').waitFor();
    await pageShot('dashboard-390-dark-limited');
});

