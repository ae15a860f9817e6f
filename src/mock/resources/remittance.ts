import { REMITTANCE_STATUS, idsOf } from '../../domain/statuses';
import type { MockResource } from '../resource';
import { SEED_NOW, fullName, mobile } from '../seed/random';
import { maxLength, minLength, numeric, oneOf, required } from '../validation';
import { approveOrReject } from '../workflow';
import { mobileRule } from './user';

export const REMITTANCE_STATUSES = idsOf(REMITTANCE_STATUS);

const BRANCHES = ['شعبه مرکزی بازار تهران', 'شعبه اصفهان', 'شعبه مشهد', 'شعبه شیراز', 'شعبه تبریز'];
const DESCRIPTIONS = [
    'انتقال به حساب همسر',
    'تحویل در شعبه برای ساخت زیورآلات',
    'تسویه بدهی با همکار',
    'هدیه تولد',
    'انتقال به حساب دوم خودم',
];

/**
 * Gold remittances (حواله): a customer transfers part of their gold balance to another person
 * (who receives it in the app, by mobile) or to a branch for collection. Quantity in the
 * product's unit.
 */
export const remittanceResource: MockResource = {
    name: 'remittance',
    searchable: ['receiver_name', 'receiver_mobile', 'description'],
    seed: (random, db) => {
        const users = db.get('user')?.all() ?? [];
        const products = (db.get('product')?.all() ?? []).filter(product => product.is_active);
        const grams = products.filter(product => product.unit !== 'piece');
        const times = Array.from({ length: 40 }, () => SEED_NOW - Math.floor(random.next() * 45 * 86_400_000)).sort(
            (a, b) => a - b
        );
        return times.map((time, index) => {
            const sender = random.pick(users);
            const product = random.chance(0.8) ? random.pick(grams) : random.pick(products);
            const toBranch = random.chance(0.25);
            const receiver = random.chance(0.5) ? random.pick(users.filter(user => user.id !== sender.id)) : null;
            const status = index >= times.length - 6 ? 'pending' : random.chance(0.85) ? 'approved' : 'rejected';
            return {
                id: index + 1,
                user_id: sender.id,
                product_id: product.id,
                quantity: product.unit === 'piece' ? random.int(1, 3) : random.int(10, 20_000) / 1000,
                receiver_name: toBranch ? random.pick(BRANCHES) : receiver ? receiver.name : fullName(random),
                receiver_mobile: toBranch ? `0912${random.digits(7)}` : receiver ? receiver.mobile : mobile(random),
                status,
                description: random.chance(0.5) ? random.pick(DESCRIPTIONS) : null,
                reject_reason: status === 'rejected' ? 'گیرنده با مشخصات اعلام‌شده تطبیق نداشت.' : null,
                created_at: new Date(time).toISOString(),
            };
        });
    },
    rules: {
        user_id: [required, numeric(1)],
        product_id: [required, numeric(1)],
        quantity: [required, numeric(0.001)],
        receiver_name: [required, minLength(2), maxLength(100)],
        receiver_mobile: [required, mobileRule],
        status: [required, oneOf(REMITTANCE_STATUSES)],
        description: [maxLength(500)],
        reject_reason: [maxLength(500)],
    },
    readOnly: ['created_at'],
    references: { user_id: 'user', product_id: 'product' },
    workflow: approveOrReject('این حواله قبلاً بررسی شده است.'),
    onCreate: data => ({ description: null, ...data, created_at: new Date().toISOString() }),
};
