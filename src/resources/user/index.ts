import type { ResourceDefinition } from '../types';
import { createdAtField, idField } from '../fields/common';

/**
 * Customers.
 *
 * API fields: id; name; mobile (09 and 9 digits, unique); national_code (کد ملی: 10 digits with a
 * valid check digit, unique); category_id (a customer category); gold_balance (grams, read-only);
 * wallet_balance (Toman, read-only: balances change through orders, deposits and payments);
 * is_active (boolean: may sign in and trade); image (avatar URL, or null); created_at
 * (read-only, ISO 8601); product_ids and product_category_ids (the customer's access, below).
 *
 * **Access** (the old admin's `access` and `access-cat` pages): which products a customer may
 * trade. `product_ids` lists single products, `product_category_ids` whole product categories (and
 * so the products added to them later). A customer may buy, sell, remit or have delivered a
 * product when its id is in `product_ids` or its `category_id` is in `product_category_ids`; both
 * empty means nothing yet (the customer sees prices only). Edited on the customer's page, tab
 * «دسترسی معاملات» (`AccessTab`), saved as a `PUT /admin/user/{id}` of the whole record; they are
 * not columns or form inputs, but the generated edit form sends them back unchanged.
 *
 * **The customer's page** (`UserShow`, `/user/{id}/show?tab=…`): a header with the figures, then
 * the details, the access and one tab per relation below: each the related list call filtered by
 * `user_id={id}` (src/resources/relations/).
 */
export const user: ResourceDefinition = {
    name: 'user',
    menuId: 'user',
    icon: 'People',
    label: { one: 'مشتری', many: 'مشتریان' },
    recordRepresentation: 'name',
    searchHint: 'نام، موبایل یا کد ملی',
    sort: { field: 'created_at', order: 'DESC' },
    screens: { show: 'UserShow' },
    // the customer's page shows these in its own header (`CustomerHeader`, the balances among its figures)
    keyFacts: ['image', 'name', 'mobile', 'national_code', 'category_id', 'is_active', 'wallet_balance', 'gold_balance'],
    relations: [
        { resource: 'order' },
        { resource: 'receipt' },
        { resource: 'remittance' },
        { resource: 'withdrawal' },
        { resource: 'deposit' },
        { resource: 'credit' },
        { resource: 'delivery-request' },
        { resource: 'ticket' },
    ],
    fields: [
        idField,
        { source: 'image', type: 'image', label: 'تصویر', sortable: false },
        { source: 'name', type: 'text', label: 'نام و نام خانوادگی', required: true },
        { source: 'mobile', type: 'mobile', label: 'موبایل', required: true },
        { source: 'national_code', type: 'nationalCode', label: 'کد ملی', required: true, list: false },
        { source: 'category_id', type: 'reference', reference: 'user-category', label: 'دسته‌بندی', filter: true, required: true },
        { source: 'gold_balance', type: 'number', label: 'موجودی طلا', unit: 'گرم', form: false },
        { source: 'wallet_balance', type: 'money', label: 'موجودی کیف پول', unit: 'تومان', form: false },
        { source: 'is_active', type: 'boolean', label: 'فعال', filter: true },
        createdAtField('تاریخ عضویت'),
    ],
    // the customer's access (AccessTab): edited on the customer's page, not by a field of the form
    apiFields: [
        {
            source: 'product_ids',
            type: 'ids',
            reference: 'product',
            label: 'محصولات مجاز',
            writable: true,
            description:
                import.meta.env?.PROD ? undefined : "the customer's access: the products the customer may trade (buy, sell, remit, have delivered) one by one. A customer may trade a product when its id is here or its `category_id` is in `product_category_ids`; both empty means the customer may trade nothing yet (prices only). Missing or null on a write reads as empty; an id that does not exist is a 422.",
        },
        {
            source: 'product_category_ids',
            type: 'ids',
            reference: 'product-category',
            label: 'دسته‌بندی‌های مجاز',
            writable: true,
            description: import.meta.env?.PROD ? undefined : "the product categories whose products the customer may trade, including products added to them later (the old admin's `access-cat`). See `product_ids`.",
        },
    ],
};
