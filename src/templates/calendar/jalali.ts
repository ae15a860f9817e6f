import { addDays, eachDayOfInterval, endOfMonth, endOfWeek, startOfDay, startOfMonth, startOfWeek } from 'date-fns-jalali';

/** The Iranian week starts on Saturday. */
export const WEEK_STARTS_ON = 6;

const monthTitle = new Intl.DateTimeFormat('fa-IR', { month: 'long', year: 'numeric' });
const dayNumber = new Intl.DateTimeFormat('fa-IR', { day: 'numeric' });
const weekday = new Intl.DateTimeFormat('fa-IR', { weekday: 'long' });
const dayTitle = new Intl.DateTimeFormat('fa-IR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

export const jalaliMonthTitle = (date: Date) => monthTitle.format(date);
export const jalaliDayNumber = (date: Date) => dayNumber.format(date);
export const jalaliWeekday = (date: Date) => weekday.format(date);
export const jalaliDayTitle = (date: Date) => dayTitle.format(date);

/** The days of a Jalali month's grid: whole weeks from Saturday to Friday around the month. */
export function jalaliMonthGrid(anchor: Date): Date[] {
    const first = startOfWeek(startOfMonth(anchor), { weekStartsOn: WEEK_STARTS_ON });
    const last = endOfWeek(endOfMonth(anchor), { weekStartsOn: WEEK_STARTS_ON });
    return eachDayOfInterval({ start: first, end: last });
}

export function weekDays(anchor: Date): Date[] {
    const first = startOfWeek(anchor, { weekStartsOn: WEEK_STARTS_ON });
    return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** True when an event [start, end] touches the given day. */
export function onDay(day: Date, start: Date, end: Date): boolean {
    const from = startOfDay(day).getTime();
    const to = from + 86_400_000;
    return start.getTime() < to && Math.max(end.getTime(), start.getTime() + 1) > from;
}
