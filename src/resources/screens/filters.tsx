import { FieldInput } from '../fields/FieldInput';
import { filtersOfField, isFilter } from '../fields/types';
import type { ResourceDefinition } from '../types';
import { SearchFilter } from './SearchFilter';

/**
 * The list filters of a definition: the search box, then each field marked `filter` as its type
 * says (a date or datetime as a from–to range: `{source}_from`, `{source}_to`, offered on every
 * list with one unless the field says `filter: false`).
 */
export function filtersOf(definition: ResourceDefinition, searchPlaceholder: string) {
    const filters = definition.fields
        .filter(field => isFilter(field))
        .flatMap(field =>
            filtersOfField(field).map(spec => (
                <FieldInput
                    key={spec.source}
                    field={field}
                    filter
                    source={spec.source}
                    label={spec.source === field.source ? undefined : spec.label}
                    bound={spec.bound}
                    alwaysOn={isFilter(field) === 'alwaysOn'}
                />
            ))
        );
    if (definition.search === false) return filters;
    return [<SearchFilter key="search" source="search" alwaysOn placeholder={searchPlaceholder} />, ...filters];
}
