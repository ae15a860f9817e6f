import { atFirstUse } from '../i18n/format';
import { SEED_NOW } from './seed/random';

/**
 * The mock backend's in-memory store: one collection of records per API resource, and the list
 * query of docs/openapi.yaml, resources (search, exact-match filters, sort, 1-based pages).
 */
import { normalizeSearch } from '../domain/searchText';

export type MockRecord = { id: number } & Record<string, unknown>;

export interface CollectionOptions {
    /** fields `search` looks in */
    searchable: string[];
    /** further texts `search` looks in, from other collections (the customer's name of a request) */
    relatedText?: (record: MockRecord) => unknown[];
}

export interface ListQuery {
    page: number;
    perPage: number;
    search?: string;
    sort?: string;
    order?: 'asc' | 'desc';
    filters: Record<string, string>;
}

/** A field of a record, dotted paths included (`user.name`). */
const valueAt = (record: MockRecord, path: string): unknown =>
    path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);

/** Search text and record text compared alike (src/domain/searchText.ts), letters in lower case. */
const normalize = (value: unknown) => normalizeSearch(String(value ?? '')).toLowerCase();

/** An identifier as typed with spaces or dashes (IR06 2960 …, 6037-9975-…): letters and digits only. */
const compact = (value: string) => value.replace(/[\s\-\u200B-\u200F]/g, '');

/** Whether a record's text holds the search: as typed, or, for an identifier, without its spaces. */
function matches(value: unknown, needle: string): boolean {
    const text = normalize(value);
    if (text.includes(needle)) return true;
    const bare = compact(needle);
    return /^[a-z0-9]{4,}$/.test(bare) && compact(text).includes(bare);
}

/** The last version stamped, so two writes in one millisecond still get different versions. */
let lastStamp = 0;

/**
 * A new version for a record being written: now, as ISO 8601 UTC with milliseconds, always later
 * than any version stamped before (docs/openapi.yaml, conventions: versions).
 */
export function newVersion(now = Date.now()): string {
    lastStamp = Math.max(now, lastStamp + 1);
    return new Date(lastStamp).toISOString();
}

/** A seeded record's version: its own (settings have one), when it was created, else the seed's time. */
function seededVersion(record: MockRecord, seededAt: string): string {
    if (typeof record.updated_at === 'string' && !Number.isNaN(Date.parse(record.updated_at))) return record.updated_at;
    const created = typeof record.created_at === 'string' ? Date.parse(record.created_at) : Number.NaN;
    return Number.isNaN(created) ? seededAt : new Date(created).toISOString();
}

export class Collection {
    private records: MockRecord[];
    private nextId: number;

    constructor(
        seed: MockRecord[],
        readonly options: CollectionOptions
    ) {
        const seededAt = new Date(SEED_NOW).toISOString();
        this.records = seed.map(record => ({ ...record, updated_at: seededVersion(record, seededAt) }));
        this.seedVersions = new Map(this.records.map(record => [record.id, String(record.updated_at)]));
        this.nextId = Math.max(0, ...this.records.map(r => r.id)) + 1;
    }

    /** Each seeded record's version, as seeded. */
    private readonly seedVersions: Map<number, string>;

    /**
     * Gives the seeded records their seeded versions back after the seed's own writes (counters
     * other resources fill in), so a reset gives the same store every time.
     */
    settleSeed(): void {
        this.records = this.records.map(record => {
            const version = this.seedVersions.get(record.id);
            return version ? { ...record, updated_at: version } : record;
        });
    }

    all(): MockRecord[] {
        return this.records;
    }

    get(id: number): MockRecord | undefined {
        return this.records.find(record => record.id === id);
    }

    list(query: ListQuery): { data: MockRecord[]; total: number } {
        let rows = this.records;
        if (query.search) {
            const needle = normalize(query.search);
            const related = this.options.relatedText;
            rows = rows.filter(
                record =>
                    this.options.searchable.some(field => matches(valueAt(record, field), needle)) ||
                    (related?.(record).some(value => matches(value, needle)) ?? false)
            );
        }
        for (const [field, value] of Object.entries(query.filters)) {
            const range = /^(.+)_(from|to)$/.exec(field);
            if (range && !(field in (rows[0] ?? {}))) {
                // a from–to range of a date (YYYY-MM-DD) or datetime (ISO) field, both ends included
                const [, source, end] = range;
                const bound = Date.parse(value);
                if (Number.isNaN(bound)) continue;
                rows = rows.filter(record => {
                    const actual = Date.parse(String(valueAt(record, source) ?? ''));
                    if (Number.isNaN(actual)) return false;
                    return end === 'from' ? actual >= bound : actual <= bound;
                });
                continue;
            }
            const wanted = value.split(',');
            rows = rows.filter(record => {
                const actual = valueAt(record, field);
                const text = typeof actual === 'boolean' ? (actual ? '1' : '0') : String(actual ?? '');
                return wanted.includes(text);
            });
        }
        if (query.sort) {
            const field = query.sort;
            const direction = query.order === 'desc' ? -1 : 1;
            rows = [...rows].sort((a, b) => compare(valueAt(a, field), valueAt(b, field)) * direction);
        }
        const start = (query.page - 1) * query.perPage;
        return { data: rows.slice(start, start + query.perPage), total: rows.length };
    }

    /** Every write stamps the record's `updated_at` with a new version. */
    create(data: Record<string, unknown>): MockRecord {
        const record = { ...data, id: this.nextId++, updated_at: newVersion() } as MockRecord;
        this.records = [record, ...this.records];
        return record;
    }

    update(id: number, data: Record<string, unknown>): MockRecord | undefined {
        const existing = this.get(id);
        if (!existing) return undefined;
        const updated = { ...existing, ...data, id, updated_at: newVersion() } as MockRecord;
        this.records = this.records.map(record => (record.id === id ? updated : record));
        return updated;
    }

    remove(id: number): MockRecord | undefined {
        const existing = this.get(id);
        if (existing) this.records = this.records.filter(record => record.id !== id);
        return existing;
    }
}

/**
 * Persian order for text, made once (`localeCompare` with a locale builds a collator on every
 * call), at the first comparison of two texts: a page's first collator costs its ICU set-up.
 */
const persianCollator = atFirstUse(() => new Intl.Collator('fa'));

function compare(a: unknown, b: unknown): number {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    if (a == null) return b == null ? 0 : -1;
    if (b == null) return 1;
    return persianCollator().compare(String(a), String(b));
}
