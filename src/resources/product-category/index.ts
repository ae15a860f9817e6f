import type { ResourceDefinition } from '../types';
import { createdAtField, idField } from '../fields/common';

/**
 * Product categories: a plain resource, no JSX.
 *
 * API fields: id, title, parent_id (another product category or null),
 * products_count (read-only), created_at (read-only, ISO 8601).
 */
export const productCategory: ResourceDefinition = {
    name: 'product-category',
    menuId: 'product_category',
    icon: 'Category',
    label: { one: 'دسته‌بندی محصول', many: 'دسته‌بندی محصولات' },
    recordRepresentation: 'title',
    searchHint: 'عنوان',
    sort: { field: 'id', order: 'DESC' },
    fields: [
        idField,
        { source: 'title', type: 'text', label: 'عنوان', required: true },
        {
            source: 'parent_id',
            type: 'reference',
            reference: 'product-category',
            label: 'دسته‌بندی والد',
            filter: true,
        },
        { source: 'products_count', type: 'number', label: 'تعداد محصولات', form: false },
        createdAtField('تاریخ ایجاد'),
    ],
};
