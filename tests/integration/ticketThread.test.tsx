import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MockRecord } from '../../src/mock/db';
import { writeMockSettings } from '../../src/mock/settings';
import { store } from '../../src/mock/store';
import { definitionOf, menuEntries } from '../../src/resources';
import { recordTarget } from '../../src/resources/abilities';
import { MESSAGES_PER_PAGE } from '../../src/resources/ticket/useTicketMessages';
import { calls, server, startMockServer } from '../support/mockServer';
import { renderScreen } from '../support/renderScreen';

/**
 * A ticket's page is its conversation, against the embedded mock backend: the
 * customer's opening message, then every `ticket-message` (all pages) oldest first, newest at the
 * bottom; a staff reply is posted, shown at once and answers the ticket; a failed reply keeps
 * what was typed; the customer's text is never an input.
 */

startMockServer();

const HOUR = 3_600_000;
const messagesOf = (ticketId: number) =>
    store
        .get('ticket-message')!
        .all()
        .filter(message => Number(message.ticket_id) === ticketId);

/** An open ticket of the seed with only the customer's opening message in its conversation. */
function openTicket(): MockRecord {
    const ticket = store
        .get('ticket')!
        .all()
        .find(record => record.status === 'open' && messagesOf(record.id).length === 1);
    if (!ticket) throw new Error('the seed has no open ticket');
    return ticket;
}

const bubbles = () => within(screen.getByTestId('ticket-thread')).queryAllByTestId('ticket-message');
const replyBox = () => document.querySelector('textarea[name="body"]') as HTMLTextAreaElement;
const statusChip = () => within(screen.getByTestId('ticket-chips')).getByLabelText('وضعیت');

async function openPage(ticket: MockRecord) {
    renderScreen(`/ticket/${ticket.id}/show`);
    await waitFor(() => expect(bubbles().length).toBeGreaterThan(0), { timeout: 15000 });
    await waitFor(() => expect(replyBox()).toBeTruthy());
}

function type(text: string) {
    fireEvent.change(replyBox(), { target: { value: text } });
}

const sendWithKeys = () => fireEvent.keyDown(replyBox(), { key: 'Enter', ctrlKey: true });

describe('the ticket page: the conversation', () => {
    it('shows the opening message once, then every page of messages, oldest first and newest at the bottom', async () => {
        const ticket = openTicket();
        const messages = store.get('ticket-message')!;
        const opened = Date.parse(String(ticket.created_at));
        // more than one page; stored newest id first so that the id order is not the time order
        const count = MESSAGES_PER_PAGE + 20;
        for (let index = count; index >= 1; index -= 1) {
            messages.create({
                ticket_id: ticket.id,
                author: index % 2 ? 'staff' : 'customer',
                author_name: index % 2 ? 'پشتیبانی زر' : 'مشتری آزمون',
                body: `پیام شماره ${index}\nخط دوم`,
                created_at: new Date(opened + index * HOUR).toISOString(),
            });
        }
        await openPage(ticket);
        await waitFor(() => expect(bubbles()).toHaveLength(count + 1));

        const shown = bubbles();
        // the customer's opening message first, not repeated by its copy in the conversation
        expect(shown[0]).toHaveAttribute('data-author', 'customer');
        expect(shown[0]).toHaveTextContent(String(ticket.message));
        expect(screen.getAllByText(String(ticket.message))).toHaveLength(1);
        // then by time: message 1 … message N, the newest at the bottom
        for (let index = 1; index <= count; index += 1) {
            expect(shown[index].querySelector('p')!.textContent).toBe(`پیام شماره ${index}\nخط دوم`);
            expect(shown[index]).toHaveAttribute('data-author', index % 2 ? 'staff' : 'customer');
        }
        // author and Jalali time (Persian digits) on each
        expect(within(shown[1]).getByText('پشتیبانی زر')).toBeInTheDocument();
        expect(shown[1].querySelector('time')!.textContent).toMatch(/^[۰-۹]+ [^\d]+ [۰-۹]{4}/);

        // the list call filtered by ticket_id, oldest first, page after page
        const listed = calls('GET', '/admin/ticket-message');
        expect(listed.map(call => call.query.get('page'))).toEqual(['1', '2']);
        for (const call of listed) {
            expect(call.query.get('ticket_id')).toBe(String(ticket.id));
            expect(call.query.get('sort')).toBe('id');
            expect(call.query.get('order')).toBe('asc');
        }
    });

    it('renders the server’s text as text, never as HTML', async () => {
        const ticket = openTicket();
        store.get('ticket-message')!.create({
            ticket_id: ticket.id,
            author: 'customer',
            author_name: 'مشتری',
            body: '<img src=x onerror="window.__hacked=1"><b>پررنگ</b>',
            created_at: new Date().toISOString(),
        });
        await openPage(ticket);
        await screen.findByText('<img src=x onerror="window.__hacked=1"><b>پررنگ</b>');
        expect(screen.getByTestId('ticket-thread').querySelector('img, b')).toBeNull();
    });
});

