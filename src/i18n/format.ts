/**
 * Persian numbers and dates, from Intl (`fa-IR`): Persian digits, Persian separators and the
 * Persian (Jalali) calendar. Nothing here is a hand-written digit table for display.
 */
export const LOCALE = 'fa-IR';

const integerFormat = new Intl.NumberFormat(LOCALE, { useGrouping: false, maximumFractionDigits: 0 });
const groupedFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 });
const dateFormat = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'long', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
});

/** A count or an amount with Persian digits and thousands separators: 1234567 → ۱٬۲۳۴٬۵۶۷ */
export const formatNumber = (value: number): string => groupedFormat.format(value);

/**
 * Every ASCII digit of a string written in Persian digits (for identifiers such as IBANs and
 * card numbers, whose leading zeros and grouping must stay as they are).
 */
export const persianDigits = (text: string | number): string =>
    String(text).replace(/[0-9]+/g, run =>
        // Format digit by digit so leading zeros survive; Intl supplies the glyphs.
        Array.from(run, digit => integerFormat.format(Number(digit))).join('')
    );

function toDate(value: string | number | Date): Date | null {
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
}

/** A Jalali date: ۳۰ آبان ۱۴۰۵ */
export const formatDate = (value: string | number | Date): string => {
    const date = toDate(value);
    return date ? dateFormat.format(date) : '';
};

/** A Jalali date and time: ۳۰ آبان ۱۴۰۵ ساعت ۱۳:۴۵ */
export const formatDateTime = (value: string | number | Date): string => {
    const date = toDate(value);
    return date ? dateTimeFormat.format(date) : '';
};

const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits typed by a user, as ASCII (docs/openapi.yaml, auth). */
export const asciiDigits = (text: string): string =>
    text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, ch => {
        const code = ch.charCodeAt(0);
        return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_ZERO);
    });
