import { builtInQueues } from '../definitions';
import { readMockSettings } from '../settings';
import { store } from '../store';
import { approvalsToReview, team } from '../teamStore';

/**
 * The notice count per menu id (docs/openapi.yaml, MenuId): what waits for staff in each screen, as
 * its definition's `queue` says (pending receipts and withdrawals, open tickets, draft
 * notifications …), and the approvals this admin may decide.
 */
const waiting = (filter: Record<string, unknown>) => (record: Record<string, unknown>) =>
    Object.entries(filter).every(([field, value]) => record[field] === value);

export function notices(me?: number): Record<string, number> {
    if (me !== undefined) team.signedIn = me;
    const counts: Record<string, number> = Object.fromEntries(
        builtInQueues
            // the approvals are counted apart, for the admin who asks
            .filter(({ resource }) => store.has(resource))
            .map(({ menuId, resource, filter }) => [menuId, store.get(resource)!.all().filter(waiting(filter)).length])
    );
    // the approvals this admin may decide: the others' requests that wait (none on a server without them)
    if (readMockSettings().approvals !== 'missing') counts.approval = approvalsToReview();
    return counts;
}
