// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { adminChannel } from '../../src/mock/live/protocol';
import { adminIdOf, issueToken } from '../../src/mock/auth';
import { mockResource, referencedBy, store } from '../../src/mock/store';
import { LIMIT_PERMISSIONS, MOCK_OTP_CODE, writeMockSettings } from '../../src/mock/settings';
import { requestAsColleague } from '../../src/mock/colleague';
import { definitions } from '../../src/resources';
import { definitionProblem } from '../../src/resources/schema';
import { mockResources } from '../../src/mock/resources';
import { startMockServer } from '../support/mockServer';

/**
 * The mock backend's answers, for every resource and every call the admin makes, checked against
 * docs/openapi.yaml with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses): the description and the
 * mock cannot drift apart, and a backend team can trust the file.
 */
startMockServer();

type Json = Record<string, unknown>;
const doc = parse(readFileSync(resolve(__dirname, '../../docs/openapi.yaml'), 'utf8')) as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(doc, 'openapi');

const API = 'http://localhost:3000';
const pointer = (...parts: string[]) => parts.map(part => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

interface Answer {
    status: number;
    json: unknown;
}

async function call(method: string, path: string, body?: unknown, token: string | null = issueToken('09120000000')): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** Fails unless the answer's status is documented for the operation and its body fits the schema. */
function expectDocumented(template: string, method: string, answer: Answer) {
    const operation = ((doc.paths as Json)[template] as Json | undefined)?.[method.toLowerCase()] as Json | undefined;
    expect(operation, `${method} ${template} is in docs/openapi.yaml`).toBeDefined();
    const responses = operation!.responses as Json;
    const key = String(answer.status) in responses ? String(answer.status) : `${String(answer.status)[0]}XX`;
    expect(responses[key], `${method} ${template} documents ${answer.status}`).toBeDefined();
    let response = responses[key] as Json;
    let base = pointer('paths', template, method.toLowerCase(), 'responses', key);
    if (typeof response.$ref === 'string') {
        base = response.$ref.slice(2);
        response = base.split('/').reduce<Json>((node, part) => node[part.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);
    }
    if (!response.content) {
        expect(answer.json, `${method} ${template} ${answer.status} has no body`).toBeNull();
        return;
    }
    if (answer.json === null) return; // an error status may come without a body
    const validate = ajv.getSchema(`openapi#/${base}/content/application~1json/schema`)!;
    const valid = validate(answer.json);
    expect(valid ? [] : validate.errors, `${method} ${template} ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`).toEqual([]);
}

/**
 * A stored record no other record points at (one that a strict server lets staff delete): the
 * seed's, or one whose pointing records the test removes first (a customer with no orders left).
 */
function deletable(resource: string, skip = 0): Json {
    const free = store.get(resource)!.all().filter(record => referencedBy(resource, record.id) === null);
    if (free.length > skip) return free[skip] as Json;
    const record = store.get(resource)!.all()[skip];
    for (const other of mockResources) {
        for (const [field, target] of Object.entries(other.references ?? {})) {
            if (target !== resource) continue;
            const records = store.get(other.name)!;
            for (const item of records.all().filter(each => Number(each[field]) === record.id)) records.remove(item.id);
        }
    }
    expect(referencedBy(resource, record.id)).toBeNull();
    return record as Json;
}

/**
 * A record of the resource as the admin would send it back: its writable fields (without the
 * version, which the tests of versions send themselves).
 */
function writable(resource: string, record: Json): Json {
    const data = { ...record };
    delete data.id;
    delete data.updated_at;
    delete data.decided_by;
    for (const field of mockResource(resource)?.readOnly ?? []) delete data[field];
    return data;
}

describe('docs/openapi.yaml', () => {
    it('is an OpenAPI 3.1 document whose schemas compile', () => {
        expect(doc.openapi).toMatch(/^3\.1\./);
        for (const name of Object.keys((doc.components as Json).schemas as Json)) {
            expect(() => ajv.getSchema(`openapi#/components/schemas/${name}`), name).not.toThrow();
        }
    });

    it('documents every resource the admin defines, with a path for its list and its records', () => {
        for (const { name } of definitions) {
            expect(Object.keys(doc.paths as Json)).toEqual(expect.arrayContaining([`/admin/${name}`, `/admin/${name}/{id}`]));
        }
    });
});

describe('the mock backend’s served definitions fit docs/openapi.yaml', () => {
    afterEach(() => writeMockSettings({ served: [], servedExtra: [], resources: 'on' }));

    it('GET /admin/resources: none by default, the samples switched on, 404 from a server without them, 401', async () => {
        const none = await call('GET', '/admin/resources');
        expectDocumented('/admin/resources', 'GET', none);
        expect(none.json).toEqual({ data: [] });
        writeMockSettings({ served: ['coupon', 'appraisal'] });
        const served = await call('GET', '/admin/resources');
        expectDocumented('/admin/resources', 'GET', served);
        const data = (served.json as { data: unknown[] }).data;
        expect(data.map(item => (item as Json).name)).toEqual(['coupon', 'appraisal']);
        // each validates against the project's JSON Schema for definitions too
        for (const item of data) expect(definitionProblem(item)).toBeUndefined();
        writeMockSettings({ resources: 'missing' });
        expectDocumented('/admin/resources', 'GET', await call('GET', '/admin/resources'));
        expectDocumented('/admin/resources', 'GET', await call('GET', '/admin/resources', undefined, null));
    });
});

/** The resources of the mock's generic REST (the approvals and the staff have their own, tested below). */
const records = definitions.map(definition => definition.name).filter(name => store.has(name));

/** Whether docs/openapi.yaml has the call: a resource has only those its definition offers (`can`). */
const described = (template: string, method: string) => !!((doc.paths as Record<string, Json>)[template] as Json | undefined)?.[method];

describe.each(records)('the mock backend’s %s answers fit docs/openapi.yaml', resource => {
    const list = `/admin/${resource}`;
    const one = `/admin/${resource}/{id}`;
    const creates = described(list, 'post');
    const deletes = described(one, 'delete');

    it('list, with the list query, and its errors', async () => {
        expectDocumented(list, 'GET', await call('GET', `${list}?page=1&per_page=5&sort=id&order=desc`));
        expectDocumented(list, 'GET', await call('GET', `${list}?page=2&per_page=3&search=a`));
        expectDocumented(list, 'GET', await call('GET', `${list}?page=0`));
        expectDocumented(list, 'GET', await call('GET', list, undefined, null));
        const limited = await call('GET', list, undefined, issueToken('09120000001'));
        expectDocumented(list, 'GET', limited);
    });

    it('read, create, edit and delete, answered with { data }', async () => {
        const record = deletable(resource);
        const path = `${list}/${String(record.id)}`;
        expectDocumented(one, 'GET', await call('GET', path));
        expectDocumented(one, 'GET', await call('GET', `${list}/999999`));
        const edited = await call('PUT', path, { ...writable(resource, record), id: record.id });
        expect(edited.status).toBe(200);
        expectDocumented(one, 'PUT', edited);
        expectDocumented(one, 'PUT', await call('PUT', path, {}));
        // a copy of a stored record: created, or refused for a unique field; both documented
        if (creates) {
            expectDocumented(list, 'POST', await call('POST', list, writable(resource, record)));
            expectDocumented(list, 'POST', await call('POST', list, {}));
        }
        if (!deletes) return;
        const removed = await call('DELETE', path);
        expect(removed.status).toBe(200);
        expectDocumented(one, 'DELETE', removed);
        expectDocumented(one, 'DELETE', await call('DELETE', path));
        // a record others still point at is kept, with a documented 422
        const used = store.get(resource)!.all().find(item => referencedBy(resource, item.id) !== null);
        if (used) {
            const refused = await call('DELETE', `${list}/${used.id}`);
            expect(refused.status).toBe(422);
            expectDocumented(one, 'DELETE', refused);
        }
    });

    it('create, edit and delete, answered with an empty 204', async () => {
        writeMockSettings({ writeAnswer: 'empty' });
        const record = deletable(resource, 1);
        const path = `${list}/${String(record.id)}`;
        const edited = await call('PUT', path, { ...writable(resource, record), id: record.id });
        expect(edited.status).toBe(204);
        expectDocumented(one, 'PUT', edited);
        if (creates) expectDocumented(list, 'POST', await call('POST', list, writable(resource, record)));
        if (!deletes) return;
        const removed = await call('DELETE', path);
        expect(removed.status).toBe(204);
        expectDocumented(one, 'DELETE', removed);
    });
});

describe('the mock backend’s versions fit docs/openapi.yaml', () => {
    const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

    it.each(records)('%s: every record has updated_at; a PUT of an older version answers a documented 409 with the record now', async resource => {
        const one = `/admin/${resource}/{id}`;
        const record = store.get(resource)!.all()[0] as Json;
        const path = `/admin/${resource}/${String(record.id)}`;
        const read = await call('GET', path);
        const readRecord = (read.json as { data: Json }).data;
        expect(readRecord.updated_at).toMatch(ISO_MS);
        // saved on the version read: accepted, with a newer version
        const saved = await call('PUT', path, { ...writable(resource, readRecord), id: record.id, updated_at: readRecord.updated_at });
        expect(saved.status).toBe(200);
        expectDocumented(one, 'PUT', saved);
        const newer = ((saved.json as { data: Json }).data.updated_at as string);
        expect(newer).toMatch(ISO_MS);
        expect(Date.parse(newer)).toBeGreaterThan(Date.parse(String(readRecord.updated_at)));
        // saved again on the old version: refused, nothing changed
        const stale = await call('PUT', path, { ...writable(resource, readRecord), id: record.id, updated_at: readRecord.updated_at });
        expect(stale.status).toBe(409);
        expectDocumented(one, 'PUT', stale);
        expect((stale.json as { data: Json }).data.updated_at).toBe(newer);
        // without updated_at: accepted as before
        const unchecked = await call('PUT', path, { ...writable(resource, readRecord), id: record.id });
        expect(unchecked.status).toBe(200);
    });

    it('a decision records who took it; a decision on the version before it is refused with the record and decided_by', async () => {
        const me = await call('GET', '/admin/me');
        expectDocumented('/admin/me', 'GET', me);
        const admin = (me.json as { data: Json }).data;
        expect(admin.id).toEqual(expect.any(Number));
        const receipt = store.get('receipt')!.all().find(item => item.status === 'pending')! as Json;
        const path = `/admin/receipt/${String(receipt.id)}`;
        const approved = await call('PUT', path, { ...writable('receipt', receipt), id: receipt.id, status: 'approved', updated_at: receipt.updated_at });
        expect(approved.status).toBe(200);
        expectDocumented('/admin/receipt/{id}', 'PUT', approved);
        expect((approved.json as { data: Json }).data.decided_by).toEqual({ id: admin.id, name: admin.name });
        const again = await call('PUT', path, {
            ...writable('receipt', receipt),
            id: receipt.id,
            status: 'rejected',
            reject_reason: 'دیرتر',
            updated_at: receipt.updated_at,
        });
        expect(again.status).toBe(409);
        expectDocumented('/admin/receipt/{id}', 'PUT', again);
        expect((again.json as { data: Json }).data).toMatchObject({ status: 'approved', decided_by: { id: admin.id } });
    });
});

describe('the mock backend’s ticket conversations fit docs/openapi.yaml', () => {
    it('a ticket’s messages, a staff reply, a refused edit and a reply to a closed ticket', async () => {
        const list = '/admin/ticket-message';
        const one = '/admin/ticket-message/{id}';
        const ticket = store.get('ticket')!.all().find(item => item.status === 'open')!;
        const thread = await call('GET', `${list}?ticket_id=${ticket.id}&sort=id&order=asc&per_page=100`);
        expect((thread.json as Json).data).not.toHaveLength(0);
        expectDocumented(list, 'GET', thread);
        const reply = await call('POST', list, { ticket_id: ticket.id, body: 'پاسخ کارشناس' });
        expect(reply.status).toBe(201);
        expectDocumented(list, 'POST', reply);
        const id = ((reply.json as Json).data as Json).id;
        expectDocumented(one, 'GET', await call('GET', `${list}/${String(id)}`));
        // a message is never edited: the admin sends no PUT (none is described), and the server refuses one
        expect(described(one, 'put')).toBe(false);
        const edit = await call('PUT', `${list}/${String(id)}`, { ticket_id: ticket.id, body: 'ویرایش' });
        expect(edit.status).toBe(422);
        await call('PUT', `/admin/ticket/${ticket.id}`, { ...writable('ticket', ticket as Json), status: 'closed' });
        const closed = await call('POST', list, { ticket_id: ticket.id, body: 'پاسخ دیگر' });
        expect(closed.status).toBe(422);
        expectDocumented(list, 'POST', closed);
    });
});

describe('the mock backend’s other answers fit docs/openapi.yaml', () => {
    it('sign-in, the admin, sign-out', async () => {
        expectDocumented('/manifest.json', 'GET', await call('GET', '/manifest.json', undefined, null));
        expectDocumented('/admin/auth/send-otp', 'POST', await call('POST', '/admin/auth/send-otp', { mobile: '09121234567' }, null));
        expectDocumented('/admin/auth/send-otp', 'POST', await call('POST', '/admin/auth/send-otp', { mobile: '0912' }, null));
        const signedIn = await call('POST', '/admin/auth/token', { username: '09121234567', code: MOCK_OTP_CODE }, null);
        expectDocumented('/admin/auth/token', 'POST', signedIn);
        expectDocumented('/admin/auth/token', 'POST', await call('POST', '/admin/auth/token', { username: '09121234567', code: '00000' }, null));
        const token = (signedIn.json as { data: { token: string } }).data.token;
        expectDocumented('/admin/me', 'GET', await call('GET', '/admin/me', undefined, token));
        expectDocumented('/admin/me', 'GET', await call('GET', '/admin/me', undefined, null));
        expectDocumented('/admin/auth/token', 'DELETE', await call('DELETE', '/admin/auth/token', undefined, token));
    });

    it('an admin with permissions, and a write outside them refused with 403', async () => {
        for (const admin of ['cashier', 'auditor'] as const) {
            writeMockSettings({ admin });
            const me = await call('GET', '/admin/me');
            expectDocumented('/admin/me', 'GET', me);
            expect((me.json as { data: { permissions: unknown[] } }).data.permissions.length).toBeGreaterThan(0);
        }
        // the auditor reads, and may not edit or delete
        const receipt = store.get('receipt')!.all()[0] as Json;
        const read = await call('GET', `/admin/receipt/${String(receipt.id)}`);
        expect(read.status).toBe(200);
        const edit = await call('PUT', `/admin/receipt/${String(receipt.id)}`, { ...writable('receipt', receipt), id: receipt.id });
        expect(edit.status).toBe(403);
        expect((edit.json as { message: string }).message).toMatch(/اجازه/);
        expectDocumented('/admin/receipt/{id}', 'PUT', edit);
        const removed = await call('DELETE', `/admin/receipt/${String(receipt.id)}`);
        expect(removed.status).toBe(403);
        expectDocumented('/admin/receipt/{id}', 'DELETE', removed);
        writeMockSettings({ admin: 'super' });
    });

    it('the live channel’s HTTP side and the gold figures', async () => {
        const info = await call('GET', '/admin/me/broadcasting-info');
        expectDocumented('/admin/me/broadcasting-info', 'GET', info);
        const channel = adminChannel('09120000000');
        expectDocumented('/broadcasting/auth', 'POST', await call('POST', '/broadcasting/auth', { socket_id: '1.2', channel_name: channel }));
        expectDocumented('/broadcasting/auth', 'POST', await call('POST', '/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-someone-else' }));
        expectDocumented('/broadcasting/auth', 'POST', await call('POST', '/broadcasting/auth', { socket_id: '1.2', channel_name: channel }, null));
        expectDocumented('/admin/products/xau', 'GET', await call('GET', '/admin/products/xau'));
        expectDocumented('/admin/dashboard/vector', 'GET', await call('GET', '/admin/dashboard/vector'));
    });
});

describe('the mock backend’s activity log fits docs/openapi.yaml', () => {
    const path = '/admin/activity';

    it('the log, filtered and paged, and its refusals', async () => {
        const all = await call('GET', `${path}?page=1&per_page=50`);
        expect(all.status).toBe(200);
        expectDocumented(path, 'GET', all);
        const events = new Set((all.json as { data: Array<{ event: string }> }).data.map(entry => entry.event));
        expect(events.size).toBeGreaterThan(1);
        expectDocumented(path, 'GET', await call('GET', `${path}?page=1&per_page=5&subject_type=receipt&subject_id=1&causer_id=1&from=2026-01-01&to=2026-12-31`));
        expectDocumented(path, 'GET', await call('GET', `${path}?from=1405-09-01`));
        expectDocumented(path, 'GET', await call('GET', path, undefined, null));
        writeMockSettings({ admin: 'limited' });
        const limited = await call('GET', path, undefined, issueToken('09120000001'));
        expect(limited.status).toBe(403);
        expectDocumented(path, 'GET', limited);
        writeMockSettings({ admin: 'super', activity: 'missing' });
        const missing = await call('GET', path);
        expect(missing.status).toBe(404);
        expectDocumented(path, 'GET', missing);
        writeMockSettings({ activity: 'on' });
    });

    it('every write recorded: created, updated, decided and deleted entries fit', async () => {
        const receipt = store.get('receipt')!.all().find(record => record.status === 'pending')!;
        const edited = await call('PUT', `/admin/receipt/${receipt.id}`, { ...writable('receipt', receipt as Json), description: 'ویرایش شد', id: receipt.id });
        expect(edited.status).toBe(200);
        const decided = await call('PUT', `/admin/receipt/${receipt.id}`, { ...writable('receipt', receipt as Json), description: 'ویرایش شد', status: 'rejected', reject_reason: 'مبلغ نمی‌خواند', id: receipt.id });
        expect(decided.status).toBe(200);
        const history = await call('GET', `${path}?subject_type=receipt&subject_id=${receipt.id}`);
        expectDocumented(path, 'GET', history);
        const [latest, previous] = (history.json as { data: Array<Json> }).data;
        expect(latest).toMatchObject({ event: 'decided', causer: { id: adminIdOf('09120000000'), name: 'مدیر کل' }, properties: { attributes: { status: 'rejected', reject_reason: 'مبلغ نمی‌خواند' }, old: { status: 'pending', reject_reason: null } } });
        expect(previous).toMatchObject({ event: 'updated', properties: { attributes: { description: 'ویرایش شد' } } });
        const bank = deletable('bank');
        expect((await call('DELETE', `/admin/bank/${String(bank.id)}`)).status).toBe(200);
        const created = await call('POST', '/admin/bank', writable('bank', { ...bank, iban: 'IR820540102680020817909002', card_number: '6037997599999999' }));
        const gone = await call('GET', `${path}?subject_type=bank&subject_id=${String(bank.id)}`);
        expectDocumented(path, 'GET', gone);
        expect((gone.json as { data: Array<Json> }).data[0]).toMatchObject({ event: 'deleted', properties: { attributes: {}, old: { title: bank.title } } });
        if (created.status === 201) {
            const id = (created.json as { data: { id: number } }).data.id;
            const made = await call('GET', `${path}?subject_type=bank&subject_id=${id}`);
            expect((made.json as { data: Array<Json> }).data).toMatchObject([{ event: 'created', causer: { id: adminIdOf('09120000000') } }]);
        }
    });
});

describe('the mock backend’s approvals and staff fit docs/openapi.yaml', () => {
    afterEach(() => writeMockSettings({ admin: 'super', actingPermissions: null }));

    it('a decision over the limit answers a documented 202; the record waits (422); the approval is listed, read, refused and decided', async () => {
        writeMockSettings({ admin: 'limited', actingPermissions: LIMIT_PERMISSIONS });
        const maker = issueToken('09121112233');
        const receipt = store.get('receipt')!.all().find(item => item.status === 'pending' && Number(item.amount) > 10_000_000)! as Json;
        const path = `/admin/receipt/${String(receipt.id)}`;
        const asked = await call('PUT', path, { ...writable('receipt', receipt), id: receipt.id, status: 'approved' }, maker);
        expect(asked.status).toBe(202);
        expectDocumented('/admin/receipt/{id}', 'PUT', asked);
        const waiting = await call('GET', path, undefined, maker);
        expectDocumented('/admin/receipt/{id}', 'GET', waiting);
        expect((waiting.json as { data: Json }).data.pending_approval).toMatchObject({ action: 'approve' });
        const refused = await call('PUT', path, { ...writable('receipt', receipt), id: receipt.id, status: 'rejected', reject_reason: 'نه' }, maker);
        expect(refused.status).toBe(422);
        expectDocumented('/admin/receipt/{id}', 'PUT', refused);
        const approval = (asked.json as { data: Json }).data;
        const one = `/admin/approval/${String(approval.id)}`;
        for (const query of ['', '?box=mine', '?box=to_review&status=pending&subject_type=receipt&maker_id=1', '?box=nothing', '?page=0']) {
            expectDocumented('/admin/approval', 'GET', await call('GET', `/admin/approval${query}`, undefined, maker));
        }
        expectDocumented('/admin/approval/{id}', 'GET', await call('GET', one, undefined, maker));
        expectDocumented('/admin/approval/{id}', 'GET', await call('GET', '/admin/approval/999', undefined, maker));
        const own = await call('PUT', one, { id: approval.id, status: 'approved' }, maker);
        expect(own.status).toBe(403);
        expectDocumented('/admin/approval/{id}', 'PUT', own);
        writeMockSettings({ admin: 'super' });
        const checker = issueToken('09350000000');
        const bare = await call('PUT', one, { id: approval.id, status: 'rejected' }, checker);
        expect(bare.status).toBe(422);
        expectDocumented('/admin/approval/{id}', 'PUT', bare);
        const approved = await call('PUT', one, { id: approval.id, status: 'approved', updated_at: approval.updated_at }, checker);
        expect(approved.status).toBe(200);
        expectDocumented('/admin/approval/{id}', 'PUT', approved);
        const twice = await call('PUT', one, { id: approval.id, status: 'approved' }, checker);
        expect(twice.status).toBe(422);
        expectDocumented('/admin/approval/{id}', 'PUT', twice);
        const history = await call('GET', `/admin/activity?subject_type=receipt&subject_id=${String(receipt.id)}`, undefined, checker);
        expectDocumented('/admin/activity', 'GET', history);
        expect((history.json as { data: Json[] }).data[0]).toMatchObject({ event: 'decided', properties: { approval: { id: approval.id } } });
        const me = await call('GET', '/admin/me', undefined, checker);
        expectDocumented('/admin/me', 'GET', me);
    });

    it('a colleague’s request counts in notices; a limited admin without the screen is refused', async () => {
        const receipt = store.get('receipt')!.all().find(item => item.status === 'pending')!;
        expect(requestAsColleague('receipt', receipt.id)).not.toBeNull();
        const me = await call('GET', '/admin/me');
        expectDocumented('/admin/me', 'GET', me);
        expect(((me.json as { data: Json }).data.notices as Json).approval).toBe(1);
        writeMockSettings({ admin: 'limited' });
        const refused = await call('GET', '/admin/approval', undefined, issueToken('09120000001'));
        expect(refused.status).toBe(403);
        expectDocumented('/admin/approval', 'GET', refused);
    });

    it('the staff: list with search, one, create, change and their refusals', async () => {
        for (const query of ['', '?search=سارا&page=1&per_page=5', '?page=0']) expectDocumented('/admin/staff', 'GET', await call('GET', `/admin/staff${query}`));
        expectDocumented('/admin/staff/{id}', 'GET', await call('GET', '/admin/staff/2'));
        expectDocumented('/admin/staff/{id}', 'GET', await call('GET', '/admin/staff/999'));
        const created = await call('POST', '/admin/staff', { name: 'علی رضایی', mobile: '09127778899' });
        expect(created.status).toBe(201);
        expectDocumented('/admin/staff', 'POST', created);
        expectDocumented('/admin/staff', 'POST', await call('POST', '/admin/staff', { name: '' }));
        const id = ((created.json as Json).data as Json).id;
        const changed = await call('PUT', `/admin/staff/${String(id)}`, { id, name: 'علی رضایی', mobile: '09127778899', role: 'admin', accesses: ['receipt', 'approval'], permissions: [{ resource: 'receipt', action: 'approve', max_amount: 5_000_000 }], active: false });
        expect(changed.status).toBe(200);
        expectDocumented('/admin/staff/{id}', 'PUT', changed);
        expectDocumented('/admin/staff/{id}', 'PUT', await call('PUT', `/admin/staff/${String(id)}`, { mobile: 'x' }));
        writeMockSettings({ admin: 'limited' });
        expectDocumented('/admin/staff', 'GET', await call('GET', '/admin/staff', undefined, issueToken('09120000001')));
    });

    it('a server without them: every call of either answers a documented 404', async () => {
        writeMockSettings({ approvals: 'missing', staff: 'missing' });
        try {
            const calls: Array<[string, string, string, unknown?]> = [
                ['/admin/approval', 'GET', '/admin/approval?box=to_review'],
                ['/admin/approval/{id}', 'GET', '/admin/approval/1'],
                ['/admin/approval/{id}', 'PUT', '/admin/approval/1', { id: 1, status: 'approved' }],
                ['/admin/staff', 'GET', '/admin/staff'],
                ['/admin/staff', 'POST', '/admin/staff', { name: 'علی رضایی', mobile: '09127778800' }],
                ['/admin/staff/{id}', 'GET', '/admin/staff/2'],
                ['/admin/staff/{id}', 'PUT', '/admin/staff/2', { id: 2, name: 'سارا' }],
            ];
            for (const [template, method, path, body] of calls) {
                const answer = await call(method, path, body);
                expect(answer.status, `${method} ${path}`).toBe(404);
                expectDocumented(template, method, answer);
            }
        } finally {
            writeMockSettings({ approvals: 'on', staff: 'on' });
        }
    });
});
