// Sign-in, roles and the session in Chromium, on the production build with the mock backend.
import { animationsDone, darkMode, mockSettings, mockToken, persian, signedIn } from './support.mjs';


async function otpSignIn(page, baseUrl) {
    await mockSettings(page, {});
    await page.goto(`${baseUrl}/`);
    await page.waitForURL('**/login');
    await page.locator('input[name="mobile"]').fill('۰۹۱۲۱۲۳۴۵۶۷');
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await page.waitForURL('**/verify');
    await page.locator('input[name="code"]').fill('۱۲۳۴۵');
    await page.waitForURL(url => url.pathname === '/');
}

export default [
    {
        name: 'OTP sign-in typed with Persian digits returns to the page asked for; the dashboard shows the figures',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await mockSettings(page, {});
            const bodies = [];
            page.on('request', request => {
                const path = new URL(request.url()).pathname;
                if (request.method() === 'POST' && path.startsWith('/admin/auth/')) bodies.push([path, request.postDataJSON()]);
            });
            await page.goto(`${baseUrl}/bank`);
            await page.waitForURL('**/login');
            await page.locator('input[name="mobile"]').waitFor();
            await animationsDone(page);
            await screenshot('login-light');
            await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
            await page.getByText('لطفاً این فیلد را خالی نگذارید').waitFor();
            await page.locator('input[name="mobile"]').fill('۰۹۱۲۱۲۳۴۵۶۷');
            await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
            await page.waitForURL('**/verify');
            await page.getByText('کد تأیید ارسال شد.').waitFor();
            await page.getByText(persian('09121234567')).waitFor();
            expect.equal(await page.locator('input[name="code"]').getAttribute('autocomplete'), 'one-time-code', 'OTP autocomplete');
            await page.getByTestId('mock-otp-hint').waitFor();
            await animationsDone(page);
            await screenshot('verify-light');
            await page.locator('input[name="code"]').fill('۱۲۳۴۵');
            await page.waitForURL('**/bank');
            await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
            expect.equal(JSON.stringify(bodies), JSON.stringify([
                ['/admin/auth/send-otp', { mobile: '09121234567' }],
                ['/admin/auth/token', { username: '09121234567', code: '12345' }],
            ]), 'request bodies');
            await page.getByRole('menu').getByRole('menuitem', { name: 'داشبورد', exact: true }).click();
            const price = await page.getByTestId('dashboard-gold-price').textContent();
            expect.match(price, /^[۰-۹٬٫]+$/, 'gold price in Persian digits');
            await page.getByRole('menu').getByText('حساب‌های بانکی').waitFor();
            await screenshot('dashboard');
        },
    },
    {
        name: 'a wrong code keeps the verify page with the server message',
        allowConsole: [/status of 422/],
        run: async ({ page, baseUrl }) => {
            await mockSettings(page, {});
            await page.goto(`${baseUrl}/login`);
            await page.locator('input[name="mobile"]').fill('09121234567');
            await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
            await page.waitForURL('**/verify');
            await page.locator('input[name="code"]').fill('00000');
            await page.getByText('کد تأیید اشتباه است.').waitFor();
            await page.waitForURL('**/verify');
        },
    },
    {
        name: 'password sign-in when the manifest says so',
        allowConsole: [/status of 422/],
        run: async ({ page, baseUrl, screenshot }) => {
            await mockSettings(page, { loginMode: 'password', admin: 'super' });
            await page.goto(`${baseUrl}/login`);
            await page.locator('input[name="username"]').waitFor();
            await page.getByRole('button', { name: 'ورود' }).click();
            await page.getByText('لطفاً نام کاربری و رمز عبور را وارد کنید').first().waitFor();
            await page.locator('input[name="username"]').fill('admin');
            await page.locator('input[name="password"]').fill('wrong');
            await page.getByRole('button', { name: 'ورود' }).click();
            await page.getByText('نام کاربری یا رمز عبور اشتباه است.').waitFor();
            await screenshot('login-password');
            await page.locator('input[name="password"]').fill('zar-admin');
            await page.getByRole('button', { name: 'ورود' }).click();
            await page.waitForURL(url => url.pathname === '/');
            await page.getByText('ورود با موفقیت انجام شد.').waitFor();
        },
    },
    {
        name: 'a limited admin sees only their screens; a denied URL calls no API',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await signedIn(page, { role: 'admin' });
            const productCalls = [];
            page.on('request', request => {
                if (/^\/admin\/product(\/|$)/.test(new URL(request.url()).pathname)) productCalls.push(request.url());
            });
            await page.goto(`${baseUrl}/`);
            const menu = page.getByRole('menu');
            await menu.getByText('حساب‌های بانکی').waitFor();
            // the labels, without the notice counts in their badges and the sentence screen readers hear
            const items = (await menu.locator('[role="menuitem"]:not([href^="/components"]):not([href^="/kit"])').allTextContents()).map(text => text.split('،')[0].replace(/[۰-۹]+/g, '').trim());
            expect.equal(JSON.stringify(items), JSON.stringify(['داشبورد', 'حساب‌های بانکی', 'سفارش‌ها', 'فیش‌ها', 'مشتریان']), 'menu items');
            await page.goto(`${baseUrl}/product`);
            await page.getByText('دسترسی ندارید').first().waitFor();
            // every request the page meant to make has been made
            await page.waitForLoadState('networkidle');
            expect.equal(productCalls.length, 0, 'no call to /admin/product');
            await screenshot('access-denied');
        },
    },
    {
        name: 'logout asks first, then lands on /login with a toast and no admin data',
        run: async ({ page, baseUrl, expect }) => {
            await otpSignIn(page, baseUrl);
            await page.getByRole('button', { name: 'منوی کاربر' }).click();
            await page.getByRole('menuitem', { name: 'خروج' }).click();
            const dialog = page.getByRole('dialog');
            await dialog.getByText('از حساب کاربری خود خارج می‌شوید؟').waitFor();
            await dialog.getByRole('button', { name: 'خروج' }).click();
            await page.waitForURL('**/login');
            await page.getByText('با موفقیت خارج شدید.').waitFor();
            const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('admin')]);
            expect.equal(JSON.stringify(stored), '[null,null]', 'token and admin removed');
        },
    },
    {
        name: 'a 401 mid-session signs out to /login',
        allowConsole: [/status of 401/],
        run: async ({ page, baseUrl }) => {
            await signedIn(page);
            await page.goto(`${baseUrl}/bank`);
            await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
            // the server forgets the session: its token expires
            await page.evaluate(token => localStorage.setItem('token', token), mockToken({ expiresInS: -10 }).replace('.mock', '.bad'));
            await page.getByRole('button', { name: 'Go to page 2' }).or(page.getByRole('button', { name: /صفحه ۲/ })).click();
            await page.waitForURL('**/login');
            await page.getByRole('heading', { name: 'ورود به پنل مدیریت زر' }).waitFor();
        },
    },
    {
        name: 'unknown paths show the 404 page; old bookmarks open the new screens',
        run: async ({ page, baseUrl }) => {
            await page.goto(`${baseUrl}/no/such/page`);
            await page.waitForURL('**/404');
            await page.getByRole('heading', { name: 'صفحه پیدا نشد' }).waitFor();
            await signedIn(page);
            await page.goto(`${baseUrl}/dashboard/receipt/CardManagement`);
            await page.waitForURL('**/bank');
            await page.getByText('۱ تا ۱۵ از ۴۲').waitFor();
        },
    },
    {
        name: 'login and verify in dark mode and on a 390 px phone',
        run: async ({ page, baseUrl, expect, screenshot }) => {
            await darkMode(page);
            await page.goto(`${baseUrl}/login`);
            await page.locator('input[name="mobile"]').waitFor();
            await animationsDone(page);
            await screenshot('login-dark');
            await page.setViewportSize({ width: 390, height: 844 });
            await animationsDone(page);
            await screenshot('login-phone-dark');
            expect.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 391, 'no horizontal overflow');
            await page.locator('input[name="mobile"]').fill('09121234567');
            await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
            await page.waitForURL('**/verify');
            await page.getByTestId('mock-otp-hint').waitFor();
            await animationsDone(page);
            await screenshot('verify-phone-dark');
            expect.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 391, 'no horizontal overflow');
        },
    },
    {
        name: 'login on a 390 px phone in light mode',
        run: async ({ page, baseUrl, screenshot }) => {
            await page.setViewportSize({ width: 390, height: 844 });
            await page.goto(`${baseUrl}/login`);
            await page.locator('input[name="mobile"]').waitFor();
            await animationsDone(page);
            await screenshot('login-phone-light');
        },
    },
];
