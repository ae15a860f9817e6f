// The i18nProvider over the first-load messages and the lazy sets added after it was made: what a
// screen reads must not depend on which of the two holds a text.
import { describe, expect, it } from 'vitest';
import { addMessages } from '../../src/i18n/lazyMessages';
import { createI18nProvider } from '../../src/providers/i18nProvider';

const provider = createI18nProvider({
    ra: { action: { save: 'ذخیره' } },
    app: {
        first: { greeting: 'سلام %{name}', count: '%{smart_count} سفارش', overridden: 'متن اول' },
    },
} as never);

describe('the i18nProvider with lazy message sets', () => {
    it('answers the first-load texts, with Persian digits, before any set is added', () => {
        expect(provider.translate('ra.action.save')).toBe('ذخیره');
        expect(provider.translate('app.first.count', { smart_count: 12 })).toBe('۱۲ سفارش');
        expect(provider.translate('app.missing.key', { _: 'پیش‌فرض' })).toBe('پیش‌فرض');
    });

    it('answers a set added later, tidied and interpolated; the first-load texts still answer', () => {
        addMessages({ app: { lazy: { line: 'لطفا %{amount} را تایید کنید', one: 'یک مورد |||| %{smart_count} مورد' }, first: { overridden: 'متن تنبل' } } });
        expect(provider.translate('app.lazy.line', { amount: 250 })).toBe('لطفاً ۲۵۰ را تأیید کنید');
        expect(provider.translate('app.lazy.one', { smart_count: 1 })).toBe('یک مورد');
        expect(provider.translate('app.lazy.one', { smart_count: 3 })).toBe('۳ مورد');
        expect(provider.translate('app.first.greeting', { name: 'مینا' })).toBe('سلام مینا');
        // a lazy set's text wins over the first load's, as a merge over it would
        expect(provider.translate('app.first.overridden')).toBe('متن تنبل');
    });

    it('does not answer a default text for a key the first load has, and answers it for a key nobody has', () => {
        expect(provider.translate('ra.action.save', { _: 'Save' })).toBe('ذخیره');
        expect(provider.translate('app.lazy.line', { _: 'x', amount: 1 })).toBe('لطفاً ۱ را تأیید کنید');
        expect(provider.translate('app.nobody.has', { _: 'متن پیش‌فرض' })).toBe('متن پیش‌فرض');
        expect(provider.translate('app.nobody.has')).toBe('app.nobody.has');
    });

    it('takes each set added afterwards too', () => {
        addMessages({ app: { later: { title: 'عنوان بعدی' } } });
        expect(provider.translate('app.later.title')).toBe('عنوان بعدی');
        expect(provider.translate('app.lazy.one', { smart_count: 1 })).toBe('یک مورد');
    });
});
