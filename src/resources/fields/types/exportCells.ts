/**
 * The kinds of export cells field types share: numbers a spreadsheet computes with, text kept as
 * it is, free text, and Jalali dates that sort as text (ASCII digits, `1405/08/25 19:53`).
 */
import { asciiDigits } from '../../../i18n/format';
import type { FieldOf, FieldType } from '../../types';
import type { ExportColumn, ExportValue, FieldExport } from './fieldType';

/** A column's header with its fixed unit: `مبلغ (تومان)`, `وزن (گرم)`. */
export const withUnit = (label: string, unit?: string): string => (unit ? `${label} (${unit})` : label);

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A value as a number: a number, or text that reads as one (`"167600000"`, `"۲٫۵"`, `"1,250"`);
 * anything else stays the text it is.
 */
export function numberCell(value: unknown): ExportValue {
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (value === null || value === undefined) return null;
    const text = asciiDigits(String(value)).trim().replace(/[,٬\s]/g, '').replace(/٫/g, '.');
    return NUMBER.test(text) ? Number(text) : String(value);
}

/** One column of the field's label, each cell written by `cell` (default: the value as text). */
export const oneColumn = <K extends FieldType>(
    kind: ExportColumn['kind'],
    cell: (value: unknown, field: FieldOf<K>) => ExportValue = value => String(value)
): FieldExport<K> => ({
    columns: field => [{ header: field.label, kind }],
    cells: (value, field) => [cell(value, field)],
});

/** A number with an optional fixed unit (in its header); `total`: summed in the workbook. */
export const numberColumn = <K extends FieldType>(unitOf: (field: FieldOf<K>) => string | undefined, total = false): FieldExport<K> => ({
    columns: field => [
        { header: withUnit(field.label, unitOf(field)), kind: 'number', total, grouped: !/(^|_)id$/.test(field.source) },
    ],
    cells: value => [numberCell(value)],
});

const pad = (value: number) => String(value).padStart(2, '0');

const jalaliParts = (timeZone?: string) =>
    new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
    });

let localFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;

function jalali(date: Date, format: Intl.DateTimeFormat, withTime: boolean): string {
    const parts = Object.fromEntries(format.formatToParts(date).map(part => [part.type, asciiDigits(part.value)]));
    const day = `${parts.year}/${pad(Number(parts.month))}/${pad(Number(parts.day))}`;
    return withTime ? `${day} ${pad(Number(parts.hour) % 24)}:${parts.minute}` : day;
}

/** An instant (ISO 8601) in Jalali with the time, in the zone the screens use: `1405/08/25 19:53`. */
export function sortableDateTime(value: unknown): ExportValue {
    const date = new Date(value as string);
    if (Number.isNaN(date.getTime())) return String(value);
    localFormat ??= jalaliParts();
    return jalali(date, localFormat, true);
}

/** A calendar day (`YYYY-MM-DD`) in Jalali, the same in every zone: `1405/01/01` (an instant: its local day). */
export function sortableDate(value: unknown): ExportValue {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
    if (!day) {
        const instant = sortableDateTime(value);
        return typeof instant === 'string' && /^\d{4}\//.test(instant) ? instant.slice(0, 10) : instant;
    }
    dayFormat ??= jalaliParts('UTC');
    return jalali(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))), dayFormat, false);
}
