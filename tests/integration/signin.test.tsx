import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { menuIds as MENU_ORDER } from '../../src/resources/registry';
import { LIMITED_ACCESSES, MOCK_CREDENTIALS, MOCK_OTP_CODE, writeMockSettings } from '../../src/mock/settings';
import { forgetAdmin } from '../../src/providers/currentAdmin';
import { i18nProvider } from '../../src/appProviders';
import { ADMIN_KEY, TOKEN_KEY } from '../../src/providers/session';
import { RESEND_AFTER_S } from '../../src/signin/VerifyPage';
import { calls, requests, server, startMockServer } from '../support/mockServer';
import { renderAdmin, signInAs, setWholeAppTimeouts } from '../support/renderAdmin';

startMockServer();

// every test here mounts the whole admin: the shell is the subject
setWholeAppTimeouts();

// The /admin/me answer is shared per sign-in in module state; a page load would start afresh.
beforeEach(() => forgetAdmin());

const MOBILE = '09121234567';
const MOBILE_FA = '۰۹۱۲۱۲۳۴۵۶۷';
const LOGIN_HEADING = 'ورود به پنل مدیریت زر';
const VERIFY_HEADING = 'کد تأیید را وارد کنید';
/** The top bar's user-menu button (react-admin's `ra.auth.user_menu`, as the app words it). */
const USER_MENU = i18nProvider.translate('ra.auth.user_menu');
/** A toast may wait for the one before it to hide (3000 ms). */
const TOAST_QUEUE = 4500;

const findLoginPage = () => screen.findByRole('heading', { name: LOGIN_HEADING });
const findVerifyPage = () => screen.findByRole('heading', { name: VERIFY_HEADING });
/** The dashboard greets the signed-in admin by name. */
const findDashboard = () => screen.findByRole('heading', { name: /به پنل مدیریت زر خوش آمدید/ });

function input(name: string): HTMLInputElement {
    const element = document.querySelector(`input[name="${name}"]`);
    if (!element) throw new Error(`no input ${name}`);
    return element as HTMLInputElement;
}

const findInput = (name: string) => waitFor(() => input(name));

/** The helper text (where errors show) of a form input. */
const fieldText = (name: string) =>
    document.getElementById(input(name).getAttribute('aria-describedby') ?? '')?.textContent ?? '';

const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

const sendCodeButton = () => screen.getByRole('button', { name: 'دریافت کد تأیید' });

async function openOtpLogin(path = '/login') {
    renderAdmin(path, { signedIn: false });
    await findLoginPage();
    await findInput('mobile');
}

/** OTP step one for MOBILE, up to the verify page. */
async function reachVerifyPage() {
    await openOtpLogin();
    type('mobile', MOBILE);
    fireEvent.click(sendCodeButton());
    await findVerifyPage();
    await findInput('code');
}

async function openPasswordLogin() {
    writeMockSettings({ loginMode: 'password' });
    renderAdmin('/login', { signedIn: false });
    await findLoginPage();
    await findInput('username');
}

function submitPassword(username: string, password: string) {
    type('username', username);
    type('password', password);
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
}

describe('signed out', () => {
    it.each(['/', '/bank'])('%s shows the login page and loads nothing of the admin', async path => {
        renderAdmin(path, { signedIn: false });
        // the sign-in check has answered: the login page is shown, and it fetches nothing of the admin
        await findLoginPage();
        expect(calls('GET', '/admin/bank')).toHaveLength(0);
        expect(calls('GET', '/admin/me')).toHaveLength(0);
        expect(screen.queryByText('آمار و اطلاعات')).not.toBeInTheDocument();
    });
});

