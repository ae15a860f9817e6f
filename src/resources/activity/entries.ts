import { ACTIVITY_EVENT } from '../../domain/statuses';
import { atFirstUse } from '../../i18n/format';
import { formatDateTime } from '../../i18n/dates';
import { relativeTime } from '../../realtime/orders/relativeTime';
import type { DecisionDefinition, FieldDefinition, ResourceDefinition } from '../types';

/**
 * The activity log's entries (docs/openapi.yaml, `/admin/activity`: the shape of Laravel's
 * spatie/laravel-activitylog), read into what the timeline and the activity page show: who, when,
 * and what — a creation, a decision (its label and its own fields), the changed fields (old → new),
 * or a deletion. Pure functions: no React, no API.
 */

export type ActivityEvent = 'created' | 'updated' | 'decided' | 'deleted';

export interface ActivityEntry {
    id: number | string;
    event: ActivityEvent | string;
    description?: string | null;
    subject_type: string;
    subject_id: number | string;
    causer: { id: number | string; name?: string | null; avatar?: string | null } | null;
    properties?: {
        attributes?: Record<string, unknown> | null;
        old?: Record<string, unknown> | null;
        /** a decision a second admin (the causer) approved: the approval and who asked for it */
        approval?: { id?: number | string; maker?: { id?: number | string; name?: string | null } | null } | null;
    } | null;
    created_at: string;
}

/** Who asked for a decision a second admin approved (`properties.approval.maker`), by name; else undefined. */
export function approvalMakerOf(entry: ActivityEntry): string | undefined {
    const name = entry.properties?.approval?.maker?.name;
    return typeof name === 'string' && name.trim() ? name.trim() : undefined;
}

/** One changed field: its definition when the resource declares it, and its old and new values. */
export interface FieldChange {
    source: string;
    /** the field's definition (its type formats the values), or a plain text field named by its source */
    field: FieldDefinition;
    old: unknown;
    new: unknown;
    /** both sides are long texts: shown as a word difference */
    long: boolean;
}

export interface EntryView {
    event: ActivityEvent | 'other';
    /** a decision's Persian label, when the entry is one (or the entry's description when not declared) */
    decision?: string;
    /** a decision's own fields (reason, tracking code, date) with their values; other changes otherwise */
    details: FieldChange[];
    changes: FieldChange[];
}

/** Fields the server keeps for itself: never listed as a change. */
const BOOKKEEPING = new Set(['id', 'updated_at', 'created_at']);

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** A text long enough to be read as a difference of words rather than as two whole values. */
export const LONG_TEXT = 60;

/** The definition of a field of the resource, its decisions' fields included. */
export function fieldOf(definition: ResourceDefinition | undefined, source: string): FieldDefinition {
    const declared =
        definition?.fields.find(field => field.source === source) ??
        definition?.decisions?.flatMap(decision => decision.fields ?? []).find(field => field.source === source);
    return declared ?? { source, type: 'text', label: source };
}

const isLong = (field: FieldDefinition, old: unknown, next: unknown) =>
    (field.type === 'longtext' || field.type === 'text') &&
    typeof old === 'string' &&
    typeof next === 'string' &&
    (field.type === 'longtext' || old.length > LONG_TEXT || next.length > LONG_TEXT);

/** The fields an entry changed: each key of `attributes` or `old` whose value differs. */
export function changesOf(entry: ActivityEntry, definition: ResourceDefinition | undefined): FieldChange[] {
    const attributes = entry.properties?.attributes ?? {};
    const old = entry.properties?.old ?? {};
    const sources = [...new Set([...Object.keys(old), ...Object.keys(attributes)])].filter(source => !BOOKKEEPING.has(source));
    const order = (source: string) => {
        const index = definition?.fields.findIndex(field => field.source === source) ?? -1;
        return index < 0 ? Number.MAX_SAFE_INTEGER : index;
    };
    // a known resource's changes are its declared fields (a derived display text such as an order's
    // `status` beside its `status_enum` is not one); an unknown resource's, every key
    const declared = (source: string) =>
        !definition ||
        definition.fields.some(field => field.source === source) ||
        (definition.decisions ?? []).some(decision => decision.fields?.some(field => field.source === source));
    return sources
        .filter(source => declared(source) && !same(old[source], attributes[source]))
        .sort((a, b) => order(a) - order(b))
        .map(source => {
            const field = fieldOf(definition, source);
            return { source, field, old: old[source], new: attributes[source], long: isLong(field, old[source], attributes[source]) };
        });
}

/** The decision an entry records: the definition's decision whose changes the entry's attributes hold. */
export function decisionOf(entry: ActivityEntry, definition: ResourceDefinition | undefined): DecisionDefinition | undefined {
    const attributes = entry.properties?.attributes ?? {};
    const old = entry.properties?.old ?? {};
    const candidates = (definition?.decisions ?? []).filter(decision =>
        Object.entries(decision.changes).every(([key, value]) => key in attributes && same(attributes[key], value))
    );
    // several decisions set the same status (approve from pending, or from approved): the one whose `when` held before
    return (
        candidates.find(decision =>
            Object.entries(decision.when).every(([key, values]) => !(key in old) || values.some(value => same(value, old[key])))
        ) ?? candidates[0]
    );
}

