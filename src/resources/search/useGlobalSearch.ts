import { useEffect, useState } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import { normalizeSearch, searchedId } from '../../domain/searchText';
import { markUnavailable } from '../availability';
import type { ResourceDefinition } from '../types';
import { ID_RESOURCES, RESULTS_PER_RESOURCE } from './searchModel';

/** What one resource answered: still asking, its records, or a failure. */
export interface SearchGroup {
    definition: ResourceDefinition;
    state: 'loading' | 'done' | 'failed';
    records: RaRecord[];
}

/** A record opened by the id typed alone (`123`, `#۱۲۳`). */
export interface DirectHit {
    definition: ResourceDefinition;
    record: RaRecord;
}

export interface GlobalSearch {
    /** the text as sent (normalised), '' while nothing is asked */
    query: string;
    groups: SearchGroup[];
    direct: DirectHit[];
    /** true while any call of the current query has not answered */
    pending: boolean;
}

/** How long typing must pause before the calls go out. */
export const SEARCH_DEBOUNCE_MS = 250;

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError';

/**
 * The global search: once typing pauses, every given resource's list call with `search` (the
 * normalised text) and 5 a page, in parallel, each group shown as it answers; an id typed alone is
 * also read as `GET /admin/{resource}/{id}` where staff cite records by number (a 404 is no
 * error). A newer text, closing, or unmounting cancels the older calls (`signal`).
 */
export function useGlobalSearch(text: string, definitions: ResourceDefinition[], delay = SEARCH_DEBOUNCE_MS): GlobalSearch {
    const dataProvider = useDataProvider();
    const query = normalizeSearch(text);
    const [state, setState] = useState<Omit<GlobalSearch, 'pending'> & { waiting: number }>({ query: '', groups: [], direct: [], waiting: 0 });

    useEffect(() => {
        if (!query) return;
        const controller = new AbortController();
        const { signal } = controller;
        const id = searchedId(query);
        const byId = id === null ? [] : definitions.filter(definition => ID_RESOURCES.includes(definition.name));
        const timer = setTimeout(() => {
            setState({
                query,
                groups: definitions.map(definition => ({ definition, state: 'loading', records: [] })),
                direct: [],
                waiting: definitions.length + byId.length,
            });
            const settle = (update: (current: Omit<GlobalSearch, 'pending'> & { waiting: number }) => Partial<GlobalSearch>) => {
                if (signal.aborted) return;
                setState(current => (current.query === query ? { ...current, ...update(current), waiting: current.waiting - 1 } : current));
            };
            const answer = (definition: ResourceDefinition, change: Partial<SearchGroup>) =>
                settle(current => ({
                    groups: current.groups.map(group => (group.definition === definition ? { ...group, ...change } : group)),
                }));
            for (const definition of definitions) {
                dataProvider
                    .getList(definition.name, {
                        pagination: { page: 1, perPage: RESULTS_PER_RESOURCE },
                        filter: { search: query },
                        signal,
                    })
                    .then(
                        ({ data }) => answer(definition, { state: 'done', records: data }),
                        error => {
                            if (isAbort(error)) return;
                            // a resource this server does not serve, or an optional one it lacks or refuses
                            // (the staff list: not asked again, ../availability.ts): nothing found
                            const missing = markUnavailable(definition.name, error) || (error as { status?: unknown } | null)?.status === 404;
                            answer(definition, missing ? { state: 'done', records: [] } : { state: 'failed' });
                        }
                    );
            }
            for (const definition of byId) {
                dataProvider.getOne(definition.name, { id: id as number, signal }).then(
                    ({ data }) => settle(current => ({ direct: [...current.direct, { definition, record: data }].sort((a, b) => byId.indexOf(a.definition) - byId.indexOf(b.definition)) })),
                    // a 404 is no such record, no error; a failure of the resource shows in its group
                    error => {
                        if (!isAbort(error)) settle(() => ({}));
                    }
                );
            }
        }, delay);
        return () => {
            clearTimeout(timer);
            controller.abort();
        };
    }, [query, definitions, dataProvider, delay]);

    if (!query) return { query: '', groups: [], direct: [], pending: false };
    if (state.query !== query) return { query, groups: [], direct: [], pending: true };
    return { query: state.query, groups: state.groups, direct: state.direct, pending: state.waiting > 0 };
}
