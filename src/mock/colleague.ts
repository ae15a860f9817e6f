import { actionOfStatus, decideApproval, requestApproval, type Answer } from './approvals';
import { COLLEAGUE } from './auth';
import type { MockRecord } from './db';
import { publishOrderDecision } from './live/happenings';
import { mockResource, store } from './store';
import { team } from './teamStore';

/**
 * Another staff member at work on the same records, to rehearse conflicts: they change a record
 * or decide it while the admin has it open. Each write stamps a new `updated_at` (as every write
 * does), so the admin's next save of the version it read answers 409.
 */

/** The fields a colleague edits, first present wins: a text anyone may change. */
const EDITABLE_TEXTS = ['title', 'description', 'note', 'name', 'account_name', 'subject', 'value'];

/** What a colleague appends to the text they change. */
export const COLLEAGUE_MARK = ' (ویرایش همکار)';

/** The record a page's address opens (`/bank/3`, `/receipt/12/show`), if any. */
export function recordOfPath(pathname: string): { resource: string; id: number } | null {
    const match = /^\/([a-z][a-z-]*)\/(\d+)(?:\/show)?\/?$/.exec(pathname);
    if (!match || !store.has(match[1])) return null;
    return { resource: match[1], id: Number(match[2]) };
}

/** A colleague changes one text of the record (and so its version); the record as stored, or null. */
export function changeAsColleague(resource: string, id: number): MockRecord | null {
    const collection = store.get(resource);
    const definition = mockResource(resource);
    const stored = collection?.get(id);
    if (!collection || !definition || !stored) return null;
    const field = EDITABLE_TEXTS.find(source => source in definition.rules && typeof stored[source] === 'string');
    const change: Record<string, unknown> = field ? { [field]: `${String(stored[field])}${COLLEAGUE_MARK}` } : {};
    const record = collection.update(id, change) ?? null;
    if (record && resource === 'order') publishOrderDecision(record);
    return record;
}

/**
 * A colleague decides the record: the first move its workflow allows from its status that needs
 * no further field (a pending receipt is approved), recorded with `decided_by`. An order pending
 * is approved and `order.updated` is published. The record as stored, or null when nothing applies.
 */
export function decideAsColleague(resource: string, id: number): MockRecord | null {
    const collection = store.get(resource);
    const definition = mockResource(resource);
    const stored = collection?.get(id);
    if (!collection || !definition || !stored) return null;
    if (resource === 'order') {
        if (stored.status_enum !== 'pending') return null;
        const decision = { status: 'approved' };
        const record = collection.update(id, { ...(definition.onWrite?.(decision, store) ?? decision), decided_by: { ...COLLEAGUE } });
        if (record) publishOrderDecision(record);
        return record ?? null;
    }
    const workflow = definition.workflow;
    if (!workflow) return null;
    const next = (workflow.transitions[String(stored.status)] ?? []).find(status => !workflow.requires?.[status]);
    if (!next) return null;
    const change = { status: next };
    return collection.update(id, { ...(definition.onWrite?.(change, store) ?? change), decided_by: { ...COLLEAGUE } }) ?? null;
}

/**
 * The colleague asks for a decision a second admin must approve (the signed-in admin, from the
 * approvals screen): the record's first move that needs no further field, as an approval of
 * theirs. The approval, or null when the record has no such move or already waits.
 */
export function requestAsColleague(resource: string, id: number): MockRecord | null {
    const definition = mockResource(resource);
    const stored = store.get(resource)?.get(id);
    const workflow = definition?.workflow;
    if (!stored || !workflow || stored.pending_approval) return null;
    const next = (workflow.transitions[String(stored.status)] ?? []).find(status => !workflow.requires?.[status]);
    if (!next) return null;
    return requestApproval(resource, stored, actionOfStatus(next), { status: next }, { ...COLLEAGUE }, 'مبلغ از سقف من بیشتر است؛ لطفاً بررسی کنید.');
}

/**
 * The colleague decides the newest approval waiting that someone else asked for (on the record
 * `resource`/`id` when given): approves it, or rejects it with a reason. The answer, or null when
 * none waits.
 */
export function decideApprovalAsColleague(status: 'approved' | 'rejected', resource?: string, id?: number): Answer | null {
    const waiting = team.approvals
        .all()
        .filter(approval => approval.status === 'pending' && (approval.maker as { id: number }).id !== COLLEAGUE.id)
        .filter(approval => !resource || (approval.subject_type === resource && Number(approval.subject_id) === id));
    const approval = waiting[0];
    if (!approval) return null;
    return decideApproval(approval.id, { status, checker_reason: status === 'rejected' ? 'مدارک کافی نیست؛ دوباره بررسی شود.' : undefined }, { ...COLLEAGUE });
}
