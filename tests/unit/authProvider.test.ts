// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { HttpError, type AuthProvider } from 'react-admin';
import { issueToken } from '../../src/mock/auth';
import { authProvider as rawProvider } from '../../src/appProviders';
import { hasSession, revokeToken } from '../../src/providers/authProvider';
import { forgetAdmin } from '../../src/providers/currentAdmin';
import { ADMIN_KEY, TOKEN_KEY } from '../../src/providers/session';
import { isExpired } from '../../src/providers/token';
import { calls, requests, server, startMockServer } from '../support/mockServer';

startMockServer();

/** Every optional method is implemented. */
const authProvider = rawProvider as Required<AuthProvider>;

// The admin answer is shared per sign-in in module state: every test starts from none.
beforeEach(() => forgetAdmin());

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT with the given claims (the admin never checks signatures). */
const jwt = (claims: Record<string, unknown>) =>
    `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.signature`;

const inSeconds = (offset: number) => Math.floor(Date.now() / 1000) + offset;

/** Runs `promise`, expecting it to reject; returns the rejection. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
    try {
        await promise;
    } catch (error) {
        return error;
    }
    throw new Error('expected a rejection, it resolved');
}

/** `/admin/me` answers this admin (and nothing else changes). */
function meAnswers(data: Record<string, unknown>) {
    server.use(http.get('*/admin/me', () => HttpResponse.json({ data: { notices: {}, ...data } })));
}

const signedInWith = (token = issueToken('09121234567')) => localStorage.setItem(TOKEN_KEY, token);

describe('isExpired (docs/openapi.yaml, auth)', () => {
    it('is true for a JWT whose exp is in the past, or exactly now', () => {
        expect(isExpired(jwt({ exp: NOW / 1000 - 1 }), NOW)).toBe(true);
        expect(isExpired(jwt({ exp: NOW / 1000 }), NOW)).toBe(true);
    });

    it('is false for a JWT whose exp is in the future', () => {
        expect(isExpired(jwt({ exp: NOW / 1000 + 60 }), NOW)).toBe(false);
    });

    it('trusts a JWT without exp, or with a non-numeric one', () => {
        expect(isExpired(jwt({ sub: '1' }), NOW)).toBe(false);
        expect(isExpired(jwt({ exp: 'yesterday' }), NOW)).toBe(false);
    });

    it('trusts a malformed three-part token and an opaque token', () => {
        expect(isExpired('aaa.%%%not-base64%%%.ccc', NOW)).toBe(false);
        expect(isExpired(`${base64url('{}')}.${base64url('not json')}.sig`, NOW)).toBe(false);
        expect(isExpired('1|lAbCdEfGhIjKlMnOpQrStUvWxYz', NOW)).toBe(false);
        expect(isExpired('', NOW)).toBe(false);
    });

    it('reads base64url payloads (- and _ in place of + and /)', () => {
        // a claim whose base64 has '+' and '/' in it, once url-encoded
        const claims = { exp: NOW / 1000 - 10, note: '>>>???' };
        const token = jwt(claims);
        expect(token.split('.')[1]).toMatch(/[-_]/);
        expect(isExpired(token, NOW)).toBe(true);
    });

    it('compares with the current time by default', () => {
        expect(isExpired(jwt({ exp: inSeconds(-5) }))).toBe(true);
        expect(isExpired(jwt({ exp: inSeconds(3600) }))).toBe(false);
    });
});

describe('authProvider.checkAuth', () => {
    it('resolves with a stored, unexpired JWT', async () => {
        signedInWith(jwt({ exp: inSeconds(3600) }));
        await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
        expect(hasSession()).toBe(true);
    });

    it('resolves with an opaque token', async () => {
        signedInWith('1|opaque-sanctum-token');
        await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
        expect(localStorage.getItem(TOKEN_KEY)).toBe('1|opaque-sanctum-token');
    });

    it('rejects and clears the token and admin data when the JWT has expired', async () => {
        signedInWith(jwt({ exp: inSeconds(-60) }));
        localStorage.setItem(ADMIN_KEY, JSON.stringify({ role: 'super_admin', accesses: [] }));
        await expect(authProvider.checkAuth({})).rejects.toBeDefined();
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        expect(localStorage.getItem(ADMIN_KEY)).toBeNull();
    });

    it('rejects without a token', async () => {
        await expect(authProvider.checkAuth({})).rejects.toBeDefined();
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    });

    it('asks the server nothing', async () => {
        signedInWith();
        await authProvider.checkAuth({});
        expect(requests).toHaveLength(0);
    });
});

