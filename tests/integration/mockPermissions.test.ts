// @vitest-environment jsdom
import { issueToken } from '../../src/mock/auth';
import { CASHIER_LIMIT } from '../../src/mock/roles';
import { writeMockSettings } from '../../src/mock/settings';
import { store } from '../../src/mock/store';
import { startMockServer } from '../support/mockServer';

/**
 * The mock's role presets enforced like a strict server (docs/permissions.md): `/admin/me` carries
 * the preset's permissions; a write or a decision outside them is `403` with a Persian message;
 * a decision over the cashier's limit is not applied: it waits for a second admin (202).
 */
startMockServer();

const API = 'http://localhost:3000';

async function call(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${issueToken('09120000000')}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
}

const pending = (resource: string, over: boolean) =>
    store.get(resource)!.all().find(record => record.status === 'pending' && (Number(record.amount) > CASHIER_LIMIT) === over)!;
/** The record with a change, as a client that keeps no versions sends it (no `updated_at`). */
const body = (record: Record<string, unknown>, change: Record<string, unknown>) => {
    const { updated_at: _version, ...rest } = record;
    return { ...rest, ...change };
};

describe('the cashier', () => {
    beforeEach(() => writeMockSettings({ admin: 'cashier' }));

    it('/admin/me carries the cashier’s permissions', async () => {
        const me = await call('GET', '/admin/me');
        expect(me.json.data).toMatchObject({ role: 'admin', name: 'صندوقدار' });
        expect(me.json.data.permissions).toContainEqual({ resource: 'withdrawal', action: 'approve', max_amount: CASHIER_LIMIT });
    });

    it('approves within the limit alone; over it, the decision waits for a second admin (202)', async () => {
        const within = pending('withdrawal', false);
        const approved = await call('PUT', `/admin/withdrawal/${within.id}`, body(within, { status: 'approved' }));
        expect(approved.status).toBe(200);
        const over = pending('withdrawal', true);
        const sent = await call('PUT', `/admin/withdrawal/${over.id}`, body(over, { status: 'approved' }));
        expect(sent.status).toBe(202);
        expect(sent.json.data).toMatchObject({ subject_type: 'withdrawal', subject_id: over.id, action: 'approve', status: 'pending' });
        const waiting = store.get('withdrawal')!.get(over.id)!;
        expect(waiting.status).toBe('pending');
        expect(waiting.pending_approval).toMatchObject({ id: sent.json.data.id, action: 'approve' });
        // waiting: the same decision again is refused, not sent twice
        const again = await call('PUT', `/admin/withdrawal/${over.id}`, body(waiting, { status: 'approved' }));
        expect(again.status).toBe(422);
    });

    it('may not delete, edit, or open a screen outside the accesses: 403 with a Persian message', async () => {
        const record = pending('withdrawal', false);
        const removed = await call('DELETE', `/admin/withdrawal/${record.id}`);
        expect(removed.status).toBe(403);
        expect(removed.json.message).toBe('شما اجازه این کار را ندارید.');
        const edited = await call('PUT', `/admin/withdrawal/${record.id}`, body(record, { description: 'تغییر' }));
        expect(edited.status).toBe(403);
        expect((await call('GET', '/admin/product')).status).toBe(403);
        expect(store.get('withdrawal')!.get(record.id)).toBeTruthy();
    });
});

describe('the auditor', () => {
    beforeEach(() => writeMockSettings({ admin: 'auditor' }));

    it('reads everything and decides nothing', async () => {
        expect((await call('GET', '/admin/product?page=1&per_page=5')).status).toBe(200);
        const record = pending('receipt', false);
        const approved = await call('PUT', `/admin/receipt/${record.id}`, body(record, { status: 'approved' }));
        expect(approved.status).toBe(403);
        expect(store.get('receipt')!.get(record.id)!.status).toBe('pending');
    });
});
