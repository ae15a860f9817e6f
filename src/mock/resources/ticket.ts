import { TICKET_DEPARTMENT, TICKET_PRIORITY, TICKET_STATUS, idsOf } from '../../domain/statuses';
import type { MockResource } from '../resource';
import { SEED_NOW } from '../seed/random';
import { maxLength, minLength, numeric, oneOf, required } from '../validation';

export const TICKET_DEPARTMENTS = idsOf(TICKET_DEPARTMENT);
export const TICKET_PRIORITIES = idsOf(TICKET_PRIORITY);
export const TICKET_STATUSES = idsOf(TICKET_STATUS);

type Department = (typeof TICKET_DEPARTMENTS)[number];

/** subject and the customer's message, per department */
const TOPICS: Record<Department, Array<[subject: string, message: string]>> = {
    financial: [
        ['واریز انجام شده ولی کیف پول شارژ نشده', 'دیروز مبلغ را به حساب شرکت واریز کردم و فیش را هم فرستادم، ولی هنوز موجودی کیف پولم تغییری نکرده است.'],
        ['تأخیر در پرداخت درخواست برداشت', 'درخواست برداشت من سه روز است در حالت انتظار مانده. لطفاً پیگیری کنید.'],
        ['اختلاف در کارمزد سفارش', 'کارمزد سفارش فروش من بیشتر از مقدار اعلام‌شده در سایت کسر شده است.'],
        ['تغییر شماره شبا', 'شماره شبای قبلی من مسدود شده است؛ چطور شبای جدید ثبت کنم؟'],
    ],
    technical: [
        ['کد تأیید پیامک نمی‌شود', 'هنگام ورود به برنامه کد یک‌بار مصرف برای من ارسال نمی‌شود.'],
        ['خطا در بارگذاری تصویر فیش', 'هنگام ارسال تصویر فیش پیام خطا نمایش داده می‌شود.'],
        ['قیمت‌ها در برنامه به‌روز نمی‌شود', 'قیمت لحظه‌ای طلا در برنامه با سایت فرق دارد و تازه نمی‌شود.'],
        ['برنامه روی گوشی باز نمی‌شود', 'بعد از به‌روزرسانی، برنامه در صفحه آغازین می‌ماند.'],
    ],
    sales: [
        ['موجودی سکه امامی', 'آیا امکان خرید ده عدد سکه امامی با تحویل فوری وجود دارد؟'],
        ['شرایط همکاری برای طلافروشی‌ها', 'طلافروشی دارم و می‌خواهم در دسته همکار قرار بگیرم. مدارک لازم چیست؟'],
        ['تحویل حضوری شمش', 'شمش ۱۰ گرمی خریده‌ام؛ امکان تحویل حضوری در شعبه وجود دارد؟'],
        ['خرید اقساطی طلا', 'آیا برای خرید طلا اعتبار یا خرید اقساطی ارائه می‌کنید؟'],
    ],
};

/** ticket id → the staff's seeded reply (read by the ticket-message seed) */
export const SEEDED_ANSWERS = new Map<number, string>();

const ANSWERS = [
    'با سلام؛ موضوع بررسی و برطرف شد. از شکیبایی شما سپاسگزاریم.',
    'درخواست شما به واحد مربوط ارجاع شد و نتیجه تا پایان روز کاری اعلام می‌شود.',
    'لطفاً تصویر فیش یا شماره پیگیری را در همین تیکت ارسال کنید.',
    'برای این کار به بخش تنظیمات حساب کاربری مراجعه کنید.',
];

/**
 * Customers' support tickets. The customer's opening `message` is theirs and can't be changed;
 * the conversation is `ticket-message` (a staff reply marks the ticket `answered`). Staff close a
 * ticket and reopen it: open ↔ answered → closed → open.
 */
export const ticketResource: MockResource = {
    name: 'ticket',
    searchable: ['subject', 'message'],
    seed: (random, db) => {
        const users = db.get('user')?.all() ?? [];
        const times = Array.from({ length: 40 }, () => SEED_NOW - Math.floor(random.next() * 60 * 86_400_000)).sort(
            (a, b) => a - b
        );
        SEEDED_ANSWERS.clear();
        return times.map((time, index) => {
            const department = random.pick(TICKET_DEPARTMENTS);
            const [subject, message] = random.pick(TOPICS[department]);
            // newer tickets are more likely to be open
            const age = (times.length - index) / times.length;
            const status = random.chance(0.8 - age * 0.7) ? 'open' : random.chance(0.5) ? 'answered' : 'closed';
            // the staff reply is a ticket-message, seeded from this (drawn here, in the same
            // order as before, so the seeds of the resources after tickets stay as they were)
            if (status !== 'open') SEEDED_ANSWERS.set(index + 1, random.pick(ANSWERS));
            return {
                id: index + 1,
                user_id: random.pick(users).id,
                subject,
                department,
                priority: department === 'financial' && random.chance(0.5) ? 'high' : random.pick(TICKET_PRIORITIES),
                status,
                message,

                created_at: new Date(time).toISOString(),
            };
        });
    },
    rules: {
        user_id: [required, numeric(1)],
        subject: [required, minLength(3), maxLength(150)],
        department: [required, oneOf(TICKET_DEPARTMENTS)],
        priority: [required, oneOf(TICKET_PRIORITIES)],
        status: [required, oneOf(TICKET_STATUSES)],
        message: [required, minLength(2), maxLength(5000)],
    },
    readOnly: ['created_at'],
    fixedOnUpdate: ['message', 'user_id'],
    references: { user_id: 'user' },
    workflow: {
        transitions: { open: ['answered', 'closed'], answered: ['open', 'closed'], closed: ['open'] },
        refused: 'این تغییر وضعیت برای تیکت مجاز نیست.',
    },
    onCreate: data => ({ ...data, created_at: new Date().toISOString() }),
};
