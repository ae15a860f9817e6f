import type { MockRecord } from './db';

/**
 * A decision the admin's permissions allow only with a second admin's approval (its record's
 * `amount` is over their `max_amount`): what the mock's `PUT` asks before it applies it.
 */
export interface ApprovalRequest {
    resource: string;
    /** the record as stored, before the decision */
    record: MockRecord;
    /** the decision's id (`approve`, `pay` …) */
    action: string;
    /** the `PUT`'s changes, validated */
    data: Record<string, unknown>;
    maker: { id: number | string; name: string };
}

/** Answers a decision that needs approval (a `202`), or `null` to apply it at once. */
export type ApprovalHandler = (request: ApprovalRequest) => Response | null;

// until the two-person approval is played, such a decision is applied at once, as before
let handler: ApprovalHandler = () => null;

/** Sets how the mock answers a decision over the admin's limit (the approvals' mock sets a 202). */
export function setApprovalHandler(next: ApprovalHandler): void {
    handler = next;
}

export const needsApproval = (request: ApprovalRequest): Response | null => handler(request);
