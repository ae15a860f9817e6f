/**
 * The admin's own Persian texts. react-admin's texts come from ra-language-farsi; resource names
 * and field labels come from the resource definitions (src/resources).
 */
export const appMessages = {
    app: {
        title: 'پنل مدیریت زر',
        menu: {
            heading: 'آمار و اطلاعات',
            dashboard: 'داشبورد',
            collapse: 'جمع کردن منو',
            expand: 'باز کردن منو',
        },
        errors: {
            network: 'ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید.',
            server: 'خطایی در سرور رخ داد. لطفاً دوباره تلاش کنید.',
            load: 'بارگذاری اطلاعات انجام نشد.',
        },
        settings: {
            title: 'تنظیمات',
            open: 'باز کردن تنظیمات',
            close: 'بستن تنظیمات',
            mode: 'حالت نمایش',
            light: 'روشن',
            dark: 'تیره',
            fullscreen: 'تمام‌صفحه',
            exit_fullscreen: 'خروج از تمام‌صفحه',
        },
        dashboard: {
            welcome: 'به پنل مدیریت زر خوش آمدید',
            subtitle: 'سفارش‌ها، مشتریان و حساب‌های شرکت را از منوی کناری مدیریت کنید.',
            gold_price: 'قیمت اونس طلا',
            today_vector: 'بردار امروز',
        },
        list: {
            search: 'جستجو',
            rows_per_page: 'تعداد در صفحه',
            actions: 'عملیات',
            empty: 'هنوز %{name} ثبت نشده است.',
        },
        field: {
            yes: 'بله',
            no: 'خیر',
        },
        validation: {
            number: 'یک عدد وارد کنید.',
            min: 'مقدار باید دست‌کم %{min} باشد.',
            max: 'مقدار باید حداکثر %{max} باشد.',
            mobile: 'شماره موبایل معتبر نیست.',
            iban: 'شماره شبای معتبر الزامی است.',
            iban_checksum: 'رقم‌های کنترلی شماره شبا درست نیست؛ شبا را دوباره بررسی کنید.',
            card_number: 'شماره کارت باید ۱۶ رقم باشد.',
            card_checksum: 'شماره کارت معتبر نیست؛ رقم‌ها را دوباره بررسی کنید.',
            accounting_id: 'کد حسابداری حداکثر ۳۲ نویسه از حروف انگلیسی، رقم و خط تیره است.',
        },
        bank: {
            add: 'افزودن حساب بانکی',
            create_title: 'افزودن حساب بانکی',
            edit_title: 'ویرایش حساب بانکی',
            edit: 'ویرایش',
            delete: 'حذف',
            cancel: 'انصراف',
            save: 'ذخیره',
            search: 'جستجوی عنوان، نام، شبا یا کارت',
            empty: 'حساب بانکی یافت نشد',
            no_results: 'نتیجه‌ای یافت نشد',
            delete_title: 'حذف حساب بانکی',
            delete_confirm: 'حساب «%{title}» به نام %{account_name} حذف شود؟ این کار بازگشت‌پذیر نیست.',
            iban_hint: 'IR و ۲۴ رقم',
            iban_placeholder: 'IR000000000000000000000000',
            card_placeholder: '0000 0000 0000 0000',
            suggestion: 'استفاده از «%{name}»',
            suggestion_label: 'بانک تشخیص داده‌شده',
            notifications: {
                load_error: 'دریافت فهرست حساب‌های بانکی انجام نشد.',
                created: 'حساب بانکی افزوده شد.',
                create_error: 'افزودن حساب بانکی انجام نشد.',
                updated: 'حساب بانکی ویرایش شد.',
                update_error: 'ویرایش حساب بانکی انجام نشد.',
                deleted: 'حساب بانکی حذف شد.',
                delete_error: 'حذف حساب بانکی انجام نشد.',
            },
            validation: {
                title: 'عنوان بانک الزامی است.',
                account_name: 'نام صاحب حساب الزامی است.',
            },
        },
    },
};
