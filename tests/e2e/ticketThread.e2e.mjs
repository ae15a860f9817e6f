// A ticket's page is its conversation (issue 9, item 4), in Chromium against the mock: the thread
// oldest first with the newest at the bottom, a staff reply posted with `ticket_id` and `body`
// (read back from the request), shown at once and answering the ticket; a reply that fails keeps
// what was typed; an empty reply is refused at the field. Wide light, and 390 px dark.
import { animationsDone, signedIn } from './support.mjs';

const bubbles = page => page.getByTestId('ticket-thread').getByTestId('ticket-message');
const replyBox = page => page.locator('textarea[name="body"]');
const statusChip = page => page.getByTestId('ticket-chips').getByLabel('وضعیت');

/** The page's POSTs to the conversation, with their bodies. */
function replies(page) {
    const seen = [];
    page.on('request', request => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/admin/ticket-message') seen.push(request.postDataJSON());
    });
    return seen;
}

/**
 * Makes the next conversation POSTs fail as the page sees them (a 503 or no answer at all), while
 * `window.__ticketReplyFailure` is set: the mock has no switch for a failing write.
 */
async function failingReplies(page) {
    await page.addInitScript(() => {
        const original = window.fetch.bind(window);
        window.fetch = (input, init) => {
            const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
            const method = (init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();
            const failure = window.__ticketReplyFailure;
            if (failure && method === 'POST' && new URL(url, location.href).pathname === '/admin/ticket-message') {
                if (failure === 'network') return Promise.reject(new TypeError('Failed to fetch'));
                return Promise.resolve(new Response(JSON.stringify({ message: 'سرور موقتاً در دسترس نیست.' }), { status: 503, headers: { 'Content-Type': 'application/json' } }));
            }
            return original(input, init);
        };
    });
}

/** Opens the first open ticket from the list (a row or card opens the ticket's page). */
async function openFirstOpenTicket(page, baseUrl) {
    await page.goto(`${baseUrl}/ticket?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}`);
    // a table row on a wide screen, a card on a phone: either links to the ticket's page
    const link = page.locator('#main-content a[href$="/show"]').first();
    await link.waitFor();
    await link.click();
    await page.waitForURL(url => /^\/ticket\/\d+\/show$/.test(url.pathname));
    await bubbles(page).first().waitFor();
    await replyBox(page).waitFor();
    return Number(new URL(page.url()).pathname.split('/')[2]);
}

export default [
    {
        name: 'ticket thread: a reply is posted, shows at the bottom at once, and the ticket becomes answered',
        timeout: 60000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await signedIn(page);
            const posts = replies(page);
            const id = await openFirstOpenTicket(page, baseUrl);
            await statusChip(page).getByText('باز').waitFor();
            const before = await bubbles(page).count();
            expect.ok(before >= 1, 'the customer’s opening message is shown');
            expect.equal(await bubbles(page).first().getAttribute('data-author'), 'customer', 'the customer’s message first');

            const text = 'سلام، پیگیری شد.\nنتیجه تا پایان روز اعلام می‌شود.';
            await replyBox(page).fill(text);
            await replyBox(page).press('Control+Enter');
            await page.waitForFunction(n => document.querySelectorAll('[data-testid="ticket-thread"] [data-testid="ticket-message"]').length === n, before + 1);
            expect.equal(posts.length, 1, 'one POST');
            expect.equal(posts[0], { ticket_id: id, body: text }, 'the POST body');
            const last = bubbles(page).last();
            expect.equal(await last.getAttribute('data-author'), 'staff', 'the reply is the staff’s');
            expect.equal(await last.locator('p').innerText(), text, 'at the bottom, line break kept');
            expect.equal(await replyBox(page).inputValue(), '', 'the box is cleared');
            await statusChip(page).getByText('پاسخ داده شده').waitFor();
            // staff bubbles sit at the left in RTL, the customer's at the right
            const first = await bubbles(page).first().boundingBox();
            const mine = await last.boundingBox();
            expect.ok(first.x + first.width > mine.x + mine.width, 'the customer’s bubble reaches further right');
            expect.ok(mine.x < first.x, 'the staff bubble starts further left');
            await animationsDone(page);
            await screenshot('ticket-thread-wide');
        },
    },
    ...['503', 'network'].map(failure => ({
        name: `ticket thread: a reply failing with ${failure} keeps the typed text and says so`,
        timeout: 60000,
        allowConsole: [/status of 503/, /Failed to fetch/],
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await failingReplies(page);
            await signedIn(page);
            const posts = replies(page);
            await openFirstOpenTicket(page, baseUrl);
            const before = await bubbles(page).count();
            await page.evaluate(value => {
                window.__ticketReplyFailure = value;
            }, failure);
            const text = 'این پاسخ نباید گم شود';
            await replyBox(page).fill(text);
            await page.getByRole('button', { name: 'ارسال پاسخ' }).click();
            await page
                .locator('.MuiSnackbarContent-root')
                .getByText(failure === '503' ? 'سرور موقتاً در دسترس نیست.' : 'پاسخ فرستاده نشد؛ متن شما سر جایش است، دوباره بفرستید.')
                .waitFor();
            expect.equal(await replyBox(page).inputValue(), text, 'what was typed stays');
            expect.equal(await bubbles(page).count(), before, 'no message added');
            await statusChip(page).getByText('باز').waitFor();
            if (failure === '503') {
                await animationsDone(page);
                await screenshot('ticket-reply-failed');
            }
            // the server is back: the same text goes through
            await page.evaluate(() => {
                window.__ticketReplyFailure = undefined;
            });
            await replyBox(page).press('Control+Enter');
            await page.waitForFunction(n => document.querySelectorAll('[data-testid="ticket-thread"] [data-testid="ticket-message"]').length === n, before + 1);
            expect.equal(posts.at(-1).body, text, 'the kept text is sent');
            expect.equal(await replyBox(page).inputValue(), '', 'cleared once saved');
        },
    })),
    {
        name: 'ticket thread (390 px, dark): an empty reply is refused at the field, nothing is sent',
        timeout: 60000,
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await page.setViewportSize({ width: 390, height: 844 });
            await page.addInitScript(() => localStorage.setItem('zar-theme-settings', JSON.stringify({ mode: 'dark', preset: 'default', stretch: false })));
            await signedIn(page);
            const posts = replies(page);
            await openFirstOpenTicket(page, baseUrl);
            await page.getByRole('button', { name: 'ارسال پاسخ' }).click();
            await page.getByText('متن پاسخ خالی است؛ پاسخ را بنویسید.').waitFor();
            await replyBox(page).fill('   ');
            await replyBox(page).press('Control+Enter');
            await page.getByText('متن پاسخ خالی است؛ پاسخ را بنویسید.').waitFor();
            expect.equal(posts.length, 0, 'nothing sent');
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            expect.ok(width <= 390, `no sideways scroll (${width})`);
            await animationsDone(page);
            await screenshot('ticket-thread-phone-dark');
        },
    },
];
