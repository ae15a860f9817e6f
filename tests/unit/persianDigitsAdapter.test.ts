import { describe, expect, it } from 'vitest';
import { PersianDigitsAdapter } from '../../src/resources/fields/types/JalaliDateInput';

/** The pickers' adapter: Jalali dates written and read in Persian digits (typed or picked). */
describe('PersianDigitsAdapter', () => {
    const adapter = new PersianDigitsAdapter();
    const nowruz = new Date(2026, 2, 21); // 1 Farvardin 1405

    it('writes every format in Persian digits', () => {
        expect(adapter.formatByString(nowruz, 'yyyy/MM/dd')).toBe('۱۴۰۵/۰۱/۰۱');
        expect(adapter.format(nowruz, 'year')).toBe('۱۴۰۵');
        expect(adapter.formatByString(nowruz, 'MMMM')).toBe('فروردین');
    });

    it('reads Persian, Arabic and Latin digits as the same day', () => {
        for (const text of ['۱۴۰۵ ۰۱ ۰۱', '١٤٠٥ ٠١ ٠١', '1405 01 01']) {
            const day = adapter.parse(text, 'yyyy MM dd');
            expect(day && [day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 21]);
        }
    });

    it('gives MUI X the year’s length, as its Persian digits hide the padding', () => {
        expect(adapter.formatTokenMap.yyyy).toMatchObject({ sectionType: 'year', maxLength: 4 });
    });
});
