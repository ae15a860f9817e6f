// @vitest-environment jsdom
import { COLLEAGUE, adminIdOf, issueToken } from '../../src/mock/auth';
import { activityLog } from '../../src/mock/activity';
import { observePublished, type Published } from '../../src/mock/live/server';
import { requestAsColleague } from '../../src/mock/colleague';
import { LIMIT_PERMISSIONS, writeMockSettings } from '../../src/mock/settings';
import { store } from '../../src/mock/store';
import { startMockServer } from '../support/mockServer';

/**
 * Two-person approval and the staff list as the mock backend plays them (docs/openapi.yaml,
 * `Approval`, `Staff`): a decision over the acting admin's `max_amount` answers 202 and waits;
 * the record refuses decisions and edits meanwhile; a second admin approves (applied, with both
 * named) or rejects with a reason; the maker cancels and never decides their own.
 */
startMockServer();

const API = 'http://localhost:3000';
const MAKER_MOBILE = '09121112233';

async function call(method: string, path: string, body?: unknown, token = issueToken(MAKER_MOBILE)) {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** A limited admin whose `approve` and `pay` go alone up to 10,000,000 toman. */
function actAsLimitedAdmin() {
    writeMockSettings({ admin: 'limited', actingPermissions: LIMIT_PERMISSIONS });
    return issueToken(MAKER_MOBILE);
}

const pendingReceipt = (over: boolean) =>
    store.get('receipt')!.all().find(record => record.status === 'pending' && (over ? Number(record.amount) > 10_000_000 : true))!;

let published: Published[] = [];
let stop: () => void = () => undefined;
beforeEach(() => {
    localStorage.clear();
    published = [];
    stop = observePublished(event => published.push(event));
});
afterEach(() => stop());

describe('a decision over the limit', () => {
    it('answers 202 with a pending approval, marks the record, and tells the channel', async () => {
        const token = actAsLimitedAdmin();
        const receipt = pendingReceipt(true);
        const answer = await call('PUT', `/admin/receipt/${receipt.id}`, { ...receipt, status: 'approved' }, token);
        expect(answer.status).toBe(202);
        expect(answer.json.message).toMatch(/تأیید همکار/);
        expect(answer.json.data).toMatchObject({ subject_type: 'receipt', subject_id: receipt.id, action: 'approve', status: 'pending', changes: { status: 'approved' }, amount: receipt.amount });
        expect(answer.json.data.maker.id).toBe(adminIdOf(MAKER_MOBILE));
        const stored = store.get('receipt')!.get(receipt.id)!;
        expect(stored.status).toBe('pending');
        expect(stored.pending_approval).toMatchObject({ id: answer.json.data.id, action: 'approve', maker: answer.json.data.maker });
        expect(published.map(event => event.event)).toEqual(expect.arrayContaining(['approval.requested', 'notices.updated']));

        // the record takes no decision and no edit while it waits
        const again = await call('PUT', `/admin/receipt/${receipt.id}`, { ...stored, status: 'rejected', reject_reason: 'نادرست' }, token);
        expect(again.status).toBe(422);
        expect(again.json.errors.status[0]).toMatch(/در انتظار تأیید/);
        const edit = await call('PUT', `/admin/receipt/${receipt.id}`, { ...stored, description: 'یادداشت' }, token);
        expect(edit.status).toBe(422);
    });

    it('goes ahead alone at or under the limit, and for a super admin', async () => {
        const token = actAsLimitedAdmin();
        const small = store.get('receipt')!.update(pendingReceipt(true).id, { amount: 10_000_000 })!;
        expect((await call('PUT', `/admin/receipt/${small.id}`, { ...small, status: 'approved' }, token)).status).toBe(200);
        writeMockSettings({ admin: 'super' });
        const big = pendingReceipt(true);
        expect((await call('PUT', `/admin/receipt/${big.id}`, { ...big, status: 'approved' }, issueToken(MAKER_MOBILE))).status).toBe(200);
    });

    it('is never limited without permissions, as before', async () => {
        writeMockSettings({ admin: 'limited' });
        const big = pendingReceipt(true);
        expect((await call('PUT', `/admin/receipt/${big.id}`, { ...big, status: 'approved' }, issueToken(MAKER_MOBILE))).status).toBe(200);
    });
});

describe('deciding an approval', () => {
    async function asked() {
        const token = actAsLimitedAdmin();
        const receipt = pendingReceipt(true);
        const answer = await call('PUT', `/admin/receipt/${receipt.id}`, { ...receipt, status: 'approved' }, token);
        return { token, receipt, approval: answer.json.data };
    }

    it('refuses the maker their own (403), lets only the maker cancel, and lists the boxes', async () => {
        const { token, approval } = await asked();
        const own = await call('PUT', `/admin/approval/${approval.id}`, { id: approval.id, status: 'approved' }, token);
        expect(own.status).toBe(403);
        expect((await call('GET', '/admin/approval?box=mine', undefined, token)).json.data.map((a: { id: number }) => a.id)).toEqual([approval.id]);
        expect((await call('GET', '/admin/approval?box=to_review', undefined, token)).json.meta.total).toBe(0);
        const other = issueToken('09350000000');
        writeMockSettings({ admin: 'super' });
        expect((await call('GET', '/admin/approval?box=to_review', undefined, other)).json.meta.total).toBe(1);
        const cancel = await call('PUT', `/admin/approval/${approval.id}`, { id: approval.id, status: 'cancelled' }, other);
        expect(cancel.status).toBe(403);
        writeMockSettings({ admin: 'limited' });
        const cancelled = await call('PUT', `/admin/approval/${approval.id}`, { id: approval.id, status: 'cancelled' }, token);
        expect(cancelled.status).toBe(200);
        expect(cancelled.json.data.status).toBe('cancelled');
        expect(store.get('receipt')!.get(approval.subject_id)!.pending_approval).toBeNull();
    });

    it('is approved by a second admin: the record is decided by the checker, and the log names both', async () => {
        const { receipt, approval } = await asked();
        writeMockSettings({ admin: 'super' });
        const checker = issueToken('09350000000');
        const approved = await call('PUT', `/admin/approval/${approval.id}`, { id: approval.id, status: 'approved', updated_at: approval.updated_at }, checker);
        expect(approved.status).toBe(200);
        expect(approved.json.data).toMatchObject({ status: 'approved', checker: { id: adminIdOf('09350000000') } });
        const stored = store.get('receipt')!.get(receipt.id)!;
        expect(stored).toMatchObject({ status: 'approved', pending_approval: null, decided_by: { id: adminIdOf('09350000000') } });
        const entry = activityLog().at(-1)!;
        expect(entry).toMatchObject({ event: 'decided', subject_type: 'receipt', subject_id: receipt.id, causer: { id: adminIdOf('09350000000') } });
        expect(entry.properties.approval).toEqual({ id: approval.id, maker: approval.maker });
        expect(published.find(event => event.event === 'approval.decided')).toBeDefined();
        // never decided twice
        const twice = await call('PUT', `/admin/approval/${approval.id}`, { id: approval.id, status: 'rejected', checker_reason: 'دیر' }, checker);
        expect(twice.status).toBe(422);
        expect(twice.json.data.status).toBe('approved');
    });

    it('is rejected only with the checker’s reason, and the record waits no more', async () => {
        const { receipt, approval } = await asked();
        writeMockSettings({ admin: 'super' });
        const checker = issueToken('09350000000');
        const bare = await call('PUT', `/admin/approval/${approval.id}`, { id: approval.id, status: 'rejected', checker_reason: ' ' }, checker);
        expect(bare.status).toBe(422);
        expect(bare.json.errors.checker_reason[0]).toMatch(/دلیل/);
        const rejected = await call('PUT', `/admin/approval/${approval.id}`, { id: approval.id, status: 'rejected', checker_reason: 'سند کافی نیست.' }, checker);
        expect(rejected.json.data).toMatchObject({ status: 'rejected', checker_reason: 'سند کافی نیست.' });
        expect(store.get('receipt')!.get(receipt.id)).toMatchObject({ status: 'pending', pending_approval: null });
    });

    it('counts the others’ waiting requests in notices.approval', async () => {
        const receipt = pendingReceipt(true);
        requestAsColleague('receipt', receipt.id);
        const me = await call('GET', '/admin/me', undefined, issueToken('09120000000'));
        expect(me.json.data.notices.approval).toBe(1);
        expect(store.get('receipt')!.get(receipt.id)!.pending_approval).toMatchObject({ maker: { id: COLLEAGUE.id } });
    });
});

describe('the staff list', () => {
    it('searches, creates with a name and a mobile, changes permissions, and refuses a limited admin', async () => {
        const found = await call('GET', '/admin/staff?search=سارا');
        expect(found.json.data.map((member: { name: string }) => member.name)).toEqual(['سارا محمدی']);
        const bad = await call('POST', '/admin/staff', { name: 'ع', mobile: '0912' });
        expect(bad.status).toBe(422);
        expect(Object.keys(bad.json.errors).sort()).toEqual(['mobile', 'name']);
        const created = await call('POST', '/admin/staff', { name: 'علی رضایی', mobile: '09127778899' });
        expect(created.status).toBe(201);
        expect(created.json.data).toMatchObject({ role: 'admin', accesses: [], active: true });
        const duplicate = await call('POST', '/admin/staff', { name: 'دیگری', mobile: '09127778899' });
        expect(duplicate.json.errors.mobile[0]).toMatch(/همکار دیگری/);
        const rules = [{ resource: 'receipt', action: 'approve', max_amount: 5_000_000 }];
        const changed = await call('PUT', `/admin/staff/${created.json.data.id}`, { ...created.json.data, permissions: rules, active: false });
        expect(changed.json.data).toMatchObject({ permissions: rules, active: false });
        writeMockSettings({ admin: 'limited' });
        expect((await call('GET', '/admin/staff')).status).toBe(403);
    });
});

describe('a server without approvals and staff (the developer settings `approvals` and `staff`: missing)', () => {
    it('answers their paths 404, counts no approvals, and takes a decision over the limit at once', async () => {
        const token = actAsLimitedAdmin();
        writeMockSettings({ approvals: 'missing', staff: 'missing' });
        const superToken = issueToken('09121234567');
        for (const path of ['/admin/approval?page=1&per_page=1', '/admin/approval/1', '/admin/staff?page=1&per_page=1', '/admin/staff/1']) {
            expect((await call('GET', path, undefined, superToken)).status, path).toBe(404);
        }
        expect((await call('PUT', '/admin/approval/1', { id: 1, status: 'approved' }, superToken)).status).toBe(404);
        expect((await call('POST', '/admin/staff', { name: 'علی رضایی', mobile: '09123456789' }, superToken)).status).toBe(404);
        const me = await call('GET', '/admin/me', undefined, superToken);
        expect(me.json.data.notices).not.toHaveProperty('approval');
        const receipt = pendingReceipt(true);
        const answer = await call('PUT', `/admin/receipt/${receipt.id}`, { ...receipt, status: 'approved' }, token);
        expect(answer.status).toBe(200);
        expect(store.get('receipt')!.get(receipt.id)!.status).toBe('approved');
        expect(store.get('receipt')!.get(receipt.id)!.pending_approval ?? null).toBeNull();
    });
});
