import type { MockResource } from '../resource';
import { SEED_NOW } from '../seed/random';
import { maxLength, minLength, pattern, required, type Rule } from '../validation';
import { FEE_PERCENT } from './order';

const NUMBER = /^\d+(\.\d+)?$/;
const FLAG = /^[01]$/;

/** key, Persian title, value, description, the shape the value must have (null: free text) */
const SETTINGS: Array<[key: string, title: string, value: string, description: string | null, shape: RegExp | null]> = [
    ['min_buy_quantity', 'حداقل مقدار خرید (گرم)', '0.1', 'کمترین مقدار طلای آب‌شده در یک سفارش خرید.', NUMBER],
    ['min_sell_quantity', 'حداقل مقدار فروش (گرم)', '0.5', 'کمترین مقدار طلا در یک سفارش فروش.', NUMBER],
    ['buy_fee_percent', 'کارمزد خرید (درصد)', String(FEE_PERCENT.buy), 'درصدی از ارزش سفارش خرید که به‌عنوان کارمزد افزوده می‌شود.', NUMBER],
    ['sell_fee_percent', 'کارمزد فروش (درصد)', String(FEE_PERCENT.sell), 'درصدی از ارزش سفارش فروش که به‌عنوان کارمزد کسر می‌شود.', NUMBER],
    ['working_hours', 'ساعات کاری', '09:00-21:00', 'بازه‌ای که سفارش‌ها پذیرفته می‌شوند (ساعت تهران).', /^\d{2}:\d{2}-\d{2}:\d{2}$/],
    ['welcome_message', 'پیام خوش‌آمد', 'به زر خوش آمدید؛ خرید و فروش طلا با قیمت لحظه‌ای و تحویل فیزیکی.', 'پیامی که مشتری پس از ثبت‌نام می‌بیند.', null],
    ['support_phone', 'شماره پشتیبانی', '02191001234', 'در برنامه و پیامک‌ها به مشتری نمایش داده می‌شود.', /^0\d{10}$/],
    ['auto_order_enabled', 'فعال بودن خرید خودکار', '1', '۱: مشتری می‌تواند ارسال خودکار سفارش به مرجع را درخواست کند؛ ۰: غیرفعال.', FLAG],
    ['max_daily_withdrawal', 'سقف پرداخت روزانه هر مشتری (تومان)', '500000000', null, NUMBER],
    ['min_delivery_quantity', 'حداقل مقدار تحویل فیزیکی (گرم)', '1', 'درخواست تحویل کمتر از این مقدار پذیرفته نمی‌شود.', NUMBER],
];

const SHAPES = new Map(SETTINGS.map(([key, , , , shape]) => [key, shape]));

/** A setting's value must fit its key: numbers, 0/1 flags, a phone number, an hour range. */
const valueFitsKey: Rule = (value, body) => {
    const shape = SHAPES.get(String(body.key ?? ''));
    if (!shape || value == null || String(value) === '') return undefined;
    return shape.test(String(value)) ? undefined : 'مقدار با نوع این تنظیم سازگار نیست.';
};

/** Application settings: a fixed set of keys staff edit (no create or delete). */
export const settingResource: MockResource = {
    name: 'setting',
    searchable: ['key', 'title', 'value', 'description'],
    seed: random =>
        SETTINGS.map(([key, title, value, description], index) => ({
            id: index + 1,
            key,
            title,
            value,
            description,
            updated_at: new Date(SEED_NOW - random.int(1, 120) * 86_400_000).toISOString(),
        })),
    rules: {
        key: [required, pattern(/^[a-z][a-z0-9_]{1,63}$/, 'کلید باید با حروف کوچک لاتین، رقم و _ نوشته شود.')],
        title: [required, minLength(2), maxLength(100)],
        value: [required, maxLength(1000), valueFitsKey],
        description: [maxLength(500)],
    },
    readOnly: ['updated_at'],
    onWrite: data => ({ ...data, updated_at: new Date().toISOString() }),
    check: (data, collection, id) => {
        const taken = collection.all().some(record => record.id !== id && record.key === data.key);
        return taken ? { key: ['این کلید قبلاً ثبت شده است.'] } : null;
    },
};
