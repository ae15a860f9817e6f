import { dataProvider } from '../providers/dataProvider';
import { parseOrder, type LiveOrder } from './events';
import type { LiveStore } from './liveStore';

/** How many waiting orders the panel loads when it (re)connects. */
export const PENDING_ON_OPEN = 100;

/**
 * The orders pending now (`GET /admin/order?status_enum=pending`, newest first), so a reload or
 * a dropped connection loses none; anything not pending or malformed is left out.
 */
export async function fetchPendingOrders(): Promise<LiveOrder[]> {
    const { data: rows } = await dataProvider.getList('order', {
        pagination: { page: 1, perPage: PENDING_ON_OPEN },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { status_enum: 'pending' },
    });
    return rows.map(row => parseOrder(row)).filter((order): order is LiveOrder => order?.status_enum === 'pending');
}

/**
 * Makes the panel agree with the server: the fetched orders are in it (without opening it or
 * ringing), and when the answer holds every pending order, those that were in the panel before
 * the request and are no longer pending leave (orders that arrived meanwhile stay).
 */
export async function catchUpPendingOrders(store: LiveStore, fetch = fetchPendingOrders): Promise<void> {
    const before = new Set(store.getState().orders.map(order => String(order.id)));
    const pending = await fetch();
    pending.forEach(order => store.putOrder(order));
    if (pending.length >= PENDING_ON_OPEN) return;
    const waiting = new Set(pending.map(order => String(order.id)));
    store.getState().orders.forEach(order => {
        const id = String(order.id);
        if (before.has(id) && !waiting.has(id)) store.removeOrder(order.id);
    });
}
