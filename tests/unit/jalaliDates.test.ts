import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * Dates between the Jalali pickers and the API, round-tripped around Nowruz (1 Farvardin 1405 =
 * 21 March 2026) and a month's last day, in Tehran and in zones on either side of UTC. The
 * picker's Jalali day is built with date-fns-jalali, as the picker's adapter does.
 */
const ZONES = ['Asia/Tehran', 'America/Los_Angeles', 'Pacific/Auckland'];
const original = process.env.TZ;
afterAll(() => {
    process.env.TZ = original;
});

async function inZone(zone: string) {
    process.env.TZ = zone;
    vi.resetModules();
    const calendar = await import('../../src/resources/fields/types/calendar');
    const jalali = await import('date-fns-jalali');
    return { ...calendar, jalali };
}

describe.each(ZONES)('Jalali dates in %s', zone => {
    it('runs in that zone', async () => {
        await inZone(zone);
        expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    });

    it('sends the day picked as that day, and shows a day as the day it is', async () => {
        const { jalali, pickerToApiDate, apiDateToPicker, formatApiDate } = await inZone(zone);
        const cases: Array<[[number, number, number], string, string]> = [
            [[1405, 0, 1], '2026-03-21', '۱ فروردین ۱۴۰۵'], // Nowruz
            [[1404, 11, 29], '2026-03-20', '۲۹ اسفند ۱۴۰۴'], // the last day of 1404
            [[1405, 5, 31], '2026-09-22', '۳۱ شهریور ۱۴۰۵'], // a 31-day month's last day
            [[1405, 6, 1], '2026-09-23', '۱ مهر ۱۴۰۵'], // the first 30-day month's first day
        ];
        for (const [[year, month, day], iso, shown] of cases) {
            const picked = jalali.newDate(year, month, day);
            expect(pickerToApiDate(picked)).toBe(iso);
            const back = apiDateToPicker(iso)!;
            expect([jalali.getYear(back), jalali.getMonth(back), jalali.getDate(back)]).toEqual([year, month, day]);
            expect(formatApiDate(iso)).toBe(shown);
        }
    });

    it('shows every day of 1990–2060 as fa-IR\'s Intl formatter writes that day', async () => {
        const { formatApiDate, pickerToApiDate } = await inZone(zone);
        const intl = new Intl.DateTimeFormat('fa-IR', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
        const differences: string[] = [];
        for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2060, 0, 1); time += 86_400_000) {
            const utc = new Date(time);
            const iso = pickerToApiDate(new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate()));
            if (formatApiDate(iso) !== intl.format(utc)) differences.push(iso);
        }
        expect(differences).toEqual([]);
    });

    it('knows 1404 ends on 29 Esfand', async () => {
        const { jalali, pickerToApiDate } = await inZone(zone);
        expect(pickerToApiDate(jalali.lastDayOfMonth(jalali.newDate(1404, 11, 1)))).toBe('2026-03-20');
        expect(pickerToApiDate(jalali.addDays(jalali.newDate(1404, 11, 29), 1))).toBe('2026-03-21');
    });

    it('sends a picked date and time as ISO and reads it back as the same local moment', async () => {
        const { jalali, pickerToApiDateTime, apiDateTimeToPicker } = await inZone(zone);
        const picked = jalali.newDate(1405, 0, 1);
        picked.setHours(0, 30, 0, 0);
        const sent = pickerToApiDateTime(picked);
        expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        const back = apiDateTimeToPicker(sent)!;
        expect([jalali.getYear(back), jalali.getMonth(back), jalali.getDate(back), back.getHours(), back.getMinutes()]).toEqual([
            1405, 0, 1, 0, 30,
        ]);
    });

    it('makes a datetime range cover whole local days', async () => {
        const { jalali, startOfDayIso, endOfDayIso } = await inZone(zone);
        const from = new Date(startOfDayIso(jalali.newDate(1404, 11, 29)));
        const to = new Date(endOfDayIso(jalali.newDate(1405, 0, 1)));
        expect([jalali.getMonth(from), jalali.getDate(from), from.getHours(), from.getMinutes()]).toEqual([11, 29, 0, 0]);
        expect([jalali.getMonth(to), jalali.getDate(to), to.getHours(), to.getMinutes(), to.getSeconds()]).toEqual([0, 1, 23, 59, 59]);
    });
});
