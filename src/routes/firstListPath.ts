import { getQuery, parseQueryFromLocation, type ListParams } from 'react-admin';
import { browserStore } from '../providers/browserStore';
import { listPath } from '../providers/dataProvider';
import { listDefaults } from '../resources/screens/listDefaults';
import type { ResourceDefinition } from '../resources/types';

/**
 * The path of the first page a list screen reads as it opens at `search`: react-admin's own
 * merge (`getQuery`) of the address's parameters, those the admin last left in this browser and
 * the definition's list defaults, written as the data provider writes them. A chunk of its own,
 * fetched by ./startReads.ts as a start begins: react-admin's list parameters are no part of the
 * first load.
 */
export function firstListPath(definition: ResourceDefinition, search: string): string {
    const { sort, perPage, filterDefaultValues } = listDefaults(definition);
    const query = getQuery({
        queryFromLocation: parseQueryFromLocation({ search }),
        // react-admin's key, and its value before any are kept
        params: browserStore.getItem<Partial<ListParams>>(`${definition.name}.listParams`, {}),
        filterDefaultValues,
        sort,
        perPage,
    });
    return listPath(definition.name, {
        pagination: { page: query.page, perPage: query.perPage },
        sort: { field: query.sort, order: query.order },
        filter: query.filter ?? {},
    });
}
