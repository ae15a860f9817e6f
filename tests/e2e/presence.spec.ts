// Who else is on a record, live (presence channels, docs/asyncapi.yaml): two admins in two browser
// contexts on the same receipt see each other and what each is doing, are asked before deciding
// what the other decides, and see the other leave; the developer panel's simulated colleagues on
// a phone, light and dark, checked with axe-core; and with presence refused (403) or a server
// without presence, every record page works as before, with nothing shown and no error.
//
// The mock backend runs inside each page, and tabs of one browser join their mocks' presence over
// a BroadcastChannel (src/mock/live/presence.ts). Two Playwright contexts are two storage
// partitions, which share no BroadcastChannel (checked below), so the test carries that channel's
// messages between the two contexts itself: it plays the part of the one browser a developer's
// two tabs would share, and nothing else (every frame each page gets comes from its own mock).
import type { BrowserContext, Page } from '@playwright/test';
import { adminIdOf } from '../../src/mock/auth';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { connected, navigate, navigateDrawn } from './helpers';
import { animationsDone, mockSettings, signedIn } from './support.mjs';

const ALI = '09121111111'; // super admin: «مدیر کل»
const SARA = '09122222222'; // limited admin: «کارشناس فروش»

interface Bridged {
    __presenceBridge?: BroadcastChannel;
    __presenceRelay?: (message: unknown) => Promise<void>;
}

/** The test as the browser the two contexts would share: the mock's presence channel, carried. */
async function bridge(contexts: Array<{ context: BrowserContext; pages: () => Page[] }>) {
    for (const [index, { context }] of contexts.entries()) {
        const others = contexts.filter((_, other) => other !== index);
        await context.exposeBinding('__presenceRelay', async (_source, message: unknown) => {
            for (const other of others) {
                for (const page of other.pages()) {
                    await page.evaluate(value => (window as unknown as Bridged).__presenceBridge?.postMessage(value), message).catch(() => undefined);
                }
            }
        });
        await context.addInitScript(() => {
            const channel = new BroadcastChannel('zar-mock-presence');
            (window as unknown as Bridged).__presenceBridge = channel;
            channel.onmessage = event => void (window as unknown as Bridged).__presenceRelay?.(event.data);
        });
    }
}

