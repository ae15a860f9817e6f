import { http, HttpResponse } from 'msw';
import { adminProfile, claimsOf, issueToken } from '../auth';
import { latency } from '../latency';
import { unauthenticated } from './unauthenticated';
import { MOCK_CREDENTIALS, MOCK_OTP_CODE, readMockSettings, writeMockSettings } from '../settings';
import { failureAnswer } from './failure';
import { notices } from './notices';

/** Sign-in, sign-out and the admin's own data (docs/openapi.yaml, auth). */

const MOBILE = /^09[0-9]{9}$/;
const CODE = /^[0-9]{4,6}$/;


async function body(request: Request): Promise<Record<string, unknown>> {
    try {
        const json = await request.json();
        return json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
    } catch {
        return {};
    }
}

export const authHandlers = [
    http.get('*/manifest.json', async () => {
        await latency();
        return HttpResponse.json({ options: { has_password: readMockSettings().loginMode === 'password' ? 1 : 0 } });
    }),

    http.post('*/admin/auth/send-otp', async ({ request }) => {
        await latency();
        const { mobile } = await body(request);
        if (typeof mobile !== 'string' || !MOBILE.test(mobile)) {
            return HttpResponse.json(
                { message: 'شماره موبایل وارد شده اشتباه است.', errors: { mobile: ['شماره موبایل وارد شده اشتباه است.'] } },
                { status: 422 }
            );
        }
        return new HttpResponse(null, { status: 204 });
    }),

    http.post('*/admin/auth/token', async ({ request }) => {
        await latency();
        const { username, code, password } = await body(request);
        if (typeof password === 'string' || readMockSettings().loginMode === 'password') {
            if (username !== MOCK_CREDENTIALS.username || password !== MOCK_CREDENTIALS.password) {
                return HttpResponse.json({ message: 'نام کاربری یا رمز عبور اشتباه است.' }, { status: 422 });
            }
            return HttpResponse.json({ data: { token: issueToken(String(username)) } });
        }
        if (typeof username !== 'string' || !MOBILE.test(username)) {
            return HttpResponse.json({ message: 'شماره موبایل معتبر نیست.', errors: { username: ['شماره موبایل معتبر نیست.'] } }, { status: 422 });
        }
        if (typeof code !== 'string' || !CODE.test(code) || code !== MOCK_OTP_CODE) {
            return HttpResponse.json({ message: 'کد تأیید اشتباه است.', errors: { code: ['کد تأیید اشتباه است.'] } }, { status: 422 });
        }
        return HttpResponse.json({ data: { token: issueToken(username) } });
    }),

    http.delete('*/admin/auth/token', async ({ request }) => {
        await latency();
        return claimsOf(request) ? new HttpResponse(null, { status: 204 }) : unauthenticated();
    }),

    http.get('*/admin/me', async ({ request }) => {
        // a rehearsed failure (developer setting): the next `meFailures` calls fail, decided as
        // each call arrives (a setting changed while a call is on its way does not touch it)
        const { meFailures, meFailure } = readMockSettings();
        if (meFailures > 0) writeMockSettings({ meFailures: meFailures - 1 });
        await latency();
        if (meFailures > 0) return failureAnswer(meFailure);
        const claims = claimsOf(request);
        if (!claims) return unauthenticated();
        const profile = adminProfile(claims);
        return HttpResponse.json({ data: { ...profile, notices: notices(profile.id) } });
    }),
];
