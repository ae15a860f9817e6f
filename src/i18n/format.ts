/**
 * Persian numbers and dates, from Intl (`fa-IR`): Persian digits, Persian separators and the
 * Persian (Jalali) calendar.
 *
 * Intl's formatters are made at their first use, not when the page loads: the first Intl number
 * or date formatter a page makes sets up its ICU services, about 10 ms of the main thread, and a
 * start that shows no formatted number or date should not pay it. The digits of a text
 * (`persianDigits`, which every translated text goes through) are written without Intl, as the
 * code points fa-IR's formatter writes (tests/unit/format.test.ts compares the two).
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
const dateFormat = atFirstUse(() => new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'long', day: 'numeric' }));
const dateTimeFormat = atFirstUse(
    () => new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' })
);

/** A count or an amount with Persian digits and thousands separators: 1234567 → ۱٬۲۳۴٬۵۶۷ */
export const formatNumber = (value: number): string => groupedFormat().format(value);

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

function toDate(value: string | number | Date): Date | null {
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
}

/** A Jalali date: ۳۰ آبان ۱۴۰۵ */
export const formatDate = (value: string | number | Date): string => {
    const date = toDate(value);
    return date ? dateFormat().format(date) : '';
};

/** A Jalali date and time: ۳۰ آبان ۱۴۰۵ ساعت ۱۳:۴۵ */
export const formatDateTime = (value: string | number | Date): string => {
    const date = toDate(value);
    return date ? dateTimeFormat().format(date) : '';
};

const ARABIC_ZERO = 0x0660;

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits typed by a user, as ASCII (docs/openapi.yaml, auth). */
export const asciiDigits = (text: string): string =>
    text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, ch => {
        const code = ch.charCodeAt(0);
        return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_ZERO);
    });
