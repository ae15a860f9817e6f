import { addMessages } from '../lazyMessages';

/**
 * The developer panel and the one-time code hint of the embedded mock backend (src/mock/ui/), which a production build does not hold.
 * Loaded with the modules that use them (src/i18n/lazyMessages.ts).
 */
export const mockMessages = {
    app: {
        mock: {
            otp_hint: 'حالت آزمایشی: کد تأیید',
            panel: 'پنل توسعه‌دهنده (سرور آزمایشی)',
            login_mode: 'روش ورود',
            otp: 'کد یک‌بارمصرف',
            password: 'نام کاربری و رمز عبور',
            admin: 'نوع مدیر',
            super: 'مدیر کل',
            limited: 'مدیر محدود',
            cashier: 'صندوقدار (سقف ۵۰ میلیون تومان)',
            auditor: 'حسابرس (فقط خواندن)',
            admin_hint: 'نوع مدیر همان دم اعمال می‌شود (با رویداد me.updated). نام کاربری و رمز عبور آزمایشی:',
            write_answer: 'پاسخ ذخیره و حذف',
            write_record: 'رکورد ذخیره‌شده',
            write_empty: 'بدون بدنه (۲۰۴)',
            permissions: 'مجوزهای مدیر محدود',
            permissions_none: 'بدون قاعده',
            permissions_limit: 'سقف ۱۰ میلیون تومان (بیشتر: تأیید همکار)',
            versions: 'نسخهٔ رکوردها (updated_at)',
            versions_on: 'دارد (۴۰۹ برای نسخهٔ قدیمی)',
            versions_off: 'ندارد',
            approvals_part: 'تأیید دونفره (/admin/approval)',
            staff_part: 'فهرست همکاران (/admin/staff)',
            part_on: 'دارد',
            part_missing: 'ندارد (۴۰۴)',
            live: 'رویدادهای زنده',
            live_playing: 'پخش خودکار رویدادها',
            live_fire: 'ارسال فوری یک رویداد',
            live_order: 'سفارش جدید',
            live_order_auto: 'سفارش با درخواست ارسال خودکار',
            live_order_update: 'تصمیم روی یک سفارش',
            live_receipt: 'فیش واریزی',
            live_notification: 'اعلان',
            live_price: 'قیمت اونس',
            live_vector: 'بردار امروز',
            live_notices: 'شمارنده‌های منو',
            live_me: 'تغییر دسترسی‌ها (me.updated)',
            live_duplicate: 'رویداد تکراری',
            live_drop: 'قطع اتصال',
            presence: 'همکاران شبیه‌سازی‌شده روی رکورد باز',
            presence_server: 'حضور همکاران روی رکورد (کانال presence)',
            presence_on: 'فعال',
            presence_refused: 'مجوز رد می‌شود (۴۰۳)',
            presence_absent: 'سرور بدون presence',
            presence_none: 'اول صفحهٔ یک رکورد (نمایش یا ویرایش) را باز کنید.',
            presence_state: 'وضعیت %{name}',
            live_drop_hint: 'اتصال زنده قطع می‌شود و سرور تا چند ثانیه اتصال تازه نمی‌پذیرد.',
        },
    },
};

addMessages(mockMessages);
