import { WITHDRAWAL_STATUS, idsOf } from '../../domain/statuses';
import type { MockResource } from '../resource';
import { customerAccount, isValidCard, isValidIrIban } from '../seed/banking';
import { SEED_NOW } from '../seed/random';
import { maxLength, numeric, oneOf, pattern, required, type Rule } from '../validation';
import { BANK_TRACKING_CODE, REJECTION } from '../workflow';

export const WITHDRAWAL_STATUSES = idsOf(WITHDRAWAL_STATUS);

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export const ibanRule: Rule = value =>
    !blank(value) && !isValidIrIban(String(value)) ? 'شماره شبا معتبر نیست (IR و ۲۴ رقم).' : undefined;
export const cardRule: Rule = value =>
    !blank(value) && !isValidCard(String(value)) ? 'شماره کارت معتبر نیست.' : undefined;
export const dateTimeRule: Rule = pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'تاریخ و زمان معتبر نیست.');

/** A paid request must say how it was paid. */
const requiredWhenPaid: Rule = (value, body) =>
    body.status === 'paid' && blank(value) ? 'برای درخواست پرداخت‌شده، کد پیگیری الزامی است.' : undefined;

const REJECTIONS = ['شماره شبا به نام صاحب حساب نیست.', 'موجودی کیف پول کافی نیست.', 'به درخواست مشتری لغو شد.'];

/**
 * Payment requests (درخواست پرداخت): a customer asks to be paid money from their wallet into
 * their own bank account. Amounts in Toman. `paid_at` is filled when staff mark it paid.
 */
export const withdrawalResource: MockResource = {
    name: 'withdrawal',
    searchable: ['iban', 'card_number', 'tracking_code', 'description', 'reject_reason'],
    seed: (random, db) => {
        const users = db.get('user')?.all().filter(user => user.is_active) ?? [];
        const times = Array.from({ length: 40 }, () => SEED_NOW - Math.floor(random.next() * 40 * 86_400_000)).sort(
            (a, b) => a - b
        );
        return times.map((time, index) => {
            const account = customerAccount(random);
            // the newest wait for staff; a few were approved and wait to be paid
            const status =
                index >= times.length - 7
                    ? 'pending'
                    : index >= times.length - 10
                      ? 'approved'
                      : random.chance(0.85)
                        ? 'paid'
                        : 'rejected';
            const paidAt = time + random.int(1, 20) * 3_600_000;
            return {
                id: index + 1,
                user_id: random.pick(users).id,
                amount: random.int(10, 2_000) * 100_000,
                iban: account.iban,
                card_number: random.chance(0.6) ? account.card : null,
                status,
                tracking_code: status === 'paid' ? random.digits(random.pick([8, 12])) : null,
                paid_at: status === 'paid' ? new Date(Math.min(paidAt, SEED_NOW)).toISOString() : null,
                description: index % 6 === 0 ? 'مشتری پرداخت فوری خواسته است.' : null,
                reject_reason: status === 'rejected' ? random.pick(REJECTIONS) : null,
                created_at: new Date(time).toISOString(),
            };
        });
    },
    rules: {
        user_id: [required, numeric(1)],
        amount: [required, numeric(1000)],
        iban: [required, ibanRule],
        card_number: [cardRule],
        status: [required, oneOf(WITHDRAWAL_STATUSES)],
        tracking_code: [requiredWhenPaid, maxLength(30)],
        paid_at: [dateTimeRule],
        description: [maxLength(500)],
        reject_reason: [maxLength(500)],
    },
    readOnly: ['created_at'],
    references: { user_id: 'user' },
    // approve, reject with a reason, or mark paid with the bank's tracking code (and paid date)
    workflow: {
        transitions: { pending: ['approved', 'rejected', 'paid'], approved: ['paid', 'rejected'] },
        requires: { rejected: REJECTION, paid: BANK_TRACKING_CODE },
        refused: 'این درخواست پرداخت قبلاً بررسی شده است.',
    },
    onWrite: data => ({
        ...data,
        paid_at: data.status === 'paid' ? (blank(data.paid_at) ? new Date().toISOString() : data.paid_at) : null,
    }),
    onCreate: data => ({
        card_number: null,
        tracking_code: null,
        description: null,
        reject_reason: null,
        ...data,
        created_at: new Date().toISOString(),
    }),
};