describe('login page, OTP mode', () => {
    it('is chosen when the manifest says has_password 0', async () => {
        await openOtpLogin();
        expect(calls('GET', '/manifest.json')).toHaveLength(1);
        expect(document.querySelector('input[name="username"]')).toBeNull();
        expect(document.querySelector('input[name="password"]')).toBeNull();
        expect(screen.getByText('شماره موبایل خود را وارد کنید.')).toBeInTheDocument();
    });

    it('is chosen when the manifest request fails', async () => {
        server.use(http.get('*/manifest.json', () => HttpResponse.json({ message: 'خطا' }, { status: 500 })));
        await openOtpLogin();
        expect(document.querySelector('input[name="password"]')).toBeNull();
        expect(sendCodeButton()).toBeInTheDocument();
    });

    it('is chosen when the manifest cannot be reached at all', async () => {
        server.use(http.get('*/manifest.json', () => HttpResponse.error()));
        await openOtpLogin();
        expect(document.querySelector('input[name="password"]')).toBeNull();
    });

    it('has the support button as a tel: link, the terms link and the acceptance statement', async () => {
        await openOtpLogin();
        const support = screen.getByRole('link', { name: /تماس با پشتیبانی/ });
        expect(support.getAttribute('href')).toMatch(/^tel:\+?[0-9]+$/);
        expect(screen.getByRole('link', { name: 'قوانین و مقررات' })).toHaveAttribute('href');
        const statement = screen.getByRole('link', { name: 'قوانین و مقررات' }).parentElement!;
        expect(statement.textContent).toContain('ورود شما به معنای پذیرش');
        expect(statement.textContent).toContain('و حریم خصوصی است.');
    });

    it('asks for the number when it is empty, and sends nothing', async () => {
        await openOtpLogin();
        fireEvent.click(sendCodeButton());
        await waitFor(() => expect(fieldText('mobile')).toContain('لطفاً این فیلد را خالی نگذارید'));
        expect(calls('POST', '/admin/auth/send-otp')).toHaveLength(0);
    });

    it('asks to switch the keyboard to English for letters', async () => {
        await openOtpLogin();
        type('mobile', 'شسیبل');
        fireEvent.click(sendCodeButton());
        await waitFor(() => expect(fieldText('mobile')).toContain('لطفاً صفحه‌کلید خود را انگلیسی کنید'));
        type('mobile', '0912abc4567');
        fireEvent.click(sendCodeButton());
        await waitFor(() => expect(fieldText('mobile')).toContain('لطفاً صفحه‌کلید خود را انگلیسی کنید'));
        expect(calls('POST', '/admin/auth/send-otp')).toHaveLength(0);
    });

    it("says the number is invalid for '0912'", async () => {
        await openOtpLogin();
        type('mobile', '0912');
        fireEvent.click(sendCodeButton());
        await waitFor(() => expect(fieldText('mobile')).toContain('شماره موبایل نامعتبر است'));
        type('mobile', '9121234567');
        fireEvent.click(sendCodeButton());
        await waitFor(() => expect(fieldText('mobile')).toContain('شماره موبایل نامعتبر است'));
        expect(calls('POST', '/admin/auth/send-otp')).toHaveLength(0);
    });

    it('accepts Persian digits, sends them as ASCII, and opens the verify page with the number', async () => {
        await openOtpLogin();
        type('mobile', MOBILE_FA);
        fireEvent.click(sendCodeButton());
        expect(await screen.findByText('کد تأیید ارسال شد.')).toBeInTheDocument();
        await findVerifyPage();
        expect(calls('POST', '/admin/auth/send-otp').map(call => call.body)).toEqual([{ mobile: MOBILE }]);
        // the number is shown in Persian digits
        expect(screen.getByText(MOBILE_FA)).toBeInTheDocument();
        expect(screen.queryByText(MOBILE)).not.toBeInTheDocument();
        // nothing is stored yet
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    });

    it("shows 'the entered mobile number is wrong' on a 422 and stays", async () => {
        server.use(
            http.post('*/admin/auth/send-otp', () =>
                HttpResponse.json({ message: 'The mobile is invalid.', errors: { mobile: ['invalid'] } }, { status: 422 })
            )
        );
        await openOtpLogin();
        type('mobile', MOBILE);
        fireEvent.click(sendCodeButton());
        expect(await screen.findAllByText('شماره موبایل وارد شده اشتباه است.')).not.toHaveLength(0);
        expect(screen.getByRole('heading', { name: LOGIN_HEADING })).toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: VERIFY_HEADING })).not.toBeInTheDocument();
        // what was typed is kept
        expect(input('mobile').value).toBe(MOBILE);
    });

    it("shows the server's message for another failure", async () => {
        server.use(
            http.post('*/admin/auth/send-otp', () =>
                HttpResponse.json({ message: 'سامانه پیامک در دسترس نیست.' }, { status: 500 })
            )
        );
        await openOtpLogin();
        type('mobile', MOBILE);
        fireEvent.click(sendCodeButton());
        expect(await screen.findByText('سامانه پیامک در دسترس نیست.')).toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: VERIFY_HEADING })).not.toBeInTheDocument();
    });

    it('shows a generic error when the failure has no message', async () => {
        server.use(http.post('*/admin/auth/send-otp', () => new HttpResponse(null, { status: 503 })));
        await openOtpLogin();
        type('mobile', MOBILE);
        fireEvent.click(sendCodeButton());
        expect(await screen.findByText('خطایی در سرور رخ داد. لطفاً دوباره تلاش کنید.')).toBeInTheDocument();
    });

    it('cannot send twice while the first request runs (click, double click, Enter)', async () => {
        let release!: () => void;
        const held = new Promise<void>(resolve => (release = resolve));
        server.use(
            http.post('*/admin/auth/send-otp', async () => {
                await held;
                return new HttpResponse(null, { status: 204 });
            })
        );
        await openOtpLogin();
        type('mobile', MOBILE);
        fireEvent.click(sendCodeButton());
        fireEvent.click(sendCodeButton());
        expect(sendCodeButton()).toBeDisabled();
        const user = userEvent.setup();
        // a disabled button cannot even be pointed at; Enter in the field does nothing either
        await expect(user.dblClick(sendCodeButton())).rejects.toThrow(/pointer-events: none/);
        input('mobile').focus();
        await user.keyboard('{Enter}{Enter}');
        expect(calls('POST', '/admin/auth/send-otp')).toHaveLength(1);
        release();
        await findVerifyPage();
        expect(calls('POST', '/admin/auth/send-otp')).toHaveLength(1);
    });
});

