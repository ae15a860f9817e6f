import { PRODUCT_UNIT } from '../../domain/statuses';
import type { ResourceDefinition } from '../types';
import { choicesOf, createdAtField, idField } from '../fields/common';

/**
 * Products customers trade: melted gold, coins, bars, silver, platinum.
 *
 * API fields: id; title (unique); category_id (a product category); unit ('gram' | 'mithqal' |
 * 'piece'); buy_price (what a customer pays per unit, Toman; not below sell_price); sell_price
 * (what a customer receives per unit when selling, Toman); karat (1–24, e.g. 18, 21.6 for coins,
 * 24; null for silver and platinum); is_active (boolean: offered in the app); image (URL, or
 * null); created_at (read-only, ISO 8601).
 */
export const product: ResourceDefinition = {
    name: 'product',
    menuId: 'product',
    icon: 'Toll',
    label: { one: 'محصول', many: 'محصولات' },
    recordRepresentation: 'title',
    searchHint: 'عنوان',
    sort: { field: 'id', order: 'ASC' },
    keyFacts: ['is_active', 'buy_price', 'sell_price', 'unit'],
    sections: [{ id: 'product', label: 'کالا', fields: ['image', 'title', 'category_id', 'karat'] }],
    fields: [
        idField,
        { source: 'image', type: 'image', label: 'تصویر', sortable: false },
        { source: 'title', type: 'text', label: 'عنوان', required: true },
        { source: 'category_id', type: 'reference', reference: 'product-category', label: 'دسته‌بندی', filter: true, required: true },
        {
            source: 'unit',
            type: 'enum',
            label: 'واحد',
            filter: true,
            required: true,
            choices: choicesOf(PRODUCT_UNIT),
        },
        { source: 'buy_price', type: 'money', label: 'قیمت خرید مشتری', unit: 'تومان', required: true, min: 0 },
        { source: 'sell_price', type: 'money', label: 'قیمت فروش مشتری', unit: 'تومان', required: true, min: 0 },
        { source: 'karat', type: 'number', label: 'عیار', min: 1, max: 24 },
        { source: 'is_active', type: 'boolean', label: 'فعال', filter: true },
        createdAtField('تاریخ ایجاد'),
    ],
};
