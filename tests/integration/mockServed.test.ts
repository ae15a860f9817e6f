// @vitest-environment jsdom
import { issueToken } from '../../src/mock/auth';
import { addServedRecords, serveSamples } from '../../src/mock/served';
import { writeMockSettings } from '../../src/mock/settings';
import { store } from '../../src/mock/store';
import { startMockServer } from '../support/mockServer';

/**
 * A served definition's records in the mock backend, as a strict server keeps them: the list
 * query, the checks its field rules imply (422 with `errors`), its decisions as moves of `status`,
 * versions and 409; none of it until the definition is served.
 */
startMockServer();

const API = 'http://localhost:3000';
type Json = Record<string, unknown>;

async function call(method: string, path: string, body?: unknown, token = issueToken('09120000000')) {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as Json | null };
}

afterEach(() => writeMockSettings({ served: [], servedExtra: [], resources: 'on', admin: 'super' }));

describe('a served resource in the mock backend', () => {
    it('has no records until its definition is served', async () => {
        expect((await call('GET', '/admin/coupon')).status).toBe(404);
    });

    it('lists with search, filters, sort and meta.total', async () => {
        serveSamples(['coupon']);
        const all = await call('GET', '/admin/coupon?page=1&per_page=5&sort=percent&order=desc');
        expect(all.status).toBe(200);
        const data = all.json!.data as Json[];
        expect(data).toHaveLength(5);
        expect((all.json!.meta as Json).total).toBe(24);
        expect(data.map(record => Number(record.percent))).toEqual([...data.map(record => Number(record.percent))].sort((a, b) => b - a));
        for (const record of data) expect(typeof record.updated_at).toBe('string');
        const code = String(data[0].code);
        const found = await call('GET', `/admin/coupon?search=${encodeURIComponent(code)}`);
        expect((found.json!.data as Json[]).map(record => record.code)).toContain(code);
        const pending = await call('GET', '/admin/coupon?status=pending&per_page=100');
        expect((pending.json!.data as Json[]).every(record => record.status === 'pending')).toBe(true);
        expect((pending.json!.meta as Json).total).toBeGreaterThan(0);
    });

    it('checks a create by its field rules, as a strict server: 422 with errors', async () => {
        serveSamples(['coupon']);
        const refused = await call('POST', '/admin/coupon', { code: '', percent: 150, user_id: 999999 });
        expect(refused.status).toBe(422);
        const errors = refused.json!.errors as Record<string, string[]>;
        expect(Object.keys(errors).sort()).toEqual(['code', 'percent']);
        expect(errors.percent[0]).toMatch(/حداکثر/);
        const created = await call('POST', '/admin/coupon', { code: 'ZAR-1234', percent: 20, expires_at: '2026-12-30' });
        expect(created.status).toBe(201);
        expect((created.json!.data as Json).status).toBe('pending');
    });

    it('takes a decision as a move of status, with its own fields; an old version is refused with 409', async () => {
        serveSamples(['coupon']);
        const record = store.get('coupon')!.all().find(item => item.status === 'pending')!;
        const noReason = await call('PUT', `/admin/coupon/${record.id}`, { ...record, status: 'rejected' });
        expect(noReason.status).toBe(422);
        expect(Object.keys(noReason.json!.errors as Json)).toEqual(['reason']);
        const approved = await call('PUT', `/admin/coupon/${record.id}`, { ...record, status: 'approved' });
        expect(approved.status).toBe(200);
        expect((approved.json!.data as Json).decided_by).toBeDefined();
        const again = await call('PUT', `/admin/coupon/${record.id}`, { ...(approved.json!.data as Json), status: 'rejected', reason: 'دوباره' });
        expect(again.status).toBe(422);
        const stale = await call('PUT', `/admin/coupon/${record.id}`, { ...record, percent: 5 });
        expect(stale.status).toBe(409);
        expect((stale.json!.data as Json).status).toBe('approved');
    });

    it('adds records for the developer panel, and refuses a limited admin outside its accesses', async () => {
        serveSamples(['appraisal']);
        const added = addServedRecords('appraisal', 3);
        expect(added).toHaveLength(3);
        expect(((await call('GET', '/admin/appraisal?per_page=1')).json!.meta as Json).total).toBe(27);
        writeMockSettings({ admin: 'limited' });
        expect((await call('GET', '/admin/appraisal', undefined, issueToken('09120000001'))).status).toBe(403);
    });
});