describe('verify page', () => {
    it('has a one-time-code field', async () => {
        await reachVerifyPage();
        expect(input('code')).toHaveAttribute('autocomplete', 'one-time-code');
    });

    it("shows the server's message for a wrong code, submitted by itself once complete, and stays", async () => {
        await reachVerifyPage();
        type('code', '9999');
        // not complete yet: nothing sent (the one POST below, once complete, shows none went for four digits)
        expect(calls('POST', '/admin/auth/token')).toHaveLength(0);
        type('code', '99999');
        // react-admin shows one toast at a time: this one waits for 'code sent' to hide (3 s)
        expect(await screen.findByText('کد تأیید اشتباه است.', {}, { timeout: TOAST_QUEUE })).toBeInTheDocument();
        expect(calls('POST', '/admin/auth/token').map(call => call.body)).toEqual([{ username: MOBILE, code: '99999' }]);
        expect(screen.getByRole('heading', { name: VERIFY_HEADING })).toBeInTheDocument();
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    });

    it('signs in with the right code typed in Persian digits and opens the dashboard', async () => {
        await reachVerifyPage();
        const typed = MOCK_OTP_CODE.replace(/[0-9]/g, digit => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]);
        type('code', typed);
        // the toast first: it shows for 3 s from when the sign-in answers, while the dashboard (a
        // lazy chunk) may still be loading; the wait is for the answer, however slow the machine
        expect(await screen.findByText('ورود با موفقیت انجام شد.')).toBeInTheDocument();
        await findDashboard();
        expect(calls('POST', '/admin/auth/token').map(call => call.body)).toEqual([{ username: MOBILE, code: MOCK_OTP_CODE }]);
        expect(localStorage.getItem(TOKEN_KEY)).toBeTruthy();
        expect(screen.queryByRole('heading', { name: VERIFY_HEADING })).not.toBeInTheDocument();
    });

    it('sends /verify without a number to /login', async () => {
        renderAdmin('/verify', { signedIn: false });
        await findLoginPage();
        expect(screen.queryByRole('heading', { name: VERIFY_HEADING })).not.toBeInTheDocument();
    });

    it("goes back to /login with the number filled in by 'edit number'", async () => {
        await reachVerifyPage();
        fireEvent.click(screen.getByRole('link', { name: 'ویرایش شماره' }));
        await findLoginPage();
        await waitFor(() => expect(input('mobile').value).toBe(MOBILE));
    });

    it('offers a resend only after the 120 s countdown, then sends the code again', async () => {
        await reachVerifyPage();
        expect(RESEND_AFTER_S).toBe(120);
        expect(screen.getByText(/ارسال دوباره کد تا [۰-۹]:[۰-۹]{2} دیگر/)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'ارسال دوباره کد' })).not.toBeInTheDocument();

        // move the clock (only Date: the page's own one-second ticks keep running)
        const start = Date.now();
        vi.useFakeTimers({ toFake: ['Date'], now: start });
        try {
            vi.setSystemTime(start + 60_000);
            await waitFor(() => expect(screen.getByText(/ارسال دوباره کد تا (۱:۰۰|۰:۵[۰-۹]) دیگر/)).toBeInTheDocument());
            expect(screen.queryByRole('button', { name: 'ارسال دوباره کد' })).not.toBeInTheDocument();
            vi.setSystemTime(start + RESEND_AFTER_S * 1000 + 1000);
            await screen.findByRole('button', { name: 'ارسال دوباره کد' });
        } finally {
            vi.useRealTimers();
        }
        const resend = await screen.findByRole('button', { name: 'ارسال دوباره کد' });
        expect(screen.queryByText(/ارسال دوباره کد تا/)).not.toBeInTheDocument();
        expect(calls('POST', '/admin/auth/send-otp')).toHaveLength(1);

        fireEvent.click(resend);
        await waitFor(() => expect(calls('POST', '/admin/auth/send-otp')).toHaveLength(2));
        expect(calls('POST', '/admin/auth/send-otp')[1].body).toEqual({ mobile: MOBILE });
        // the countdown starts again
        expect(await screen.findByText(/ارسال دوباره کد تا/)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'ارسال دوباره کد' })).not.toBeInTheDocument();
    });
});

