import { getResponse, http } from 'msw';
import type { MockRecord } from '../db';
import { resourceHandlers } from '../handlers/resources';
import { store } from '../store';
import { publishOrderDecision } from './happenings';

/**
 * `PUT /admin/order/{id}` as the generic REST answers it (src/mock/handlers/resources.ts, asked
 * through MSW's `getResponse`), and when that changed the order's status — a decision (docs/openapi.yaml,
 * order) — `order.updated` with the stored record and `notices.updated` on the live channel, so every
 * open admin page drops the decided order. Listed before the generic handlers.
 */
export const orderDecisionHandlers = [
    http.put('*/admin/order/:id', async ({ params, request }) => {
        const before = store.get('order')?.get(Number(params.id))?.status_enum;
        const response = await getResponse(resourceHandlers, request);
        if (response?.ok) {
            const order = store.get('order')?.get(Number(params.id));
            if (order && order.status_enum !== before) publishOrderDecision(order as MockRecord);
        }
        return response;
    }),
];
