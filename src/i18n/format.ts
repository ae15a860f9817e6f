/**
 * Persian numbers as fa-IR's Intl formatter writes them: Persian digits and Persian separators
 * (Jalali dates: ./dates.ts).
 *
 * The first Intl formatter or collator a page makes sets up ICU, 10 ms or more of the main
 * thread, which a start should not pay before its first screen. So the digits of a text
 * (`persianDigits`, which every translated text goes through) and amounts (`formatNumber`) are
 * written without Intl, as the code points fa-IR's formatter writes (tests/unit/format.test.ts
 * compares them), and the formatters still needed are made at their first use (`atFirstUse`),
 * never as a module loads.
 */
export const LOCALE = 'fa-IR';

/**
 * A value made the first time it is asked for, then kept: for an Intl formatter or collator,
 * whose first in a page costs ICU's set-up (above).
 */
export function atFirstUse<T>(make: () => T): () => T {
    let value: T | undefined;
    return () => (value ??= make());
}

const groupedFormat = atFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 }));

/**
 * A count or an amount with Persian digits and thousands separators, at most three decimals:
 * 1234567 → ۱٬۲۳۴٬۵۶۷, 12.3456 → ۱۲٫۳۴۶, -1500 → ‎−۱٬۵۰۰. The text is fa-IR's Intl formatter's
 * (`maximumFractionDigits: 3`: the number's shortest decimal form rounded half away from zero),
 * written without Intl for every finite number under 10²¹, so that a screen's first amount does
 * not set up ICU (above); Intl writes the others (NaN, ∞, 10²¹ and more).
 */
export const formatNumber = (value: number): string => {
    const magnitude = Math.abs(value);
    if (!Number.isFinite(value) || magnitude >= 1e21) return groupedFormat().format(value);
    const negative = value < 0 || Object.is(value, -0);
    const [whole, fraction] = roundedToThousandths(magnitude);
    const text = persianDigits(groupThousands(whole)) + (fraction ? DECIMAL_SEPARATOR + persianDigits(fraction) : '');
    return negative ? MINUS + text : text;
};

/** What fa-IR writes before a negative number: LEFT-TO-RIGHT MARK, MINUS SIGN. */
const MINUS = '\u200E\u2212';
/** fa-IR's decimal separator (U+066B ARABIC DECIMAL SEPARATOR). */
const DECIMAL_SEPARATOR = '\u066B';

/** The whole and the fraction digits (none when zero) of a number ≥ 0 under 10²¹, rounded half up to thousandths. */
function roundedToThousandths(magnitude: number): [string, string] {
    // the shortest decimal form that reads back as the number: what ICU rounds, not the binary value
    const shortest = String(magnitude);
    if (shortest.includes('e')) return ['0', '']; // under 10⁻⁶
    const [whole, fraction = ''] = shortest.split('.');
    if (fraction.length <= 3) return [whole, fraction];
    let digits = whole + fraction.slice(0, 3);
    if (fraction[3] >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
    return [digits.slice(0, -3), digits.slice(-3).replace(/0+$/, '')];
}

/** U+06F0 EXTENDED ARABIC-INDIC DIGIT ZERO: the Persian digits are this and the nine after it. */
const PERSIAN_ZERO = 0x06f0;

/**
 * Every ASCII digit of a string written in Persian digits (for identifiers such as IBANs and
 * card numbers, whose leading zeros and grouping must stay as they are, and for every translated
 * text).
 */
export const persianDigits = (text: string | number): string =>
    String(text).replace(/[0-9]/g, digit => String.fromCharCode(PERSIAN_ZERO + digit.charCodeAt(0) - 48));

/** The thousands separator fa-IR writes (U+066C ARABIC THOUSANDS SEPARATOR). */
const THOUSANDS_SEPARATOR = '\u066C';

/**
 * A run of ASCII digits grouped by thousands with fa-IR's separator, as its formatter groups
 * them, without one (`1234567` → `1٬234٬567`; `persianDigits` then writes the digits).
 */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);

const ARABIC_ZERO = 0x0660;

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits typed by a user, as ASCII (docs/openapi.yaml, auth). */
export const asciiDigits = (text: string): string =>
    text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, ch => {
        const code = ch.charCodeAt(0);
        return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_ZERO);
    });
