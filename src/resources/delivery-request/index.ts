import { PENDING_QUEUE, rejectDecision } from '../decisions/presets';
import { DELIVERY_STATUS } from '../../domain/statuses';
import type { ResourceDefinition } from '../types';
import { choicesOf, createdAtField, customerField, idField, rejectReasonField, statusField } from '../fields/common';

/**
 * Delivery requests: a customer asks for part of their gold balance as physical metal, sent by
 * insured post.
 *
 * API fields: id; user_id (a customer); product_id (a product); quantity (in the product's
 * unit); address; postal_code (10 digits); mobile (09 and 9 digits); delivery_date (YYYY-MM-DD);
 * status ('pending' | 'preparing' | 'sent' | 'delivered' | 'rejected'); tracking_code (the post's
 * parcel code, or null); created_at (read-only, ISO 8601).
 */
export const deliveryRequest: ResourceDefinition = {
    name: 'delivery-request',
    menuId: 'delivery_request',
    icon: 'LocalShipping',
    label: { one: 'درخواست تحویل', many: 'درخواست‌های تحویل' },
    recordRepresentation: 'postal_code',
    searchHint: 'نام مشتری، نشانی، کد پستی، موبایل یا کد رهگیری',
    sort: { field: 'created_at', order: 'DESC' },
    fields: [
        idField,
        customerField(),
        { source: 'product_id', type: 'reference', reference: 'product', label: 'محصول', filter: true, required: true },
        { source: 'quantity', type: 'quantity', label: 'مقدار', required: true, min: 0.001, unitFrom: { source: 'unit', reference: 'product', via: 'product_id' } },
        { source: 'address', type: 'longtext', label: 'نشانی', list: false, required: true },
        { source: 'postal_code', type: 'text', label: 'کد پستی', list: false, required: true },
        { source: 'mobile', type: 'mobile', label: 'موبایل', required: true },
        { source: 'delivery_date', type: 'date', label: 'تاریخ تحویل', required: true },
        statusField(choicesOf(DELIVERY_STATUS, { pending: 'warning', preparing: 'info', sent: 'primary', delivered: 'success', rejected: 'error' })),
        { source: 'tracking_code', type: 'text', label: 'کد رهگیری پست', list: false },
        rejectReasonField,
        createdAtField(),
    ],
    // schedule (preparing, with its delivery date in Jalali), mark delivered, or reject with a reason
    keyFacts: ['status', 'product_id', 'quantity', 'user_id', 'delivery_date'],
    sections: [
        { id: 'address', label: 'نشانی تحویل', fields: ['address', 'postal_code', 'mobile'] },
        { id: 'shipping', label: 'ارسال', fields: ['tracking_code', 'created_at'] },
        { id: 'review', label: 'بررسی', fields: ['reject_reason'] },
    ],
    decisions: [
        {
            id: 'schedule',
            label: 'زمان‌بندی تحویل',
            color: 'primary',
            when: { status: ['pending'] },
            changes: { status: 'preparing' },
            fields: [{ source: 'delivery_date', type: 'date', label: 'تاریخ تحویل', required: true }],
            shortcut: 's',
        },
        {
            id: 'deliver',
            label: 'تحویل شد',
            color: 'success',
            when: { status: ['preparing', 'sent'] },
            changes: { status: 'delivered' },
            confirm: true,
            shortcut: 'd',
        },
        rejectDecision(['pending', 'preparing']),
    ],
    queue: PENDING_QUEUE,
};
