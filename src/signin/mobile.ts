import { asciiDigits } from '../i18n/format';
import { MOBILE_PATTERN } from '../resources/fields/normalize';

/**
 * What was typed in a sign-in field, as the API wants it (contract §3): Persian and Arabic-Indic
 * digits become ASCII and surrounding spaces go; nothing else is changed, so any other character
 * still reads as the wrong keyboard.
 */
export const normalizeMobile = (value: unknown): string => asciiDigits(value == null ? '' : String(value)).trim();

/**
 * The login form's mobile rules (spec §5), as translation keys: required, digits only (any other
 * character means the keyboard is not English), then the pattern.
 */
export function validateMobile(value: unknown): string | undefined {
    const mobile = normalizeMobile(value);
    if (!mobile) return 'app.auth.validation.required';
    if (!/^[0-9]+$/.test(mobile)) return 'app.auth.validation.keyboard';
    if (!MOBILE_PATTERN.test(mobile)) return 'app.auth.validation.mobile';
    return undefined;
}

/** One-time codes: 4 to 6 digits after the same digit normalisation. */
export const normalizeCode = normalizeMobile;

export function validateCode(value: unknown): string | undefined {
    const code = normalizeCode(value);
    if (!code) return 'app.auth.validation.required';
    if (!/^[0-9]+$/.test(code)) return 'app.auth.validation.keyboard';
    if (code.length < 4 || code.length > 6) return 'app.auth.validation.code';
    return undefined;
}
