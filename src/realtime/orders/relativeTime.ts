import { atFirstUse } from '../../i18n/format';

/**
 * "How long ago", in Persian with Persian digits, from Intl: اکنون، ۵ دقیقه پیش، ۳ ساعت پیش،
 * دیروز، ۱۲ روز پیش … Times a little in the future (the shared clock ticks every 30 s, so a
 * fresh order can be newer than "now") count as now.
 */
// made at its first use: the first Intl formatter of a page sets ICU up (src/i18n/format.ts)
const relativeFormat = atFirstUse(() => new Intl.RelativeTimeFormat('fa', { numeric: 'auto' }));

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export function relativeTime(time: string | number | Date, now: number): string {
    const then = time instanceof Date ? time.getTime() : typeof time === 'number' ? time : Date.parse(time);
    if (!Number.isFinite(then) || !Number.isFinite(now)) return '';
    const seconds = Math.max(0, Math.floor((now - then) / 1000));
    const format = relativeFormat();
    if (seconds < MINUTE) return format.format(0, 'second');
    if (seconds < HOUR) return format.format(-Math.floor(seconds / MINUTE), 'minute');
    if (seconds < DAY) return format.format(-Math.floor(seconds / HOUR), 'hour');
    if (seconds < MONTH) return format.format(-Math.floor(seconds / DAY), 'day');
    if (seconds < YEAR) return format.format(-Math.floor(seconds / MONTH), 'month');
    return format.format(-Math.floor(seconds / YEAR), 'year');
}
