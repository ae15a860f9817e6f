// The template kit's demo apps (README, Template kit) in Chromium on the demo build, against the kit's own
// mock API ('/api/…'): one main path and one error path per app, screenshots in light, dark and at
// a 390 px phone width.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { failNext, toNumber } from './helpers';
import { signedIn } from './support.mjs';

const PHONE = { width: 390, height: 844 };
// The browser logs every refused call; the error paths below make them on purpose.
const REFUSED = /Failed to load resource: the server responded with a status of (400|404|500)/;
test.use({ allowConsole: REFUSED });

/** Opens a kit page signed in to the admin (the kit lives inside the admin's layout). */
async function openKit(page: Page, path: string) {
    await signedIn(page);
    await page.goto(path);
}

async function noSidewaysScroll(page: Page, what: string) {
    await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), `${what}: no sideways scroll at 390 px`)
        .toBeLessThanOrEqual(PHONE.width + 1);
}

test('kit account: wrong password at the field, then sign in with the kit JWT apart from the admin session', async ({ page, pageShot }) => {
    await openKit(page, '/kit/account');
    // no kit token yet: the account page sends to the kit's sign-in
    await page.locator('#main-content').getByRole('heading', { name: 'ورود به حساب کیت' }).waitFor();
    await expect(page.locator('html'), 'page is RTL').toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'ورود' }).click();
    await page.getByText('ایمیل معتبر وارد کنید.').waitFor();
    await page.getByLabel('ایمیل').fill('demo@zar.ir');
    await page.getByLabel('رمز عبور').fill('wrong-password');
    await page.getByRole('button', { name: 'ورود' }).click();
    await page.getByText('رمز عبور اشتباه است.').waitFor();
    await expect(page.getByLabel('رمز عبور'), 'what was typed stays').toHaveValue('wrong-password');
    await pageShot('kit-account-login-error');
    await page.getByLabel('رمز عبور').fill('demo1234');
    await page.getByRole('button', { name: 'ورود' }).click();
    await page.locator('#main-content').getByRole('heading', { name: 'حساب کیت' }).waitFor();
    await page.getByText('نیلوفر شریفی').waitFor();
    const storage = await page.evaluate(() => ({ kit: localStorage.getItem('kit.accessToken'), product: localStorage.getItem('token') }));
    expect(storage.kit && storage.kit.split('.').length === 3, 'the kit keeps its own JWT').toBeTruthy();
    expect(storage.product && storage.product !== storage.kit, 'the admin session token is untouched').toBeTruthy();
    await page.getByRole('button', { name: 'خروج از حساب کیت' }).click();
    await page.locator('#main-content').getByRole('heading', { name: 'ورود به حساب کیت' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token')), 'leaving the kit account keeps the admin signed in').toBeTruthy();
});

test('kit account: register refuses a taken email at the field; phone and dark', { tag: '@phone-dark' }, async ({ page, pageShot }) => {
    await openKit(page, '/kit/account/register');
    await page.locator('#main-content').getByRole('heading', { name: 'ثبت‌نام در کیت' }).waitFor();
    await page.getByLabel('نام', { exact: true }).fill('آرش');
    await page.getByLabel('نام خانوادگی').fill('نوری');
    await page.getByLabel('ایمیل').fill('demo@zar.ir');
    await page.getByLabel('رمز عبور').fill('secret12');
    await page.getByRole('button', { name: 'ساخت حساب' }).click();
    await page.getByText('حسابی با این ایمیل از قبل وجود دارد.').waitFor();
    await noSidewaysScroll(page, 'register');
    await pageShot('kit-account-register-phone-dark');
    await page.getByLabel('ایمیل').fill('arash@zar.ir');
    await page.getByRole('button', { name: 'ساخت حساب' }).click();
    await page.getByText('آرش نوری').waitFor();
    await expect(page.getByText('نقش: کاربر'), 'a registered account is a user').toHaveCount(1);
});

