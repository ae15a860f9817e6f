import { atFirstUse } from '../i18n/format';
import { ACTIVITY_EVENT } from '../domain/statuses';
import type { Collection, MockRecord } from './db';
import type { Random } from './seed/random';
import { SEED_NOW } from './seed/random';

/**
 * The mock backend's activity log (docs/openapi.yaml, `/admin/activity`: the shape of Laravel's
 * spatie/laravel-activitylog): every write through the API is recorded with the signed-in admin
 * as its causer — a creation, an edit with the old and new values of the fields it changed, a
 * decision (a change of `status` / `status_enum`) with its own fields, a deletion — and a history
 * is seeded for every seeded record. Served newest first, filtered and paged.
 */

export type ActivityEvent = keyof typeof ACTIVITY_EVENT;

export interface Causer {
    id: number;
    name: string;
}

export interface ActivityRecord {
    id: number;
    event: ActivityEvent;
    description: string;
    subject_type: string;
    subject_id: number;
    causer: Causer | null;
    properties: { attributes: Record<string, unknown>; old: Record<string, unknown>; approval?: { id: number; maker: Causer } };
    created_at: string;
}

/** The staff of the seeded history (the signed-in super admin is id 1, a limited admin id 2). */
export const SEED_STAFF: Causer[] = [
    { id: 1, name: 'مدیر کل' },
    { id: 3, name: 'زهرا احمدی' },
    { id: 4, name: 'رضا کریمی' },
];

/** Fields a write never lists as a change: the server's own bookkeeping (the version, who decided). */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at', 'decided_by', 'pending_approval']);
/** The fields whose change makes a write a decision (docs/openapi.yaml, 'Decisions'). */
const DECISION_FIELDS = ['status', 'status_enum'];

let log: ActivityRecord[] = [];
let nextId = 1;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The record's fields as an entry's `attributes` (no id, no bookkeeping). */
const attributesOf = (record: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !BOOKKEEPING.has(key)));

/** The entry's description, as a server's log would say it: its event, in Persian. */
const describe = (event: ActivityEvent) => ACTIVITY_EVENT[event];

/**
 * Earlier first, for two times as `toISOString` writes them (every `created_at` of the log): in UTC
 * and of one length, they sort as text, without parsing each time on every comparison.
 */
const byTime = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function push(entry: Omit<ActivityRecord, 'id' | 'description'> & { description?: string }): ActivityRecord {
    seedPending();
    const record: ActivityRecord = { ...entry, id: nextId++, description: entry.description ?? describe(entry.event) };
    log.push(record);
    return record;
}

/** A creation, as the API recorded it. */
export function recordCreated(subjectType: string, record: MockRecord, causer: Causer | null, at = new Date()): void {
    push({ event: 'created', subject_type: subjectType, subject_id: record.id, causer, properties: { attributes: attributesOf(record), old: {} }, created_at: at.toISOString() });
}

/**
 * An edit or a decision: the fields whose values changed, new and old. Nothing is recorded when
 * nothing changed. A changed `status` (or an order's `status_enum`) makes it a decision.
 */
export function recordUpdated(
    subjectType: string,
    before: MockRecord,
    after: MockRecord,
    causer: Causer | null,
    at = new Date(),
    /** a decision applied by a second admin: the approval and who asked for it */
    approval?: { id: number; maker: Causer }
): void {
    const attributes: Record<string, unknown> = {};
    const old: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (BOOKKEEPING.has(key) || same(before[key], after[key])) continue;
        attributes[key] = after[key] ?? null;
        old[key] = before[key] ?? null;
    }
    if (!Object.keys(attributes).length) return;
    const event: ActivityEvent = DECISION_FIELDS.some(key => key in attributes) ? 'decided' : 'updated';
    push({ event, subject_type: subjectType, subject_id: after.id, causer, properties: { attributes, old, ...(approval ? { approval } : {}) }, created_at: at.toISOString() });
}

export function recordDeleted(subjectType: string, record: MockRecord, causer: Causer | null, at = new Date()): void {
    push({ event: 'deleted', subject_type: subjectType, subject_id: record.id, causer, properties: { attributes: {}, old: attributesOf(record) }, created_at: at.toISOString() });
}

/**
 * A seeded record's history: its creation, an edit now and then, and its decision when it has one.
 * `undecided` is the status its resource's records have before a decision (none: never decided).
 */