describe('login page, the mode the manifest said last time', () => {
    it('is remembered, and drawn at once on the next visit while the manifest is still on its way', async () => {
        await openPasswordLogin();
        cleanup();
        server.use(http.get('*/manifest.json', () => delay('infinite')));
        renderAdmin('/login', { signedIn: false });
        await findLoginPage();
        expect(input('password')).toHaveAttribute('type', 'password');
        expect(screen.getByText('نام کاربری و رمز عبور خود را وارد کنید.')).toBeInTheDocument();
        expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('gives way to OTP when the manifest cannot be read, as any failure means OTP', async () => {
        await openPasswordLogin();
        cleanup();
        server.use(http.get('*/manifest.json', () => HttpResponse.json({ message: 'خطا' }, { status: 500 })));
        renderAdmin('/login', { signedIn: false });
        await findInput('mobile');
        expect(document.querySelector('input[name="password"]')).toBeNull();
    });
});

describe('login page, password mode', () => {
    it('is chosen when the manifest says has_password 1', async () => {
        await openPasswordLogin();
        expect(input('password')).toHaveAttribute('type', 'password');
        expect(document.querySelector('input[name="mobile"]')).toBeNull();
    });

    it('asks for both fields when they are empty, and sends nothing', async () => {
        await openPasswordLogin();
        fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
        await waitFor(() => expect(fieldText('username')).toContain('لطفاً نام کاربری و رمز عبور را وارد کنید'));
        expect(fieldText('password')).toContain('لطفاً نام کاربری و رمز عبور را وارد کنید');
        expect(calls('POST', '/admin/auth/token')).toHaveLength(0);
    });

    it('asks for the password when only the username is given', async () => {
        await openPasswordLogin();
        type('username', 'admin');
        fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
        await waitFor(() => expect(fieldText('password')).toContain('لطفاً نام کاربری و رمز عبور را وارد کنید'));
        expect(calls('POST', '/admin/auth/token')).toHaveLength(0);
    });

    it("shows the server's message for a wrong password", async () => {
        await openPasswordLogin();
        submitPassword(MOCK_CREDENTIALS.username, 'wrong-password');
        expect(await screen.findByText('نام کاربری یا رمز عبور اشتباه است.')).toBeInTheDocument();
        expect(calls('POST', '/admin/auth/token').map(call => call.body)).toEqual([
            { username: MOCK_CREDENTIALS.username, password: 'wrong-password' },
        ]);
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        expect(screen.getByRole('heading', { name: LOGIN_HEADING })).toBeInTheDocument();
    });

    it("shows 'login failed' for an answer without data", async () => {
        server.use(http.post('*/admin/auth/token', () => HttpResponse.json({})));
        await openPasswordLogin();
        submitPassword(MOCK_CREDENTIALS.username, MOCK_CREDENTIALS.password);
        expect(await screen.findByText('ورود ناموفق بود.')).toBeInTheDocument();
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    });

    it("shows 'login error' for a failure without a message", async () => {
        server.use(http.post('*/admin/auth/token', () => new HttpResponse(null, { status: 500 })));
        await openPasswordLogin();
        submitPassword(MOCK_CREDENTIALS.username, MOCK_CREDENTIALS.password);
        expect(await screen.findByText('خطا در ورود')).toBeInTheDocument();
    });

    it('signs in, says so, and opens the dashboard', async () => {
        await openPasswordLogin();
        submitPassword(` ${MOCK_CREDENTIALS.username} `, MOCK_CREDENTIALS.password);
        expect(await screen.findByText('ورود با موفقیت انجام شد.')).toBeInTheDocument();
        await findDashboard();
        expect(calls('POST', '/admin/auth/token').map(call => call.body)).toEqual([MOCK_CREDENTIALS]);
        expect(localStorage.getItem(TOKEN_KEY)).toBeTruthy();
        await waitFor(() => expect(localStorage.getItem(ADMIN_KEY)).not.toBeNull());
    });
});

describe('signed in', () => {
    it.each(['/login', '/verify'])('%s sends the admin to the dashboard', async path => {
        renderAdmin(path);
        await findDashboard();
        expect(screen.queryByRole('heading', { name: LOGIN_HEADING })).not.toBeInTheDocument();
        expect(calls('POST', '/admin/auth/send-otp')).toHaveLength(0);
    });

    it('signs out at start when the stored JWT has expired', async () => {
        const past = Date.now() - 6 * 24 * 3600 * 1000;
        vi.useFakeTimers({ toFake: ['Date'], now: past });
        try {
            signInAs();
        } finally {
            vi.useRealTimers();
        }
        renderAdmin('/bank', { signedIn: false });
        await findLoginPage();
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        expect(calls('GET', '/admin/bank')).toHaveLength(0);
    });
});

describe('a limited admin (docs/openapi.yaml, MenuId)', () => {
    beforeEach(() => {
        // the role is in the token: choose it before signing in
        writeMockSettings({ admin: 'limited' });
    });

    /** Every call to one resource's API (not `/admin/products/xau`, the gold price). */
    const apiCallsOf = (resource: string) =>
        requests
            .filter(call => call.path === `/admin/${resource}` || call.path.startsWith(`/admin/${resource}/`))
            .map(call => `${call.method} ${call.path}`);

    const menuIds = () =>
        Array.from(document.querySelectorAll('[data-menu-id]')).map(item => item.getAttribute('data-menu-id'));

    it("sees only the dashboard and their accesses under 'statistics and information'", async () => {
        renderAdmin('/');
        await findDashboard();
        await waitFor(() => expect(menuIds()).toEqual(['dashboard', ...LIMITED_ACCESSES]));
        expect(screen.getByText('آمار و اطلاعات')).toBeInTheDocument();
        const menu = screen.getByRole('menu', { name: 'آمار و اطلاعات' });
        expect(within(menu).queryByText('محصولات')).not.toBeInTheDocument();
    });

    it('gets an access-denied page for a screen outside their accesses, and nothing of it is fetched', async () => {
        renderAdmin('/product');
        expect(await screen.findByRole('heading', { name: 'دسترسی ندارید', level: 1 })).toBeInTheDocument();
        expect(apiCallsOf('product')).toEqual([]);
    });

    it('gets an access-denied page for a record outside their accesses too', async () => {
        renderAdmin('/product-category/1');
        expect(await screen.findByRole('heading', { name: 'دسترسی ندارید', level: 1 })).toBeInTheDocument();
        expect(apiCallsOf('product-category')).toEqual([]);
    });

    it('opens a screen inside their accesses', async () => {
        renderAdmin('/bank');
        expect(await screen.findByText('۱ تا ۱۵ از ۴۲')).toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: 'دسترسی ندارید' })).not.toBeInTheDocument();
    });

    it('sees records that name another resource outside their accesses without asking for it (orders name products)', async () => {
        renderAdmin('/order');
        const rows = await screen.findAllByRole('row');
        expect(rows.length).toBeGreaterThan(1);
        // the amounts are there, without the unit only the products could tell
        expect(await screen.findAllByText(/^[۰-۹][۰-۹٫]*$/)).not.toHaveLength(0);
        expect(calls('GET', '/admin/order').length).toBeGreaterThan(0);
        expect(apiCallsOf('product')).toEqual([]);
    });

    it('sees only the top-bar shortcuts they may open', async () => {
        server.use(
            http.get('*/admin/me', () =>
                HttpResponse.json({ data: { name: 'کارشناس', role: 'admin', accesses: ['banking', 'delivery_request'], notices: {} } })
            )
        );
        renderAdmin('/');
        await findDashboard();
        await waitFor(() => expect(menuIds()).toEqual(['dashboard', 'banking', 'delivery_request']));
        expect(screen.getByRole('link', { name: 'تنظیمات بانکی' })).toHaveAttribute('href', '/bank');
        expect(screen.queryByRole('link', { name: 'سفارش‌ها' })).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'مشتریان' })).not.toBeInTheDocument();
    });

    it('a super admin sees every shortcut and menu item', async () => {
        writeMockSettings({ admin: 'super' });
        renderAdmin('/');
        await findDashboard();
        // every screen, in menu order
        await waitFor(() => expect(menuIds()).toEqual([...MENU_ORDER]));
        for (const name of ['تنظیمات بانکی', 'سفارش‌ها', 'مشتریان']) {
            expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
        }
    });
});

