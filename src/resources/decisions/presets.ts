import type { DecisionDefinition, FieldDefinition } from '../types';

/**
 * Decisions and decision fields many queues share, declared once (the server's rules:
 * docs/openapi.yaml, 'Decisions'). Plain data: a decision's icon comes from its id (./icons.ts),
 * and a field's extra checks are named in the validator registry (../fields/namedValidators.ts).
 */

/** A rejection's reason, 3 to 500 characters: the customer reads it. */
export const reasonField: FieldDefinition = {
    source: 'reject_reason',
    type: 'longtext',
    label: 'دلیل رد',
    required: true,
    helperText: 'این متن به مشتری نشان داده می‌شود.',
    validate: ['reasonLength'],
};

/** The bank's tracking code of a payment: 6 to 30 digits (Persian digits welcome). */
export const bankTrackingCodeField: FieldDefinition = {
    source: 'tracking_code',
    type: 'text',
    label: 'کد پیگیری بانک',
    required: true,
    validate: ['bankTrackingCode'],
};

/** Approve a waiting request (`a`): it goes to `approved` unless said otherwise. */
export const approveDecision = (changes: Record<string, unknown> = { status: 'approved' }, from: string[] = ['pending']): DecisionDefinition => ({
    id: 'approve',
    label: 'تأیید',
    color: 'success',
    when: { status: from },
    changes,
    shortcut: 'a',
});

/** Reject a waiting request with its reason (`r`). */
export const rejectDecision = (from: string[] = ['pending']): DecisionDefinition => ({
    id: 'reject',
    label: 'رد',
    color: 'error',
    when: { status: from },
    changes: { status: 'rejected' },
    fields: [reasonField],
    shortcut: 'r',
});

/** The queue of requests waiting for staff. */
export const PENDING_QUEUE = { filter: { status: 'pending' } };
