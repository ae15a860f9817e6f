import { addMessages } from '../lazyMessages';

/**
 * The generated lists: search, row selection, saved views and the export (Excel, CSV) (src/resources/screens/).
 * Loaded with the modules that use them (src/i18n/lazyMessages.ts).
 */
export const listMessages = {
    app: {
        list: {
            search: 'جستجو',
            search_in: 'جستجو در %{what}',
            select_row: 'انتخاب %{name}',
            rows_per_page: 'تعداد در صفحه',
            actions: 'عملیات',
            empty: 'هنوز %{name} ثبت نشده است.',
            // an optional resource this server lacks or refuses (src/resources/availability.ts)
            unavailable: 'بخش «%{name}» در دسترس نیست.',
        },
        views: {
            action: 'نماها',
            menu: 'نماهای این فهرست',
            suggested: 'پیشنهادی',
            saved: 'نماهای من',
            none: 'هنوز نمایی ذخیره نکرده‌اید.',
            today: 'امروز',
            save: 'ذخیره نمای فعلی…',
            save_title: 'ذخیره نمای فعلی',
            name: 'نام نما',
            name_help: 'فیلترها و ترتیب فعلی با این نام ذخیره می‌شوند.',
            name_required: 'نامی برای نما بنویسید.',
            name_taken: 'نمایی با این نام دارید.',
            saved_done: 'نمای «%{name}» ذخیره شد.',
            remove: 'حذف نمای %{name}',
            removed: 'نمای «%{name}» حذف شد.',
        },
        export: {
            group: 'خروجی فهرست',
            xlsx: 'خروجی اکسل',
            csv: 'خروجی CSV',
            formats: 'قالب‌های خروجی',
            progress_label: 'پیشرفت خروجی',
            progress: '%{done} از %{total} ردیف آماده شد',
            done: 'فایل خروجی آماده شد.',
            failed: 'تهیه فایل خروجی انجام نشد.',
        },
    },
};

addMessages(listMessages);
