import { addMessages } from '../lazyMessages';

/**
 * The live-order panel and an order's decision (src/realtime/orders/, the order page).
 * Loaded with the modules that use them (src/i18n/lazyMessages.ts).
 */
export const liveOrdersMessages = {
    app: {
        live_orders: {
            title: 'سفارش‌های در انتظار',
            list: 'فهرست سفارش‌های در انتظار',
            keyboard_hint: 'با کلیدهای جهت‌نمای بالا و پایین، Home و End بین سفارش‌ها جابه‌جا شوید و با Tab به دکمه‌های سفارش بروید.',
            expand: 'باز کردن سفارش‌های در انتظار',
            collapse: 'جمع کردن سفارش‌های در انتظار',
            buy: 'خرید',
            sell: 'فروش',
            original_price: 'قیمت پایه',
            total_price: 'مبلغ نهایی',
            toman: '%{amount} تومان',
            note: 'یادداشت',
            auto_order: 'ارسال سفارش به مرجع',
            approve: 'تأیید',
            reject: 'رد',
            summary: '%{side} %{quantity} %{product} از %{name}',
            units: { gram: 'گرم', mithqal: 'مثقال', piece: 'عدد' },
            approve_label: 'تأیید سفارش %{summary}',
            reject_label: 'رد سفارش %{summary}',
            approved: 'سفارش %{summary} تأیید شد.',
            rejected: 'سفارش %{summary} رد شد.',
            arrived: 'سفارش جدید: %{summary}',
            arrived_many: '%{count} سفارش جدید رسید.',
            decide_failed: 'ثبت تصمیم سفارش انجام نشد.',
            page_title: 'تصمیم درباره سفارش',
            page_decided: 'این سفارش بررسی شده است: %{status}.',
        },
    },
};

addMessages(liveOrdersMessages);
