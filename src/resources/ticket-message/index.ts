import type { ResourceDefinition } from '../types';
import { MESSAGE_AUTHOR } from '../../domain/statuses';
import { choicesOf, createdAtField, idField } from '../fields/common';

/** Who wrote a message of a ticket's conversation. */
export const MESSAGE_AUTHORS = choicesOf(MESSAGE_AUTHOR, { customer: 'default', staff: 'primary' });

/**
 * The messages of a ticket's conversation (docs/openapi.yaml, TicketMessage): a part of `ticket`,
 * not a screen of its own. It is registered with react-admin (its name, field labels and record
 * representation; `useGetList` / `useCreate` on it) but has no menu entry and no routes, and it is
 * guarded by the ticket's menu id: whoever may open tickets may read and answer their
 * conversations, and nobody else. The ticket's page (src/resources/ticket/TicketShow.tsx) lists
 * them (`?ticket_id={id}&sort=id&order=asc`, every page) and posts staff replies.
 *
 * API fields: id; ticket_id (the ticket); author ('customer' | 'staff', set by the server: an
 * admin's message is `staff`); author_name (set by the server); body (2–5000 characters, the
 * text as written: shown as text, line breaks kept); created_at (set by the server, ISO 8601).
 * A `POST` with `ticket_id` and `body` is a staff reply and marks an open ticket `answered`; a
 * closed ticket takes no reply (422) until it is reopened. Messages are never edited or deleted
 * (they go with their ticket).
 */
export const ticketMessage: ResourceDefinition = {
    name: 'ticket-message',
    menuId: 'ticket',
    icon: 'Forum',
    label: { one: 'پیام تیکت', many: 'پیام‌های تیکت' },
    recordRepresentation: 'body',
    description:
        import.meta.env?.PROD ? undefined : 'A message of a ticket\'s conversation. Staff post replies; the server sets the author, and a reply marks an open ticket `answered`. A closed ticket takes no reply (422) until it is reopened. Messages are never edited (a PUT answers 422).',
    sort: { field: 'id', order: 'ASC' },
    can: { create: true, edit: false, delete: false, show: false, export: false },
    fields: [
        idField,
        { source: 'ticket_id', type: 'reference', reference: 'ticket', label: 'تیکت', required: true, filter: true },
        {
            source: 'author',
            type: 'enum',
            label: 'نویسنده',
            form: false,
            choices: MESSAGE_AUTHORS,
            description: import.meta.env?.PROD ? undefined : "who wrote it; the server sets `staff` for the admin's replies",
        },
        { source: 'author_name', type: 'text', label: 'نام نویسنده', form: false },
        { source: 'body', type: 'longtext', label: 'متن پیام', required: true, minLength: 2, maxLength: 5000 },
        createdAtField('زمان'),
    ],
};
