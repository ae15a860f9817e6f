import { useMemo } from 'react';
import { useCanAccess, useGetList, type RaRecord } from 'react-admin';

/** How many records a catalogue reads: one page, enough for a shop's products. */
export const CATALOGUE_SIZE = 100;

/** Minutes a catalogue is kept before it is read again (it changes when staff edit a product). */
const STALE_MS = 5 * 60_000;

/** A catalogue's records by the text of one of their fields (a product by its title). */
export type CatalogueIndex = ReadonlyMap<string, RaRecord>;

const EMPTY: CatalogueIndex = new Map();

/** The first record for each value of `field` (trimmed), so a name finds its record. */
export function indexBy(records: readonly RaRecord[] | undefined, field: string): CatalogueIndex {
    if (!records?.length) return EMPTY;
    const index = new Map<string, RaRecord>();
    for (const record of records) {
        const key = record[field];
        if (key == null) continue;
        const text = String(key).trim();
        if (text && !index.has(text)) index.set(text, record);
    }
    return index;
}

/** The catalogue's record named `value` (trimmed, as `indexBy` keys them); none for an empty name. */
export const findIn = (index: CatalogueIndex | undefined, value: unknown): RaRecord | undefined =>
    value == null ? undefined : index?.get(String(value).trim());

/**
 * A small list other screens name things from, read once and shared (the products, so an order
 * that names its product only by title, as the API's order does, shows its unit): one list
 * call of `CATALOGUE_SIZE` records, cached for the session; nothing is asked while the admin's
 * rights are unknown or when they may not open that list (the index is then empty and callers
 * show what they have without it).
 */
export function useCatalogue(resource: string, field: string): CatalogueIndex {
    const { canAccess } = useCanAccess({ resource, action: 'list' });
    const { data } = useGetList(
        resource,
        { pagination: { page: 1, perPage: CATALOGUE_SIZE }, sort: { field: '', order: 'ASC' }, filter: {} },
        { enabled: canAccess === true, staleTime: STALE_MS }
    );
    return useMemo(() => indexBy(data, field), [data, field]);
}