test('kit chat: unread counts, opening marks as seen, send, new conversation; a failed send keeps the text', async ({ page, pageShot }) => {
    await openKit(page, '/kit/chat');
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
    await expect(page.getByLabel('متن پیام'), 'the box empties after sending').toHaveValue('');
    await pageShot('kit-chat');
    await failNext(page, '/api/chat/messages/new');
    await page.getByLabel('متن پیام').fill('این یکی نمی‌رسد');
    await page.getByRole('button', { name: 'ارسال' }).click();
    await page.getByText('خطای سرور؛ دوباره تلاش کنید.').waitFor();
    await expect(page.getByLabel('متن پیام'), 'the unsent text stays').toHaveValue('این یکی نمی‌رسد');
    // a new conversation with a contact found by search
    await page.getByRole('link', { name: 'گفتگوی تازه' }).click();
    await page.getByRole('combobox', { name: 'به' }).fill('بابک');
    await page.getByRole('option', { name: /بابک/ }).click();
    await page.getByLabel('متن پیام').fill('سلام بابک');
    await page.getByRole('button', { name: 'ارسال' }).click();
    await page.getByRole('log', { name: 'پیام‌ها' }).getByText('سلام بابک').waitFor();
    await list.getByRole('link').first().getByText('بابک یزدانی').waitFor();
});

test('kit chat: an unknown conversation says so; phone and dark', { tag: '@phone-dark' }, async ({ page, pageShot }) => {
    await openKit(page, '/kit/chat/nobody-here');
    await page.getByText('این گفتگو یا مخاطب پیدا نشد.').waitFor();
    await page.goto('/kit/chat');
    await page.getByRole('list', { name: 'گفتگوها' }).getByRole('link').first().click();
    await page.getByRole('log', { name: 'پیام‌ها' }).waitFor();
    await noSidewaysScroll(page, 'chat thread');
    await pageShot('kit-chat-phone-dark');
});

test('kit mail: labels with unread counts, reading marks read, star shows under starred; a missing mail says so', async ({ page, pageShot }) => {
    await openKit(page, '/dashboard/mail/all');
    await page.waitForURL(/\/kit\/mail\/all$/);
    const nav = page.getByRole('navigation', { name: 'برچسب‌ها' });
    // the old address has led to all mail, drawn; then the inbox, drawn
    await expect(nav.getByRole('link', { name: /همهٔ نامه‌ها/ }), 'all mail is the label on view').toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: /صندوق ورودی/ }).click();
    await page.waitForURL(/\/kit\/mail\/inbox$/);
    await expect(nav.getByRole('link', { name: /صندوق ورودی/ }), 'the inbox is the label on view').toHaveAttribute('aria-current', 'page');
    const inboxCount = async () => toNumber(await nav.getByRole('link', { name: /صندوق ورودی/ }).innerText());
    const before = await inboxCount();
    expect(before, 'the inbox has unread mail').toBeGreaterThan(0);
    const mails = page.getByRole('list', { name: 'نامه‌ها' });
    // an unread mail without a star (the seeded mail has starred ones among the unread)
    const firstUnread = mails
        .getByRole('link')
        .filter({ has: page.getByRole('img', { name: 'نخوانده' }) })
        .filter({ hasNot: page.getByRole('button', { name: 'ستاره', pressed: true }) })
        .first();
    await firstUnread.click();
    await page.getByRole('article').getByRole('heading', { level: 2 }).waitFor();
    await expect.poll(inboxCount, 'opening an unread mail lowers the count').toBe(before - 1);
    await page.getByRole('article').getByRole('button', { name: 'ستاره', pressed: false }).click();
    await page.getByRole('article').getByRole('button', { name: 'ستاره', pressed: true }).waitFor();
    const subject = await page.getByRole('article').getByRole('heading', { level: 2 }).innerText();
    await pageShot('kit-mail');
    await nav.getByRole('link', { name: /ستاره‌دار/ }).click();
    await mails.getByText(subject).first().waitFor();
    await page.goto('/kit/mail/inbox/no-such-mail');
    await page.getByText('این نامه پیدا نشد.').waitFor();
});

