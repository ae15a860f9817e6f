import { Collection, type MockRecord } from './db';
import type { MockResource } from './resource';
import { mockResources } from './resources';
import { createRandom } from './seed/random';

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
}

export const mockResource = (name: string): MockResource | undefined => definitions.get(name);

resetStore();
