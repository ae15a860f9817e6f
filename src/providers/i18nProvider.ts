import polyglotI18nProvider from 'ra-i18n-polyglot';
import farsiMessages from 'ra-language-farsi';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { persianDigits, LOCALE } from '../i18n/format';
import { tidyMessages } from '../i18n/wording';
import { appMessages } from '../i18n/fa';

/**
 * react-admin's Persian, the app's own texts, the resources' labels (`resources`, passed in by the
 * app from its resource registry), and our tweaks of both.
 */
export const messagesWith = (resources: Record<string, unknown>) =>
    tidyMessages(mergeTranslations(
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
    { resources }
    )) as TranslationMessages;

/** Persian has one plural form after numbers, but titles want the plural noun: one vs. many. */
const pluralRules = {
    pluralTypes: { persian: (n: number) => (n === 1 ? 0 : 1) },
    pluralTypeToLanguages: { persian: ['fa'] },
};

/**
 * The i18nProvider over `messages`. Every translated text is shown with Persian digits: page
 * ranges, counts, and numbers inside server messages alike.
 */
export function createI18nProvider(messages: TranslationMessages) {
    const polyglot = polyglotI18nProvider(() => messages, 'fa', [{ locale: 'fa', name: 'فارسی' }], {
        allowMissing: true,
        pluralRules,
    });
    return {
        ...polyglot,
        translate: (key: string, options?: object) => persianDigits(polyglot.translate(key, options)),
    };
}

export const locale = LOCALE;
