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

/** What the lazy sets' provider answers for a key none of them has: the first-load messages decide. */
const NOT_ADDED = '\u0000not-added';

/**
 * The i18nProvider over `messages` and the lazy features' messages added so far
 * (src/i18n/lazyMessages.ts: a lazy chunk adds its own before it renders). Every translated text is
 * shown with Persian digits: page ranges, counts, and numbers inside server messages alike. The
 * labels of served resources are answered first, as given (src/i18n/literalMessages.ts).
 *
 * The lazy sets have a provider of their own, asked first and built again, over the sets alone,
 * each time one is added: the first-load messages (a few thousand texts) are merged, tidied and
 * indexed once, not again with every lazy chunk a start loads.
 */
export function createI18nProvider(messages: TranslationMessages) {
    const build = (all: TranslationMessages, options: object) =>
        polyglotI18nProvider(() => all, 'fa', [{ locale: 'fa', name: 'فارسی' }], { pluralRules, ...options });
    const base = build(messages, { allowMissing: true });
    let added: ReturnType<typeof build> | undefined;
    let version = 0;
    /** The provider over the lazy sets added so far (none yet: undefined). */
    const lazySets = () => {
        const { version: now, sets } = addedMessages();
        if (now !== version) {
            version = now;
            added = build(tidyMessages(mergeTranslations(...(sets as TranslationMessages[]))), { onMissingKey: () => NOT_ADDED });
        }
        return added;
    };
    const polyglotText = (key: string, options?: object): string => {
        const sets = lazySets();
        if (!sets) return base.translate(key, options);
        // without the default text (`_`), which polyglot would answer for a key the sets lack
        const { _: _default, ...rest } = (options ?? {}) as { _?: unknown };
        const text = sets.translate(key, rest);
        return text === NOT_ADDED ? base.translate(key, options) : text;
    };
    return {
        // a served resource's labels are literal text (src/i18n/literalMessages.ts)
        translate: (key: string, options?: object) => literalText(key, options) ?? persianDigits(polyglotText(key, options)),
        changeLocale: (locale: string, options?: unknown) => base.changeLocale(locale, options),
        getLocale: () => base.getLocale(),
        getLocales: () => base.getLocales?.() ?? [],
    };
}

export const locale = LOCALE;
