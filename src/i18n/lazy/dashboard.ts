import { addMessages } from '../lazyMessages';

/**
 * The dashboard (src/dashboard/); the top bar's gold figures keep theirs in fa.ts.
 * Loaded with the modules that use them (src/i18n/lazyMessages.ts).
 */
export const dashboardMessages = {
    app: {
        dashboard: {
            welcome_name: '%{name}، به پنل مدیریت زر خوش آمدید',
            welcome: 'به پنل مدیریت زر خوش آمدید',
            subtitle: 'سفارش‌ها، مشتریان و حساب‌های شرکت را از منوی کناری مدیریت کنید.',
            queues: {
                order: 'سفارش‌های در انتظار',
                receipt: 'فیش‌های در انتظار بررسی',
                withdrawal: 'درخواست‌های پرداخت در انتظار',
                deposit: 'درخواست‌های واریز در انتظار',
                delivery_request: 'درخواست‌های تحویل در انتظار',
                ticket: 'تیکت‌های باز',
            },
            tile_failed: 'این بخش بارگیری نشد.',
            today_orders: 'سفارش‌های امروز',
            buy: 'خرید',
            sell: 'فروش',
            toman: '%{amount} تومان',
            share: '%{buy} خرید در برابر %{sell} فروش',
            price_chart: 'قیمت اونس در این نشست',
            vector_chart: 'بردار امروز در این نشست',
            per_hour_chart: 'سفارش‌های امروز در هر ساعت',
            orders_label: 'سفارش',
            no_data: 'هنوز داده‌ای نیست',
        },
    },
};

addMessages(dashboardMessages);
