import { PENDING_QUEUE, approveDecision, rejectDecision } from '../decisions/presets';
import type { ResourceDefinition } from '../types';
import { createdAtField, customerField, descriptionField, idField, rejectReasonField, statusField } from '../fields/common';

/**
 * Payment slips (فیش) customers upload after paying into the company's accounts.
 *
 * API fields: id; user_id (a customer); amount (Toman); bank_name (the paying bank, text);
 * tracking_code (the bank's reference, 4–30 Latin letters or digits); image (the slip's picture
 * URL, or null); status ('pending' | 'approved' | 'rejected'); description (staff note, e.g. why
 * a slip was rejected, or null); created_at (read-only, ISO 8601).
 */
export const receipt: ResourceDefinition = {
    name: 'receipt',
    menuId: 'receipt',
    icon: 'ReceiptLong',
    label: { one: 'فیش', many: 'فیش‌ها' },
    recordRepresentation: 'tracking_code',
    searchHint: 'نام مشتری، کد پیگیری، بانک یا توضیحات',
    sort: { field: 'created_at', order: 'DESC' },
    fields: [
        idField,
        customerField(),
        { source: 'amount', type: 'money', label: 'مبلغ', unit: 'تومان', required: true, min: 1000 },
        { source: 'bank_name', type: 'text', label: 'بانک', required: true },
        { source: 'tracking_code', type: 'text', label: 'کد پیگیری', required: true },
        { source: 'image', type: 'image', label: 'تصویر فیش', list: false },
        statusField(),
        descriptionField,
        rejectReasonField,
        createdAtField(),
    ],
    keyFacts: ['status', 'amount', 'user_id', 'created_at'],
    sections: [
        { id: 'payment', label: 'پرداخت', fields: ['bank_name', 'tracking_code', 'image'] },
        { id: 'review', label: 'بررسی', fields: ['description', 'reject_reason'] },
    ],
    decisions: [approveDecision(), rejectDecision()],
    queue: PENDING_QUEUE,
};
