// The template kit's demo apps (README, Template kit) in Chromium on the demo build, against the kit's own
// mock API (`/api/…`): one main path and one error path per app, screenshots in light, dark and at
// a 390 px phone width.
import { darkMode, signedIn } from './support.mjs';

const PHONE = { width: 390, height: 844 };
// The browser logs every refused call; the error paths below make them on purpose.
const REFUSED = [/Failed to load resource: the server responded with a status of (400|404|500)/];

/** Opens a kit page signed in to the admin (the kit lives inside the admin's layout). */
async function openKit(page, baseUrl, path) {
    await signedIn(page);
    await page.goto(`${baseUrl}${path}`);
}

/** The kit mock API's next call whose path contains `part` answers 500. */
const failNext = (page, part) => page.evaluate(value => window.__zarKitMock.failNext(value), part);

/** Waits until `read()` gives `expected` (checked every 100 ms, up to 10 s). */
async function until(read, expected, what) {
    let last;
    for (let i = 0; i < 100; i++) {
        last = await read();
        if (last === expected) return;
        await new Promise(resolve => setTimeout(resolve, 100));
    }
    throw new Error(`${what}: expected ${expected}, got ${last}`);
}

async function noSidewaysScroll(page, expect, what) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.ok(width <= PHONE.width + 1, `${what}: no sideways scroll at 390 px (scrollWidth ${width})`);
}

