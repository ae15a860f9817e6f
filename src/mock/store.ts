import { Collection } from './db';
import type { MockResource } from './resource';
import { mockResources } from './resources';
import { createRandom } from './seed/random';

/** The mock backend's data: one seeded collection per resource, rebuilt by `resetStore`. */
export const store = new Map<string, Collection>();
const definitions = new Map<string, MockResource>();

export function resetStore(seed = 1405): void {
    const random = createRandom(seed);
    store.clear();
    definitions.clear();
    for (const resource of mockResources) {
        definitions.set(resource.name, resource);
        store.set(resource.name, new Collection(resource.seed(random, store), { searchable: resource.searchable }));
    }
}

export const mockResource = (name: string): MockResource | undefined => definitions.get(name);

resetStore();
