import type { Identifier, RaRecord } from 'react-admin';

/** One message of a ticket's conversation as the page shows it. */
export interface ThreadMessage {
    /** the message's id, or `opening` for the ticket's own first message */
    key: string;
    id?: Identifier;
    author: 'customer' | 'staff';
    author_name?: string;
    body: string;
    created_at?: string;
}

/** A ticket as far as its conversation is concerned. */
export interface TicketLike extends RaRecord {
    message?: unknown;
    created_at?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const time = (value: string | undefined) => {
    const parsed = value ? Date.parse(value) : Number.NaN;
    return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
};

/** A `ticket-message` record read from the API, as a thread message. */
export function toThreadMessage(record: RaRecord): ThreadMessage {
    return {
        key: `message-${String(record.id)}`,
        id: record.id,
        author: record.author === 'customer' ? 'customer' : 'staff',
        author_name: typeof record.author_name === 'string' ? record.author_name : undefined,
        body: text(record.body),
        created_at: typeof record.created_at === 'string' ? record.created_at : undefined,
    };
}

/**
 * A ticket's whole conversation, oldest first (newest at the bottom): the customer's opening
 * `message` of the ticket, then its `ticket-message`s by time (then by id). A server that also
 * keeps the opening message as the conversation's first message (the mock's seed does) would
 * show it twice: a customer message with the same text as the opening one, before any other
 * message, is that same message and is shown once.
 */
export function conversation(ticket: TicketLike, messages: RaRecord[], customerName?: string): ThreadMessage[] {
    const opening = text(ticket.message).trim();
    const rest = messages
        .map(toThreadMessage)
        .sort((a, b) => time(a.created_at) - time(b.created_at) || Number(a.id) - Number(b.id));
    const first = rest[0];
    if (opening && first && first.author === 'customer' && first.body.trim() === opening) rest.shift();
    if (!opening) return rest;
    return [
        {
            key: 'opening',
            author: 'customer',
            author_name: customerName ?? (first?.author === 'customer' ? first.author_name : undefined),
            body: text(ticket.message),
            created_at: typeof ticket.created_at === 'string' ? ticket.created_at : undefined,
        },
        ...rest,
    ];
}
