import { issueToken } from '../../src/mock/auth';
import { store } from '../../src/mock/store';
import { startMockServer } from '../support/mockServer';

/**
 * Staff decisions as a strict server applies them (docs/openapi.yaml, resources: a decision is a PUT of the
 * record with its new status and the decision's own fields): a decided request can't be decided
 * again, a rejection needs a reason, a payment a tracking code; references must exist; a
 * ticket's conversation is its own resource.
 */
startMockServer();

const API = 'http://localhost:3000';

/**
 * A call as a client that keeps no versions makes: a body's `updated_at` is left out, so these
 * checks are the workflow's alone (a stale version's 409 is checked in openapi.test.ts).
 */
async function call(method: string, path: string, rawBody?: unknown) {
    let body = rawBody;
    if (body && typeof body === 'object') {
        const { updated_at: _version, ...rest } = body as Record<string, unknown>;
        body = rest;
    }
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${issueToken('09120000000')}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
}

const waiting = (resource: string, status = 'pending') => store.get(resource)!.all().find(record => record.status === status)!;

describe.each(['receipt', 'deposit', 'remittance'])('deciding a %s', resource => {
    it('approves a pending one once, and refuses deciding it again with a message', async () => {
        const record = waiting(resource);
        const approved = await call('PUT', `/admin/${resource}/${record.id}`, { ...record, status: 'approved' });
        expect(approved.status).toBe(200);
        expect(approved.json.data.status).toBe('approved');
        const again = await call('PUT', `/admin/${resource}/${record.id}`, { ...approved.json.data, status: 'rejected', reject_reason: 'اشتباه شد' });
        expect(again.status).toBe(422);
        expect(again.json.message).toMatch(/قبلاً بررسی شده/);
        expect(again.json.errors.status).toEqual([again.json.message]);
        expect(store.get(resource)!.get(record.id)!.status).toBe('approved');
    });

    it('rejects only with a reason', async () => {
        const record = waiting(resource);
        const bare = await call('PUT', `/admin/${resource}/${record.id}`, { ...record, status: 'rejected', reject_reason: ' ' });
        expect(bare.status).toBe(422);
        expect(bare.json.errors.reject_reason[0]).toMatch(/دلیل/);
        expect(store.get(resource)!.get(record.id)!.status).toBe('pending');
        const rejected = await call('PUT', `/admin/${resource}/${record.id}`, { ...record, status: 'rejected', reject_reason: 'تصویر خوانا نیست.' });
        expect(rejected.status).toBe(200);
        expect(rejected.json.data).toMatchObject({ status: 'rejected', reject_reason: 'تصویر خوانا نیست.' });
    });

    it('keeps an edit that does not change the status an ordinary edit', async () => {
        const decided = store.get(resource)!.all().find(record => record.status === 'approved')!;
        const edited = await call('PUT', `/admin/${resource}/${decided.id}`, { ...decided, description: 'یادداشت کارشناس' });
        expect(edited.status).toBe(200);
        expect(edited.json.data.description).toBe('یادداشت کارشناس');
    });
});

