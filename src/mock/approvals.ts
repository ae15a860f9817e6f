import type { Causer } from './activity';
import { recordUpdated } from './activity';
import type { MockRecord } from './db';
import { publishNotices } from './live/happenings';
import { publish } from './live/server';
import { decisionOfStatus, mockRoleOf, opensMenu, verdictOf, type MockRole } from './roles';
import { readMockSettings } from './settings';
import { mockResource, store } from './store';
import { team } from './teamStore';
import { checkDecision } from './workflow';

/**
 * Two-person approval (docs/openapi.yaml, `Approval`): a decision over the acting admin's
 * `max_amount` is not applied; it becomes an approval that waits for a second admin, and the
 * record carries `pending_approval` (refusing decisions and edits) until it is decided. Approving
 * applies the decision's `changes` with the checker as `decided_by` and in the activity log;
 * rejecting needs the checker's reason; only the maker cancels; the maker never decides their own.
 */

/** How long an approval waits before it expires. */
export const APPROVAL_LIFETIME_MS = 24 * 3_600_000;

/** A decision's action id, from the status it moves the record to (src/mock/roles.ts). */
export const actionOfStatus = (status: unknown): string => decisionOfStatus(status) ?? 'edit';

export const WAITING_MESSAGE = 'این مورد در انتظار تأیید همکار است و تا تصمیم او تصمیم یا ویرایش دیگری نمی‌پذیرد.';
export const REQUESTED_MESSAGE = 'این تصمیم از سقف مجاز شما بیشتر است و برای تأیید همکار فرستاده شد.';

/** Whether the acting admin (src/mock/roles.ts) may open a menu id: a super admin, or in their accesses. */
export const mayOpen = (menuId: string, claims: { role: string }): boolean => opensMenu(mockRoleOf(claims), menuId);

/** An approval whose time ran out is `expired`, and its record waits no more. */
export function expireDue(now = Date.now()): void {
    for (const approval of team.approvals.all()) {
        if (approval.status !== 'pending' || Date.parse(String(approval.expires_at)) > now) continue;
        team.approvals.update(approval.id, { status: 'expired' });
        release(approval);
    }
}

/** The approval's record waits no more. */
function release(approval: MockRecord): MockRecord | undefined {
    const records = store.get(String(approval.subject_type));
    const subject = records?.get(Number(approval.subject_id));
    const pending = subject?.pending_approval as { id?: number } | null | undefined;
    if (!records || !subject || pending?.id !== approval.id) return subject;
    return records.update(subject.id, { pending_approval: null });
}

/**
 * The approval a decision needs, created (and the record marked as waiting), when the acting
 * admin's rules send it to a second admin; else null and the decision goes ahead (always, on a
 * server without two-person approval: `approvals: 'missing'`).
 */
export function approvalFor(
    role: MockRole,
    resource: string,
    stored: MockRecord,
    data: Record<string, unknown>,
    action: string,
    maker: Causer
): MockRecord | null {
    if (readMockSettings().approvals === 'missing' || !verdictOf(role, resource, action, stored.amount).needsApproval) return null;
    const changes = Object.fromEntries(
        Object.entries(data).filter(([key, value]) => key !== 'reason' && JSON.stringify(value ?? null) !== JSON.stringify(stored[key] ?? null))
    );
    return requestApproval(resource, stored, action, changes, maker, typeof data.reason === 'string' && data.reason.trim() ? data.reason.trim() : undefined);
}

/** A new approval of `changes` to a record, asked by `maker`; `approval.requested` is published. */
export function requestApproval(
    resource: string,
    stored: MockRecord,
    action: string,
    changes: Record<string, unknown>,
    maker: Causer,
    reason?: string,
    now = Date.now()
): MockRecord {
    const createdAt = new Date(now).toISOString();
    const approval = team.approvals.create({
        subject_type: resource,
        subject_id: stored.id,
        action,
        changes,
        amount: typeof stored.amount === 'number' ? stored.amount : null,
        maker: { ...maker },
        ...(reason ? { reason } : {}),
        status: 'pending',
        expires_at: new Date(now + APPROVAL_LIFETIME_MS).toISOString(),
        created_at: createdAt,
    });
    store.get(resource)?.update(stored.id, { pending_approval: { id: approval.id, action, maker: { ...maker }, created_at: createdAt } });
    publish('admin', 'approval.requested', {
        id: approval.id,
        subject_type: resource,
        subject_id: stored.id,
        action,
        amount: approval.amount,
        maker: { ...maker },
    });
    publishNotices();
    return approval;
}

