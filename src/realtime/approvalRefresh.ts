import type { QueryClient } from '@tanstack/react-query';
import type { ApprovalEvent } from './events';
import type { ListRefresher } from './listRefresh';

/** The `pending_approval.id` of a record read by a page, if it waits for one. */
const pendingIdOf = (data: unknown): string | undefined => {
    const pending = (data as { pending_approval?: { id?: unknown } } | null | undefined)?.pending_approval;
    return pending && typeof pending === 'object' && pending.id !== undefined && pending.id !== null ? String(pending.id) : undefined;
};

/**
 * An approval asked for or decided (docs/asyncapi.yaml, `approval.requested` / `approval.decided`):
 * the open approvals lists (the badge's count comes with `notices.updated`) and the approval's page
 * are read again at once, and so is the page of the record it concerns: named by the event when
 * asked for, else found by the `pending_approval` the page read.
 */
export function refreshApproval(queryClient: QueryClient, lists: ListRefresher, approval: ApprovalEvent): void {
    const id = String(approval.id);
    void queryClient.invalidateQueries({ queryKey: ['approval', 'getList'] });
    void queryClient.invalidateQueries({ queryKey: ['approval', 'getOne', { id }] });
    if (approval.subject) {
        void queryClient.invalidateQueries({ queryKey: [approval.subject.type, 'getOne', { id: String(approval.subject.id) }] });
        lists.refresh(approval.subject.type);
    }
    void queryClient.invalidateQueries({
        predicate: query => query.queryKey[1] === 'getOne' && pendingIdOf(query.state.data) === id,
    });
    // a list showing the record as waiting reads it again too
    queryClient
        .getQueryCache()
        .findAll({ predicate: query => query.queryKey[1] === 'getList' && query.queryKey[0] !== 'approval' })
        .forEach(query => {
            const rows = (query.state.data as { data?: unknown[] } | undefined)?.data;
            if (Array.isArray(rows) && rows.some(row => pendingIdOf(row) === id)) lists.refresh(String(query.queryKey[0]));
        });
}