/** A record of the page's mock (every context's mock is seeded alike). */
const recordId = (page: Page, name: string, status?: string) =>
    page.evaluate(
        async ({ name, status }) => {
            const headers = { Accept: 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` };
            const query = `page=1&per_page=10${status ? `&status=${status}` : ''}`;
            const { data } = (await (await fetch(`/admin/${name}?${query}`, { headers })).json()) as { data: Array<{ id: number }> };
            return data[0].id;
        },
        { name, status }
    );

/** Console errors and warnings of a page outside the fixture's context. */
function watchConsole(page: Page) {
    const seen: string[] = [];
    page.on('console', message => {
        if ((message.type() === 'error' || message.type() === 'warning') && !/^\[MSW\] Mocking enabled/.test(message.text()))
            seen.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', error => seen.push(String(error)));
    return seen;
}

interface Asked {
    __authAnswers: Array<[string, number]>;
}

/** A member on the page, by a signed-in admin's mobile (known to the others by its /admin/me id) or a simulated colleague's id. */
const member = (page: Page, who: string) => page.getByTestId(`presence-member-${/^09\d{9}$/.test(who) ? adminIdOf(who) : who}`);

test('presence: two admins on one receipt see each other, what each does, are asked before deciding, see the other leave', async ({ browser, context, page, pageShot }) => {
    test.setTimeout(240_000);
    // two contexts are two storage partitions: no BroadcastChannel between them
    const probe = await browser.newContext();
    const other = await probe.newPage();
    await signedIn(page, { mobile: ALI });
    await page.goto('/');
    await other.goto(page.url());
    const crossed = await Promise.all([
        page.evaluate(() => new Promise<boolean>(resolve => {
            const channel = new BroadcastChannel('probe');
            channel.onmessage = () => resolve(true);
            setTimeout(() => resolve(false), 1500);
        })),
        other.evaluate(() => {
            const mine = new BroadcastChannel('probe');
            const heard = new Promise<boolean>(resolve => (mine.onmessage = () => resolve(true)));
            new BroadcastChannel('probe').postMessage('hello');
            return heard; // the same partition hears it: the message went out
        }),
    ]);
    expect(crossed, 'the other context heard nothing; its own partition did').toEqual([false, true]);
    await probe.close();

    const contextB = await browser.newContext({ viewport: page.viewportSize() });
    await bridge([
        { context, pages: () => context.pages() },
        { context: contextB, pages: () => contextB.pages() },
    ]);
    const pageB = await contextB.newPage();
    const consoleB = watchConsole(pageB);
    await signedIn(pageB, { mobile: SARA, role: 'admin' });

    await page.goto('/');
    // a context's first load installs the mock's worker: slow on a loaded machine
    await connected(page).waitFor({ timeout: 45_000 });
    const id = await recordId(page, 'receipt', 'pending');
    await page.goto(`/receipt/${id}/show`);
    await pageB.goto(`/receipt/${id}/show`);
    await Promise.all([page.getByTestId('decision-buttons').waitFor({ timeout: 45_000 }), pageB.getByTestId('decision-buttons').waitFor({ timeout: 45_000 })]);

    // each sees the other, viewing; never itself
    await expect(member(page, SARA)).toHaveText('ککارشناس فروش · مشاهده');
    await expect(member(pageB, ALI)).toHaveText('ممدیر کل · مشاهده');
    await expect(member(page, ALI)).toHaveCount(0);
    await expect(member(pageB, SARA)).toHaveCount(0);

    // Sara opens the reject dialog: Ali sees her deciding
    await pageB.getByTestId('decision-reject').click();
    await pageB.getByTestId('decision-reject-send').waitFor();
    await expect(member(page, SARA)).toHaveAttribute('data-state', 'deciding');
    await expect(member(page, SARA)).toContainText('تصمیم‌گیری');
    await animationsDone(page);
    await pageShot('presence-header-deciding-light');
    await expectNoAxeViolations(page, { include: '[data-testid="presence"]' });

    // Ali wants to reject too: asked first, naming Sara; he says no, and nothing is sent
    await page.getByTestId('decision-reject').click();
    const question = page.getByRole('dialog');
    await expect(question).toContainText('کارشناس فروش');
    await expect(question).toContainText('«رد»');
    await animationsDone(page);
    await pageShot('presence-ask-before-deciding-light');
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await question.getByRole('button', { name: 'انصراف' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('decision-reject-send')).toHaveCount(0);

    // Sara closes her dialog: viewing again
    await pageB.keyboard.press('Escape');
    await expect(member(page, SARA)).toHaveAttribute('data-state', 'viewing');
    // now nobody decides: Ali's reject opens its dialog at once, and Sara sees him deciding
    await page.getByTestId('decision-reject').click();
    await page.getByTestId('decision-reject-send').waitFor();
    await expect(member(pageB, ALI)).toHaveAttribute('data-state', 'deciding');
    await page.keyboard.press('Escape');
    await expect(member(pageB, ALI)).toHaveAttribute('data-state', 'viewing');

    // Sara goes back to the list (in the app, as a link does): Ali sees her leave the record
    await navigate(pageB, '/receipt');
    await pageB.locator('tbody tr').first().waitFor();
    await expect(member(page, SARA)).toHaveCount(0);
    await expect(page.getByTestId('presence')).toBeEmpty();

    // Sara, a limited admin without `activity` in her accesses, is refused the receipt's timeline
    // (403: the timeline hides, docs/openapi.yaml); nothing else went wrong on her page
    expect(consoleB.filter(line => !/status of 403 .*\/admin\/activity\?/.test(line))).toEqual([]);
    await contextB.close();
});

test('presence: simulated colleagues from the developer panel, light and dark, at 390 px @wide @phone @phone-dark', async ({ page, pageShot }, testInfo) => {
    test.setTimeout(180_000);
    await signedIn(page);
    await page.goto('/');
    await connected(page).waitFor({ timeout: 45_000 });
    const id = await recordId(page, 'receipt', 'pending');
    await page.goto(`/receipt/${id}/show`);
    await page.getByTestId('decision-buttons').waitFor({ timeout: 45_000 });
    const channel = `presence-receipt.${id}`;
    await expect.poll(() => page.evaluate(() => window.__zarMockLive?.presence.channels())).toEqual([channel]);
    // where the decisions are while the admin is alone on the record
    const decisions = page.getByTestId('decision-buttons');
    const alone = await decisions.boundingBox();

    // the developer panel puts Maryam on the record, and sets her state
    await page.getByRole('button', { name: 'پنل توسعه‌دهنده (سرور آزمایشی)' }).click();
    const panel = page.getByRole('region', { name: 'پنل توسعه‌دهنده (سرور آزمایشی)' });
    const colleagues = panel.getByRole('group', { name: 'همکاران شبیه‌سازی‌شده روی رکورد باز' });
    // the switch shows the mock's state: it turns on once the mock's worker has placed her
    const maryam = colleagues.getByRole('switch', { name: 'مریم احمدی' });
    await maryam.click();
    await expect(maryam).toBeChecked();
    await expect(member(page, '9001')).toHaveText('ممریم احمدی · مشاهده');
    await page.evaluate(value => window.__zarMockLive?.presence.place(value, '9002', 'editing'), channel);
    await page.evaluate(value => window.__zarMockLive?.presence.place(value, '9003', 'deciding'), channel);
    await expect(member(page, '9002')).toHaveAttribute('data-state', 'editing');
    await expect(member(page, '9003')).toHaveAttribute('data-state', 'deciding');
    // three colleagues arrived: the decisions did not move (a press on one stays on it), and the
    // one deciding is named first
    expect(await decisions.boundingBox(), 'the decisions stay where they were').toEqual(alone);
    await expect(page.locator('[data-testid^="presence-member-"]').first()).toHaveAttribute('data-state', 'deciding');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    // a phone's line shows the one deciding and counts the others; a screen reader hears all three
    const phone = testInfo.project.name !== 'wide';
    if (phone) await expect(page.getByTestId('presence-more')).toHaveText('+۲');
    else await expect(page.getByTestId('presence-more')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'همکاران روی این رکورد:' }).getByRole('listitem')).toHaveCount(3);
    await animationsDone(page);
    const scheme = testInfo.project.name === 'phone-dark' ? 'dark' : 'light';
    await pageShot(`presence-colleagues-${testInfo.project.name}-${scheme}`);
    await expectNoAxeViolations(page, { include: '[data-testid="presence"]' });

    // taken off: gone
    await page.evaluate(value => window.__zarMockLive?.presence.remove(value, '9003'), channel);
    await expect(member(page, '9003')).toHaveCount(0);
    await expect(member(page, '9001')).toBeVisible();
});

for (const presence of ['refused', 'absent'] as const) {
    test.describe(`presence ${presence}`, () => {
        test.use({ allowConsole: presence === 'refused' ? /status of 403/ : null });

        test(`presence ${presence}: every record page works as before, nothing shown, no error`, async ({ page }) => {
            test.setTimeout(300_000);
            await mockSettings(page, { presence });
            // what the page's channel authorisations were answered (channel, status)
            await page.addInitScript(() => {
                const asked: Array<[string, number]> = [];
                (window as unknown as Asked).__authAnswers = asked;
                const real = window.fetch.bind(window);
                window.fetch = async (input, init) => {
                    const answer = await real(input, init);
                    if (String(input instanceof Request ? input.url : input).endsWith('/broadcasting/auth')) {
                        asked.push([String((JSON.parse(String(init?.body ?? '{}')) as { channel_name?: string }).channel_name), answer.status]);
                    }
                    return answer;
                };
            });
            await signedIn(page);
            await page.goto('/');
            await connected(page).waitFor({ timeout: 45_000 });
            const pages = [
                `/receipt/${await recordId(page, 'receipt', 'pending')}/show`,
                `/order/${await recordId(page, 'order')}/show`,
                `/ticket/${await recordId(page, 'ticket')}/show`,
                `/user/${await recordId(page, 'user')}/show`,
                `/product-category/${await recordId(page, 'product-category')}`,
            ];
            for (const path of pages) {
                // each page opened as a link opens it: the admin started once
                const before = await page.evaluate(() => (window as unknown as Asked).__authAnswers.length);
                await navigateDrawn(page, path);
                // the page asked for its record's presence channel, once, and heard the answer
                await expect
                    .poll(
                        () =>
                            page.evaluate(
                                from => (window as unknown as Asked).__authAnswers.slice(from).filter(([channel]) => channel.startsWith('presence-')),
                                before
                            ),
                        { timeout: 45_000 }
                    )
                    .toEqual([[expect.stringMatching(new RegExp(`^presence-${path.split('/')[1]}\\.\\d+$`)), presence === 'refused' ? 403 : 200]]);
                // the page and its live parts as they are without presence
                await page.locator('#main-content .RaShow-main, #main-content .RaEdit-main').first().waitFor({ timeout: 45_000 });
                await expect(connected(page)).toBeVisible();
                await expect(page.getByTestId('connection-banner')).toHaveCount(0);
                await expect(page.getByTestId('presence')).toBeEmpty();
                await expect(page.getByRole('alert')).toHaveCount(0);
            }
        });
    });
}