export interface Answer {
    status: number;
    json: unknown;
}

const refusedAnswer = (message: string, status = 403): Answer => ({ status, json: { message } });
const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * `PUT /admin/approval/{id}` by `actor`: approve, reject (with `checker_reason`) or, for the maker
 * only, cancel. An approval no longer pending answers 422 with its current state.
 */
export function decideApproval(id: number, body: Record<string, unknown>, actor: Causer): Answer | null {
    expireDue();
    const approval = team.approvals.get(id);
    if (!approval) return null;
    const next = body.status;
    if (next !== 'approved' && next !== 'rejected' && next !== 'cancelled') {
        return { status: 422, json: { message: 'وضعیت معتبر نیست.', errors: { status: ['وضعیت معتبر نیست.'] } } };
    }
    if (approval.status !== 'pending') {
        const message = 'این درخواست دیگر در انتظار تأیید نیست.';
        return { status: 422, json: { message, errors: { status: [message] }, data: approval } };
    }
    const maker = approval.maker as Causer;
    const own = maker.id === actor.id;
    if (next === 'cancelled' && !own) return refusedAnswer('فقط درخواست‌کننده می‌تواند درخواست را لغو کند.');
    if (next !== 'cancelled' && own) return refusedAnswer('درخواست خودتان را نمی‌توانید تأیید یا رد کنید؛ همکار دیگری باید بررسی کند.');
    if (next === 'rejected' && blank(body.checker_reason)) {
        const message = 'برای رد کردن، دلیل را بنویسید.';
        return { status: 422, json: { message, errors: { checker_reason: [message] } } };
    }
    if (next === 'approved') {
        const applied = apply(approval, actor);
        if (applied) return applied;
    }
    const decided = team.approvals.update(id, {
        status: next,
        ...(next === 'cancelled' ? {} : { checker: { ...actor } }),
        ...(next === 'rejected' ? { checker_reason: String(body.checker_reason).trim() } : {}),
    })!;
    if (next !== 'approved') release(approval);
    publish('admin', 'approval.decided', { id, status: next, checker: next === 'cancelled' ? null : { ...actor } });
    publishNotices();
    return { status: 200, json: { data: decided } };
}

/** Applies an approved decision to its record, by the checker; an answer when it cannot be applied. */
function apply(approval: MockRecord, checker: Causer): Answer | null {
    const name = String(approval.subject_type);
    const records = store.get(name);
    const resource = mockResource(name);
    const stored = records?.get(Number(approval.subject_id));
    if (!records || !resource || !stored) return refusedAnswer('رکورد این درخواست دیگر وجود ندارد.', 422);
    const changes = approval.changes as Record<string, unknown>;
    const refused = resource.workflow ? checkDecision(resource.workflow, stored, changes) : null;
    if (refused) {
        const message = Object.values(refused)[0]?.[0] ?? 'این تصمیم دیگر ممکن نیست.';
        return { status: 422, json: { message, errors: { status: [message] } } };
    }
    const record = records.update(stored.id, {
        ...(resource.onWrite?.(changes, store) ?? changes),
        decided_by: { ...checker },
        pending_approval: null,
    });
    if (record) recordUpdated(name, stored, record, { ...checker }, new Date(), { id: approval.id, maker: approval.maker as Causer });
    return null;
}

export interface ApprovalQuery {
    status?: string;
    subject_type?: string;
    subject_id?: string;
    maker_id?: string;
    box?: string;
}

/** The approvals `me` may see, filtered, newest first. */
export function listApprovals(query: ApprovalQuery, me: number): MockRecord[] {
    expireDue();
    return team.approvals
        .all()
        .filter(approval => !query.status || approval.status === query.status)
        .filter(approval => !query.subject_type || approval.subject_type === query.subject_type)
        .filter(approval => !query.subject_id || String(approval.subject_id) === query.subject_id)
        .filter(approval => !query.maker_id || String((approval.maker as Causer).id) === query.maker_id)
        .filter(approval => {
            const makerId = (approval.maker as Causer).id;
            if (query.box === 'to_review') return approval.status === 'pending' && makerId !== me;
            if (query.box === 'mine') return makerId === me;
            return true;
        })
        .sort((a, b) => Date.parse(String(b.created_at)) - Date.parse(String(a.created_at)) || b.id - a.id);
}
