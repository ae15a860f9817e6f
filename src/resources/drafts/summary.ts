import { atFirstUse, formatNumber, LOCALE } from '../../i18n/format';
import { formatDate, formatDateTime } from '../../i18n/dates';
import type { FieldDefinition } from '../types';
import type { DraftValues } from './store';

/** One line of a draft's summary: the field's Persian label and its value as staff read it. */
export interface DraftLine {
    source: string;
    label: string;
    value: string;
}

const LONG = 140;

const clip = (text: string) => (text.length > LONG ? `${text.slice(0, LONG).trimEnd()}…` : text);

function formatValue(value: unknown, field: FieldDefinition | undefined): string {
    if (value === null || value === undefined || value === '') return '—';
    if (Array.isArray(value)) return value.length ? value.map(item => formatValue(item, field)).join('، ') : '—';
    if (field?.type === 'enum') {
        const choice = field.choices.find(option => String(option.id) === String(value));
        if (choice) return choice.name;
    }
    if (typeof value === 'boolean') return value ? 'بله' : 'خیر';
    if (typeof value === 'number') return formatNumber(value);
    if (typeof value === 'string') {
        if (field?.type === 'date') return formatDate(value) || clip(value);
        if (field?.type === 'datetime') return formatDateTime(value) || clip(value);
        return clip(value.replace(/\s+/g, ' ').trim());
    }
    return clip(JSON.stringify(value));
}

/** A draft's values as lines (in the form's order when the fields are known). */
export function draftLines(values: DraftValues, fields: readonly FieldDefinition[] = [], labels: Record<string, string> = {}): DraftLine[] {
    const order = new Map(fields.map((field, index) => [field.source, index]));
    return Object.entries(values)
        .sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity))
        .map(([source, value]) => {
            const field = fields.find(candidate => candidate.source === source);
            return { source, label: labels[source] ?? field?.label ?? source, value: formatValue(value, field) };
        });
}

const timeFormat = atFirstUse(() => new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' }));
const relative = atFirstUse(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));

const sameDay = (a: Date, b: Date) =>
    a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * When a draft was written, in Persian: today as "امروز ساعت ۱۳:۴۵ (۵ دقیقه پیش)", an earlier day
 * as a Jalali date and time ("۳۰ آبان ۱۴۰۵ ساعت ۱۳:۴۵").
 */
export function draftTime(savedAt: number, now = Date.now()): string {
    const saved = new Date(savedAt);
    if (!sameDay(saved, new Date(now))) return formatDateTime(saved);
    const minutes = Math.max(0, Math.round((now - savedAt) / 60_000));
    const ago = minutes < 1 ? 'همین حالا' : minutes < 60 ? relative().format(-minutes, 'minute') : relative().format(-Math.round(minutes / 60), 'hour');
    return `امروز ساعت ${timeFormat().format(saved)} (${ago})`;
}