describe.each([
    ['{ data }', 'record'],
    ['an empty 204', 'empty'],
] as const)('a staff reply answered with %s', (_, writeAnswer) => {
    beforeEach(() => {
        writeMockSettings({ writeAnswer });
    });

    it('posts ticket_id and body, shows it at once at the bottom, clears the box and the ticket becomes answered', async () => {
        const ticket = openTicket();
        await openPage(ticket);
        expect(within(statusChip()).getByText('باز')).toBeInTheDocument();
        const before = bubbles().length;

        type('  سلام؛ پرداخت شما پیگیری شد.\nنتیجه تا پایان روز اعلام می‌شود.  ');
        sendWithKeys();

        await waitFor(() => expect(bubbles()).toHaveLength(before + 1));
        const posts = calls('POST', '/admin/ticket-message');
        expect(posts).toHaveLength(1);
        expect(posts[0].body).toEqual({ ticket_id: ticket.id, body: 'سلام؛ پرداخت شما پیگیری شد.\nنتیجه تا پایان روز اعلام می‌شود.' });
        const last = bubbles().at(-1)!;
        expect(last).toHaveAttribute('data-author', 'staff');
        expect(last.querySelector('p')!.textContent).toBe('سلام؛ پرداخت شما پیگیری شد.\nنتیجه تا پایان روز اعلام می‌شود.');
        expect(replyBox().value).toBe('');
        // the ticket is read again: answered
        await waitFor(() => expect(within(statusChip()).getByText('پاسخ داده شده')).toBeInTheDocument());
        // and the conversation: the reply is there once, from the server
        await waitFor(() => expect(calls('GET', '/admin/ticket-message').length).toBeGreaterThanOrEqual(2));
        await waitFor(() => expect(bubbles()).toHaveLength(before + 1));
        expect(store.get('ticket')!.get(ticket.id)!.status).toBe('answered');
    });
});

describe('a reply that does not go through keeps what was typed', () => {
    const TYPED = 'متن پاسخی که نباید گم شود';

    it.each([
        ['a 503', () => HttpResponse.json({ message: 'سرور در دسترس نیست.' }, { status: 503 }), 'سرور در دسترس نیست.'],
        ['a 500 without a message', () => HttpResponse.json({}, { status: 500 }), 'پاسخ فرستاده نشد؛ متن شما سر جایش است، دوباره بفرستید.'],
        ['a network failure', () => HttpResponse.error(), 'پاسخ فرستاده نشد؛ متن شما سر جایش است، دوباره بفرستید.'],
    ])('%s: the text stays, a toast says so, no message is added', async (_, answer, toast) => {
        const ticket = openTicket();
        await openPage(ticket);
        const before = bubbles().length;
        server.use(http.post('*/admin/ticket-message', answer));
        type(TYPED);
        fireEvent.click(screen.getByRole('button', { name: 'ارسال پاسخ' }));
        await screen.findByText(toast);
        expect(replyBox().value).toBe(TYPED);
        expect(bubbles()).toHaveLength(before);
        expect(store.get('ticket')!.get(ticket.id)!.status).toBe('open');
    });

    it('a 422 (someone closed the ticket meanwhile): the server’s message at the field, the text stays, the ticket shows closed', async () => {
        const ticket = openTicket();
        await openPage(ticket);
        const before = bubbles().length;
        store.get('ticket')!.update(ticket.id, { status: 'closed' });
        type(TYPED);
        sendWithKeys();
        await screen.findByText('این تیکت بسته است؛ برای پاسخ، آن را دوباره باز کنید.');
        expect(replyBox().value).toBe(TYPED);
        expect(replyBox()).toHaveAttribute('aria-invalid', 'true');
        expect(bubbles()).toHaveLength(before);
        await waitFor(() => expect(within(statusChip()).getByText('بسته')).toBeInTheDocument());
        expect(replyBox().value).toBe(TYPED);
    });

    it('an empty or blank reply is refused at the field in Persian, and nothing is sent', async () => {
        const ticket = openTicket();
        await openPage(ticket);
        fireEvent.click(screen.getByRole('button', { name: 'ارسال پاسخ' }));
        await screen.findByText('متن پاسخ خالی است؛ پاسخ را بنویسید.');
        type('   \n  ');
        sendWithKeys();
        await screen.findByText('متن پاسخ خالی است؛ پاسخ را بنویسید.');
        type('ب');
        sendWithKeys();
        await screen.findByText('پاسخ باید دست‌کم ۲ نویسه باشد.');
        expect(calls('POST', '/admin/ticket-message')).toHaveLength(0);
    });
});

