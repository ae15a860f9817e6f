import { addMessages } from '../lazyMessages';

/**
 * The settings drawer's content (src/layout/SettingsPanel.tsx); its button keeps `open` in fa.ts.
 * Loaded with the modules that use them (src/i18n/lazyMessages.ts).
 */
export const settingsMessages = {
    app: {
        settings: {
            title: 'تنظیمات',
            close: 'بستن تنظیمات',
            mode: 'حالت نمایش',
            light: 'روشن',
            dark: 'تیره',
            system: 'مانند سیستم',
            presets: 'رنگ اصلی',
            stretch: 'تمام‌عرض',
            stretch_hint: 'محتوا در همهٔ عرض صفحه؛ خاموش: در عرضی راحت، وسط صفحه',
            layout: 'چیدمان',
            fullscreen: 'تمام‌صفحه',
            exit_fullscreen: 'خروج از تمام‌صفحه',
            reset: 'بازگشت به پیش‌فرض',
            desktop: {
                title: 'اعلان دسکتاپ',
                hint: 'وقتی این زبانه پنهان است، سفارش تازه با اعلان دسکتاپ هم خبر داده می‌شود.',
                enable: 'اجازهٔ اعلان دسکتاپ',
                granted: 'اعلان دسکتاپ فعال است.',
                denied: 'مرورگر اجازهٔ اعلان نداده است؛ از تنظیمات مرورگر می‌توانید آن را باز کنید.',
                unsupported: 'این مرورگر اعلان دسکتاپ ندارد.',
            },
        },
    },
};

addMessages(settingsMessages);
