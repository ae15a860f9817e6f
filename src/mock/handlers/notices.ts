import { readMockSettings } from '../settings';
import { store } from '../store';
import { approvalsToReview, team } from '../teamStore';

/**
 * The notice count per menu id (docs/openapi.yaml, MenuId): what waits for staff in each screen — pending
 * orders, receipts, withdrawals, deposits, remittances and deliveries, and open tickets.
 */
const WAITING: Array<[menuId: string, resource: string, field: string, value: string]> = [
    ['order', 'order', 'status_enum', 'pending'],
    ['receipt', 'receipt', 'status', 'pending'],
    ['ticket', 'ticket', 'status', 'open'],
    ['remittance', 'remittance', 'status', 'pending'],
    ['withdrawal', 'withdrawal', 'status', 'pending'],
    ['deposit', 'deposit', 'status', 'pending'],
    ['delivery_request', 'delivery-request', 'status', 'pending'],
    ['credit', 'credit', 'status', 'pending'],
    ['notification', 'notification', 'status', 'draft'],
];

export function notices(me?: number): Record<string, number> {
    if (me !== undefined) team.signedIn = me;
    const counts: Record<string, number> = Object.fromEntries(
        WAITING.map(([menuId, resource, field, value]) => [
            menuId,
            store.get(resource)?.all().filter(record => record[field] === value).length ?? 0,
        ])
    );
    // the approvals this admin may decide: the others' requests that wait (none on a server without them)
    if (readMockSettings().approvals !== 'missing') counts.approval = approvalsToReview();
    return counts;
}
