import { PENDING_QUEUE, approveDecision, rejectDecision } from '../decisions/presets';
import { REVIEW_CHOICES, createdAtField, customerField, idField, rejectReasonField } from '../fields/common';
import type { ResourceDefinition } from '../types';

/**
 * Discount coupons for customers, approved or rejected by staff (docs/openapi.yaml, coupon).
 *
 * API fields: id; code (text); percent (1–100); expires_at (YYYY-MM-DD, or null); user_id (a
 * customer); status ('pending' | 'approved' | 'rejected', the server's: a new coupon is pending);
 * reject_reason (why staff rejected it, or null); created_at (ISO 8601, the server's).
 */
export const coupon: ResourceDefinition = {
    name: 'coupon',
    menuId: 'coupon',
    icon: 'Discount',
    label: { one: 'کوپن', many: 'کوپن‌ها' },
    recordRepresentation: 'code',
    searchHint: 'کد',
    fields: [
        idField,
        { source: 'code', type: 'text', label: 'کد', required: true },
        { source: 'percent', type: 'number', label: 'درصد تخفیف', min: 1, max: 100, unit: 'درصد', required: true },
        { source: 'expires_at', type: 'date', label: 'تاریخ انقضا', filter: true },
        customerField(),
        { source: 'status', type: 'enum', label: 'وضعیت', form: false, filter: 'alwaysOn', choices: REVIEW_CHOICES },
        rejectReasonField,
        createdAtField(),
    ],
    decisions: [approveDecision(), rejectDecision()],
    queue: PENDING_QUEUE,
};
