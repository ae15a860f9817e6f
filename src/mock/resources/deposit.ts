import { DEPOSIT_STATUS, idsOf } from '../../domain/statuses';
import type { MockResource } from '../resource';
import { SEED_NOW } from '../seed/random';
import { maxLength, numeric, oneOf, pattern, required } from '../validation';
import { approveOrReject } from '../workflow';

export const DEPOSIT_STATUSES = idsOf(DEPOSIT_STATUS);

const REJECTIONS = ['واریزی با این کد پیگیری در حساب دیده نشد.', 'مبلغ واریزی با مبلغ اعلام‌شده یکی نیست.'];

/**
 * Deposit requests (درخواست واریز): a customer reports a transfer into one of the company's bank
 * accounts (`bank_id`) so that staff credit their wallet once it shows up. Amounts in Toman.
 */
export const depositResource: MockResource = {
    name: 'deposit',
    searchable: ['tracking_code', 'description', 'reject_reason'],
    seed: (random, db) => {
        const users = db.get('user')?.all().filter(user => user.is_active) ?? [];
        const banks = db.get('bank')?.all() ?? [];
        const times = Array.from({ length: 40 }, () => SEED_NOW - Math.floor(random.next() * 40 * 86_400_000)).sort(
            (a, b) => a - b
        );
        return times.map((time, index) => {
            const status = index >= times.length - 6 ? 'pending' : random.chance(0.88) ? 'approved' : 'rejected';
            return {
                id: index + 1,
                user_id: random.pick(users).id,
                bank_id: random.pick(banks.slice(0, 8)).id,
                amount: random.int(1, 500) * 500_000,
                tracking_code: random.digits(random.pick([6, 10, 12])),
                status,
                description: index % 7 === 0 ? 'واریز از حساب همسر مشتری.' : null,
                reject_reason: status === 'rejected' ? random.pick(REJECTIONS) : null,
                created_at: new Date(time).toISOString(),
            };
        });
    },
    rules: {
        user_id: [required, numeric(1)],
        bank_id: [required, numeric(1)],
        amount: [required, numeric(1000)],
        tracking_code: [required, pattern(/^[0-9A-Za-z-]{4,30}$/, 'کد پیگیری باید ۴ تا ۳۰ حرف لاتین یا رقم باشد.')],
        status: [required, oneOf(DEPOSIT_STATUSES)],
        description: [maxLength(500)],
        reject_reason: [maxLength(500)],
    },
    readOnly: ['created_at'],
    references: { user_id: 'user' },
    workflow: approveOrReject('این درخواست واریز قبلاً بررسی شده است.'),
    onCreate: data => ({ description: null, reject_reason: null, ...data, created_at: new Date().toISOString() }),
    check: (data, collection, id) => {
        const taken = collection
            .all()
            .some(
                record =>
                    record.id !== id &&
                    record.bank_id === Number(data.bank_id) &&
                    record.tracking_code === data.tracking_code
            );
        return taken ? { tracking_code: ['این کد پیگیری برای این حساب قبلاً ثبت شده است.'] } : null;
    },
};
