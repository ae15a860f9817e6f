import { MESSAGE_AUTHOR, idsOf } from '../../domain/statuses';
import type { MockResource } from '../resource';
import { SEED_NOW } from '../seed/random';
import { maxLength, minLength, numeric, required } from '../validation';
import { SEEDED_ANSWERS } from './ticket';

export const MESSAGE_AUTHORS = idsOf(MESSAGE_AUTHOR);

const FOLLOW_UPS = ['ممنون از پاسخ شما.', 'متوجه شدم، پیگیری می‌کنم.', 'مشکل هنوز برطرف نشده است.'];
const HOUR = 3_600_000;

/**
 * The messages of a ticket's conversation: `{ id, ticket_id, author: customer | staff,
 * author_name, body, created_at }`, oldest first by id. Staff post replies (`POST` with
 * `ticket_id` and `body`); the server sets the author, and a reply marks an open ticket
 * `answered`. A closed ticket takes no reply until it is reopened. Messages are never edited.
 */
export const ticketMessageResource: MockResource = {
    name: 'ticket-message',
    partOf: 'ticket',
    searchable: ['body'],
    seed: (random, db) => {
        const tickets = db.get('ticket')?.all() ?? [];
        const users = db.get('user');
        const messages: Array<Record<string, unknown>> = [];
        for (const ticket of [...tickets].sort((a, b) => a.id - b.id)) {
            const customer = String(users?.get(Number(ticket.user_id))?.name ?? 'مشتری');
            const opened = Date.parse(String(ticket.created_at));
            messages.push({ ticket_id: ticket.id, author: 'customer', author_name: customer, body: ticket.message, created_at: ticket.created_at });
            const answer = SEEDED_ANSWERS.get(ticket.id);
            if (!answer) continue;
            const answered = Math.min(opened + random.int(1, 20) * HOUR, SEED_NOW);
            messages.push({ ticket_id: ticket.id, author: 'staff', author_name: 'پشتیبانی زر', body: answer, created_at: new Date(answered).toISOString() });
            if (random.chance(0.3)) {
                const later = Math.min(answered + random.int(1, 10) * HOUR, SEED_NOW);
                messages.push({ ticket_id: ticket.id, author: 'customer', author_name: customer, body: random.pick(FOLLOW_UPS), created_at: new Date(later).toISOString() });
            }
        }
        return messages.map((message, index) => ({ id: index + 1, ...message }));
    },
    rules: {
        ticket_id: [required, numeric(1)],
        body: [required, minLength(2), maxLength(5000)],
    },
    readOnly: ['author', 'author_name', 'created_at'],
    fixedOnUpdate: ['ticket_id', 'body'],
    references: { ticket_id: 'ticket' },
    check: (data, _collection, id, db) => {
        if (id !== undefined) return { body: ['پیام‌های تیکت ویرایش نمی‌شوند.'] };
        const ticket = db?.get('ticket')?.get(Number(data.ticket_id));
        return ticket?.status === 'closed' ? { body: ['این تیکت بسته است؛ برای پاسخ، آن را دوباره باز کنید.'] } : null;
    },
    onCreate: data => ({ ...data, author: 'staff', author_name: 'پشتیبانی زر', created_at: new Date().toISOString() }),
    afterCreate: (record, db) => {
        const tickets = db.get('ticket');
        const ticket = tickets?.get(Number(record.ticket_id));
        if (ticket && ticket.status === 'open') tickets?.update(ticket.id, { status: 'answered' });
    },
};
