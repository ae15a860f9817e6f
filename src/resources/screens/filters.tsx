import { FieldInput } from '../fields/FieldInput';
import { filtersOfField } from '../fields/types';
import type { ResourceDefinition } from '../types';
import { SearchFilter } from './SearchFilter';

/**
 * The list filters of a definition: the search box, then each field marked `filter` as its type
 * says (a date or datetime as a from–to range: `{source}_from`, `{source}_to`).
 */
export function filtersOf(definition: ResourceDefinition, searchPlaceholder: string) {
    const filters = definition.fields
        .filter(field => field.filter)
        .flatMap(field =>
            filtersOfField(field).map(spec => (
                <FieldInput
                    key={spec.source}
                    field={field}
                    filter
                    source={spec.source}
                    label={spec.source === field.source ? undefined : spec.label}
                    bound={spec.bound}
                    alwaysOn={field.filter === 'alwaysOn'}
                />
            ))
        );
    if (definition.search === false) return filters;
    return [<SearchFilter key="search" source="search" alwaysOn placeholder={searchPlaceholder} />, ...filters];
}
