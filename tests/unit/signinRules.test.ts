import { normalizeMobile, validateCode, validateMobile } from '../../src/signin/mobile';

describe('sign-in field rules (spec §5, contract §3)', () => {
    it('converts Persian and Arabic-Indic digits, and only trims around them', () => {
        expect(normalizeMobile('۰۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
        expect(normalizeMobile('٠٩١٢١٢٣٤٥٦٧')).toBe('09121234567');
        expect(normalizeMobile('  09121234567 ')).toBe('09121234567');
        expect(validateMobile('۰۹۱۲۱۲۳۴۵۶۷')).toBeUndefined();
    });

    it('takes any other non-digit as the wrong keyboard', () => {
        for (const typed of ['0912 123 4567', '0912-123-4567', '09۱۲abc', '+989121234567']) {
            expect(validateMobile(typed)).toBe('app.auth.validation.keyboard');
        }
    });

    it('requires a value, then the 09 + 9 digits pattern', () => {
        expect(validateMobile('')).toBe('app.auth.validation.required');
        expect(validateMobile('   ')).toBe('app.auth.validation.required');
        expect(validateMobile('0912123456')).toBe('app.auth.validation.mobile');
        expect(validateMobile('08121234567')).toBe('app.auth.validation.mobile');
    });

    it('accepts codes of 4 to 6 digits, typed with any digits', () => {
        expect(validateCode('۱۲۳۴')).toBeUndefined();
        expect(validateCode('123456')).toBeUndefined();
        expect(validateCode('123')).toBe('app.auth.validation.code');
        expect(validateCode('1234567')).toBe('app.auth.validation.code');
        expect(validateCode('12 34')).toBe('app.auth.validation.keyboard');
    });
});
