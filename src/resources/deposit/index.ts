import { PENDING_QUEUE, approveDecision, rejectDecision } from '../decisions/presets';
import type { ResourceDefinition } from '../types';
import { createdAtField, customerField, descriptionField, idField, rejectReasonField, statusField } from '../fields/common';

/**
 * Deposit requests (درخواست واریز): a customer reports a transfer into one of the company's bank
 * accounts so that staff credit their wallet once it arrives.
 *
 * API fields: id; user_id (a customer); bank_id (the company's bank account paid into);
 * amount (Toman); tracking_code (the bank's reference, unique per account); status ('pending' |
 * 'approved' | 'rejected'); description (staff note, or null); created_at (read-only, ISO 8601).
 */
export const deposit: ResourceDefinition = {
    name: 'deposit',
    menuId: 'deposit',
    icon: 'Savings',
    label: { one: 'درخواست واریز', many: 'درخواست‌های واریز' },
    recordRepresentation: 'tracking_code',
    searchHint: 'نام مشتری، کد پیگیری یا توضیحات',
    sort: { field: 'created_at', order: 'DESC' },
    fields: [
        idField,
        customerField(),
        { source: 'bank_id', type: 'reference', reference: 'bank', label: 'حساب مقصد', filter: true, required: true },
        { source: 'amount', type: 'money', label: 'مبلغ', unit: 'تومان', required: true, min: 1000 },
        { source: 'tracking_code', type: 'text', label: 'کد پیگیری', required: true },
        statusField(),
        descriptionField,
        rejectReasonField,
        createdAtField(),
    ],
    keyFacts: ['status', 'amount', 'user_id', 'created_at'],
    sections: [
        { id: 'payment', label: 'واریز', fields: ['bank_id', 'tracking_code'] },
        { id: 'review', label: 'بررسی', fields: ['description', 'reject_reason'] },
    ],
    decisions: [approveDecision(), rejectDecision()],
    queue: PENDING_QUEUE,
};
