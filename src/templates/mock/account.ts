import { HttpResponse } from 'msw';
import type { KitAccount } from './data/account';
import { db, newId } from './db';
import { signKitToken, verifyKitToken } from './jwt';
import { errorResponse, jsonBody, kitGet, kitPost } from './util';

/** The kit's sign-in answers after 1000 ms, as the original kit's mock does. */
export const LOGIN_DELAY_MS = 1000;

const publicUser = ({ password: _password, ...user }: KitAccount) => user;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * `POST /api/account/login` {email, password} → {accessToken, user};
 * `POST /api/account/register` {email, password, firstName, lastName} → {accessToken, user};
 * `GET /api/account/my-account` (Authorization: Bearer …) → {user}.
 */
export const accountHandlers = [
    kitPost(
        '/api/account/login',
        async ({ request }) => {
            const body = await jsonBody(request);
            const email = text(body.email).toLowerCase();
            const account = db.accounts.find(item => item.email.toLowerCase() === email);
            if (!account) return errorResponse(400, 'There is no user corresponding to the email address.');
            if (account.password !== body.password) return errorResponse(400, 'Wrong password');
            return HttpResponse.json({ accessToken: signKitToken(account.id), user: publicUser(account) });
        },
        LOGIN_DELAY_MS,
    ),
    kitPost(
        '/api/account/register',
        async ({ request }) => {
            const body = await jsonBody(request);
            const email = text(body.email).toLowerCase();
            const password = typeof body.password === 'string' ? body.password : '';
            const firstName = text(body.firstName);
            const lastName = text(body.lastName);
            if (!email || !password || !firstName || !lastName) {
                return errorResponse(400, 'Email, password, first name and last name are required.');
            }
            if (db.accounts.some(item => item.email.toLowerCase() === email)) {
                return errorResponse(400, 'There already exists an account with the given email address.');
            }
            const account: KitAccount = {
                id: newId('account'),
                displayName: `${firstName} ${lastName}`,
                email,
                password,
                photoURL: '',
                phoneNumber: '',
                country: '',
                address: '',
                state: '',
                city: '',
                zipCode: '',
                about: '',
                role: 'user',
                isPublic: true,
            };
            db.accounts.push(account);
            return HttpResponse.json({ accessToken: signKitToken(account.id), user: publicUser(account) });
        },
        LOGIN_DELAY_MS,
    ),
    kitGet('/api/account/my-account', ({ request }) => {
        const header = request.headers.get('Authorization');
        if (!header) return errorResponse(401, 'Authorization token missing');
        const claims = verifyKitToken(header.replace(/^Bearer\s+/i, ''));
        const account = claims && db.accounts.find(item => item.id === claims.userId);
        if (!account) return errorResponse(401, 'Invalid authorization token');
        return HttpResponse.json({ user: publicUser(account) });
    }),
];
