import { PENDING_QUEUE, approveDecision, reasonField, rejectDecision } from '../decisions/presets';
import { CREDIT_STATUS } from '../../domain/statuses';
import type { ResourceDefinition } from '../types';
import { choicesOf, createdAtField, customerField, descriptionField, idField, rejectReasonField, statusField } from '../fields/common';

/**
 * Credit lines (اعتبار) granted to customers for buying gold before paying.
 *
 * API fields: id; user_id (a customer); amount (the credit, Toman, at least 100,000);
 * used_amount (read-only: what has been spent of it, Toman); expires_at (YYYY-MM-DD); status
 * ('active' | 'expired' | 'revoked'); description (or null); created_at (read-only, ISO 8601).
 */
export const credit: ResourceDefinition = {
    name: 'credit',
    menuId: 'credit',
    icon: 'CreditScore',
    label: { one: 'اعتبار', many: 'اعتبارها' },
    recordRepresentation: 'amount',
    searchHint: 'نام مشتری یا توضیحات',
    sort: { field: 'created_at', order: 'DESC' },
    fields: [
        idField,
        customerField(),
        { source: 'amount', type: 'money', label: 'مبلغ اعتبار', unit: 'تومان', required: true, min: 100_000 },
        { source: 'used_amount', type: 'money', label: 'مبلغ استفاده‌شده', unit: 'تومان', form: false },
        { source: 'expires_at', type: 'date', label: 'تاریخ انقضا', required: true },
        statusField(choicesOf(CREDIT_STATUS, { pending: 'warning', active: 'success', expired: 'default', revoked: 'error', rejected: 'error' })),
        descriptionField,
        rejectReasonField,
        createdAtField(),
    ],
    // a requested credit is granted (active) or rejected; an active one can be revoked, with a reason
    keyFacts: ['status', 'amount', 'user_id', 'expires_at'],
    sections: [
        { id: 'usage', label: 'مصرف', fields: ['used_amount', 'created_at'] },
        { id: 'review', label: 'بررسی', fields: ['description', 'reject_reason'] },
    ],
    decisions: [
        { ...approveDecision({ status: 'active' }), label: 'تأیید و فعال‌سازی' },
        rejectDecision(),
        {
            id: 'revoke',
            label: 'لغو اعتبار',
            color: 'error',
            when: { status: ['active'] },
            changes: { status: 'revoked' },
            fields: [{ ...reasonField, label: 'دلیل لغو' }],
            confirm: 'اعتبار فعال لغو می‌شود و مشتری دیگر نمی‌تواند از آن خرید کند.',
        },
    ],
    queue: { ...PENDING_QUEUE, tile: false },
};