export default [
    {
        allowConsole: REFUSED,
        name: 'kit account: wrong password at the field, then sign in with the kit JWT apart from the admin session',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await openKit(page, baseUrl, '/kit/account');
            // no kit token yet: the account page sends to the kit's sign-in
            await page.locator('#main-content').getByRole('heading', { name: 'ورود به حساب کیت' }).waitFor();
            expect.equal(await page.evaluate(() => document.documentElement.dir), 'rtl', 'page is RTL');
            await page.getByRole('button', { name: 'ورود' }).click();
            await page.getByText('ایمیل معتبر وارد کنید.').waitFor();
            await page.getByLabel('ایمیل').fill('demo@zar.ir');
            await page.getByLabel('رمز عبور').fill('wrong-password');
            await page.getByRole('button', { name: 'ورود' }).click();
            await page.getByText('رمز عبور اشتباه است.').waitFor();
            expect.equal(await page.getByLabel('رمز عبور').inputValue(), 'wrong-password', 'what was typed stays');
            await screenshot('kit-account-login-error');
            await page.getByLabel('رمز عبور').fill('demo1234');
            await page.getByRole('button', { name: 'ورود' }).click();
            await page.locator('#main-content').getByRole('heading', { name: 'حساب کیت' }).waitFor();
            await page.getByText('نیلوفر شریفی').waitFor();
            const storage = await page.evaluate(() => ({ kit: localStorage.getItem('kit.accessToken'), product: localStorage.getItem('token') }));
            expect.ok(storage.kit && storage.kit.split('.').length === 3, 'the kit keeps its own JWT');
            expect.ok(storage.product && storage.product !== storage.kit, 'the admin session token is untouched');
            await page.getByRole('button', { name: 'خروج از حساب کیت' }).click();
            await page.locator('#main-content').getByRole('heading', { name: 'ورود به حساب کیت' }).waitFor();
            expect.ok(await page.evaluate(() => localStorage.getItem('token')), 'leaving the kit account keeps the admin signed in');
        },
    },
    {
        allowConsole: REFUSED,
        name: 'kit account: register refuses a taken email at the field; phone and dark',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await darkMode(page);
            await page.setViewportSize(PHONE);
            await openKit(page, baseUrl, '/kit/account/register');
            await page.locator('#main-content').getByRole('heading', { name: 'ثبت‌نام در کیت' }).waitFor();
            await page.getByLabel('نام', { exact: true }).fill('آرش');
            await page.getByLabel('نام خانوادگی').fill('نوری');
            await page.getByLabel('ایمیل').fill('demo@zar.ir');
            await page.getByLabel('رمز عبور').fill('secret12');
            await page.getByRole('button', { name: 'ساخت حساب' }).click();
            await page.getByText('حسابی با این ایمیل از قبل وجود دارد.').waitFor();
            await noSidewaysScroll(page, expect, 'register');
            await screenshot('kit-account-register-phone-dark');
            await page.getByLabel('ایمیل').fill('arash@zar.ir');
            await page.getByRole('button', { name: 'ساخت حساب' }).click();
            await page.getByText('آرش نوری').waitFor();
            expect.equal(await page.getByText('نقش: کاربر').count(), 1, 'a registered account is a user');
        },
    },
    {
        allowConsole: REFUSED,
        name: 'kit chat: unread counts, opening marks as seen, send, new conversation; a failed send keeps the text',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await openKit(page, baseUrl, '/kit/chat');
            const list = page.getByRole('list', { name: 'گفتگوها' });
            await list.getByRole('link').first().waitFor();
            const unread = list.getByLabel('۳ پیام نخوانده');
            await unread.waitFor();
            await list.getByRole('link').filter({ has: page.getByLabel('۳ پیام نخوانده') }).click();
            await page.getByRole('log', { name: 'پیام‌ها' }).waitFor();
            await unread.waitFor({ state: 'detached' });
            await page.getByLabel('متن پیام').fill('سلام، سفارش رسید؟');
            await page.getByRole('button', { name: 'ارسال' }).click();
            await page.getByRole('log', { name: 'پیام‌ها' }).getByText('سلام، سفارش رسید؟').waitFor();
            expect.equal(await page.getByLabel('متن پیام').inputValue(), '', 'the box empties after sending');
            await screenshot('kit-chat');
            await failNext(page, '/api/chat/messages/new');
            await page.getByLabel('متن پیام').fill('این یکی نمی‌رسد');
            await page.getByRole('button', { name: 'ارسال' }).click();
            await page.getByText('خطای سرور؛ دوباره تلاش کنید.').waitFor();
            expect.equal(await page.getByLabel('متن پیام').inputValue(), 'این یکی نمی‌رسد', 'the unsent text stays');
            // a new conversation with a contact found by search
            await page.getByRole('link', { name: 'گفتگوی تازه' }).click();
            await page.getByRole('combobox', { name: 'به' }).fill('بابک');
            await page.getByRole('option', { name: /بابک/ }).click();
            await page.getByLabel('متن پیام').fill('سلام بابک');
            await page.getByRole('button', { name: 'ارسال' }).click();
            await page.getByRole('log', { name: 'پیام‌ها' }).getByText('سلام بابک').waitFor();
            await list.getByRole('link').first().getByText('بابک یزدانی').waitFor();
        },
    },
    {
        allowConsole: REFUSED,
        name: 'kit chat: an unknown conversation says so; phone and dark',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await darkMode(page);
            await page.setViewportSize(PHONE);
            await openKit(page, baseUrl, '/kit/chat/nobody-here');
            await page.getByText('این گفتگو یا مخاطب پیدا نشد.').waitFor();
            await page.goto(`${baseUrl}/kit/chat`);
            await page.getByRole('list', { name: 'گفتگوها' }).getByRole('link').first().click();
            await page.getByRole('log', { name: 'پیام‌ها' }).waitFor();
            await noSidewaysScroll(page, expect, 'chat thread');
            await screenshot('kit-chat-phone-dark');
        },
    },
    {
        allowConsole: REFUSED,
        name: 'kit mail: labels with unread counts, reading marks read, star shows under starred; a missing mail says so',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await openKit(page, baseUrl, '/dashboard/mail/all');
            await page.waitForURL(/\/kit\/mail\/all$/);
            const nav = page.getByRole('navigation', { name: 'برچسب‌ها' });
            await nav.getByRole('link', { name: /صندوق ورودی/ }).click();
            await page.waitForURL(/\/kit\/mail\/inbox$/);
            const inboxCount = async () => Number((await nav.getByRole('link', { name: /صندوق ورودی/ }).innerText()).replace(/[^۰-۹]/g, '').replace(/[۰-۹]/g, d => '۰۱۲۳۴۵۶۷۸۹'.indexOf(d)) || 0);
            const before = await inboxCount();
            expect.ok(before > 0, `the inbox has unread mail (${before})`);
            const mails = page.getByRole('list', { name: 'نامه‌ها' });
            const firstUnread = mails.getByRole('link').filter({ has: page.getByRole('img', { name: 'نخوانده' }) }).first();
            await firstUnread.click();
            await page.getByRole('article').getByRole('heading', { level: 2 }).waitFor();
            await until(inboxCount, before - 1, 'opening an unread mail lowers the count');
            await page.getByRole('article').getByRole('button', { name: 'ستاره' }).click();
            await page.getByRole('article').getByRole('button', { name: 'ستاره', pressed: true }).waitFor();
            const subject = await page.getByRole('article').getByRole('heading', { level: 2 }).innerText();
            await screenshot('kit-mail');
            await nav.getByRole('link', { name: /ستاره‌دار/ }).click();
            await mails.getByText(subject).first().waitFor();
            await page.goto(`${baseUrl}/kit/mail/inbox/no-such-mail`);
            await page.getByText('این نامه پیدا نشد.').waitFor();
        },
    },
    {
        allowConsole: REFUSED,
        name: 'kit mail on a phone in dark mode',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await darkMode(page);
            await page.setViewportSize(PHONE);
            await openKit(page, baseUrl, '/kit/mail/inbox');
            await page.getByRole('list', { name: 'نامه‌ها' }).getByRole('link').first().click();
            await page.getByRole('article').getByRole('heading', { level: 2 }).waitFor();
            await noSidewaysScroll(page, expect, 'mail view');
            await screenshot('kit-mail-phone-dark');
        },
    },
    {
        allowConsole: REFUSED,
        name: 'kit blog: pages of 11, search, post with comments, a new post from the rich-text editor; an unknown post says so',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await openKit(page, baseUrl, '/dashboard/blog/posts');
            await page.waitForURL(/\/kit\/blog$/);
            const cards = page.locator('main a[href^="/kit/blog/post-"]');
            await cards.first().waitFor();
            expect.equal(await cards.count(), 11, 'first page has 11 posts');
            await page.getByRole('button', { name: 'صفحهٔ ۳' }).click();
            await page.waitForURL(/page=3/);
            await until(() => cards.count(), 1, 'the third page has the 23rd post');
            await screenshot('kit-blog');
            await page.getByLabel('جست‌وجوی نوشته‌ها').fill('عیار');
            await page.getByRole('option', { name: 'عیار طلا را چگونه تشخیص دهیم؟', exact: true }).click();
            await page.getByRole('heading', { name: /نظرها/ }).waitFor();
            await page.getByRole('heading', { name: 'نوشته‌های تازه' }).waitFor();
            // new post
            await page.goto(`${baseUrl}/kit/blog/new`);
            await page.getByRole('button', { name: 'انتشار' }).click();
            await page.getByText('عنوان نوشته را بنویسید.').waitFor();
            await page.getByText('متن نوشته خالی است.').waitFor();
            await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill('یادداشت آزمایشی');
            await page.getByRole('textbox', { name: 'خلاصه', exact: true }).fill('خلاصهٔ کوتاه');
            const editor = page.getByRole('textbox', { name: 'متن نوشته' });
            await editor.click();
            await page.getByRole('button', { name: 'پررنگ' }).click();
            await page.keyboard.type('متن پررنگ <b>نه HTML</b>');
            await screenshot('kit-blog-new');
            await failNext(page, '/api/blog/posts/new');
            await page.getByRole('button', { name: 'انتشار' }).click();
            await page.getByText('خطای سرور؛ دوباره تلاش کنید.').waitFor();
            expect.equal(await page.getByRole('textbox', { name: 'عنوان', exact: true }).inputValue(), 'یادداشت آزمایشی', 'the title stays after a failure');
            await page.getByRole('button', { name: 'انتشار' }).click();
            await page.locator('#main-content').getByRole('heading', { name: 'یادداشت آزمایشی' }).waitFor();
            await page.locator('article strong', { hasText: 'متن پررنگ <b>نه HTML</b>' }).waitFor();
            expect.equal(await page.locator('article b').count(), 0, 'typed markup is text, never HTML');
            await page.goto(`${baseUrl}/kit/blog/post-404`);
            await page.getByText('این نوشته پیدا نشد.').waitFor();
        },
    },
    {
        allowConsole: REFUSED,
        name: 'kit blog post on a phone in dark mode',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await darkMode(page);
            await page.setViewportSize(PHONE);
            await openKit(page, baseUrl, '/kit/blog/post-2');
            await page.getByRole('heading', { name: /نظرها/ }).waitFor();
            await noSidewaysScroll(page, expect, 'blog post');
            await screenshot('kit-blog-post-phone-dark');
        },
    },
];
