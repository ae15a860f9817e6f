import { CREDIT_STATUS, idsOf } from '../../domain/statuses';
import type { MockResource } from '../resource';
import { SEED_NOW } from '../seed/random';
import { maxLength, numeric, oneOf, pattern, required } from '../validation';
import { REJECTION } from '../workflow';

export const CREDIT_STATUSES = idsOf(CREDIT_STATUS);

const DESCRIPTIONS = [
    'اعتبار خرید طلای آب‌شده با تسویه ماهانه',
    'اعتبار همکاری برای طلافروشی',
    'اعتبار خرید سکه با ضمانت چک',
    'اعتبار جشنواره پایان سال',
    'اعتبار ویژه مشتریان طلایی',
];
const REVOKED = ['به دلیل تأخیر در تسویه لغو شد.', 'به درخواست مشتری لغو شد.'];

const DAY = 86_400_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Credit lines (اعتبار): an amount in Toman a customer may spend on buying gold before paying,
 * until `expires_at`. `used_amount` is the server's: what the customer has spent of it.
 */
export const creditResource: MockResource = {
    name: 'credit',
    searchable: ['description'],
    seed: (random, db) => {
        const users = db.get('user')?.all() ?? [];
        const times = Array.from({ length: 30 }, () => SEED_NOW - Math.floor(random.next() * 200 * DAY)).sort((a, b) => a - b);
        return times.map((time, index) => {
            const amount = random.int(1, 60) * 10_000_000;
            const expires = time + random.pick([90, 180, 180, 365]) * DAY;
            const customers = users.filter(user => Date.parse(String(user.created_at)) < time);
            // the newest requests wait for staff
            const status =
                index >= times.length - 5
                    ? 'pending'
                    : expires < SEED_NOW
                      ? 'expired'
                      : random.chance(0.15)
                        ? 'revoked'
                        : 'active';
            return {
                id: index + 1,
                user_id: random.pick(customers.length ? customers : users).id,
                amount,
                used_amount: status === 'pending' || random.chance(0.25) ? 0 : Math.round((amount * random.int(5, 100)) / 100 / 10_000) * 10_000,
                expires_at: day(expires),
                status,
                description: random.chance(0.7) ? random.pick(DESCRIPTIONS) : null,
                reject_reason: status === 'revoked' ? random.pick(REVOKED) : null,
                created_at: new Date(time).toISOString(),
            };
        });
    },
    rules: {
        user_id: [required, numeric(1)],
        amount: [required, numeric(100_000)],
        expires_at: [required, pattern(/^\d{4}-\d{2}-\d{2}/, 'تاریخ معتبر نیست.')],
        status: [required, oneOf(CREDIT_STATUSES)],
        description: [maxLength(500)],
        reject_reason: [maxLength(500)],
    },
    readOnly: ['used_amount', 'created_at'],
    references: { user_id: 'user' },
    // approve (active) or reject a requested credit; an active one can be revoked, with a reason
    workflow: {
        transitions: { pending: ['active', 'rejected'], active: ['revoked'] },
        requires: { rejected: REJECTION, revoked: REJECTION },
        refused: 'این اعتبار قبلاً بررسی شده است.',
    },
    onCreate: data => ({ description: null, reject_reason: null, ...data, used_amount: 0, created_at: new Date().toISOString() }),
};
