import { ORDER_AUTO_ORDER, ORDER_SIDE, ORDER_STATUS } from '../../domain/statuses';
import type { ResourceDefinition } from '../types';
import { choicesOf, createdAtField, idField } from '../fields/common';

/**
 * Customers' buy and sell orders (docs/openapi.yaml, order). Staff decide pending ones in the live panel
 * or on the order's page (`OrderShow`), both with the same controls and request (`PUT
 * /admin/order/{id}` with `{ status, auto_order }`, src/realtime/orders); orders are never edited.
 *
 * API fields: id; side (display text: 'خرید' / 'فروش'); side_enum ('buy' | 'sell'); quantity (in
 * the product's unit: grams with up to 3 decimals, mithqals, or whole pieces for coins and bars);
 * product_id (a product; the API's order may leave it out, its unit is then found by
 * product.title in the product catalogue) and product: { title }; original_price (quantity × the unit price, Toman);
 * total_price (what the customer pays on a buy or receives on a sell after the trading fee,
 * Toman); user_id (a customer) and user: { name, image }; note (the customer's, or null); status
 * (display text: 'در انتظار' / 'تأیید شده' / 'رد شده'); status_enum ('pending' | 'approved' |
 * 'rejected'); ask_auto_order (boolean: the customer asked for the order to be sent to the
 * authority); auto_order ('yes' | 'no' | null: the staff's answer to that, once decided);
 * created_at (ISO 8601). side, status, product, user and created_at are the server's.
 */
export const order: ResourceDefinition = {
    name: 'order',
    menuId: 'order',
    icon: 'ShoppingCart',
    label: { one: 'سفارش', many: 'سفارش‌ها' },
    recordRepresentation: 'id',
    searchHint: 'نام مشتری، محصول یا یادداشت',
    sort: { field: 'created_at', order: 'DESC' },
    can: { create: false, edit: false, delete: false },
    screens: { show: 'OrderShow' },
    keyFacts: ['side_enum', 'user.name', 'total_price', 'created_at'],
    sections: [
        { id: 'trade', label: 'معامله', fields: ['product.title', 'quantity', 'original_price'] },
        { id: 'request', label: 'درخواست مشتری', fields: ['ask_auto_order', 'auto_order', 'note'] },
    ],
    fields: [
        idField,
        { source: 'user.name', type: 'text', label: 'مشتری', card: true, form: false, sortable: false },
        { source: 'user_id', type: 'reference', reference: 'user', label: 'مشتری', filter: true, list: false, show: false },
        {
            source: 'side_enum',
            card: true,
            type: 'enum',
            label: 'نوع',
            filter: true,
            choices: choicesOf(ORDER_SIDE, { buy: 'success', sell: 'error' }),
        },
        { source: 'product.title', type: 'text', label: 'محصول', card: true, form: false, sortable: false },
        { source: 'product_id', type: 'reference', reference: 'product', label: 'محصول', filter: true, list: false, show: false },
        {
            source: 'quantity',
            type: 'quantity',
            card: true,
            label: 'مقدار',
            unitFrom: {
                source: 'unit',
                reference: 'product',
                via: 'product_id',
                match: { path: 'product.title', field: 'title' },
            },
        },
        { source: 'original_price', type: 'money', label: 'مبلغ پایه', unit: 'تومان' },
        { source: 'total_price', type: 'money', card: true, label: 'مبلغ نهایی', unit: 'تومان' },
        {
            source: 'status_enum',
            card: true,
            type: 'enum',
            label: 'وضعیت',
            filter: 'alwaysOn',
            choices: choicesOf(ORDER_STATUS, { pending: 'warning', approved: 'success', rejected: 'error' }),
        },
        { source: 'ask_auto_order', type: 'boolean', label: 'درخواست ارسال به مرجع', filter: true },
        {
            source: 'auto_order',
            type: 'enum',
            label: 'ارسال به مرجع',
            list: false,
            choices: choicesOf(ORDER_AUTO_ORDER, { yes: 'success', no: 'default' }),
        },
        { source: 'note', type: 'longtext', label: 'یادداشت مشتری', list: false },
        createdAtField('زمان ثبت'),
    ],
    apiFields: [
        { source: 'side', type: 'text', label: 'نوع', description: import.meta.env?.PROD ? undefined : "`side_enum`'s Persian text (خرید / فروش), set by the server" },
        {
            source: 'status',
            type: 'text',
            label: 'وضعیت',
            writable: true,
            description:
                import.meta.env?.PROD ? undefined : "In an answer, `status_enum`'s Persian text (در انتظار / تأیید شده / رد شده). In a `PUT`, the staff decision on a pending order: `approved` or `rejected` (with `auto_order` when the order has `ask_auto_order`); an order already decided answers 422.",
        },
        { source: 'user.image', type: 'image', label: 'تصویر مشتری', description: import.meta.env?.PROD ? undefined : "the customer's picture, or null" },
    ],
    // pending orders are counted (menu badge, dashboard tile) but the list opens on every order:
    // staff decide them in the live panel
    queue: { filter: { status_enum: 'pending' }, list: false },
};
