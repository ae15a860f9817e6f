import { AutocompleteInput, ReferenceField, ReferenceInput, useCanAccess } from 'react-admin';
import type { FieldTypeModule } from './fieldType';

/**
 * Asked of the resource as a whole: react-admin keys an access check by the record in context
 * (a row), which would ask once per row for the same answer.
 */
export const ANY_RECORD = { id: '' };

/**
 * The record it names, when the admin may open its resource; otherwise its id alone, with
 * nothing asked of the server (which would answer 403 for a resource outside the admin's accesses).
 */
const ReferenceDisplay = ({ source, reference, value }: { source: string; reference: string; value: unknown }) => {
    const { canAccess, isPending } = useCanAccess({ resource: reference, action: 'show', record: ANY_RECORD });
    if (isPending) return null;
    if (!canAccess) {
        if (value == null || value === '') return <>—</>;
        const id = Number(value);
        return <>{Number.isFinite(id) ? id.toLocaleString('fa-IR', { useGrouping: false }) : String(value)}</>;
    }
    return <ReferenceField source={source} reference={reference} link={false} emptyText="—" />;
};

/** A record of another resource, named by its representation; picked by searching (`search`). */
export const reference: FieldTypeModule<'reference'> = {
    Display: ({ field, value }) => <ReferenceDisplay source={field.source} reference={field.reference} value={value} />,
    Input: ({ field, source, label, validate, helperText }) => (
        <ReferenceInput source={source} reference={field.reference}>
            <AutocompleteInput
                label={label}
                validate={validate}
                helperText={helperText}
                // the API's list query searches with `search`, not react-admin's `q`
                filterToQuery={searchText => (searchText ? { search: searchText } : {})}
            />
        </ReferenceInput>
    ),
    showsEmpty: true,
    relations: field => [{ resource: field.reference, via: field.source }],
    export: {
        columns: field => [{ header: field.label, kind: 'text' }],
        cells: (value, field, _record, related) => [value === null || value === undefined || value === '' ? null : related.name(field.reference, value)],
    },
};
