// A ticket's page is its conversation, in Chromium against the mock: the thread
// oldest first with the newest at the bottom, a staff reply posted with `ticket_id` and `body`
// (read back from the request), shown at once and answering the ticket; a reply that fails keeps
// what was typed; an empty reply is refused at the field. Wide light, and 390 px dark.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { animationsDone, signedIn } from './support.mjs';

const bubbles = (page: Page) => page.getByTestId('ticket-thread').getByTestId('ticket-message');
const replyBox = (page: Page) => page.locator('textarea[name="body"]');
const statusChip = (page: Page) => page.getByTestId('ticket-chips').getByLabel('وضعیت');

/** The page's POSTs to the conversation, with their bodies. */
function replies(page: Page) {
    const seen: { ticket_id: number; body: string }[] = [];
    page.on('request', request => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/admin/ticket-message') seen.push(request.postDataJSON());
    });
    return seen;
}

/** Set in the page while its conversation POSTs are to fail. */
interface ReplyFailure {
    __ticketReplyFailure?: '503' | 'network';
}

/**
 * Makes the next conversation POSTs fail as the page sees them (a 503 or no answer at all), while
 * `window.__ticketReplyFailure` is set: the mock has no switch for a failing write.
 */
async function failingReplies(page: Page) {
    await page.addInitScript(() => {
        const original = window.fetch.bind(window);
        window.fetch = (input, init) => {
            const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
            const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
            const failure = (window as unknown as ReplyFailure).__ticketReplyFailure;
            if (failure && method === 'POST' && new URL(url, location.href).pathname === '/admin/ticket-message') {
                if (failure === 'network') return Promise.reject(new TypeError('Failed to fetch'));
                return Promise.resolve(new Response(JSON.stringify({ message: 'سرور موقتاً در دسترس نیست.' }), { status: 503, headers: { 'Content-Type': 'application/json' } }));
            }
            return original(input, init);
        };
    });
}

/** Opens the first open ticket from the list (a row or card opens the ticket's page). */
async function openFirstOpenTicket(page: Page) {
    await page.goto(`/ticket?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}`);
    // a table row on a wide screen, a card on a phone: either links to the ticket's page
    const link = page.locator('#main-content a[href$="/show"]').first();
    await link.waitFor();
    await link.click();
    await page.waitForURL(url => /^\/ticket\/\d+\/show$/.test(url.pathname));
    await bubbles(page).first().waitFor();
    await replyBox(page).waitFor();
    return Number(new URL(page.url()).pathname.split('/')[2]);
}

test('ticket thread: a reply is posted, shows at the bottom at once, and the ticket becomes answered', async ({ page, pageShot }) => {
    await signedIn(page);
    const posts = replies(page);
    const id = await openFirstOpenTicket(page);
    await statusChip(page).getByText('باز').waitFor();
    const before = await bubbles(page).count();
    expect(before, 'the customer’s opening message is shown').toBeGreaterThanOrEqual(1);
    await expect(bubbles(page).first(), 'the customer’s message first').toHaveAttribute('data-author', 'customer');

    const text = 'سلام، پیگیری شد.\nنتیجه تا پایان روز اعلام می‌شود.';
    await replyBox(page).fill(text);
    await replyBox(page).press('Control+Enter');
    await expect(bubbles(page), 'the reply is added').toHaveCount(before + 1);
    expect(posts.length, 'one POST').toEqual(1);
    expect(posts[0], 'the POST body').toEqual({ ticket_id: id, body: text });
    const last = bubbles(page).last();
    await expect(last, 'the reply is the staff’s').toHaveAttribute('data-author', 'staff');
    await expect.poll(() => last.locator('p').innerText(), 'at the bottom, line break kept').toBe(text);
    await expect(replyBox(page), 'the box is cleared').toHaveValue('');
    await statusChip(page).getByText('پاسخ داده شده').waitFor();
    // staff bubbles sit at the left in RTL, the customer's at the right
    const first = await bubbles(page).first().boundingBox();
    const mine = await last.boundingBox();
    if (!first || !mine) throw new Error('the bubbles are not laid out');
    expect(first.x + first.width > mine.x + mine.width, 'the customer’s bubble reaches further right').toBeTruthy();
    expect(mine.x < first.x, 'the staff bubble starts further left').toBeTruthy();
    await animationsDone(page);
    await pageShot('ticket-thread-wide');
});

for (const failure of ['503', 'network'] as const) {
    test.describe(() => {
        test.use({ allowConsole: /status of 503|Failed to fetch/ });
        test(`ticket thread: a reply failing with ${failure} keeps the typed text and says so`, async ({ page, pageShot }) => {
            await failingReplies(page);
            await signedIn(page);
            const posts = replies(page);
            await openFirstOpenTicket(page);
            const before = await bubbles(page).count();
            await page.evaluate(value => {
                (window as unknown as ReplyFailure).__ticketReplyFailure = value;
            }, failure);
            const text = 'این پاسخ نباید گم شود';
            await replyBox(page).fill(text);
            await page.getByRole('button', { name: 'ارسال پاسخ' }).click();
            await page
                .locator('.MuiSnackbarContent-root')
                .getByText(failure === '503' ? 'سرور موقتاً در دسترس نیست.' : 'پاسخ فرستاده نشد؛ متن شما سر جایش است، دوباره بفرستید.')
                .waitFor();
            await expect(replyBox(page), 'what was typed stays').toHaveValue(text);
            await expect(bubbles(page), 'no message added').toHaveCount(before);
            await statusChip(page).getByText('باز').waitFor();
            if (failure === '503') {
                await animationsDone(page);
                await pageShot('ticket-reply-failed');
            }
            // the server is back: the same text goes through
            await page.evaluate(() => {
                (window as unknown as ReplyFailure).__ticketReplyFailure = undefined;
            });
            await replyBox(page).press('Control+Enter');
            await expect(bubbles(page), 'the reply is added').toHaveCount(before + 1);
            expect(posts.at(-1)?.body, 'the kept text is sent').toEqual(text);
            await expect(replyBox(page), 'cleared once saved').toHaveValue('');
        });
    });
}

test('ticket thread (390 px, dark): an empty reply is refused at the field, nothing is sent', { tag: '@phone-dark' }, async ({ page, pageShot }) => {
    await signedIn(page);
    const posts = replies(page);
    await openFirstOpenTicket(page);
    await page.getByRole('button', { name: 'ارسال پاسخ' }).click();
    await page.getByText('متن پاسخ خالی است؛ پاسخ را بنویسید.').waitFor();
    await replyBox(page).fill('   ');
    await replyBox(page).press('Control+Enter');
    await page.getByText('متن پاسخ خالی است؛ پاسخ را بنویسید.').waitFor();
    expect(posts.length, 'nothing sent').toEqual(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(390);
    await animationsDone(page);
    await pageShot('ticket-thread-phone-dark');
});

