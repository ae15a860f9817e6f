import { asciiDigits, groupThousands, persianDigits } from '../../../i18n/format';

/** Persian decimal separator (what Intl's fa-IR writes). */
const DECIMAL = '٫';

/**
 * What a number input shows while typing: Persian digits, thousands separators, a Persian decimal
 * separator. Accepts a number or the text typed so far (with any digits and separators).
 */
export function formatTypedNumber(value: unknown): string {
    if (value === null || value === undefined || value === '') return '';
    const raw = typeof value === 'number' ? String(value) : asciiDigits(String(value));
    const cleaned = raw.replace(/[\s,٬]/g, '').replace(/[٫/]/g, '.');
    const match = /^(-?)(\d*)(\.?)(\d*)$/.exec(cleaned);
    if (!match) return persianDigits(raw);
    const [, sign, whole, dot, fraction] = match;
    return persianDigits(`${sign}${groupThousands(whole)}${dot ? DECIMAL : ''}${fraction}`);
}

/**
 * The form value of what was typed: a number once it reads as one (`۱۲٬۵۰۰` → 12500), the text
 * while it is half-typed (`۱۲٫` stays text) so nothing typed is lost, null when empty.
 */
export function parseTypedNumber(text: string): number | string | null {
    const cleaned = asciiDigits(text).replace(/[\s,٬]/g, '').replace(/[٫/]/g, '.');
    if (cleaned === '') return null;
    return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : text;
}