/** What an entry says, read against its resource's definition. */
export function viewOf(entry: ActivityEntry, definition: ResourceDefinition | undefined): EntryView {
    const event = (['created', 'updated', 'decided', 'deleted'] as const).find(known => known === entry.event) ?? 'other';
    const changes = event === 'created' || event === 'deleted' ? [] : changesOf(entry, definition);
    if (event !== 'decided') return { event, details: [], changes };
    const decision = decisionOf(entry, definition);
    const decided = new Set(Object.keys(decision?.changes ?? {}));
    const own = new Set((decision?.fields ?? []).map(field => field.source));
    const attributes = entry.properties?.attributes ?? {};
    const details = [...own]
        .filter(source => !isEmpty(attributes[source]))
        .map(source => {
            const field = fieldOf(definition, source);
            return { source, field, old: undefined, new: attributes[source], long: false };
        });
    return {
        event,
        decision: decision?.label ?? undeclaredDecision(entry, changes),
        details,
        // what else the decision changed (its status is said by its label, its fields by the details)
        changes: changes.filter(change => !decided.has(change.source) && !own.has(change.source)),
    };
}

/**
 * The name of a decision the definition does not declare (an order's, decided on its own page):
 * the new value of the first enum field it changed («تأیید شده»), else the entry's description when
 * it says more than the event's own word (a server's Persian text, not `decided` in English).
 */
function undeclaredDecision(entry: ActivityEntry, changes: FieldChange[]): string | undefined {
    for (const change of changes) {
        if (change.field.type !== 'enum') continue;
        const choice = change.field.choices.find(item => item.id === String(change.new));
        if (choice) return choice.name;
    }
    const description = entry.description?.trim();
    return description && /[\u0600-\u06FF]/.test(description) && description !== ACTIVITY_EVENT.decided ? description : undefined;
}

export interface DiffPart {
    kind: 'same' | 'added' | 'removed';
    text: string;
}

/** Words and the spaces between them, so that a difference keeps the text's own spacing. */
const tokens = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];

/**
 * The difference of two texts, word by word (the longest common subsequence of their words):
 * the words kept, removed and added, in reading order, neighbours of one kind joined.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
    const a = tokens(before);
    const b = tokens(after);
    // a long text would make the table large: past this, the whole texts are the difference
    if (a.length * b.length > 250_000) {
        return [
            { kind: 'removed', text: before },
            { kind: 'added', text: after },
        ].filter(part => part.text) as DiffPart[];
    }
    const lengths: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
    for (let i = a.length - 1; i >= 0; i--) {
        for (let j = b.length - 1; j >= 0; j--) {
            lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
        }
    }
    const parts: DiffPart[] = [];
    const push = (kind: DiffPart['kind'], text: string) => {
        const last = parts[parts.length - 1];
        if (last?.kind === kind) last.text += text;
        else parts.push({ kind, text });
    };
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
        if (a[i] === b[j]) {
            push('same', a[i]);
            i++;
            j++;
        } else if (lengths[i + 1][j] >= lengths[i][j + 1]) {
            push('removed', a[i++]);
        } else {
            push('added', b[j++]);
        }
    }
    while (i < a.length) push('removed', a[i++]);
    while (j < b.length) push('added', b[j++]);
    return readable(parts);
}

/**
 * A change read as a phrase: a space kept between changed words joins them (one removed phrase,
 * one added phrase, rather than word, space, word), and the spaces around a phrase stay common.
 */
function readable(parts: DiffPart[]): DiffPart[] {
    const out: DiffPart[] = [];
    let removed = '';
    let added = '';
    const same = (text: string) => {
        const last = out[out.length - 1];
        if (last?.kind === 'same') last.text += text;
        else if (text) out.push({ kind: 'same', text });
    };
    const flush = () => {
        const trailing = /\s*$/.exec(removed || added)?.[0] ?? '';
        const cut = (text: string) => text.replace(/\s+$/, '');
        if (cut(removed)) out.push({ kind: 'removed', text: cut(removed) });
        if (cut(added)) out.push({ kind: 'added', text: cut(added) });
        removed = '';
        added = '';
        same(trailing);
    };
    parts.forEach((part, index) => {
        const inChange = removed !== '' || added !== '';
        const next = parts[index + 1];
        if (part.kind === 'removed') removed += part.text;
        else if (part.kind === 'added') added += part.text;
        else if (inChange && next && next.kind !== 'same' && /^\s+$/.test(part.text)) {
            removed += part.text;
            added += part.text;
        } else {
            if (inChange) flush();
            same(part.text);
        }
    });
    if (removed || added) flush();
    return out;
}

const tehranDay = atFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }));
/** Longer ago than any day lasts (a day with a clock change included): not today, with no formatter asked. */
const LONGER_THAN_A_DAY_MS = 25 * 60 * 60 * 1000;

/**
 * When an entry happened, as the timeline says it: "۵ دقیقه پیش" for today (in Tehran), the
 * Jalali date and time otherwise. `full` is always the Jalali date and time (a tooltip).
 */
export function whenOf(createdAt: string, now: number): { text: string; full: string } {
    const time = Date.parse(createdAt);
    if (Number.isNaN(time)) return { text: '', full: '' };
    const full = formatDateTime(time);
    const today = now - time < LONGER_THAN_A_DAY_MS && tehranDay().format(now) === tehranDay().format(time) && time <= now + 60_000;
    return { text: today ? relativeTime(time, now) : full, full };
}

/** The first letter of a name, for an avatar without a picture. */
export const initialOf = (name: string | null | undefined): string => Array.from((name ?? '').trim())[0] ?? '؟';
