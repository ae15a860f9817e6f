// @vitest-environment jsdom
import { issueToken } from '../../src/mock/auth';
import { readMockSettings, writeMockSettings } from '../../src/mock/settings';
import { store } from '../../src/mock/store';
import { startMockServer } from '../support/mockServer';

/**
 * The mock's rehearsed write failures (developer settings `writeFailures`/`writeFailure`): the next
 * N writes fail as told and change nothing, counted down; then writes go through again.
 */
startMockServer();

const API = 'http://localhost:3000';

async function put(path: string, body: unknown) {
    const headers = { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${issueToken('09120000000')}` };
    const response = await fetch(`${API}${path}`, { method: 'PUT', headers, body: JSON.stringify(body) });
    return { status: response.status, json: (await response.json().catch(() => null)) as { message?: string } | null };
}

const pendingOrder = () => store.get('order')!.all().find(record => record.status_enum === 'pending')!;

afterEach(() => localStorage.clear());

describe('rehearsed write failures', () => {
    it('fails the next write with a 503 and a message, changing nothing; the one after goes through', async () => {
        writeMockSettings({ writeFailures: 1, writeFailure: '503' });
        const order = pendingOrder();
        const failed = await put(`/admin/order/${order.id}`, { status: 'approved' });
        expect(failed.status).toBe(503);
        expect(failed.json?.message).toBe('سرور موقتاً در دسترس نیست.');
        expect(store.get('order')!.get(Number(order.id))!.status_enum).toBe('pending');
        expect(readMockSettings().writeFailures).toBe(0);
        const done = await put(`/admin/order/${order.id}`, { status: 'approved' });
        expect(done.status).toBe(200);
        expect(store.get('order')!.get(Number(order.id))!.status_enum).toBe('approved');
    });

    it('fails at the network when told so', async () => {
        writeMockSettings({ writeFailures: 1, writeFailure: 'network' });
        const order = pendingOrder();
        await expect(put(`/admin/order/${order.id}`, { status: 'rejected' })).rejects.toThrow();
        expect(store.get('order')!.get(Number(order.id))!.status_enum).toBe('pending');
    });
});
