import type { MockRecord } from './db';
import { validate, type Rules } from './validation';

/**
 * How a strict server lets staff decide a customer's request (docs/openapi.yaml, 'Decisions'):
 * a decision is a `PUT` whose `status` differs from the stored one. It must be a move the
 * workflow allows from the record's current status (a decided request can't be decided again),
 * and it brings the fields that decision needs (a reason for a rejection, a tracking code …).
 * A `PUT` that keeps the status is an ordinary edit and is not a decision.
 */
export interface Workflow {
    /**
     * status → the statuses a decision may move it to; a status missing here is final. The first
     * status listed is where a record starts, before any decision (`startOf`).
     */
    transitions: Record<string, readonly string[]>;
    /** the rules a decision into a status adds */
    requires?: Record<string, Rules>;
    /** the 422 message when the record can't be moved that way (already decided …) */
    refused: string;
}

/** The status a record of this workflow has before any decision: the first in its transitions. */
export const startOf = (workflow: Workflow): string => Object.keys(workflow.transitions)[0];

/** The `errors` of a refused or incomplete decision, or null when the PUT may go ahead. */
export function checkDecision(
    workflow: Workflow,
    stored: MockRecord,
    body: Record<string, unknown>
): Record<string, string[]> | null {
    const next = body.status;
    if (next === undefined || next === null || next === stored.status) return null;
    const allowed = workflow.transitions[String(stored.status)] ?? [];
    if (!allowed.includes(String(next))) return { status: [workflow.refused] };
    const rules = workflow.requires?.[String(next)];
    return rules ? validate(rules, body) : null;
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** A rejection says why: 3 to 500 characters, shown to the customer. */
export const REJECTION: Rules = {
    reject_reason: [
        value => (blank(value) ? 'برای رد کردن، دلیل را بنویسید.' : undefined),
        value => (!blank(value) && String(value).trim().length < 3 ? 'دلیل رد باید دست‌کم ۳ نویسه باشد.' : undefined),
        value => (!blank(value) && String(value).length > 500 ? 'دلیل رد حداکثر ۵۰۰ نویسه است.' : undefined),
    ],
};

/** A bank's tracking code for a payment: 6 to 30 digits. */
export const BANK_TRACKING_CODE: Rules = {
    tracking_code: [
        value => (blank(value) ? 'کد پیگیری بانک را وارد کنید.' : undefined),
        value => (!blank(value) && !/^\d{6,30}$/.test(String(value)) ? 'کد پیگیری بانک باید ۶ تا ۳۰ رقم باشد.' : undefined),
    ],
};

/** The simple queue: a pending request is approved or rejected with a reason, once. */
export const approveOrReject = (refused: string): Workflow => ({
    transitions: { pending: ['approved', 'rejected'] },
    requires: { rejected: REJECTION },
    refused,
});
