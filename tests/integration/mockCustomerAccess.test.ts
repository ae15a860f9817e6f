// @vitest-environment jsdom
import { issueToken } from '../../src/mock/auth';
import { writeMockSettings } from '../../src/mock/settings';
import { store } from '../../src/mock/store';
import { startMockServer } from '../support/mockServer';

/**
 * The mock backend's customer access (docs/openapi.yaml, User: product_ids, product_category_ids)
 * as a strict server keeps it, and its rehearsed write failures (`writeFailures`).
 */
startMockServer();

const API = 'http://localhost:3000';

async function call(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${issueToken('09120000000')}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }).catch(() => null);
    if (!response) return { status: 0, json: null };
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
}

const writable = (record: Record<string, unknown>) => {
    const { gold_balance: _g, wallet_balance: _w, created_at: _c, ...rest } = record;
    return rest;
};

describe('a customer’s access in the mock backend', () => {
    it('seeds access that points at existing products and categories, some customers with none', () => {
        const users = store.get('user')!.all();
        for (const user of users) {
            for (const id of user.product_ids as number[]) expect(store.get('product')!.get(id)).toBeDefined();
            for (const id of user.product_category_ids as number[]) expect(store.get('product-category')!.get(id)).toBeDefined();
        }
        expect(users.some(user => (user.product_ids as number[]).length > 0)).toBe(true);
        expect(users.some(user => (user.product_ids as number[]).length === 0 && (user.product_category_ids as number[]).length === 0)).toBe(true);
    });

    it('saves both lists with a PUT of the whole record', async () => {
        const user = store.get('user')!.get(5)!;
        const answer = await call('PUT', '/admin/user/5', { ...writable(user), product_ids: [1, 4], product_category_ids: [2] });
        expect(answer.status).toBe(200);
        expect(answer.json.data).toMatchObject({ id: 5, product_ids: [1, 4], product_category_ids: [2] });
        expect(store.get('user')!.get(5)).toMatchObject({ product_ids: [1, 4], product_category_ids: [2] });
    });

    it('refuses ids that do not exist, repeated ids and non-lists with a 422 at the field', async () => {
        const stored = store.get('user')!.get(5)!;
        const user = writable(stored);
        const missing = await call('PUT', '/admin/user/5', { ...user, product_ids: [1, 99999] });
        expect(missing.status).toBe(422);
        expect(missing.json.errors.product_ids[0]).toContain('وجود ندارد');
        const repeated = await call('PUT', '/admin/user/5', { ...user, product_category_ids: [2, 2] });
        expect(repeated.status).toBe(422);
        expect(repeated.json.errors.product_category_ids).toHaveLength(1);
        const text = await call('PUT', '/admin/user/5', { ...user, product_ids: '1,2' });
        expect(text.status).toBe(422);
        expect(store.get('user')!.get(5)).toEqual(stored);
    });

    it('a new customer may trade nothing until given access', async () => {
        const created = await call('POST', '/admin/user', { name: 'مشتری تازه', mobile: '09351112233', national_code: '0013542419', category_id: 1 });
        expect(created.status).toBe(201);
        expect(created.json.data).toMatchObject({ product_ids: [], product_category_ids: [] });
    });

    it('rehearses failing PUTs (503, then no answer), counted down, the record untouched', async () => {
        const before = store.get('user')!.get(5)!;
        writeMockSettings({ writeFailures: 2, writeFailure: '503' });
        const failed = await call('PUT', '/admin/user/5', { ...writable(before), product_ids: [2] });
        expect(failed.status).toBe(503);
        writeMockSettings({ writeFailure: 'network' });
        expect((await call('PUT', '/admin/user/5', { ...writable(before), product_ids: [2] })).status).toBe(0);
        expect(store.get('user')!.get(5)).toEqual(before);
        expect((await call('PUT', '/admin/user/5', { ...writable(before), product_ids: [2] })).status).toBe(200);
    });
});
