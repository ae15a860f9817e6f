import type { Collection, MockRecord } from './db';
import type { Random } from './seed/random';
import type { Rules } from './validation';

/** One API resource of the mock backend: its sample data and what the server checks. */
export interface MockResource {
    /** the API resource name (docs/openapi.yaml, MenuId, resources) */
    name: string;
    /** fields the `search` query looks in */
    searchable: string[];
    /** sample records; `db` holds the resources seeded before this one */
    seed: (random: Random, db: ReadonlyMap<string, Collection>) => MockRecord[];
    /** what POST and PUT bodies must satisfy */
    rules: Rules;
    /** fields the server owns: dropped from request bodies */
    readOnly?: string[];
    /** fields the server fills on create (created_at, counters, display texts …) */
    onCreate?: (data: Record<string, unknown>, db: ReadonlyMap<string, Collection>) => Record<string, unknown>;
    /** fields the server derives on every write (display texts from enums …) */
    onWrite?: (data: Record<string, unknown>, db: ReadonlyMap<string, Collection>) => Record<string, unknown>;
    /** a further check against the stored data (unique IBAN …): field → messages */
    check?: (
        data: Record<string, unknown>,
        collection: Collection,
        id?: number
    ) => Record<string, string[]> | null;
}
