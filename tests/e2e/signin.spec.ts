// Sign-in, roles and the session in Chromium, on the production build with the mock backend.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { liveLayerSettled } from './helpers';
import { animationsDone, darkMode, mockSettings, mockToken, persian, signedIn } from './support.mjs';

async function otpSignIn(page: Page) {
    await mockSettings(page, {});
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.locator('input[name="mobile"]').fill('۰۹۱۲۱۲۳۴۵۶۷');
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await page.waitForURL('**/verify');
    await page.locator('input[name="code"]').fill('۱۲۳۴۵');
    await page.waitForURL(url => url.pathname === '/');
}

test('OTP sign-in typed with Persian digits returns to the page asked for; the dashboard shows the figures', async ({ page, pageShot }) => {
    await mockSettings(page, {});
    const bodies: [string, unknown][] = [];
    page.on('request', request => {
        const path = new URL(request.url()).pathname;
        if (request.method() === 'POST' && path.startsWith('/admin/auth/')) bodies.push([path, request.postDataJSON()]);
    });
    await page.goto('/bank');
    await page.waitForURL('**/login');
    await page.locator('input[name="mobile"]').waitFor();
    await animationsDone(page);
    await pageShot('login-light');
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await page.getByText('لطفاً این فیلد را خالی نگذارید').waitFor();
    await page.locator('input[name="mobile"]').fill('۰۹۱۲۱۲۳۴۵۶۷');
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await page.waitForURL('**/verify');
    await page.getByText('کد تأیید ارسال شد.').waitFor();
    await page.getByText(persian('09121234567')).waitFor();
    await expect(page.locator('input[name="code"]'), 'OTP autocomplete').toHaveAttribute('autocomplete', 'one-time-code');
    await page.getByTestId('mock-otp-hint').waitFor();
    await animationsDone(page);
    await pageShot('verify-light');
    await page.locator('input[name="code"]').fill('۱۲۳۴۵');
    await page.waitForURL('**/bank');
    await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
    expect(bodies, 'request bodies').toEqual([
        ['/admin/auth/send-otp', { mobile: '09121234567' }],
        ['/admin/auth/token', { username: '09121234567', code: '12345' }],
    ]);
    await page.getByRole('menu', { name: 'آمار و اطلاعات' }).getByRole('menuitem', { name: 'داشبورد', exact: true }).click();
    await expect(page.getByTestId('dashboard-gold-price'), 'gold price in Persian digits').toHaveText(/^[۰-۹٬٫]+$/);
    await page.getByRole('menu', { name: 'آمار و اطلاعات' }).getByText('حساب‌های بانکی').waitFor();
    await pageShot('dashboard');
});

test.describe(() => {
    test.use({ allowConsole: /status of 422/ });
    test('a wrong code keeps the verify page with the server message', async ({ page }) => {
        await mockSettings(page, {});
        await page.goto('/login');
        await page.locator('input[name="mobile"]').fill('09121234567');
        await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
        await page.waitForURL('**/verify');
        await page.locator('input[name="code"]').fill('00000');
        await page.getByText('کد تأیید اشتباه است.').waitFor();
        await page.waitForURL('**/verify');
    });
});

test.describe(() => {
    test.use({ allowConsole: /status of 422/ });
    test('password sign-in when the manifest says so', async ({ page, pageShot }) => {
        await mockSettings(page, { loginMode: 'password', admin: 'super' });
        await page.goto('/login');
        await page.locator('input[name="username"]').waitFor();
        await page.getByRole('button', { name: 'ورود' }).click();
        await page.getByText('لطفاً نام کاربری و رمز عبور را وارد کنید').first().waitFor();
        await page.locator('input[name="username"]').fill('admin');
        await page.locator('input[name="password"]').fill('wrong');
        await page.getByRole('button', { name: 'ورود' }).click();
        await page.getByText('نام کاربری یا رمز عبور اشتباه است.').waitFor();
        await pageShot('login-password');
        await page.locator('input[name="password"]').fill('zar-admin');
        await page.getByRole('button', { name: 'ورود' }).click();
        await page.waitForURL(url => url.pathname === '/');
        await page.getByText('ورود با موفقیت انجام شد.').waitFor();
    });
});

