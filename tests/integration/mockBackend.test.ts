// @vitest-environment jsdom
import { issueToken } from '../../src/mock/auth';
import { MOCK_CREDENTIALS, MOCK_OTP_CODE, writeMockSettings } from '../../src/mock/settings';
import { store } from '../../src/mock/store';
import { mellatCard, mellatIban } from '../support/bankingData';
import { startMockServer } from '../support/mockServer';

/** The embedded mock backend answers as docs/openapi.yaml, auth, resources, gold, order say a strict server does. */
startMockServer();

const API = 'http://localhost:3000';

/** Calls are made as a signed-in admin unless a token (or '' for none) is given. */
async function call(method: string, path: string, body?: unknown, token: string = issueToken('09120000000')) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function signIn() {
    const { json } = await call('POST', '/admin/auth/token', { username: '09121234567', code: MOCK_OTP_CODE });
    return json.data.token as string;
}

describe('mock backend: auth (docs/openapi.yaml, auth)', () => {
    it('announces the login mode in the manifest', async () => {
        expect((await call('GET', '/manifest.json')).json).toEqual({ options: { has_password: 0 } });
        writeMockSettings({ loginMode: 'password' });
        expect((await call('GET', '/manifest.json')).json).toEqual({ options: { has_password: 1 } });
    });

    it('sends an OTP to a valid mobile (204) and refuses a wrong one (422)', async () => {
        expect((await call('POST', '/admin/auth/send-otp', { mobile: '09121234567' })).status).toBe(204);
        const wrong = await call('POST', '/admin/auth/send-otp', { mobile: '0912' });
        expect(wrong.status).toBe(422);
        expect(wrong.json.message).toBeTruthy();
    });

    it('issues a token for the right code only, and /admin/me answers with it', async () => {
        const bad = await call('POST', '/admin/auth/token', { username: '09121234567', code: '00000' });
        expect(bad.status).toBe(422);
        expect(bad.json.errors.code).toHaveLength(1);
        const token = await signIn();
        const me = await call('GET', '/admin/me', undefined, token);
        expect(me.status).toBe(200);
        expect(me.json.data).toMatchObject({ role: 'super_admin', accesses: [] });
        expect(me.json.data.notices.order).toBe(store.get('order')!.all().filter(o => o.status_enum === 'pending').length);
        expect((await call('GET', '/admin/me', undefined, '')).status).toBe(401);
        expect((await call('GET', '/admin/me', undefined, 'not-a-token')).status).toBe(401);
    });

    it('signs in a limited admin with the password when the developer switches to it', async () => {
        writeMockSettings({ loginMode: 'password', admin: 'limited' });
        const wrong = await call('POST', '/admin/auth/token', { username: 'admin', password: 'nope' });
        expect(wrong.status).toBe(422);
        const { json } = await call('POST', '/admin/auth/token', MOCK_CREDENTIALS);
        const me = await call('GET', '/admin/me', undefined, json.data.token);
        expect(me.json.data.role).not.toBe('super_admin');
        expect(me.json.data.accesses).toContain('banking');
    });

    it('signs out a valid token (204)', async () => {
        expect((await call('DELETE', '/admin/auth/token', undefined, await signIn())).status).toBe(204);
    });
});

