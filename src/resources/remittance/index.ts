import { PENDING_QUEUE, approveDecision, rejectDecision } from '../decisions/presets';
import type { ResourceDefinition } from '../types';
import { createdAtField, customerField, descriptionField, idField, rejectReasonField, statusField } from '../fields/common';

/**
 * Gold remittances (حواله): a customer transfers part of their gold balance to another person or
 * to a branch for collection.
 *
 * API fields: id; user_id (the sending customer); product_id (a product); quantity (in the
 * product's unit, up to 3 decimals); receiver_name; receiver_mobile (09 and 9 digits); status
 * ('pending' | 'approved' | 'rejected'); description (or null); created_at (read-only, ISO 8601).
 */
export const remittance: ResourceDefinition = {
    name: 'remittance',
    menuId: 'remittance',
    icon: 'SwapHoriz',
    label: { one: 'حواله', many: 'حواله‌ها' },
    recordRepresentation: 'receiver_name',
    searchHint: 'نام فرستنده، نام یا موبایل گیرنده یا توضیحات',
    sort: { field: 'created_at', order: 'DESC' },
    fields: [
        idField,
        customerField('فرستنده'),
        { source: 'product_id', type: 'reference', reference: 'product', label: 'محصول', filter: true, required: true },
        { source: 'quantity', type: 'quantity', label: 'مقدار', required: true, min: 0.001, unitFrom: { source: 'unit', reference: 'product', via: 'product_id' } },
        { source: 'receiver_name', type: 'text', label: 'نام گیرنده', required: true },
        { source: 'receiver_mobile', type: 'mobile', label: 'موبایل گیرنده', required: true },
        statusField(),
        descriptionField,
        rejectReasonField,
        createdAtField(),
    ],
    keyFacts: ['status', 'quantity', 'product_id', 'user_id', 'created_at'],
    sections: [
        { id: 'receiver', label: 'گیرنده', fields: ['receiver_name', 'receiver_mobile'] },
        { id: 'review', label: 'بررسی', fields: ['description', 'reject_reason'] },
    ],
    decisions: [approveDecision(), rejectDecision()],
    queue: { ...PENDING_QUEUE, tile: false },
};
