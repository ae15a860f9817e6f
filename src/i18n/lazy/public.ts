import { addMessages } from '../lazyMessages';

/**
 * The public pages (src/routes/PublicPage.tsx): terms, pricing, contact, not found …
 * Loaded with the modules that use them (src/i18n/lazyMessages.ts).
 */
export const publicMessages = {
    app: {
        public: {
            back_home: 'بازگشت به داشبورد',
            back_login: 'ورود به پنل',
            register: { title: 'ثبت‌نام', body: 'حساب کارکنان را مدیر سامانه می‌سازد. برای دریافت حساب با مدیر خود تماس بگیرید.' },
            login_unprotected: { title: 'ورود', body: 'برای ورود به پنل از صفحه ورود استفاده کنید.' },
            reset_password: { title: 'بازیابی رمز عبور', body: 'برای بازیابی رمز عبور با پشتیبانی تماس بگیرید یا با کد یک‌بارمصرف وارد شوید.' },
            coming_soon: { title: 'به‌زودی', body: 'این بخش در حال آماده‌سازی است.' },
            maintenance: { title: 'در حال به‌روزرسانی', body: 'سامانه برای به‌روزرسانی موقتاً در دسترس نیست. کمی بعد دوباره سر بزنید.' },
            pricing: { title: 'تعرفه‌ها', body: 'کارمزد خرید و فروش در تنظیمات برنامه تعیین می‌شود.' },
            payment: { title: 'پرداخت', body: 'پرداخت‌ها از طریق درخواست‌های واریز و پرداخت انجام می‌شوند.' },
            about_us: { title: 'درباره ما', body: 'پنل مدیریت زر، میز کار روزانه کارکنان برای سفارش‌ها، مشتریان و حساب‌های شرکت است.' },
            contact_us: { title: 'تماس با ما', body: 'برای پشتیبانی از دکمه تماس در صفحه ورود استفاده کنید.' },
            faqs: { title: 'قوانین و پرسش‌های متداول', body: 'استفاده از پنل فقط برای کارکنان مجاز است و همه عملیات ثبت می‌شود. اطلاعات مشتریان محرمانه است.' },
            not_found: { title: 'صفحه پیدا نشد', body: 'نشانی‌ای که باز کردید وجود ندارد یا جابه‌جا شده است.' },
            server_error: { title: 'خطای سرور', body: 'مشکلی در سرور پیش آمد. لطفاً کمی بعد دوباره تلاش کنید.' },
        },
    },
};

addMessages(publicMessages);
