/**
 * Dates between the API and the pickers. A `date` is a calendar day (`YYYY-MM-DD`) with no zone:
 * the picker shows it as that day at local midnight, whatever the browser's zone, and the day
 * picked goes back as the same `YYYY-MM-DD`. A `datetime` is an instant (ISO 8601); the picker
 * shows it in the browser's zone and sends it back in UTC (`…Z`).
 */
import { formatDate } from '../../../i18n/dates';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const isValid = (date: Date | null | undefined): date is Date => !!date && !Number.isNaN(date.getTime());

/** `YYYY-MM-DD` (or an ISO instant, taken on its local day) as local midnight of that day. */
export function apiDateToPicker(value: unknown): Date | null {
    if (value instanceof Date) return isValid(value) ? value : null;
    if (typeof value !== 'string' || !value) return null;
    const day = DAY.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    const date = new Date(value);
    return isValid(date) ? new Date(date.getFullYear(), date.getMonth(), date.getDate()) : null;
}

/** The local day of a picked date as `YYYY-MM-DD`. */
export function pickerToApiDate(date: Date): string {
    return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An ISO instant as a Date for the picker. */
export function apiDateTimeToPicker(value: unknown): Date | null {
    if (value instanceof Date) return isValid(value) ? value : null;
    if (typeof value !== 'string' || !value) return null;
    const day = DAY.exec(value);
    const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
    return isValid(date) ? date : null;
}

/** A picked instant as ISO 8601 in UTC, to the second. */
export function pickerToApiDateTime(date: Date): string {
    return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The first instant of a picked day (local), ISO: a `from` bound of a datetime range. */
export const startOfDayIso = (date: Date): string =>
    pickerToApiDateTime(new Date(date.getFullYear(), date.getMonth(), date.getDate(), 0, 0, 0));

/** The last second of a picked day (local), ISO: a `to` bound of a datetime range. */
export const endOfDayIso = (date: Date): string =>
    pickerToApiDateTime(new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59));

export const isValidDate = isValid;

/**
 * A `YYYY-MM-DD` day in Jalali (۱ فروردین ۱۴۰۵), the same day in every zone: it is shown as the day
 * it names (local midnight of that day, as the picker takes it), never shifted by the browser's
 * offset.
 */
export function formatApiDate(value: unknown): string {
    const date = apiDateToPicker(value);
    return date ? formatDate(date) : '';
}
