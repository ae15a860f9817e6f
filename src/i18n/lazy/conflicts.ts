import { addMessages } from '../lazyMessages';

/**
 * A record changed by someone else meanwhile: the notices and the comparison dialog (src/resources/conflicts/), with the edit forms and decisions.
 * Loaded with the modules that use them (src/i18n/lazyMessages.ts).
 */
export const conflictsMessages = {
    app: {
        conflicts: {
            changed: 'این رکورد در این فاصله تغییر کرده است',
            changed_by: 'آخرین تغییر: %{name}',
            changed_at: 'زمان آخرین تغییر: %{time}',
            saved_refused: 'ذخیره انجام نشد: کسی پیش از شما این رکورد را تغییر داد. چیزی از آنچه وارد کرده‌اید از دست نرفته است.',
            see: 'دیدن تغییرات',
            title: 'مقایسهٔ تغییرات',
            intro_conflict: 'برای هر فیلدی که با نسخهٔ فعلی فرق دارد: آنچه شما وارد کرده‌اید، آنچه اکنون در رکورد است و آنچه هنگام باز کردن بود.',
            intro_changed: 'فرم شما هنوز همان است که وارد کرده‌اید. تفاوت‌های آن با نسخهٔ فعلی رکورد:',
            mine: 'آنچه شما وارد کرده‌اید',
            current: 'آنچه اکنون در رکورد است',
            opened: 'هنگام باز کردن',
            you_changed: 'تغییر شما',
            they_changed: 'تغییر در این فاصله',
            no_difference: 'فیلدهای این فرم با نسخهٔ فعلی فرقی ندارند؛ تغییر در بخش‌های دیگر رکورد است.',
            keep_mine: 'نگه داشتن تغییرات من',
            keep_mine_hint: 'تغییرات شما روی نسخهٔ فعلی قرار می‌گیرد و بقیهٔ فیلدها همان مقدار فعلی را می‌گیرند.',
            take_theirs: 'بارگذاری نسخهٔ فعلی',
            close: 'بستن',
            decided_meanwhile: 'این رکورد در این فاصله بررسی شده است',
            decided_by: 'تصمیم‌گیرنده: %{name}',
            now_status: 'وضعیت فعلی: ',
            typed_kept: 'آنچه در فرم نوشته بودید همچنان در فرم است.',
        },
    },
};

addMessages(conflictsMessages);
