import { asciiDigits } from '../i18n/format';
import { MOBILE_PATTERN } from '../domain/mobile';

/** Spaces (any width), dashes (hyphen, en and em dash, minus) and parentheses, as numbers are written. */
const SEPARATORS = /[\s\u200c\u200e\u200f\-\u2010-\u2015\u2212()]/g;
/** Any letter, Latin or Persian: the keyboard is not in English digits. */
const LETTER = /\p{L}/u;

/**
 * What was typed in the mobile field, as the API wants it (docs/openapi.yaml, `Mobile`):
 * Persian and Arabic-Indic digits become ASCII, spaces, dashes and parentheses are dropped, and a
 * leading `+98` or `0098` becomes `0` (`+98 912 123 4567` → `09121234567`).
 */
export function normalizeMobile(value: unknown): string {
    const compact = asciiDigits(value == null ? '' : String(value)).replace(SEPARATORS, '');
    return compact.replace(/^(?:\+98|0098)/, '0');
}

/**
 * The login form's mobile rules, as translation keys: required; letters mean the
 * keyboard is not English; anything else that is not `09` + 9 digits is an invalid number.
 */
export function validateMobile(value: unknown): string | undefined {
    const mobile = normalizeMobile(value);
    if (!mobile) return 'app.auth.validation.required';
    if (LETTER.test(mobile)) return 'app.auth.validation.keyboard';
    if (!MOBILE_PATTERN.test(mobile)) return 'app.auth.validation.mobile';
    return undefined;
}

/** One-time codes: Persian and Arabic-Indic digits become ASCII, surrounding spaces go. */
export const normalizeCode = (value: unknown): string => asciiDigits(value == null ? '' : String(value)).trim();

/** One-time codes: 4 to 6 digits after the digit normalisation; letters mean the wrong keyboard. */
export function validateCode(value: unknown): string | undefined {
    const code = normalizeCode(value);
    if (!code) return 'app.auth.validation.required';
    if (LETTER.test(code)) return 'app.auth.validation.keyboard';
    if (!/^[0-9]{4,6}$/.test(code)) return 'app.auth.validation.code';
    return undefined;
}
