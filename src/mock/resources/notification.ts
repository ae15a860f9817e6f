import { NOTIFICATION_STATUS, NOTIFICATION_TARGET, idsOf } from '../../domain/statuses';
import type { MockResource } from '../resource';
import { SEED_NOW } from '../seed/random';
import { maxLength, minLength, numeric, oneOf, required, type Rule } from '../validation';
import { dateTimeRule } from './withdrawal';

export const NOTIFICATION_TARGETS = idsOf(NOTIFICATION_TARGET);
export const NOTIFICATION_STATUSES = idsOf(NOTIFICATION_STATUS);

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** `user_id` when the target is one customer, `category_id` when it is a customer category. */
const requiredFor =
    (target: string): Rule =>
    (value, body) =>
        body.target === target && blank(value) ? 'برای این گیرنده، پر کردن این فیلد الزامی است.' : undefined;

const MESSAGES: Array<[title: string, message: string]> = [
    ['تغییر ساعات کاری', 'مشتریان گرامی، از شنبه ساعات کاری معاملات آنلاین ۹ تا ۲۱ خواهد بود.'],
    ['جشنواره خرید سکه', 'تا پایان هفته کارمزد خرید سکه امامی و نیم سکه نصف شده است.'],
    ['به‌روزرسانی برنامه', 'نسخه جدید برنامه با امکان خرید خودکار منتشر شد؛ لطفاً برنامه را به‌روز کنید.'],
    ['تعطیلی بازار', 'به دلیل تعطیلی رسمی، سفارش‌های روز جمعه در روز شنبه بررسی می‌شوند.'],
    ['افزایش سقف خرید روزانه', 'سقف خرید روزانه طلای آب‌شده برای مشتریان طلایی به ۵۰۰ گرم افزایش یافت.'],
    ['واریز انجام شد', 'درخواست پرداخت شما انجام شد و مبلغ به حساب شما واریز گردید.'],
    ['تکمیل مدارک', 'برای فعال شدن خرید اعتباری، لطفاً تصویر کارت ملی خود را بارگذاری کنید.'],
    ['هشدار امنیتی', 'کارکنان ما هرگز کد ورود شما را درخواست نمی‌کنند. کد را در اختیار کسی قرار ندهید.'],
    ['نوسان شدید قیمت', 'قیمت طلا امروز نوسان زیادی دارد؛ پیش از ثبت سفارش قیمت لحظه‌ای را بررسی کنید.'],
];

/**
 * Notifications (اعلان) staff send to customers: to everyone, to one customer category or to one
 * customer. A draft is sent by saving it with status `sent`; the server stamps `sent_at`.
 */
export const notificationResource: MockResource = {
    name: 'notification',
    searchable: ['title', 'message'],
    seed: (random, db) => {
        const users = db.get('user')?.all() ?? [];
        const categories = db.get('user-category')?.all() ?? [];
        const times = Array.from({ length: 25 }, () => SEED_NOW - Math.floor(random.next() * 90 * 86_400_000)).sort(
            (a, b) => a - b
        );
        return times.map((time, index) => {
            const customers = users.filter(user => Date.parse(String(user.created_at)) < time);
            const [title, message] = random.pick(MESSAGES);
            const target = random.pick(['all', 'all', 'category', 'user'] as const);
            const status = index >= times.length - 3 ? 'draft' : 'sent';
            return {
                id: index + 1,
                title,
                message,
                target,
                user_id: target === 'user' ? random.pick(customers).id : null,
                category_id: target === 'category' ? random.pick(categories).id : null,
                status,
                sent_at: status === 'sent' ? new Date(time + random.int(1, 30) * 60_000).toISOString() : null,
                created_at: new Date(time).toISOString(),
            };
        });
    },
    rules: {
        title: [required, minLength(3), maxLength(100)],
        message: [required, minLength(5), maxLength(1000)],
        target: [required, oneOf(NOTIFICATION_TARGETS)],
        user_id: [requiredFor('user'), numeric(1)],
        category_id: [requiredFor('category'), numeric(1)],
        status: [required, oneOf(NOTIFICATION_STATUSES)],
        sent_at: [dateTimeRule],
    },
    readOnly: ['created_at'],
    references: { user_id: 'user', category_id: 'user-category' },
    // a draft is sent now or cancelled; a sent or cancelled notification stays as it is
    workflow: { transitions: { draft: ['sent', 'cancelled'] }, refused: 'این اعلان قبلاً ارسال یا لغو شده است.' },
    onWrite: data => ({
        ...data,
        user_id: data.target === 'user' ? data.user_id : null,
        category_id: data.target === 'category' ? data.category_id : null,
        sent_at: data.status === 'sent' ? (blank(data.sent_at) ? new Date().toISOString() : data.sent_at) : null,
    }),
    onCreate: data => ({ ...data, created_at: new Date().toISOString() }),
};
