import { addMessages } from '../lazyMessages';

/**
 * A record's timeline and the activity log (src/resources/activity/).
 * Loaded with the modules that use them (src/i18n/lazyMessages.ts).
 */
export const activityMessages = {
    app: {
        activity: {
            timeline: 'تاریخچه',
            empty: 'هنوز کاری روی این مورد ثبت نشده است.',
            failed: 'تاریخچه بارگیری نشد.',
            retry: 'تلاش دوباره',
            more: 'بیشتر',
            system: 'سیستم',
            created: 'ایجاد کرد',
            updated: 'ویرایش کرد',
            deleted: 'حذف کرد',
            decided: 'تصمیم گرفت: %{decision}',
            decided_plain: 'تصمیم گرفت',
            from_to: 'از %{old} به %{new}',
            changed_to: 'به',
            removed: 'حذف‌شده:',
            added: 'افزوده:',
            filters: {
                causer: 'کارشناس',
                resource: 'بخش',
                from: 'از تاریخ',
                to: 'تا تاریخ',
            },
            columns: {
                when: 'زمان',
                causer: 'کارشناس',
                event: 'رویداد',
                subject: 'مورد',
                what: 'جزئیات',
            },
            filter_by_causer: 'فقط کارهای %{name}',
            no_staff: 'کارشناسی با این نام پیدا نشد.',
        },
    },
};

addMessages(activityMessages);
