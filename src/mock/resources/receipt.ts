import { RECEIPT_STATUS, idsOf } from '../../domain/statuses';
import type { MockResource } from '../resource';
import { SEED_BANKS } from '../seed/banking';
import { maxLength, minLength, numeric, oneOf, pattern, required } from '../validation';
import { imageRule } from './user';
import { approveOrReject } from '../workflow';
import { groupThousands, persianDigits } from '../../i18n/format';

export const RECEIPT_STATUSES = idsOf(RECEIPT_STATUS);

const REJECTIONS = [
    'مبلغ فیش با مبلغ واریزی مطابقت ندارد.',
    'تصویر فیش خوانا نیست.',
    'این فیش قبلاً ثبت شده است.',
    'واریز به حساب شرکت دریافت نشد.',
];
const NOTES = ['واریز برای خرید طلای آب‌شده', 'شارژ کیف پول', 'تسویه سفارش خرید سکه', 'پیش‌پرداخت خرید شمش'];

/**
 * An amount on the drawn slip, in Persian digits grouped by thousands as fa-IR writes it: without
 * an Intl formatter, whose first one in a page costs its ICU set-up, and the seed draws sixty slips
 * at every start.
 */
const slipAmount = (amount: number) => persianDigits(groupThousands(String(Math.round(amount))));

/** A photo of the slip as a data: URI (a drawn paper slip with the amount): no network request. */
function slipImage(bank: string, amount: number, code: string): string {
    const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320" direction="rtl">` +
        `<rect width="240" height="320" fill="#F4F6F8"/><rect x="20" y="20" width="200" height="280" rx="6" fill="#fff" stroke="#C4CDD5"/>` +
        `<text x="120" y="60" font-family="Vazirmatn, Tahoma, sans-serif" font-size="16" text-anchor="middle" fill="#212B36">${bank}</text>` +
        `<text x="120" y="110" font-family="Vazirmatn, Tahoma, sans-serif" font-size="13" text-anchor="middle" fill="#637381">رسید واریز</text>` +
        `<text x="120" y="170" font-family="Vazirmatn, Tahoma, sans-serif" font-size="18" text-anchor="middle" fill="#00A76F">${slipAmount(amount * 10)} ریال</text>` +
        `<text x="120" y="230" font-family="monospace" font-size="12" text-anchor="middle" fill="#637381">${code}</text>` +
        `</svg>`;
    return 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
}

/** Payment slips (فیش) customers upload after paying into the company's accounts; amounts in Toman. */
export const receiptResource: MockResource = {
    name: 'receipt',
    searchable: ['tracking_code', 'bank_name', 'description'],
    seed: (random, db) => {
        const users = db.get('user')?.all() ?? [];
        const times = Array.from({ length: 60 }, () => Date.parse(random.pastDate(45))).sort((a, b) => a - b);
        return times.map((time, index) => {
            // the newest slips are still waiting for staff
            const status = index >= times.length - 9 ? 'pending' : random.chance(0.85) ? 'approved' : 'rejected';
            const bank = random.pick(SEED_BANKS).name;
            const amount = random.int(5, 3_000) * 100_000;
            const trackingCode = random.digits(random.pick([6, 12, 16]));
            return {
                id: index + 1,
                user_id: random.pick(users).id,
                amount,
                bank_name: bank,
                tracking_code: trackingCode,
                image: random.chance(0.9) ? slipImage(bank, amount, trackingCode) : null,
                status,
                description: random.chance(0.4) ? random.pick(NOTES) : null,
                reject_reason: status === 'rejected' ? random.pick(REJECTIONS) : null,
                created_at: new Date(time).toISOString(),
            };
        });
    },
    rules: {
        user_id: [required, numeric(1)],
        amount: [required, numeric(1000)],
        bank_name: [required, minLength(2), maxLength(100)],
        tracking_code: [required, pattern(/^[0-9A-Za-z-]{4,30}$/, 'کد پیگیری باید ۴ تا ۳۰ حرف لاتین یا رقم باشد.')],
        image: [imageRule],
        status: [required, oneOf(RECEIPT_STATUSES)],
        description: [maxLength(500)],
        reject_reason: [maxLength(500)],
    },
    readOnly: ['created_at'],
    references: { user_id: 'user' },
    workflow: approveOrReject('این فیش قبلاً بررسی شده است.'),
    onCreate: data => ({ image: null, description: null, reject_reason: null, ...data, created_at: new Date().toISOString() }),
};
