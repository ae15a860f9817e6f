import type { AnyMenuId } from '../access/rules';
import '../i18n/lazy/dashboard';

/** A queue of work staff wait on: a resource's list filtered to what waits for them. */
export interface Queue {
    menuId: AnyMenuId;
    resource: string;
    filter: Record<string, string>;
    /** translation key of the tile's label */
    label: string;
    /** the label as literal text, instead of `label` (a served resource's queue) */
    text?: string;
}

/**
 * The dashboard's queues, each counted by its list call's `meta.total` (docs/openapi.yaml, resources)
 * and linked to that list with the same filter.
 */
export const QUEUES: Queue[] = [
    { menuId: 'order', resource: 'order', filter: { status_enum: 'pending' }, label: 'app.dashboard.queues.order' },
    { menuId: 'receipt', resource: 'receipt', filter: { status: 'pending' }, label: 'app.dashboard.queues.receipt' },
    { menuId: 'withdrawal', resource: 'withdrawal', filter: { status: 'pending' }, label: 'app.dashboard.queues.withdrawal' },
    { menuId: 'deposit', resource: 'deposit', filter: { status: 'pending' }, label: 'app.dashboard.queues.deposit' },
    {
        menuId: 'delivery_request',
        resource: 'delivery-request',
        filter: { status: 'pending' },
        label: 'app.dashboard.queues.delivery_request',
    },
    { menuId: 'ticket', resource: 'ticket', filter: { status: 'open' }, label: 'app.dashboard.queues.ticket' },
];

/** The list's path with the queue's filter, as react-admin reads it from the address. */
export const queuePath = (queue: Queue): string =>
    `/${queue.resource}?${new URLSearchParams({ filter: JSON.stringify(queue.filter) }).toString()}`;