describe('a closed ticket', () => {
    it('shows its conversation, and its reply box is read-only until it is reopened', async () => {
        const ticket = store.get('ticket')!.all().find(record => record.status === 'closed');
        if (!ticket) throw new Error('the seed has no closed ticket');
        await openPage(ticket);
        expect(replyBox()).toHaveAttribute('readonly');
        expect(screen.getByText('این تیکت بسته است؛ برای پاسخ دادن، آن را دوباره باز کنید.')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'ارسال پاسخ' })).toBeDisabled();
        // its seeded staff answer is in the thread, after the customer's opening message
        expect(bubbles()[0]).toHaveAttribute('data-author', 'customer');
        expect(bubbles().some(bubble => bubble.getAttribute('data-author') === 'staff')).toBe(true);
    });
});

describe('the customer’s text is never an input', () => {
    it('the edit form offers department, priority and status, not the message, subject or customer', async () => {
        const ticket = openTicket();
        renderScreen(`/ticket/${ticket.id}`);
        await waitFor(() => expect(document.querySelector('[name="status"]')).toBeTruthy(), { timeout: 15000 });
        for (const name of ['department', 'priority', 'status']) expect(document.querySelector(`[name="${name}"]`)).toBeTruthy();
        for (const name of ['message', 'subject', 'user_id']) expect(document.querySelector(`[name="${name}"]`)).toBeNull();
        // shown as text
        expect(screen.getByText(String(ticket.message))).toBeInTheDocument();
    });
});

describe('ticket-message is a part of the ticket', () => {
    it('is registered under the ticket’s access, with no menu entry; a ticket row opens its conversation', () => {
        expect(definitionOf('ticket-message')?.menuId).toBe('ticket');
        expect(menuEntries.map(entry => entry.to)).not.toContain('/ticket-message');
        expect(recordTarget(definitionOf('ticket')!)).toBe('show');
    });
});

describe('open tickets by department and priority', () => {
    it('the list sends the filters and shows only the matching open tickets', async () => {
        const wanted = store
            .get('ticket')!
            .all()
            .filter(ticket => ticket.status === 'open' && ticket.department === 'financial' && ticket.priority === 'high');
        expect(wanted.length).toBeGreaterThan(0);
        const filter = encodeURIComponent(JSON.stringify({ status: 'open', department: 'financial', priority: 'high' }));
        renderScreen(`/ticket?filter=${filter}`);
        await waitFor(() => expect(calls('GET', '/admin/ticket').length).toBeGreaterThan(0), { timeout: 15000 });
        const query = calls('GET', '/admin/ticket').at(-1)!.query;
        expect([query.get('status'), query.get('department'), query.get('priority')]).toEqual(['open', 'financial', 'high']);
        // one row per matching ticket (and the header row)
        await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(wanted.length + 1), { timeout: 15000 });
    });
});
