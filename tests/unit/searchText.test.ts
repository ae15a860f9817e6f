import { describe, expect, it } from 'vitest';
import { normalizeSearch, searchedId } from '../../src/domain/searchText';
import { store } from '../../src/mock/store';

describe('search text normalisation', () => {
    it('reads Persian and Arabic-Indic digits as ASCII', () => {
        expect(normalizeSearch('۰۹۱۲ ۱۲۳')).toBe('0912 123');
        expect(normalizeSearch('٠٩١٢٣٤٥٦٧٨٩')).toBe('0912345678' + '9');
    });

    it('turns Arabic ي, ى and ك into Persian ی and ک', () => {
        expect(normalizeSearch('علي كريمي')).toBe('علی کریمی');
        expect(normalizeSearch('موسى')).toBe('موسی');
    });

    it('drops Arabic diacritics and the tatweel, keeps the zero-width non-joiner', () => {
        expect(normalizeSearch('عَلِی')).toBe('علی');
        expect(normalizeSearch('محمّد')).toBe('محمد');
        expect(normalizeSearch('كـــريمي')).toBe('کریمی');
        expect(normalizeSearch('فیش‌ها')).toBe('فیش\u200cها');
    });

    it('makes every run of white space one space, none at the ends', () => {
        expect(normalizeSearch('  علی \t\n  کریمی  ')).toBe('علی کریمی');
        expect(normalizeSearch('   ')).toBe('');
    });

    it('reads a text that is only an id, with or without #, in any digits', () => {
        expect(searchedId('123')).toBe(123);
        expect(searchedId('#۱۲۳')).toBe(123);
        expect(searchedId(' # ١٢ ')).toBe(12);
        expect(searchedId('12a')).toBeNull();
        expect(searchedId('علی 12')).toBeNull();
        expect(searchedId('0')).toBeNull();
        expect(searchedId('')).toBeNull();
    });
});

describe('the mock matches search the same way on both sides', () => {
    const search = (resource: string, text: string) =>
        store.get(resource)!.list({ page: 1, perPage: 100, search: text, filters: {} }).data;

    it('finds the customer stored as علی کریمی by علي كريمي, عَلی and extra spaces', () => {
        for (const typed of ['علي كريمي', 'عَلی  کریمی', 'علی کریمی']) {
            expect(search('user', typed).map(user => user.name), typed).toContain('علی کریمی');
        }
    });

    it('finds a mobile number typed in Persian digits', () => {
        const [customer] = store.get('user')!.all();
        const mobile = String(customer.mobile);
        const typed = mobile.slice(0, 7).replace(/[0-9]/g, d => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
        expect(search('user', typed).map(user => user.id)).toContain(customer.id);
    });
});
