import { PENDING_QUEUE, approveDecision, bankTrackingCodeField, rejectDecision } from '../decisions/presets';
import { WITHDRAWAL_STATUS } from '../../domain/statuses';
import type { ResourceDefinition } from '../types';
import { choicesOf, createdAtField, customerField, descriptionField, idField, rejectReasonField, statusField } from '../fields/common';

/**
 * Payment requests (درخواست پرداخت): a customer asks to be paid money from their wallet into
 * their bank account.
 *
 * API fields: id; user_id (a customer); amount (Toman); iban (IR and 24 digits, valid check
 * digits); card_number (16 digits passing Luhn, or null); status ('pending' | 'approved' |
 * 'paid' | 'rejected'); tracking_code (the bank transfer's reference; required once paid); paid_at (ISO
 * 8601; the server fills it when the status becomes paid and clears it otherwise); description
 * (staff note, or null); reject_reason (why it was rejected, or null); created_at (read-only, ISO 8601).
 */
export const withdrawal: ResourceDefinition = {
    name: 'withdrawal',
    menuId: 'withdrawal',
    icon: 'Payments',
    label: { one: 'درخواست پرداخت', many: 'درخواست‌های پرداخت' },
    recordRepresentation: 'iban',
    searchHint: 'نام مشتری، شماره شبا، شماره کارت، کد پیگیری یا توضیحات',
    sort: { field: 'created_at', order: 'DESC' },
    fields: [
        idField,
        customerField(),
        { source: 'amount', type: 'money', label: 'مبلغ', unit: 'تومان', required: true, min: 1000 },
        { source: 'iban', type: 'iban', label: 'شماره شبا', required: true },
        { source: 'card_number', type: 'card', label: 'شماره کارت', list: false },
        statusField(choicesOf(WITHDRAWAL_STATUS, { pending: 'warning', approved: 'info', paid: 'success', rejected: 'error' })),
        { source: 'tracking_code', type: 'text', label: 'کد پیگیری', helperText: 'برای درخواست پرداخت‌شده الزامی است.' },
        { source: 'paid_at', type: 'datetime', label: 'زمان پرداخت' },
        descriptionField,
        rejectReasonField,
        createdAtField(),
    ],
    // approve, reject with a reason, or mark paid with the bank's tracking code (and when it was paid)
    keyFacts: ['status', 'amount', 'user_id', 'created_at'],
    sections: [
        { id: 'destination', label: 'حساب مقصد', fields: ['iban', 'card_number'] },
        { id: 'payment', label: 'پرداخت', fields: ['tracking_code', 'paid_at'] },
        { id: 'review', label: 'بررسی', fields: ['description', 'reject_reason'] },
    ],
    decisions: [
        approveDecision(),
        {
            id: 'pay',
            label: 'ثبت پرداخت',
            color: 'primary',
            when: { status: ['pending', 'approved'] },
            changes: { status: 'paid' },
            fields: [
                bankTrackingCodeField,
                { source: 'paid_at', type: 'datetime', label: 'زمان پرداخت', helperText: 'اگر خالی بماند، زمان ثبت ذخیره می‌شود.' },
            ],
            shortcut: 'p',
        },
        rejectDecision(['pending', 'approved']),
    ],
    queue: PENDING_QUEUE,
};
