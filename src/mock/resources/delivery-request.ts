import { DELIVERY_STATUS, idsOf } from '../../domain/statuses';
import type { MockResource } from '../resource';
import { SEED_NOW, type Random } from '../seed/random';
import { maxLength, minLength, numeric, oneOf, pattern, required } from '../validation';
import { REJECTION } from '../workflow';
import { mobileRule } from './user';
import { persianDigits } from '../../i18n/format';

export const DELIVERY_STATUSES = idsOf(DELIVERY_STATUS);

const CITIES = ['تهران', 'اصفهان', 'مشهد', 'شیراز', 'تبریز', 'کرج', 'قم', 'رشت'];
const STREETS = ['خیابان آزادی', 'خیابان ولیعصر', 'بلوار کشاورز', 'خیابان امام خمینی', 'بلوار فردوسی', 'خیابان بهار', 'خیابان شریعتی'];
const ALLEYS = ['کوچه نسترن', 'کوچه لاله', 'کوچه ۱۲', 'کوچه شهید رضایی', 'بن‌بست یاس'];

const address = (random: Random) =>
    `${random.pick(CITIES)}، ${random.pick(STREETS)}، ${random.pick(ALLEYS)}، پلاک ${persianDigits(random.int(1, 180))}، واحد ${persianDigits(random.int(1, 20))}`;

/** Iranian postal codes: 10 digits, none of them 0 or 2 in the first five. */
const postalCode = (random: Random) =>
    Array.from({ length: 5 }, () => random.pick(['1', '3', '4', '5', '6', '7', '8', '9'])).join('') + random.digits(5);

const day = (time: number) => new Date(time).toISOString().slice(0, 10);
const DAY = 86_400_000;

/**
 * Delivery requests: a customer asks for part of their gold balance as physical metal, sent by
 * insured post to an address (or collected in person). Quantity in the product's unit.
 */
export const deliveryRequestResource: MockResource = {
    name: 'delivery-request',
    searchable: ['address', 'postal_code', 'mobile', 'tracking_code'],
    seed: (random, db) => {
        const users = db.get('user')?.all().filter(user => user.is_active) ?? [];
        const products = db.get('product')?.all().filter(product => product.is_active) ?? [];
        const times = Array.from({ length: 30 }, () => SEED_NOW - Math.floor(random.next() * 25 * DAY)).sort((a, b) => a - b);
        return times.map((time, index) => {
            const user = random.pick(users);
            const product = random.pick(products);
            const age = (SEED_NOW - time) / DAY;
            const status =
                age < 2
                    ? random.pick(['pending', 'pending', 'preparing'])
                    : age < 6
                      ? random.pick(['preparing', 'sent', 'sent'])
                      : random.chance(0.9)
                        ? 'delivered'
                        : 'rejected';
            return {
                id: index + 1,
                user_id: user.id,
                product_id: product.id,
                quantity: product.unit === 'piece' ? random.int(1, 4) : random.int(1, 100) / 2,
                address: address(random),
                postal_code: postalCode(random),
                mobile: random.chance(0.85) ? user.mobile : `09${random.pick(['12', '35', '19'])}${random.digits(7)}`,
                delivery_date: day(time + random.int(2, 7) * DAY),
                status,
                tracking_code: status === 'sent' || status === 'delivered' ? random.digits(24) : null,
                reject_reason: status === 'rejected' ? 'نشانی در محدوده ارسال بیمه‌شده نیست.' : null,
                created_at: new Date(time).toISOString(),
            };
        });
    },
    rules: {
        user_id: [required, numeric(1)],
        product_id: [required, numeric(1)],
        quantity: [required, numeric(0.001)],
        address: [required, minLength(10), maxLength(500)],
        postal_code: [required, pattern(/^[13-9]{5}[0-9]{5}$/, 'کد پستی باید ۱۰ رقم باشد (بدون ۰ و ۲ در پنج رقم اول).')],
        mobile: [required, mobileRule],
        delivery_date: [required, pattern(/^\d{4}-\d{2}-\d{2}/, 'تاریخ معتبر نیست.')],
        status: [required, oneOf(DELIVERY_STATUSES)],
        tracking_code: [maxLength(30)],
        reject_reason: [maxLength(500)],
    },
    readOnly: ['created_at'],
    references: { user_id: 'user', product_id: 'product' },
    // schedule (`preparing`, with its delivery date), send, mark delivered, or reject with a reason
    workflow: {
        transitions: {
            pending: ['preparing', 'rejected'],
            preparing: ['sent', 'delivered', 'rejected'],
            sent: ['delivered'],
        },
        requires: { rejected: REJECTION },
        refused: 'این درخواست تحویل در این وضعیت قابل این تغییر نیست.',
    },
    onCreate: data => ({ tracking_code: null, reject_reason: null, ...data, created_at: new Date().toISOString() }),
};
