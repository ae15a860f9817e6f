import { getDate, getMonth, getYear } from 'date-fns-jalali';
import { persianDigits } from './format';

/**
 * Jalali dates for display, as fa-IR's Intl formatter writes them (`۳۰ آبان ۱۴۰۵`, and with the
 * time `۳۰ آبان ۱۴۰۵ ساعت ۱۳:۴۵`), in the page's time zone, without Intl: the first Intl date
 * formatter a page makes sets up ICU's Persian calendar and locale data, 10 ms or more of the main
 * thread, which a screen that shows a date would otherwise pay before it is drawn. The calendar is
 * date-fns-jalali's, which the date pickers use too (the same 33-year cycle as ICU's; the unit
 * tests compare the two texts day by day).
 */

/** The Jalali months, as fa-IR writes them. */
const MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];

function toDate(value: string | number | Date): Date | null {
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
}

const dayText = (date: Date) => `${persianDigits(getDate(date))} ${MONTHS[getMonth(date)]} ${persianDigits(getYear(date))}`;
const twoDigits = (value: number) => persianDigits(String(value).padStart(2, '0'));

/** A Jalali date: ۳۰ آبان ۱۴۰۵ */
export const formatDate = (value: string | number | Date): string => {
    const date = toDate(value);
    return date ? dayText(date) : '';
};

/** A Jalali date and time: ۳۰ آبان ۱۴۰۵ ساعت ۱۳:۴۵ */
export const formatDateTime = (value: string | number | Date): string => {
    const date = toDate(value);
    return date ? `${dayText(date)} ساعت ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : '';
};
