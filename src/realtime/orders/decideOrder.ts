import { dataProvider } from '../../providers/dataProvider';
import type { LiveOrder } from '../events';
import { announceDecision } from '../tabs/decisionSync';

/** What staff may decide about a pending order (docs/openapi.yaml, order). */
export type OrderDecision = 'approved' | 'rejected';

export interface OrderDecisionBody {
    status: OrderDecision;
    /** only when the order has `ask_auto_order` */
    auto_order?: 'yes' | 'no';
    /** the order's `updated_at` as the admin read it, when it has one: a newer order answers 409 */
    updated_at?: string;
}

/**
 * The body of `PUT /admin/order/{id}` (docs/openapi.yaml, order): the decision, and `auto_order` ('send the
 * order to the authority') only when the order asked for it. The box is ticked by default,
 * so an omitted `autoOrder` means yes.
 */
export function decisionBody(order: LiveOrder, status: OrderDecision, autoOrder = true): OrderDecisionBody {
    return {
        status,
        ...(order.ask_auto_order ? { auto_order: autoOrder ? 'yes' : 'no' } : {}),
        ...(typeof order.updated_at === 'string' && order.updated_at ? { updated_at: order.updated_at } : {}),
    };
}

/** `PUT /admin/order/{id}`; rejects with react-admin's HttpError when the server refuses. */
export async function decideOrder(order: LiveOrder, status: OrderDecision, autoOrder?: boolean) {
    const response = await dataProvider.decideOrder(order.id, decisionBody(order, status, autoOrder));
    announceDecision(order.id); // the admin's other tabs drop it at once
    return response;
}