test('kit mail on a phone in dark mode', { tag: '@phone-dark' }, async ({ page, pageShot }) => {
    await openKit(page, '/kit/mail/inbox');
    await page.getByRole('list', { name: 'نامه‌ها' }).getByRole('link').first().click();
    await page.getByRole('article').getByRole('heading', { level: 2 }).waitFor();
    await noSidewaysScroll(page, 'mail view');
    await pageShot('kit-mail-phone-dark');
});

test('kit blog: pages of 11, search, post with comments, a new post from the rich-text editor; an unknown post says so', async ({ page, pageShot }) => {
    await openKit(page, '/dashboard/blog/posts');
    await page.waitForURL(/\/kit\/blog$/);
    const cards = page.locator('main a[href^="/kit/blog/post-"]');
    await cards.first().waitFor();
    await expect(cards, 'first page has 11 posts').toHaveCount(11);
    await page.getByRole('button', { name: 'صفحهٔ ۳' }).click();
    await page.waitForURL(/page=3/);
    await expect(cards, 'the third page has the 23rd post').toHaveCount(1);
    await pageShot('kit-blog');
    await page.getByLabel('جست‌وجوی نوشته‌ها').fill('عیار');
    await page.getByRole('option', { name: 'عیار طلا را چگونه تشخیص دهیم؟', exact: true }).click();
    await page.getByRole('heading', { name: /نظرها/ }).waitFor();
    await page.getByRole('heading', { name: 'نوشته‌های تازه' }).waitFor();
    // new post
    await page.goto('/kit/blog/new');
    // the whole form first: the editor, drawn when its code has loaded, moves the button down
    // (a click whose press and release land on either side of that move is no click)
    await page.getByRole('textbox', { name: 'متن نوشته' }).waitFor();
    await page.getByRole('button', { name: 'انتشار' }).click();
    await page.getByText('عنوان نوشته را بنویسید.').waitFor();
    await page.getByText('متن نوشته خالی است.').waitFor();
    await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill('یادداشت آزمایشی');
    await page.getByRole('textbox', { name: 'خلاصه', exact: true }).fill('خلاصهٔ کوتاه');
    const editor = page.getByRole('textbox', { name: 'متن نوشته' });
    await editor.click();
    await page.getByRole('button', { name: 'پررنگ' }).click();
    await page.keyboard.type('متن پررنگ <b>نه HTML</b>');
    await pageShot('kit-blog-new');
    await failNext(page, '/api/blog/posts/new');
    await page.getByRole('button', { name: 'انتشار' }).click();
    await page.getByText('خطای سرور؛ دوباره تلاش کنید.').waitFor();
    await expect(page.getByRole('textbox', { name: 'عنوان', exact: true }), 'the title stays after a failure').toHaveValue('یادداشت آزمایشی');
    await page.getByRole('button', { name: 'انتشار' }).click();
    await page.locator('#main-content').getByRole('heading', { name: 'یادداشت آزمایشی' }).waitFor();
    await page.locator('article strong', { hasText: 'متن پررنگ <b>نه HTML</b>' }).waitFor();
    await expect(page.locator('article b'), 'typed markup is text, never HTML').toHaveCount(0);
    await page.goto('/kit/blog/post-404');
    await page.getByText('این نوشته پیدا نشد.').waitFor();
});

test('kit blog post on a phone in dark mode', { tag: '@phone-dark' }, async ({ page, pageShot }) => {
    await openKit(page, '/kit/blog/post-2');
    await page.getByRole('heading', { name: /نظرها/ }).waitFor();
    await noSidewaysScroll(page, 'blog post');
    await pageShot('kit-blog-post-phone-dark');
});

