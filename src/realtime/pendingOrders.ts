import { request } from '../providers/httpClient';
import { parseOrder, type LiveOrder } from './events';

/** How many waiting orders the panel loads when the page opens. */
export const PENDING_ON_OPEN = 100;

/**
 * The orders already pending when the page opens (`GET /admin/order?status_enum=pending`, newest
 * first), so a reload loses none; anything not pending or malformed is left out.
 */
export async function fetchPendingOrders(): Promise<LiveOrder[]> {
    const query = new URLSearchParams({
        page: '1',
        per_page: String(PENDING_ON_OPEN),
        status_enum: 'pending',
        sort: 'created_at',
        order: 'desc',
    });
    const { json } = await request<{ data?: unknown[] }>(`/admin/order?${query}`);
    const rows = Array.isArray(json?.data) ? json.data : [];
    return rows.map(parseOrder).filter((order): order is LiveOrder => order?.status_enum === 'pending');
}
