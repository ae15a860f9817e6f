import { resetActivity } from './activity';
import { Collection, type MockRecord } from './db';
import type { MockResource } from './resource';
import { mockResources } from './resources';
import { createRandom } from './seed/random';
import { startOf } from './workflow';
import { resetTeam } from './teamStore';

/** The mock backend's data: one seeded collection per resource, rebuilt by `resetStore`. */
export const store = new Map<string, Collection>();
const definitions = new Map<string, MockResource>();

/** A customer-owned record (`user_id`) is found by its customer's name too. */
const customerName = (record: MockRecord): unknown[] =>
    record.user_id == null ? [] : [store.get('user')?.get(Number(record.user_id))?.name];

export function resetStore(seed = 1405): void {
    const random = createRandom(seed);
    store.clear();
    definitions.clear();
    for (const resource of mockResources) {
        definitions.set(resource.name, resource);
        store.set(
            resource.name,
            new Collection(resource.seed(random, store), { searchable: resource.searchable, relatedText: customerName })
        );
    }
    for (const collection of store.values()) collection.settleSeed();
    // the history of the seeded records, from a random of its own so the seeds above stay as they were
    const names = (pick: (resource: MockResource) => boolean) => new Set(mockResources.filter(pick).map(resource => resource.name));
    resetActivity(createRandom(seed + 1), store, names(resource => !!resource.partOf), undecidedStatuses());
    resetTeam(store);
}

/**
 * Each decided resource's status before a decision: where its workflow starts (`open` for a ticket,
 * `draft` for a notification, `pending` for the customers' requests), and an order's `pending`
 * (its decisions are the live layer's, src/mock/live/orderDecisions.ts).
 */
function undecidedStatuses(): Map<string, string> {
    const undecided = new Map<string, string>([['order', 'pending']]);
    for (const resource of mockResources) if (resource.workflow) undecided.set(resource.name, startOf(resource.workflow));
    return undecided;
}

export const mockResource = (name: string): MockResource | undefined => definitions.get(name);

/**
 * Adds a resource after the start (one the mock serves a definition of, src/mock/served/), seeded
 * from its own random stream; a name the store already holds is left as it is.
 */
export function ensureMockResource(resource: MockResource): void {
    if (store.has(resource.name)) return;
    definitions.set(resource.name, resource);
    const collection = new Collection(resource.seed(createRandom(1), store), { searchable: resource.searchable, relatedText: customerName });
    collection.settleSeed();
    store.set(resource.name, collection);
}

resetStore();

/**
 * Referential integrity on write: each reference field that is set must name an existing
 * record. The `errors` of a strict server, or null.
 */
export function missingReferences(resource: MockResource, data: Record<string, unknown>): Record<string, string[]> | null {
    const errors: Record<string, string[]> = {};
    for (const [field, target] of Object.entries(resource.references ?? {})) {
        const value = data[field];
        if (value === undefined || value === null || value === '') continue;
        if (!store.get(target)?.get(Number(value))) errors[field] = ['مورد انتخاب‌شده وجود ندارد.'];
    }
    return Object.keys(errors).length ? errors : null;
}

/**
 * Referential integrity on delete: the message that refuses deleting a record other records
 * still point at (a customer with orders, a category with products), or null.
 */
export function referencedBy(name: string, id: number): string | null {
    for (const resource of definitions.values()) {
        if (resource.partOf === name) continue; // a record's parts go with it (removeWithParts)
        for (const [field, target] of Object.entries(resource.references ?? {})) {
            if (target !== name) continue;
            const count = store.get(resource.name)?.all().filter(record => Number(record[field]) === id).length ?? 0;
            if (count > 0) return `این مورد در ${count.toLocaleString('fa-IR')} رکورد «${resource.name}» استفاده شده است و حذف نمی‌شود.`;
        }
    }
    return null;
}

/** Deletes a record and its parts (a ticket's messages): what a strict server cascades. */
export function removeWithParts(name: string, id: number): MockRecord | undefined {
    const removed = store.get(name)?.remove(id);
    if (!removed) return undefined;
    for (const part of definitions.values()) {
        if (part.partOf !== name) continue;
        const field = Object.entries(part.references ?? {}).find(([, target]) => target === name)?.[0];
        const parts = store.get(part.name);
        if (!field || !parts) continue;
        for (const record of parts.all().filter(item => Number(item[field]) === id)) parts.remove(record.id);
    }
    return removed;
}
