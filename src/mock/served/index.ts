import { publish } from '../live/server';
import { readMockSettings, writeMockSettings } from '../settings';
import { ensureMockResource, store } from '../store';
import { mockResourceOf, sampleRecords } from './resource';
import { SERVED_SAMPLES, type ServedDefinition } from './samples';

/**
 * The definitions the mock serves at `GET /admin/resources`, and the developer's controls over
 * them (the developer panel, and `window.__zarMockServed` for page scripts): which samples are
 * served, more records for one, and the live event `resources.updated` that tells the admin.
 */
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** What `GET /admin/resources` answers now: the samples switched on, then the extra ones as given. */
export function servedNow(): unknown[] {
    const { served, servedExtra } = readMockSettings();
    return [...served.flatMap(name => (SERVED_SAMPLES[name] ? [SERVED_SAMPLES[name]] : [])), ...servedExtra];
}

/** Gives each served definition that has a name and fields its records (once; a built-in's name is left alone). */
export function syncServedResources(): void {
    for (const definition of servedNow()) {
        if (isObject(definition) && typeof definition.name === 'string' && Array.isArray(definition.fields)) {
            ensureMockResource(mockResourceOf(definition as ServedDefinition));
        }
    }
}

/** The live event that tells the admin to read the definitions again. */
export const announceResources = (): number => publish('admin', 'resources.updated', {});

/** Serves these samples (by name), then announces it. */
export function serveSamples(names: string[]): void {
    writeMockSettings({ served: names.filter(name => name in SERVED_SAMPLES) });
    syncServedResources();
    announceResources();
}

/** Serves these definitions after the samples, as given (valid or not), then announces it. */
export function serveExtra(definitions: unknown[]): void {
    writeMockSettings({ servedExtra: definitions });
    syncServedResources();
    announceResources();
}

/** Adds `count` new records to a served resource (as if customers brought them); answers them. */
export function addServedRecords(name: string, count = 3): Array<Record<string, unknown>> {
    syncServedResources();
    const definition = servedNow().find(item => isObject(item) && item.name === name) as ServedDefinition | undefined;
    const collection = store.get(name);
    if (!definition || !collection) return [];
    return sampleRecords(definition, store, count, undefined, collection.all().length + 1000).map(({ id: _id, ...record }) =>
        collection.create({ ...record, created_at: new Date().toISOString() })
    );
}

