import type { Collection, MockRecord } from './db';
import type { Random } from './seed/random';
import type { Rules } from './validation';
import type { Workflow } from './workflow';

/** One API resource of the mock backend: its sample data and what the server checks. */
export interface MockResource {
    /** the API resource name (docs/openapi.yaml, MenuId, resources) */
    name: string;
    /** the menu id guarding it, when not derived from its name (a served resource's own) */
    menuId?: string;
    /**
     * The resource whose screen shows this one (a ticket's messages): it has no screen, menu
     * item or definition of its own.
     */
    partOf?: string;
    /** fields the `search` query looks in */
    searchable: string[];
    /** sample records; `db` holds the resources seeded before this one */
    seed: (random: Random, db: ReadonlyMap<string, Collection>) => MockRecord[];
    /** what POST and PUT bodies must satisfy */
    rules: Rules;
    /** fields the server owns: dropped from request bodies */
    readOnly?: string[];
    /** fields a PUT can't change (a customer's own text): a PUT keeps the stored values */
    fixedOnUpdate?: string[];
    /** staff decisions on the record's `status` (approve, reject with a reason …) */
    workflow?: Workflow;
    /** fields holding another resource's id (`user_id` → `user`): must exist on write */
    references?: Record<string, string>;
    /** what the server does after a write to other records (a staff reply answers its ticket …) */
    afterCreate?: (record: MockRecord, db: ReadonlyMap<string, Collection>) => void;
    /** fields the server fills on create (created_at, counters, display texts …) */
    onCreate?: (data: Record<string, unknown>, db: ReadonlyMap<string, Collection>) => Record<string, unknown>;
    /** fields the server derives on every write (display texts from enums …) */
    onWrite?: (data: Record<string, unknown>, db: ReadonlyMap<string, Collection>) => Record<string, unknown>;
    /** a further check against the stored data (unique IBAN …): field → messages */
    check?: (
        data: Record<string, unknown>,
        collection: Collection,
        id?: number,
        db?: ReadonlyMap<string, Collection>
    ) => Record<string, string[]> | null;
}

/**
 * A hand-written part of a built-in resource (src/mock/resources/index.ts): its name and whatever
 * it gives over the resource generated from its definition, key by key; or, with `ownHandlers`,
 * that the resource is served by handlers of its own instead (its calls are not the generic ones).
 */
export type MockOverride = Partial<MockResource> & {
    name: string;
    /** the module of the handlers that serve it (`src/mock/handlers/team.ts`): no generated resource, no records in the store */
    ownHandlers?: string;
};
