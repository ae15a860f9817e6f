import { asciiDigits } from '../../i18n/format';

/** A number typed with Persian or Arabic digits and separators, as a number (empty → null). */
export function parseNumber(value: unknown): number | null {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    const text = asciiDigits(String(value))
        .replace(/[\s,٬]/g, '')
        .replace(/٫/g, '.');
    if (text === '') return null;
    const number = Number(text);
    return Number.isFinite(number) ? number : Number.NaN;
}

/** A mobile number typed with any digits and spaces or dashes: 0912 123 4567 → 09121234567 */
export const normalizeMobile = (value: unknown): string =>
    asciiDigits(value == null ? '' : String(value)).replace(/[\s\-\u200B-\u200F]/g, '');