function seedHistory(random: Random, subjectType: string, record: MockRecord, undecided: string | undefined) {
    const createdAt = Date.parse(String(record.created_at ?? '')) || SEED_NOW - random.int(5, 60) * 86_400_000;
    // customers' own requests are created by them (no staff causer); catalogues by staff
    const customerMade = 'user_id' in record && subjectType !== 'user';
    const staff = () => random.pick(SEED_STAFF);
    const at = (after: number) => new Date(Math.min(SEED_NOW, after + random.int(5, 240) * 60_000));
    // an order's status is its `status_enum` (its `status` is the same as display text)
    const field = 'status_enum' in record ? 'status_enum' : 'status';
    const status = record[field];
    const decided = undecided !== undefined && typeof status === 'string' && status !== undecided;
    const original: MockRecord = decided ? { ...record, [field]: undecided, reject_reason: null, tracking_code: null } : record;
    push({
        event: 'created',
        subject_type: subjectType,
        subject_id: record.id,
        causer: customerMade ? null : staff(),
        properties: { attributes: attributesOf(original), old: {} },
        created_at: new Date(createdAt).toISOString(),
    });
    let time = createdAt;
    const text = ['title', 'description', 'name'].find(key => typeof record[key] === 'string' && String(record[key]).length > 3);
    if (text && !customerMade && random.chance(0.5)) {
        time = at(time).getTime();
        const current = String(record[text]);
        const earlier = current.split(' ').length > 2 ? current.split(' ').slice(0, -1).join(' ') : `${current} (پیش‌نویس)`;
        push({ event: 'updated', subject_type: subjectType, subject_id: record.id, causer: staff(), properties: { attributes: { [text]: current }, old: { [text]: earlier } }, created_at: new Date(time).toISOString() });
    }
    if (decided) {
        time = at(time).getTime();
        const attributes: Record<string, unknown> = { [field]: status };
        for (const key of ['reject_reason', 'tracking_code', 'paid_at']) if (record[key] != null && record[key] !== '') attributes[key] = record[key];
        if (field === 'status_enum' && 'status' in record) attributes.status = record.status;
        const old = Object.fromEntries(Object.keys(attributes).map(key => [key, key === field ? undecided : null]));
        push({ event: 'decided', subject_type: subjectType, subject_id: record.id, causer: staff(), properties: { attributes, old }, created_at: new Date(time).toISOString() });
    }
}

/**
 * A fresh log: the history of every seeded record (not the parts): its creation, an edit now and then;
 * `undecided` gives, for each resource whose records staff decide, the status a record has before
 * its decision (a decided one gets its decision, from that status).
 */
export function resetActivity(
    random: Random,
    collections: ReadonlyMap<string, Collection>,
    parts: ReadonlySet<string>,
    undecided: ReadonlyMap<string, string>
): void {
    // the seeded records as they are now: a write replaces a record in its collection, never in
    // this list, so the history written later is the one written now
    const seeded = [...collections].filter(([name]) => !parts.has(name)).map(([name, collection]) => [name, [...collection.all()]] as const);
    log = [];
    nextId = 1;
    pendingSeed = () => {
        for (const [name, records] of seeded) for (const record of records) seedHistory(random, name, record, undecided.get(name));
        log.sort((a, b) => byTime(a.created_at, b.created_at));
        log.forEach((entry, index) => (entry.id = index + 1));
        nextId = log.length + 1;
    };
}

/**
 * The seeded history waits until the log is first read or written: a start of the admin needs
 * none of it (docs/performance.md, "Starting the admin").
 */
let pendingSeed: (() => void) | null = null;

function seedPending(): void {
    if (!pendingSeed) return;
    const seed = pendingSeed;
    pendingSeed = null;
    seed();
}

export interface ActivityQuery {
    page: number;
    perPage: number;
    subject_type?: string;
    subject_id?: string;
    causer_id?: string;
    /** `YYYY-MM-DD`, a day in Tehran, both ends included */
    from?: string;
    to?: string;
}

/** A time's day in Tehran, `YYYY-MM-DD` (the formatter made at the first filter by day). */
const tehranDayFormat = atFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }));
const tehranDay = (time: number): string => tehranDayFormat().format(time);

/** The log, filtered, newest first, one page of it. */
export function listActivity(query: ActivityQuery): { data: ActivityRecord[]; total: number } {
    seedPending();
    const rows = log
        .filter(entry => !query.subject_type || entry.subject_type === query.subject_type)
        .filter(entry => !query.subject_id || String(entry.subject_id) === query.subject_id)
        .filter(entry => !query.causer_id || String(entry.causer?.id ?? '') === query.causer_id)
        .filter(entry => {
            if (!query.from && !query.to) return true;
            const day = tehranDay(Date.parse(entry.created_at));
            return (!query.from || day >= query.from) && (!query.to || day <= query.to);
        })
        .sort((a, b) => byTime(b.created_at, a.created_at) || b.id - a.id);
    const start = (query.page - 1) * query.perPage;
    return { data: rows.slice(start, start + query.perPage), total: rows.length };
}

/** Every entry, oldest first (tests). */
export function activityLog(): readonly ActivityRecord[] {
    seedPending();
    return log;
}
