import { FieldInput } from '../fields/FieldInput';
import type { ResourceDefinition } from '../types';
import { SearchFilter } from './SearchFilter';

/** The list filters of a definition: the search box, then each field marked `filter`. */
export function filtersOf(definition: ResourceDefinition, searchPlaceholder: string) {
    const filters = definition.fields
        .filter(field => field.filter)
        .map(field => (
            <FieldInput
                key={field.source}
                field={field}
                filter
                source={field.source}
                alwaysOn={field.filter === 'alwaysOn'}
            />
        ));
    if (definition.search === false) return filters;
    return [<SearchFilter key="search" source="search" alwaysOn placeholder={searchPlaceholder} />, ...filters];
}
