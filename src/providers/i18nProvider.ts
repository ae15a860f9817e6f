import polyglotI18nProvider from 'ra-i18n-polyglot';
import farsiMessages from 'ra-language-farsi';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { persianDigits, LOCALE } from '../i18n/format';
import { appMessages } from '../i18n/fa';
import { resourceMessages } from '../resources';

/** react-admin's Persian, the app's own texts, the resources' labels, and our tweaks of both. */
export const messages = mergeTranslations(
    farsiMessages as TranslationMessages,
    {
        ra: {
            auth: { user_menu: 'منوی کاربر' },
            navigation: {
                page_range_info: '%{offsetBegin} تا %{offsetEnd} از %{total}',
                page_rows_per_page: 'تعداد در صفحه:',
            },
        },
    },
    appMessages,
    { resources: resourceMessages() }
) as TranslationMessages;

/** Persian has one plural form after numbers, but titles want the plural noun: one vs. many. */
const pluralRules = {
    pluralTypes: { persian: (n: number) => (n === 1 ? 0 : 1) },
    pluralTypeToLanguages: { persian: ['fa'] },
};

const polyglot = polyglotI18nProvider(() => messages, 'fa', [{ locale: 'fa', name: 'فارسی' }], {
    allowMissing: true,
    pluralRules,
});

/**
 * Every translated text is shown with Persian digits: page ranges, counts, and numbers inside
 * server messages alike.
 */
export const i18nProvider = {
    ...polyglot,
    translate: (key: string, options?: object) => persianDigits(polyglot.translate(key, options)),
};

export const locale = LOCALE;