describe('authProvider.login', () => {
    it('stores the token of { data: { token } }, then fetches /admin/me and caches it under admin', async () => {
        const result = await authProvider.login({ username: '09121234567', code: '12345' });
        expect(result).toEqual({ redirectTo: '/' });
        const token = localStorage.getItem(TOKEN_KEY);
        expect(token).toBeTruthy();
        expect(isExpired(token!)).toBe(false);

        const [tokenCall] = calls('POST', '/admin/auth/token');
        expect(tokenCall.body).toEqual({ username: '09121234567', code: '12345' });
        expect(calls('GET', '/admin/me')).toHaveLength(1);
        // /admin/me came after the token, with it
        expect(requests.map(call => `${call.method} ${call.path}`)).toEqual(['POST /admin/auth/token', 'GET /admin/me']);

        const cached = JSON.parse(localStorage.getItem(ADMIN_KEY) ?? 'null');
        expect(cached).toMatchObject({ role: 'super_admin', accesses: [], mobile: '09121234567' });
    });

    it('leaves no session when /admin/me fails right after the token', async () => {
        server.use(http.get('*/admin/me', () => HttpResponse.json({ message: 'خطای سرور' }, { status: 500 })));
        await expect(authProvider.login({ username: '09121234567', code: '12345' })).rejects.toBeTruthy();
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        expect(localStorage.getItem(ADMIN_KEY)).toBeNull();
        await expect(authProvider.checkAuth({})).rejects.toBeTruthy();
    });

    it('sends the bearer token it just got to /admin/me', async () => {
        let authorization: string | null = null;
        server.use(
            http.post('*/admin/auth/token', () => HttpResponse.json({ data: { token: 'opaque-42' } })),
            http.get('*/admin/me', ({ request }) => {
                authorization = request.headers.get('Authorization');
                return HttpResponse.json({ data: { role: 'super_admin', accesses: [], notices: {} } });
            })
        );
        await authProvider.login({ username: 'admin', password: 'secret' });
        expect(authorization).toBe('Bearer opaque-42');
        expect(localStorage.getItem(TOKEN_KEY)).toBe('opaque-42');
    });

    it("rejects with 'app.auth.login_failed' when the answer has no data or no token", async () => {
        for (const answer of [{}, { data: null }, { data: {} }, { data: { token: '' } }, { data: { token: 42 } }]) {
            server.use(http.post('*/admin/auth/token', () => HttpResponse.json(answer)));
            const error = await rejection(authProvider.login({ username: 'admin', password: 'secret' }));
            expect(error).toBeInstanceOf(Error);
            expect((error as Error).message).toBe('app.auth.login_failed');
            expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        }
        // an empty 204 body too
        server.use(http.post('*/admin/auth/token', () => new HttpResponse(null, { status: 204 })));
        expect(((await rejection(authProvider.login({ username: 'admin', password: 'x' }))) as Error).message).toBe(
            'app.auth.login_failed'
        );
        expect(calls('GET', '/admin/me')).toHaveLength(0);
    });

    it("propagates the server's failure as an HttpError with its message", async () => {
        const error = await rejection(authProvider.login({ username: '09121234567', code: '99999' }));
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).status).toBe(422);
        expect((error as HttpError).message).toBe('کد تأیید اشتباه است.');
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        expect(localStorage.getItem(ADMIN_KEY)).toBeNull();
    });
});

describe('authProvider.getPermissions', () => {
    it('is null without a session, and asks nothing', async () => {
        await expect(authProvider.getPermissions({})).resolves.toBeNull();
        signedInWith(jwt({ exp: inSeconds(-1) }));
        await expect(authProvider.getPermissions({})).resolves.toBeNull();
        expect(requests).toHaveLength(0);
    });

    it('returns { role, accesses } from /admin/me', async () => {
        signedInWith();
        meAnswers({ role: 'admin', accesses: ['banking', 'order'], name: 'کارشناس' });
        await expect(authProvider.getPermissions({})).resolves.toEqual({ role: 'admin', accesses: ['banking', 'order'] });
    });

    it('asks the server once per sign-in, however often it is called', async () => {
        await authProvider.login({ username: '09121234567', code: '12345' });
        expect(calls('GET', '/admin/me')).toHaveLength(1);
        await Promise.all([authProvider.getPermissions({}), authProvider.getPermissions({})]);
        await authProvider.getPermissions({});
        await authProvider.getIdentity();
        await authProvider.canAccess({ resource: 'bank', action: 'list' });
        expect(calls('GET', '/admin/me')).toHaveLength(1);

        // a new sign-in asks again
        await authProvider.logout({});
        await authProvider.login({ username: '09121234567', code: '12345' });
        expect(calls('GET', '/admin/me')).toHaveLength(2);
    });

    it('shares one request between simultaneous callers', async () => {
        signedInWith();
        await Promise.all([authProvider.getPermissions({}), authProvider.getPermissions({}), authProvider.getIdentity()]);
        expect(calls('GET', '/admin/me')).toHaveLength(1);
    });

    it('asks again after a failed /admin/me', async () => {
        signedInWith();
        server.use(http.get('*/admin/me', () => HttpResponse.json({ message: 'خطا' }, { status: 500 }), { once: true }));
        await expect(authProvider.getPermissions({})).rejects.toBeInstanceOf(HttpError);
        await expect(authProvider.getPermissions({})).resolves.toEqual({ role: 'super_admin', accesses: [] });
        expect(calls('GET', '/admin/me')).toHaveLength(2);
    });
});

