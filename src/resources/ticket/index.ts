import { TICKET_DEPARTMENT, TICKET_PRIORITY, TICKET_STATUS } from '../../domain/statuses';
import type { ResourceDefinition } from '../types';
import { choicesOf, createdAtField, customerField, idField, statusField } from '../fields/common';

/**
 * Customers' support tickets. The conversation is the `ticket-message` resource (`ticket_id`,
 * `author` customer | staff, `author_name`, `body`, `created_at`; a staff reply marks the
 * ticket answered).
 *
 * API fields: id; user_id (a customer); subject; department ('financial' | 'technical' |
 * 'sales'); priority ('low' | 'normal' | 'high'); status ('open' | 'answered' | 'closed');
 * message (the customer's opening message: the server ignores it in a PUT); created_at
 * (read-only, ISO 8601).
 *
 * Its page (`TicketShow`) is the conversation: header, the customer's opening message and every
 * `ticket-message` oldest first, and the staff's reply box; its edit form (`TicketEdit`) offers
 * only department, priority and status — the customer's subject and message are never inputs. A
 * row of the list opens the page. Staff create a ticket for a customer (e.g. a phone call) with
 * the generated form, writing the customer's message once.
 */
export const ticket: ResourceDefinition = {
    name: 'ticket',
    menuId: 'ticket',
    icon: 'SupportAgent',
    label: { one: 'تیکت', many: 'تیکت‌ها' },
    recordRepresentation: 'subject',
    searchHint: 'نام مشتری، موضوع، پیام یا پاسخ',
    sort: { field: 'created_at', order: 'DESC' },
    screens: { show: 'TicketShow', edit: 'TicketEdit' },
    // the ticket's page shows these in its header, with the subject; the message opens its conversation
    keyFacts: ['subject', 'department', 'priority', 'status', 'user_id', 'id', 'created_at'],
    fields: [
        idField,
        customerField(),
        { source: 'subject', type: 'text', label: 'موضوع', required: true },
        {
            source: 'department',
            type: 'enum',
            label: 'بخش',
            filter: true,
            required: true,
            choices: choicesOf(TICKET_DEPARTMENT, { financial: 'info', technical: 'secondary', sales: 'primary' }),
        },
        {
            source: 'priority',
            type: 'enum',
            label: 'اولویت',
            filter: true,
            required: true,
            choices: choicesOf(TICKET_PRIORITY, { low: 'default', normal: 'info', high: 'error' }),
        },
        statusField(choicesOf(TICKET_STATUS, { open: 'warning', answered: 'success', closed: 'default' })),
        {
            source: 'message',
            type: 'longtext',
            label: 'پیام مشتری',
            list: false,
            required: true,
            description: import.meta.env?.PROD ? undefined : "the customer's opening message; a PUT keeps the stored text (the conversation is `ticket-message`)",
        },
        createdAtField(),
    ],
    // staff close an open or answered ticket, and reopen a closed one
    decisions: [
        {
            id: 'close',
            label: 'بستن تیکت',
            color: 'secondary',
            when: { status: ['open', 'answered'] },
            changes: { status: 'closed' },
            confirm: 'تیکت بسته می‌شود؛ مشتری تا بازگشایی نمی‌تواند در آن پیام بفرستد.',
            shortcut: 'c',
        },
        {
            id: 'reopen',
            label: 'بازگشایی تیکت',
            color: 'warning',
            when: { status: ['closed'] },
            changes: { status: 'open' },
            shortcut: 'o',
        },
    ],
    // open tickets are counted (menu badge, dashboard tile) but the list opens on every ticket;
    // their tile comes after the money's queues
    queue: { filter: { status: 'open' }, list: false, tileOrder: 1 },
};