describe('mock backend: resources (docs/openapi.yaml, resources)', () => {
    it('pages, searches, filters and sorts', async () => {
        const page2 = await call('GET', '/admin/bank?page=2&per_page=10&sort=id&order=asc');
        expect(page2.json.meta.total).toBe(42);
        expect(page2.json.data.map((b: { id: number }) => b.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
        const searched = await call('GET', '/admin/bank?page=1&per_page=50&search=' + encodeURIComponent('ملت'));
        expect(searched.json.data.length).toBeGreaterThan(0);
        expect(searched.json.data.every((b: { title: string }) => b.title === 'بانک ملت')).toBe(true);
        const pending = await call('GET', '/admin/order?page=1&per_page=200&status_enum=pending');
        expect(pending.json.data.every((o: { status_enum: string }) => o.status_enum === 'pending')).toBe(true);
        const byCustomer = await call('GET', `/admin/order?page=1&per_page=200&search=${encodeURIComponent(pending.json.data[0].user.name)}`);
        expect(byCustomer.json.meta.total).toBeGreaterThan(0);
        expect((await call('GET', '/admin/bank?page=0')).status).toBe(422);
    });

    it('answers 401 without a valid token', async () => {
        expect((await call('GET', '/admin/bank?page=1&per_page=5', undefined, '')).status).toBe(401);
        expect((await call('POST', '/admin/bank', {}, '')).status).toBe(401);
        const expired = issueToken('09120000000', Date.now() - 6 * 24 * 3600 * 1000);
        expect((await call('GET', '/admin/bank/1', undefined, expired)).status).toBe(401);
        expect((await call('GET', '/admin/products/xau', undefined, '')).status).toBe(401);
    });

    it('answers 422 with field errors for an invalid bank account, and 404 for unknown ids', async () => {
        const invalid = await call('POST', '/admin/bank', { title: 'x', account_name: '', iban: 'IR1', card_number: '12' });
        expect(invalid.status).toBe(422);
        expect(Object.keys(invalid.json.errors).sort()).toEqual(['account_name', 'card_number', 'iban', 'title']);
        expect(invalid.json.errors.iban.every((m: unknown) => typeof m === 'string')).toBe(true);
        expect((await call('GET', '/admin/bank/9999')).status).toBe(404);
    });

    it('creates, updates and deletes in the shapes of docs/openapi.yaml', async () => {
        const bank = store.get('bank')!.get(1)!;
        const fields = { title: 'بانک ملت', account_name: 'تازه', iban: mellatIban(), card_number: mellatCard(), accounting_id: null };
        const created = await call('POST', '/admin/bank', fields);
        expect(created.status).toBe(201);
        expect(created.json.data).toMatchObject({ ...fields, id: 43 });
        // the same IBAN twice is refused
        const duplicate = await call('POST', '/admin/bank', { ...fields, iban: bank.iban });
        expect(duplicate.status).toBe(422);
        expect(duplicate.json.errors.iban).toHaveLength(1);
        const updated = await call('PUT', '/admin/bank/1', { ...bank, account_name: 'ویرایش' });
        expect(updated.json.data).toMatchObject({ id: 1, account_name: 'ویرایش' });
        const removed = await call('DELETE', '/admin/bank/1');
        expect(removed.status).toBe(200);
        expect(removed.json.data).toMatchObject({ id: 1, account_name: 'ویرایش' });
        expect((await call('GET', '/admin/bank/1')).status).toBe(404);
    });

    it('answers writes with 204 and no body when the developer asks for empty answers', async () => {
        writeMockSettings({ writeAnswer: 'empty' });
        const fields = { title: 'بانک ملت', account_name: 'تازه', iban: mellatIban(), card_number: mellatCard(), accounting_id: null };
        const created = await call('POST', '/admin/bank', fields);
        expect(created).toEqual({ status: 204, json: null });
        // created all the same: the list has it, with the server's id
        const list = await call('GET', '/admin/bank?page=1&per_page=1&sort=id&order=desc');
        expect(list.json.data[0]).toMatchObject({ ...fields, id: 43 });
        const bank = store.get('bank')!.get(1)!;
        expect(await call('PUT', '/admin/bank/1', { ...bank, account_name: 'ویرایش' })).toEqual({ status: 204, json: null });
        expect(store.get('bank')!.get(1)).toMatchObject({ account_name: 'ویرایش' });
        expect(await call('DELETE', '/admin/bank/1')).toEqual({ status: 204, json: null });
        expect((await call('GET', '/admin/bank/1')).status).toBe(404);
    });
});

describe('mock backend: orders (docs/openapi.yaml, order)', () => {
    it('decides a pending order once, with auto_order, and refuses deciding it again', async () => {
        const order = store.get('order')!.all().find(o => o.status_enum === 'pending' && o.ask_auto_order)!;
        const approved = await call('PUT', `/admin/order/${order.id}`, { status: 'approved', auto_order: 'no' });
        expect(approved.status).toBe(200);
        expect(approved.json.data).toMatchObject({ status_enum: 'approved', auto_order: 'no' });
        const again = await call('PUT', `/admin/order/${order.id}`, { status: 'rejected' });
        expect(again.status).toBe(422);
        expect((await call('PUT', `/admin/order/${order.id}`, { status: 'maybe' })).status).toBe(422);
    });
});

describe('mock backend: gold figures (docs/openapi.yaml, gold)', () => {
    it('answers the ounce price and today vector', async () => {
        expect((await call('GET', '/admin/products/xau')).json.data.price).toEqual(expect.any(Number));
        expect((await call('GET', '/admin/dashboard/vector')).json.data.today_vector).toEqual(expect.any(Number));
    });
});