describe('authProvider.canAccess (docs/openapi.yaml, MenuId)', () => {
    const can = (resource: string, action = 'list') => authProvider.canAccess({ resource, action });

    it('lets super_admin open every resource and the dashboard', async () => {
        signedInWith();
        meAnswers({ role: 'super_admin', accesses: [] });
        for (const resource of ['bank', 'order', 'delivery-request', 'user-category', 'product-category', 'setting', 'dashboard']) {
            expect(await can(resource)).toBe(true);
        }
    });

    it("lets a limited admin open only the resources whose menu id is in accesses, and the dashboard", async () => {
        signedInWith();
        meAnswers({ role: 'admin', accesses: ['banking', 'delivery_request'] });
        expect(await can('bank')).toBe(true);
        expect(await can('bank', 'edit')).toBe(true);
        expect(await can('delivery-request')).toBe(true);
        expect(await can('dashboard')).toBe(true);
        for (const resource of ['order', 'user', 'product', 'product-category', 'setting', 'receipt']) {
            expect(await can(resource)).toBe(false);
        }
    });

    it('matches the menu id, not the resource name', async () => {
        signedInWith();
        // 'bank' and 'delivery-request' are resource names, not menu ids
        meAnswers({ role: 'admin', accesses: ['bank', 'delivery-request', 'user-category'] });
        expect(await can('bank')).toBe(false);
        expect(await can('delivery-request')).toBe(false);
        expect(await can('user-category')).toBe(false);
    });

    it('refuses an unknown resource, even to super_admin', async () => {
        signedInWith();
        meAnswers({ role: 'super_admin', accesses: [] });
        expect(await can('nope')).toBe(false);
        expect(await can('banking')).toBe(false);
    });

    it('refuses everything without a session', async () => {
        expect(await can('dashboard')).toBe(false);
        expect(await can('bank')).toBe(false);
        expect(requests).toHaveLength(0);
    });
});

describe('authProvider.getIdentity', () => {
    it('returns the name and avatar of /admin/me', async () => {
        signedInWith();
        meAnswers({ role: 'super_admin', accesses: [], name: 'مریم احمدی', mobile: '09121112233', avatar: 'https://cdn.example/a.png' });
        await expect(authProvider.getIdentity()).resolves.toEqual({
            id: '09121112233',
            fullName: 'مریم احمدی',
            avatar: 'https://cdn.example/a.png',
        });
    });

    it('falls back to the mobile when there is no name, and has no avatar for null', async () => {
        signedInWith();
        meAnswers({ role: 'admin', accesses: [], mobile: '09121112233', avatar: null });
        const identity = await authProvider.getIdentity();
        expect(identity.fullName).toBe('09121112233');
        expect(identity.avatar).toBeUndefined();
    });
});

describe('authProvider.checkError', () => {
    it('on a 401 clears the token and admin data and rejects with redirectTo /', async () => {
        await authProvider.login({ username: '09121234567', code: '12345' });
        expect(localStorage.getItem(ADMIN_KEY)).not.toBeNull();
        const error = await rejection(authProvider.checkError(new HttpError('ابتدا وارد شوید.', 401, {})));
        expect(error).toMatchObject({ redirectTo: '/' });
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        expect(localStorage.getItem(ADMIN_KEY)).toBeNull();
        // the admin is forgotten: the next session asks the server again
        signedInWith();
        await authProvider.getPermissions({});
        expect(calls('GET', '/admin/me')).toHaveLength(2);
    });

    it('resolves for other statuses and other errors, keeping the session', async () => {
        signedInWith('opaque');
        for (const status of [400, 403, 404, 422, 500, 0]) {
            await expect(authProvider.checkError(new HttpError('x', status, {}))).resolves.toBeUndefined();
        }
        await expect(authProvider.checkError(new Error('boom'))).resolves.toBeUndefined();
        expect(localStorage.getItem(TOKEN_KEY)).toBe('opaque');
    });
});

describe('authProvider.logout and revokeToken', () => {
    it('logout clears the token and admin data and returns /login, without calling the server', async () => {
        await authProvider.login({ username: '09121234567', code: '12345' });
        requests.length = 0;
        await expect(authProvider.logout({})).resolves.toBe('/login');
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        expect(localStorage.getItem(ADMIN_KEY)).toBeNull();
        expect(requests).toHaveLength(0);
    });

    it('revokeToken sends DELETE /admin/auth/token with the bearer token', async () => {
        const token = issueToken('09121234567');
        signedInWith(token);
        let authorization: string | null = null;
        server.use(
            http.delete('*/admin/auth/token', ({ request }) => {
                authorization = request.headers.get('Authorization');
                return new HttpResponse(null, { status: 204 });
            })
        );
        await revokeToken();
        expect(calls('DELETE', '/admin/auth/token')).toHaveLength(1);
        expect(authorization).toBe(`Bearer ${token}`);
    });

    it('revokeToken rejects with the server message when the server refuses', async () => {
        signedInWith();
        server.use(http.delete('*/admin/auth/token', () => HttpResponse.json({ message: 'خروج انجام نشد' }, { status: 500 })));
        const error = await rejection(revokeToken());
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).message).toBe('خروج انجام نشد');
    });
});
