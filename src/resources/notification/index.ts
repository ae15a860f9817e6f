import { NOTIFICATION_STATUS, NOTIFICATION_TARGET } from '../../domain/statuses';
import type { ResourceDefinition } from '../types';
import { choicesOf, createdAtField, idField, statusField } from '../fields/common';

/**
 * Notifications (اعلان) sent to customers: to all, to one customer category, or to one customer.
 *
 * API fields: id; title; message; target ('all' | 'category' | 'user'); user_id (a customer;
 * required when target is 'user', null otherwise); category_id (a customer category; required
 * when target is 'category', null otherwise); status ('draft' | 'sent'); sent_at (ISO 8601; the
 * server stamps it when the status becomes sent, null for drafts); created_at (read-only).
 */
export const notification: ResourceDefinition = {
    name: 'notification',
    menuId: 'notification',
    icon: 'Campaign',
    label: { one: 'اعلان', many: 'اعلان‌ها' },
    recordRepresentation: 'title',
    searchHint: 'عنوان یا متن پیام',
    sort: { field: 'created_at', order: 'DESC' },
    fields: [
        idField,
        { source: 'title', type: 'text', label: 'عنوان', required: true },
        { source: 'message', type: 'longtext', label: 'متن پیام', list: false, required: true },
        {
            source: 'target',
            type: 'enum',
            label: 'گیرندگان',
            filter: true,
            required: true,
            choices: choicesOf(NOTIFICATION_TARGET, { all: 'primary', category: 'info', user: 'secondary' }),
        },
        {
            source: 'category_id',
            type: 'reference',
            reference: 'user-category',
            label: 'دسته‌بندی مشتریان',
            helperText: 'وقتی گیرنده «یک دسته‌بندی» است',
        },
        {
            source: 'user_id',
            type: 'reference',
            reference: 'user',
            label: 'مشتری',
            filter: true,
            helperText: 'وقتی گیرنده «یک مشتری» است',
        },
        statusField(choicesOf(NOTIFICATION_STATUS, { draft: 'default', sent: 'success', cancelled: 'error' })),
        { source: 'sent_at', type: 'datetime', label: 'زمان ارسال', form: false },
        createdAtField('تاریخ ایجاد'),
    ],
    // a draft is sent now or cancelled, once
    keyFacts: ['status', 'target', 'sent_at'],
    sections: [
        { id: 'message', label: 'پیام', fields: ['title', 'message'] },
        { id: 'audience', label: 'گیرندگان', fields: ['category_id', 'user_id'] },
    ],
    decisions: [
        {
            id: 'send',
            label: 'ارسال اکنون',
            color: 'primary',
            when: { status: ['draft'] },
            changes: { status: 'sent' },
            confirm: 'اعلان همین حالا برای گیرندگانش فرستاده می‌شود و پس گرفتنی نیست.',
            shortcut: 's',
        },
        {
            id: 'cancel',
            label: 'لغو اعلان',
            color: 'error',
            when: { status: ['draft'] },
            changes: { status: 'cancelled' },
            confirm: 'این پیش‌نویس لغو می‌شود و دیگر فرستاده نمی‌شود.',
            shortcut: 'x',
        },
    ],
    queue: { filter: { status: 'draft' }, tile: false },
};