test('a limited admin sees only their screens; a denied URL calls no API', async ({ page, pageShot }) => {
    await signedIn(page, { role: 'admin' });
    const productCalls: string[] = [];
    page.on('request', request => {
        if (/^\/admin\/product(\/|$)/.test(new URL(request.url()).pathname)) productCalls.push(request.url());
    });
    await page.goto('/');
    const menu = page.getByRole('menu', { name: 'آمار و اطلاعات' });
    await menu.getByText('حساب‌های بانکی').waitFor();
    // the labels, without the notice counts in their badges and the sentence screen readers hear
    const items = menu.locator('[role="menuitem"]:not([href^="/components"]):not([href^="/kit"])');
    const labels = async () => (await items.allTextContents()).map(text => text.split('،')[0].replace(/[۰-۹]+/g, '').trim());
    await expect.poll(labels, 'menu items').toEqual(['داشبورد', 'حساب‌های بانکی', 'سفارش‌ها', 'فیش‌ها', 'مشتریان']);
    await page.goto('/product');
    await page.getByText('دسترسی ندارید').first().waitFor();
    // every request the page meant to make has been made
    await page.waitForLoadState('networkidle');
    expect(productCalls.length, 'no call to /admin/product').toEqual(0);
    await pageShot('access-denied');
});

test('logout asks first, then lands on /login with a toast and no admin data', async ({ page }) => {
    await otpSignIn(page);
    // the live layer, which starts after the first screen, has made its calls with the token
    await liveLayerSettled(page);
    await page.getByRole('button', { name: 'منوی کاربر' }).click();
    await page.getByRole('menuitem', { name: 'خروج' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('از حساب کاربری خود خارج می‌شوید؟').waitFor();
    await dialog.getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL('**/login');
    await page.getByText('با موفقیت خارج شدید.').waitFor();
    const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('admin')]);
    expect(stored, 'token and admin removed').toEqual([null, null]);
});

test('a logout in one tab signs the other tabs out at once, to /login; a sign-in in one takes the others on', async ({ page }) => {
    await otpSignIn(page);
    const other = await page.context().newPage();
    await other.goto('/bank');
    await other.getByText('۱ تا ۱۵ از ۴۲').waitFor();
    await liveLayerSettled(other);
    await page.getByRole('button', { name: 'منوی کاربر' }).click();
    await page.getByRole('menuitem', { name: 'خروج' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL('**/login');
    // the other tab, left alone, follows on its own
    await other.waitForURL('**/login');
    await other.getByRole('heading', { name: 'ورود به پنل مدیریت زر' }).waitFor();
    await expect(other.getByText('۱ تا ۱۵ از ۴۲')).toHaveCount(0);
    // signing in again in the first tab: the other one, still on its sign-in page, goes on by itself
    await otpSignIn(page);
    await other.waitForURL(url => url.pathname === '/');
    await expect(other.getByRole('heading', { name: 'ورود به پنل مدیریت زر' })).toHaveCount(0);
});

test.describe(() => {
    test.use({ allowConsole: /status of 401/ });
    test('a 401 mid-session signs out to /login', async ({ page }) => {
        await signedIn(page);
        await page.goto('/bank');
        await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
        // the live layer, which starts after the first screen, has made its calls
        await liveLayerSettled(page);
        // the server forgets the session: its token expires
        await page.evaluate(token => localStorage.setItem('token', token), mockToken({ expiresInS: -10 }).replace('.mock', '.bad'));
        await page.getByRole('button', { name: 'Go to page 2' }).or(page.getByRole('button', { name: /صفحه ۲/ })).click();
        await page.waitForURL('**/login');
        await page.getByRole('heading', { name: 'ورود به پنل مدیریت زر' }).waitFor();
    });
});

test('unknown paths show the 404 page; old bookmarks open the new screens', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: 'صفحه پیدا نشد' }).waitFor();
    await signedIn(page);
    await page.goto('/dashboard/receipt/CardManagement');
    await page.waitForURL('**/bank');
    await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
});

test('login and verify in dark mode and on a 390 px phone', async ({ page, pageShot }) => {
    await darkMode(page);
    await page.goto('/login');
    await page.locator('input[name="mobile"]').waitFor();
    await animationsDone(page);
    await pageShot('login-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await animationsDone(page);
    await pageShot('login-phone-dark');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal overflow').toBeLessThanOrEqual(391);
    await page.locator('input[name="mobile"]').fill('09121234567');
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await page.waitForURL('**/verify');
    await page.getByTestId('mock-otp-hint').waitFor();
    await animationsDone(page);
    await pageShot('verify-phone-dark');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal overflow').toBeLessThanOrEqual(391);
});

test('login on a 390 px phone in light mode', { tag: '@phone' }, async ({ page, pageShot }) => {
    await page.goto('/login');
    await page.locator('input[name="mobile"]').waitFor();
    await animationsDone(page);
    await pageShot('login-phone-light');
});

