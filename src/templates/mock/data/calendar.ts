import { SEED_NOW } from '../util';

/** A calendar event. `start` and `end` are ISO instants. */
export interface CalendarEvent {
    id: string;
    title: string;
    description: string;
    allDay: boolean;
    textColor: string;
    start: string;
    end: string;
}

export const EVENT_COLORS = ['#00AB55', '#1890FF', '#54D62C', '#FFC107', '#FF4842', '#04297A', '#7A0C2E'] as const;

const TITLES = ['جلسهٔ هفتگی فروش', 'بازدید از کارگاه', 'تحویل سفارش عمده', 'تماس با تأمین‌کننده', 'آموزش کارکنان جدید', 'بستن حساب ماه', 'نمایشگاه طلا و جواهر'];

/**
 * Events around today (they move with the calendar so the current month is never empty):
 * offsets in days from the start of today, in the browser's time zone.
 */
export const seedCalendarEvents = (now = Date.now()): CalendarEvent[] => {
    const today = new Date(now);
    today.setHours(0, 0, 0, 0);
    const at = (dayOffset: number, hour: number) => new Date(today.getTime() + dayOffset * 86_400_000 + hour * 3_600_000).toISOString();
    const plan: Array<[day: number, hour: number, hours: number, allDay: boolean]> = [
        [0, 10, 1, false],
        [1, 14, 2, false],
        [3, 0, 24, true],
        [-2, 9, 1, false],
        [6, 11, 3, false],
        [-8, 0, 48, true],
        [12, 16, 1, false],
    ];
    return plan.map(([day, hour, hours, allDay], index) => ({
        id: `event-${index + 1}`,
        title: TITLES[index],
        description: 'رویداد نمونهٔ تقویم کیت.',
        allDay,
        textColor: EVENT_COLORS[index % EVENT_COLORS.length],
        start: at(day, hour),
        end: at(day, hour + hours),
    }));
};

/** The seed's reference instant, exported for dashboards that want a fixed "now". */
export const CALENDAR_SEED_NOW = SEED_NOW;
