import { normalizeMobile, validateCode, validateMobile } from '../../src/signin/mobile';

describe('sign-in field rules (docs/openapi.yaml Mobile)', () => {
    it('converts Persian and Arabic-Indic digits', () => {
        expect(normalizeMobile('۰۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
        expect(normalizeMobile('٠٩١٢١٢٣٤٥٦٧')).toBe('09121234567');
        expect(normalizeMobile('  09121234567 ')).toBe('09121234567');
        expect(validateMobile('۰۹۱۲۱۲۳۴۵۶۷')).toBeUndefined();
    });

    it('reads a number typed the way people type it: spaces, dashes, parentheses, +98 and 0098', () => {
        const typed = [
            '0912 123 4567',
            '0912-123-4567',
            '(0912) 123-4567',
            '+98 912 123 4567',
            '+989121234567',
            '0098 912 123 4567',
            '00989121234567',
            '+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷',
            '۰۹۱۲\u2013۱۲۳\u2013۴۵۶۷',
            '0912\u00a0123\u00a04567',
        ];
        for (const value of typed) {
            expect(normalizeMobile(value), value).toBe('09121234567');
            expect(validateMobile(value), value).toBeUndefined();
        }
    });

    it('gives the switch-your-keyboard message only for letters, Latin or Persian', () => {
        for (const typed of ['09۱۲abc4567', 'abc', '0912۱۲۳ابپ', 'شماره']) {
            expect(validateMobile(typed), typed).toBe('app.auth.validation.keyboard');
        }
    });

    it('calls anything else that is not 09 + 9 digits an invalid number', () => {
        for (const typed of ['0912123456', '08121234567', '+99 912 123 4567', '0912.123.4567', '0912/1234567', '+9809121234567']) {
            expect(validateMobile(typed), typed).toBe('app.auth.validation.mobile');
        }
    });

    it('requires a value', () => {
        expect(validateMobile('')).toBe('app.auth.validation.required');
        expect(validateMobile('   ')).toBe('app.auth.validation.required');
        expect(validateMobile(' - ')).toBe('app.auth.validation.required');
    });

    it('accepts codes of 4 to 6 digits, typed with any digits; letters mean the keyboard', () => {
        expect(validateCode('۱۲۳۴')).toBeUndefined();
        expect(validateCode('123456')).toBeUndefined();
        expect(validateCode('123')).toBe('app.auth.validation.code');
        expect(validateCode('1234567')).toBe('app.auth.validation.code');
        expect(validateCode('12 34')).toBe('app.auth.validation.code');
        expect(validateCode('12ab')).toBe('app.auth.validation.keyboard');
    });
});
