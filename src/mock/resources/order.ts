import { ORDER_SIDE, ORDER_STATUS } from '../../domain/statuses';
import type { MockRecord } from '../db';
import type { MockResource } from '../resource';
import { SEED_NOW, type Random } from '../seed/random';
import { boolean, maxLength, numeric, oneOf, required, type Rule } from '../validation';

/** The labels an order carries as display text (`status`, `side`) beside its enums. */
export const ORDER_STATUS_TEXT = ORDER_STATUS;
export const ORDER_SIDE_TEXT = ORDER_SIDE;
type OrderStatus = keyof typeof ORDER_STATUS_TEXT;
type OrderSide = keyof typeof ORDER_SIDE_TEXT;

const STATUS_IDS = Object.keys(ORDER_STATUS_TEXT) as OrderStatus[];
const SIDE_IDS = Object.keys(ORDER_SIDE_TEXT) as OrderSide[];
const isStatus = (value: unknown): value is OrderStatus => STATUS_IDS.includes(value as OrderStatus);
const isSide = (value: unknown): value is OrderSide => SIDE_IDS.includes(value as OrderSide);

/** The trading fee, in percent of the order's value; a customer category's discount reduces it. */
export const FEE_PERCENT: Record<OrderSide, number> = { buy: 1, sell: 0.5 };

const NOTES = [
    'لطفاً سریع‌تر تأیید شود.',
    'برای هدیه عروسی می‌خواهم.',
    'با قیمت لحظه‌ای تسویه شود.',
    'تحویل حضوری در شعبه مرکزی.',
    'مبلغ از کیف پول کسر شود.',
    'فروش بخشی از موجودی طلا.',
    'در صورت امکان با کارمزد کمتر.',
];

/**
 * `status` in a request body: the decision of docs/openapi.yaml, order (`PUT /admin/order/{id}` with
 * `{ status: "approved" | "rejected", auto_order }`), or a record's own status text sent back as is.
 */
const statusRule: Rule = value =>
    value === undefined ||
    value === null ||
    isStatus(value) ||
    Object.values(ORDER_STATUS_TEXT).includes(value as (typeof ORDER_STATUS_TEXT)[OrderStatus])
        ? undefined
        : 'مقدار انتخاب‌شده معتبر نیست.';

/** A quantity in the product's unit: grams (up to 3 decimals), mithqals (2) or whole pieces. */
function quantity(random: Random, unit: unknown): number {
    if (unit === 'piece') return random.chance(0.7) ? 1 : random.int(2, 5);
    if (unit === 'mithqal') return random.int(50, 1_000) / 100;
    return random.chance(0.5) ? random.int(1, 100) / 10 : random.int(100, 60_000) / 1000;
}

/** What the customer pays (buy) or receives (sell), in Toman, before and after the fee. */
export function orderPrices(
    side: OrderSide,
    amount: number,
    product: MockRecord,
    discountPercent: number
): { original_price: number; total_price: number } {
    const unitPrice = Number(side === 'buy' ? product.buy_price : product.sell_price);
    const original = Math.round(amount * unitPrice);
    const fee = Math.round((original * FEE_PERCENT[side] * (100 - discountPercent)) / 10_000);
    return { original_price: original, total_price: side === 'buy' ? original + fee : original - fee };
}

const HOUR = 3_600_000;

/**
 * Customers' buy and sell orders (docs/openapi.yaml, order), seeded after customers and products. The 8 newest
 * are pending (the live panel's queue); the rest were decided by staff.
 */
export const orderResource: MockResource = {
    name: 'order',
    searchable: ['user.name', 'product.title', 'note'],
    seed: (random, db) => {
        const users = db.get('user')?.all().filter(user => user.is_active) ?? [];
        const products = db.get('product')?.all().filter(product => product.is_active) ?? [];
        const categories = db.get('user-category');
        const times = Array.from({ length: 120 }, (_, index) =>
            index < 8
                ? SEED_NOW - random.int(1, 90) * 60_000 // pending: within the last hour and a half
                : SEED_NOW - 2 * HOUR - Math.floor(random.next() * 30 * 24 * HOUR)
        ).sort((a, b) => a - b);
        return times.map((time, index) => {
            const pending = index >= times.length - 8;
            const user = random.pick(users);
            const product = random.pick(products);
            const side: OrderSide = random.chance(0.6) ? 'buy' : 'sell';
            const amount = quantity(random, product.unit);
            const discount = Number(categories?.get(Number(user.category_id))?.discount_percent ?? 0);
            const status: OrderStatus = pending ? 'pending' : random.chance(0.82) ? 'approved' : 'rejected';
            const askAuto = random.chance(pending ? 0.5 : 0.25);
            return {
                id: index + 1,
                side: ORDER_SIDE_TEXT[side],
                side_enum: side,
                quantity: amount,
                product_id: product.id,
                product: { title: product.title },
                ...orderPrices(side, amount, product, discount),
                user_id: user.id,
                user: { name: user.name, image: user.image ?? null },
                note: random.chance(0.3) ? random.pick(NOTES) : null,
                status: ORDER_STATUS_TEXT[status],
                status_enum: status,
                ask_auto_order: askAuto,
                auto_order: askAuto && status === 'approved' ? (random.chance(0.75) ? 'yes' : 'no') : null,
                created_at: new Date(time).toISOString(),
            };
        });
    },
    rules: {
        status: [required, statusRule],
        status_enum: [oneOf(STATUS_IDS)],
        side_enum: [oneOf(SIDE_IDS)],
        auto_order: [oneOf(['yes', 'no'])],
        quantity: [numeric(0.001)],
        product_id: [numeric(1)],
        user_id: [numeric(1)],
        original_price: [numeric(0)],
        total_price: [numeric(0)],
        note: [maxLength(500)],
        ask_auto_order: [boolean],
    },
    // display texts and the nested product/user are derived from the enums and ids
    readOnly: ['side', 'product', 'user', 'created_at'],
    references: { user_id: 'user', product_id: 'product' },
    check: (data, collection, id) => {
        if (id === undefined) {
            // a new order needs what a customer's order always has
            const missing = ['side_enum', 'quantity', 'product_id', 'user_id'].filter(
                field => data[field] === undefined || data[field] === null || data[field] === ''
            );
            return missing.length ? Object.fromEntries(missing.map(field => [field, ['پر کردن این فیلد الزامی است.']])) : null;
        }
        const stored = collection.get(id);
        const deciding = data.status === 'approved' || data.status === 'rejected';
        if (deciding && stored && stored.status_enum !== 'pending' && stored.status_enum !== data.status)
            return { status: ['این سفارش قبلاً بررسی شده است.'] };
        return null;
    },
    onWrite: (data, db) => {
        const next = { ...data };
        if (isStatus(next.status)) next.status_enum = next.status; // the decision wins
        if (isStatus(next.status_enum)) next.status = ORDER_STATUS_TEXT[next.status_enum];
        if (isSide(next.side_enum)) next.side = ORDER_SIDE_TEXT[next.side_enum];
        const product = next.product_id != null ? db.get('product')?.get(Number(next.product_id)) : undefined;
        if (product) next.product = { title: product.title };
        const user = next.user_id != null ? db.get('user')?.get(Number(next.user_id)) : undefined;
        if (user) next.user = { name: user.name, image: user.image ?? null };
        return next;
    },
    onCreate: data => ({
        note: null,
        ask_auto_order: false,
        auto_order: null,
        status: ORDER_STATUS_TEXT.pending,
        status_enum: 'pending',
        ...data,
        created_at: new Date().toISOString(),
    }),
};
