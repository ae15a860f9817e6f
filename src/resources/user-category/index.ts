import type { ResourceDefinition } from '../types';
import { createdAtField, descriptionField, idField } from '../fields/common';

/**
 * Customer categories (عادی، نقره‌ای، طلایی، همکار، …).
 *
 * API fields: id; title (unique); discount_percent (0–100: the discount on the trading fee for
 * the category's customers); description (or null); users_count (read-only); created_at
 * (read-only, ISO 8601).
 */
export const userCategory: ResourceDefinition = {
    name: 'user-category',
    menuId: 'user_category',
    icon: 'WorkspacePremium',
    label: { one: 'دسته‌بندی مشتری', many: 'دسته‌بندی مشتریان' },
    recordRepresentation: 'title',
    searchHint: 'عنوان یا توضیحات',
    sort: { field: 'id', order: 'ASC' },
    fields: [
        idField,
        { source: 'title', type: 'text', label: 'عنوان', required: true },
        { source: 'discount_percent', type: 'number', label: 'تخفیف کارمزد', unit: 'درصد', required: true, min: 0, max: 100 },
        descriptionField,
        { source: 'users_count', type: 'number', label: 'تعداد مشتریان', form: false },
        createdAtField('تاریخ ایجاد'),
    ],
};
