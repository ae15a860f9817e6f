/**
 * The mock backend's in-memory store: one collection of records per API resource, and the list
 * query of docs/openapi.yaml, resources (search, exact-match filters, sort, 1-based pages).
 */
export type MockRecord = { id: number } & Record<string, unknown>;

export interface CollectionOptions {
    /** fields `search` looks in */
    searchable: string[];
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

const normalize = (value: unknown) =>
    String(value ?? '')
        .toLowerCase()
        .replace(/[\u06F0-\u06F9]/g, d => String(d.charCodeAt(0) - 0x06f0))
        .replace(/ي/g, 'ی')
        .replace(/ك/g, 'ک');

export class Collection {
    private records: MockRecord[];
    private nextId: number;

    constructor(
        seed: MockRecord[],
        readonly options: CollectionOptions
    ) {
        this.records = seed.map(record => ({ ...record }));
        this.nextId = Math.max(0, ...this.records.map(r => r.id)) + 1;
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
            rows = rows.filter(record =>
                this.options.searchable.some(field => normalize(valueAt(record, field)).includes(needle))
            );
        }
        for (const [field, value] of Object.entries(query.filters)) {
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

    create(data: Record<string, unknown>): MockRecord {
        const record = { ...data, id: this.nextId++ } as MockRecord;
        this.records = [record, ...this.records];
        return record;
    }

    update(id: number, data: Record<string, unknown>): MockRecord | undefined {
        const existing = this.get(id);
        if (!existing) return undefined;
        const updated = { ...existing, ...data, id } as MockRecord;
        this.records = this.records.map(record => (record.id === id ? updated : record));
        return updated;
    }

    remove(id: number): MockRecord | undefined {
        const existing = this.get(id);
        if (existing) this.records = this.records.filter(record => record.id !== id);
        return existing;
    }
}

function compare(a: unknown, b: unknown): number {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    if (a == null) return b == null ? 0 : -1;
    if (b == null) return 1;
    return String(a).localeCompare(String(b), 'fa');
}