describe('logout', () => {
    async function logOut() {
        renderAdmin('/');
        await findDashboard();
        await waitFor(() => expect(localStorage.getItem(ADMIN_KEY)).not.toBeNull());
        fireEvent.click(screen.getByRole('button', { name: new RegExp(`${USER_MENU}$`) }));
        fireEvent.click(await screen.findByRole('menuitem', { name: 'خروج' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('از حساب کاربری خود خارج می‌شوید؟')).toBeInTheDocument();
        // nothing happens before confirmation
        expect(calls('DELETE', '/admin/auth/token')).toHaveLength(0);
        const token = localStorage.getItem(TOKEN_KEY);
        fireEvent.click(within(dialog).getByRole('button', { name: 'خروج' }));
        return token;
    }

    it('asks for confirmation, revokes the token, clears the session and says so', async () => {
        const token = await logOut();
        await findLoginPage();
        expect(await screen.findByText('با موفقیت خارج شدید.')).toBeInTheDocument();
        expect(calls('DELETE', '/admin/auth/token')).toHaveLength(1);
        expect(token).toBeTruthy();
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        expect(localStorage.getItem(ADMIN_KEY)).toBeNull();
    });

    it('can be cancelled', async () => {
        renderAdmin('/');
        await findDashboard();
        fireEvent.click(screen.getByRole('button', { name: new RegExp(`${USER_MENU}$`) }));
        fireEvent.click(await screen.findByRole('menuitem', { name: 'خروج' }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(calls('DELETE', '/admin/auth/token')).toHaveLength(0);
        expect(localStorage.getItem(TOKEN_KEY)).toBeTruthy();
    });

    it("shows the server's message when the server refuses, and clears the session anyway", async () => {
        server.use(http.delete('*/admin/auth/token', () => HttpResponse.json({ message: 'خروج در سرور انجام نشد.' }, { status: 500 })));
        await logOut();
        expect(await screen.findByText('خروج در سرور انجام نشد.')).toBeInTheDocument();
        await findLoginPage();
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        expect(localStorage.getItem(ADMIN_KEY)).toBeNull();
        expect(screen.queryByText('با موفقیت خارج شدید.')).not.toBeInTheDocument();
    });
});

describe('a 401 during the session', () => {
    it('signs out and returns to the login page', async () => {
        renderAdmin('/bank');
        await screen.findByText('۱ تا ۱۵ از ۴۲');
        await waitFor(() => expect(localStorage.getItem(ADMIN_KEY)).not.toBeNull());
        server.use(http.get('*/admin/bank', () => HttpResponse.json({ message: 'ابتدا وارد شوید.' }, { status: 401 })));
        fireEvent.mouseDown(screen.getByRole('combobox'));
        fireEvent.click((await screen.findAllByRole('option'))[0]);
        await findLoginPage();
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        expect(localStorage.getItem(ADMIN_KEY)).toBeNull();
        expect(calls('GET', '/admin/bank').at(-1)?.query.get('per_page')).toBe('5');
        // the page is left at once: nothing of it asks the server again without a token
        expect(requests.filter(call => call.path.startsWith('/admin/') && !call.signedIn)).toEqual([]);
    });
});

describe('another tab of the browser', () => {
    /** What the browser tells this tab when another one changes its storage. */
    const otherTab = (key: string | null, newValue: string | null) =>
        window.dispatchEvent(new StorageEvent('storage', { key, oldValue: 'old', newValue, storageArea: localStorage }));

    it('signs this tab out too: the login page at once, nothing asked without a token', async () => {
        renderAdmin('/bank');
        await screen.findByText('۱ تا ۱۵ از ۴۲');
        const before = requests.length;
        // the other tab's logout removed the token and the admin's data
        localStorage.removeItem(TOKEN_KEY);
        localStorage.removeItem(ADMIN_KEY);
        otherTab(TOKEN_KEY, null);
        await findLoginPage();
        expect(requests.slice(before).filter(call => call.path.startsWith('/admin/'))).toEqual([]);
    });

    it('a sign-in there takes this sign-in page on to where it was going', async () => {
        renderAdmin('/bank', { signedIn: false });
        await findLoginPage();
        // the other tab signed in: its token, then its /admin/me answer
        signInAs();
        const admin = JSON.stringify({ role: 'super_admin', accesses: [], notices: {} });
        localStorage.setItem(ADMIN_KEY, admin);
        otherTab(ADMIN_KEY, admin);
        expect(await screen.findByText('۱ تا ۱۵ از ۴۲')).toBeInTheDocument();
        expect(calls('POST', '/admin/auth/token')).toHaveLength(0);
    });

    it('leaves the page alone when the other tab only changed something else', async () => {
        renderAdmin('/bank');
        await screen.findByText('۱ تا ۱۵ از ۴۲');
        otherTab('zar-theme-settings', '{}');
        // a real change after it: the list still answers on the same page, signed in
        fireEvent.mouseDown(screen.getByRole('combobox'));
        fireEvent.click((await screen.findAllByRole('option'))[0]);
        expect(await screen.findByText('۱ تا ۵ از ۴۲')).toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: LOGIN_HEADING })).not.toBeInTheDocument();
        expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
    });
});

describe('a token the server no longer accepts', () => {
    it('an opaque token is trusted at start, and the first 401 signs out', async () => {
        localStorage.setItem(TOKEN_KEY, 'revoked-opaque-token');
        localStorage.setItem(ADMIN_KEY, JSON.stringify({ role: 'super_admin', accesses: [], notices: {} }));
        renderAdmin('/bank', { signedIn: false });
        await findLoginPage();
        // the server was asked (the token looked fine), and said 401
        expect(requests.some(call => call.path.startsWith('/admin/'))).toBe(true);
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        expect(localStorage.getItem(ADMIN_KEY)).toBeNull();
    });
});

describe('paths', () => {
    it.each([
        ['/nope', true],
        ['/no/such/page', true],
        ['/no/such/page', false],
    ] as const)('an unknown path shows the 404 page (%s, signed in: %s)', async (path, signedIn) => {
        renderAdmin(path, { signedIn });
        expect(await screen.findByRole('heading', { name: 'صفحه پیدا نشد' })).toBeInTheDocument();
    });

    it('signed out, a path a served resource could have asks to sign in first (only the API knows it)', async () => {
        renderAdmin('/nope', { signedIn: false });
        await findLoginPage();
        expect(screen.queryByRole('heading', { name: 'صفحه پیدا نشد' })).not.toBeInTheDocument();
    });

    it('an old bookmark opens its new screen', async () => {
        renderAdmin('/dashboard/receipt/CardManagement');
        expect(await screen.findByText('۱ تا ۱۵ از ۴۲')).toBeInTheDocument();
        expect(calls('GET', '/admin/bank')).not.toHaveLength(0);
    });

    it('an old bookmark signed out asks to sign in first', async () => {
        renderAdmin('/dashboard/receipt/CardManagement', { signedIn: false });
        await findLoginPage();
        expect(calls('GET', '/admin/bank')).toHaveLength(0);
    });
});
