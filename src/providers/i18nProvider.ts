import polyglotI18nProvider from 'ra-i18n-polyglot';
import farsiMessages from 'ra-language-farsi';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { persianDigits, LOCALE } from '../i18n/format';
import { addedMessages } from '../i18n/lazyMessages';
import { literalText } from '../i18n/literalMessages';
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
 * The i18nProvider over `messages` and the lazy features' messages added so far
 * (src/i18n/lazyMessages.ts: a lazy chunk adds its own before it renders). Every translated text is
 * shown with Persian digits: page ranges, counts, and numbers inside server messages alike. The
 * labels of served resources are answered first, as given (src/i18n/literalMessages.ts).
 */
export function createI18nProvider(messages: TranslationMessages) {
    const build = (all: TranslationMessages) =>
        polyglotI18nProvider(() => all, 'fa', [{ locale: 'fa', name: 'فارسی' }], {
            allowMissing: true,
            pluralRules,
        });
    let polyglot = build(messages);
    let version = 0;
    /** The provider over every message added so far, built again only after a set is added. */
    const current = () => {
        const added = addedMessages();
        if (added.version !== version) {
            version = added.version;
            polyglot = build(tidyMessages(mergeTranslations(messages, ...(added.sets as TranslationMessages[]))));
        }
        return polyglot;
    };
    return {
        // a served resource's labels are literal text (src/i18n/literalMessages.ts)
        translate: (key: string, options?: object) => literalText(key, options) ?? persianDigits(current().translate(key, options)),
        changeLocale: (locale: string, options?: unknown) => current().changeLocale(locale, options),
        getLocale: () => current().getLocale(),
        getLocales: () => current().getLocales?.() ?? [],
    };
}

export const locale = LOCALE;