describe('withdrawals', () => {
    it('are approved, then marked paid with a bank tracking code; the server stamps paid_at', async () => {
        const record = waiting('withdrawal');
        expect((await call('PUT', `/admin/withdrawal/${record.id}`, { ...record, status: 'approved' })).status).toBe(200);
        const noCode = await call('PUT', `/admin/withdrawal/${record.id}`, { ...record, status: 'paid', tracking_code: '' });
        expect(noCode.status).toBe(422);
        expect(noCode.json.errors.tracking_code.join(' ')).toMatch(/کد پیگیری/);
        const badCode = await call('PUT', `/admin/withdrawal/${record.id}`, { ...record, status: 'paid', tracking_code: 'AB-12' });
        expect(badCode.json.errors.tracking_code).toEqual(['کد پیگیری بانک باید ۶ تا ۳۰ رقم باشد.']);
        const paid = await call('PUT', `/admin/withdrawal/${record.id}`, { ...record, status: 'paid', tracking_code: '123456789012' });
        expect(paid.status).toBe(200);
        expect(paid.json.data.paid_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        const reject = await call('PUT', `/admin/withdrawal/${record.id}`, { ...paid.json.data, status: 'rejected', reject_reason: 'دیر شد' });
        expect(reject.status).toBe(422);
    });

    it('include some approved ones waiting to be paid in the seed', () => {
        expect(store.get('withdrawal')!.all().filter(record => record.status === 'approved').length).toBeGreaterThan(0);
    });
});

describe('credits, delivery requests and notifications', () => {
    it('approve a requested credit (active), reject it with a reason, and revoke an active one with a reason', async () => {
        const [first, second] = store.get('credit')!.all().filter(record => record.status === 'pending');
        expect((await call('PUT', `/admin/credit/${first.id}`, { ...first, status: 'active' })).json.data.status).toBe('active');
        expect((await call('PUT', `/admin/credit/${first.id}`, { ...first, status: 'revoked' })).status).toBe(422);
        const revoked = await call('PUT', `/admin/credit/${first.id}`, { ...first, status: 'revoked', reject_reason: 'تأخیر در تسویه' });
        expect(revoked.json.data.status).toBe('revoked');
        expect((await call('PUT', `/admin/credit/${second.id}`, { ...second, status: 'rejected', reject_reason: 'سقف اعتبار پر است.' })).status).toBe(200);
    });

    it('schedule a delivery with its date, then mark it delivered; a delivered one stays delivered', async () => {
        const record = waiting('delivery-request');
        const scheduled = await call('PUT', `/admin/delivery-request/${record.id}`, { ...record, status: 'preparing', delivery_date: '2026-12-01' });
        expect(scheduled.json.data).toMatchObject({ status: 'preparing', delivery_date: '2026-12-01' });
        const delivered = await call('PUT', `/admin/delivery-request/${record.id}`, { ...scheduled.json.data, status: 'delivered' });
        expect(delivered.json.data.status).toBe('delivered');
        expect((await call('PUT', `/admin/delivery-request/${record.id}`, { ...delivered.json.data, status: 'pending' })).status).toBe(422);
    });

    it('send a draft notification now or cancel it, once', async () => {
        const [draft, other] = store.get('notification')!.all().filter(record => record.status === 'draft');
        const sent = await call('PUT', `/admin/notification/${draft.id}`, { ...draft, status: 'sent' });
        expect(sent.json.data.sent_at).toBeTruthy();
        expect((await call('PUT', `/admin/notification/${draft.id}`, { ...sent.json.data, status: 'cancelled' })).status).toBe(422);
        expect((await call('PUT', `/admin/notification/${other.id}`, { ...other, status: 'cancelled' })).json.data.status).toBe('cancelled');
    });
});

describe('referential integrity', () => {
    it('refuses a write that points at a record that does not exist', async () => {
        const record = waiting('receipt');
        const wrong = await call('PUT', `/admin/receipt/${record.id}`, { ...record, user_id: 99_999 });
        expect(wrong.status).toBe(422);
        expect(wrong.json.errors.user_id).toEqual(['مورد انتخاب‌شده وجود ندارد.']);
    });

    it('refuses deleting a customer who still has records, and deletes one who has none', async () => {
        const customer = store.get('user')!.get(Number(waiting('receipt').user_id))!;
        const refused = await call('DELETE', `/admin/user/${customer.id}`);
        expect(refused.status).toBe(422);
        expect(refused.json.message).toMatch(/حذف نمی‌شود/);
        expect(store.get('user')!.get(customer.id)).toBeDefined();
        const created = await call('POST', '/admin/user', { name: 'مشتری تازه', mobile: '09121112233', national_code: '0084575948', category_id: 1 });
        expect(created.status).toBe(201);
        const removed = await call('DELETE', `/admin/user/${created.json.data.id}`);
        expect(removed.status).toBe(200);
        expect(removed.json.data.id).toBe(created.json.data.id);
    });
});

describe('ticket conversations (ticket-message)', () => {
    const thread = (ticketId: number) => store.get('ticket-message')!.all().filter(m => m.ticket_id === ticketId);

    it('seed every ticket with the customer\'s opening message, and the staff reply of each answered one', () => {
        for (const ticket of store.get('ticket')!.all()) {
            const messages = thread(ticket.id);
            expect(messages.find(m => m.author === 'customer')?.body).toBe(ticket.message);
            if (ticket.status !== 'open') expect(messages.some(m => m.author === 'staff')).toBe(true);
        }
    });

    it('list a ticket\'s messages by ticket_id, and a staff reply answers an open ticket', async () => {
        const ticket = waiting('ticket', 'open');
        const listed = await call('GET', `/admin/ticket-message?ticket_id=${ticket.id}&per_page=100&sort=id&order=asc`);
        expect(listed.json.data.map((m: { id: number }) => m.id)).toEqual(thread(ticket.id).map(m => m.id).sort((a, b) => a - b));
        const reply = await call('POST', '/admin/ticket-message', { ticket_id: ticket.id, body: 'سلام؛ بررسی شد.', author: 'customer' });
        expect(reply.status).toBe(201);
        expect(reply.json.data).toMatchObject({ ticket_id: ticket.id, author: 'staff', body: 'سلام؛ بررسی شد.' });
        expect(store.get('ticket')!.get(ticket.id)!.status).toBe('answered');
    });

    it('take no reply on a closed ticket until it is reopened, and never change the customer\'s text', async () => {
        const ticket = waiting('ticket', 'open');
        const closed = await call('PUT', `/admin/ticket/${ticket.id}`, { ...ticket, status: 'closed', message: 'متن دیگر' });
        expect(closed.json.data).toMatchObject({ status: 'closed', message: ticket.message });
        const refused = await call('POST', '/admin/ticket-message', { ticket_id: ticket.id, body: 'پاسخ' });
        expect(refused.status).toBe(422);
        expect(refused.json.errors.body[0]).toMatch(/بسته است/);
        expect((await call('PUT', `/admin/ticket/${ticket.id}`, { ...closed.json.data, status: 'open' })).status).toBe(200);
        expect((await call('POST', '/admin/ticket-message', { ticket_id: ticket.id, body: 'پاسخ' })).status).toBe(201);
    });

    it('refuse editing a message', async () => {
        const message = thread(waiting('ticket', 'open').id)[0];
        expect((await call('PUT', `/admin/ticket-message/${message.id}`, { ...message, body: 'تغییر' })).status).toBe(422);
    });
});

describe('waiting work added from the developer panel', () => {
    it('adds one waiting record to each queue, counted in the notices', async () => {
        const { addWaitingWork } = await import('../../src/mock/waitingWork');
        const { WAITING_KINDS } = await import('../../src/mock/waitingKinds');
        const { notices } = await import('../../src/mock/handlers/notices');
        const before = notices();
        for (const [kind, status] of Object.entries(WAITING_KINDS)) {
            const count = store.get(kind)!.all().filter(record => record.status === status).length;
            const record = addWaitingWork(kind as keyof typeof WAITING_KINDS)!;
            expect(record.status).toBe(status);
            expect(store.get(kind)!.all().filter(item => item.status === status)).toHaveLength(count + 1);
            expect(store.get('user')!.get(Number(record.user_id ?? 1))).toBeDefined();
        }
        expect(notices().receipt).toBe(before.receipt + 1);
        const ticket = store.get('ticket')!.all()[0];
        expect(store.get('ticket-message')!.all().filter(m => m.ticket_id === ticket.id)[0].body).toBe(ticket.message);
    });
});
