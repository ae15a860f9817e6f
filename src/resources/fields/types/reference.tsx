import { AutocompleteInput, ReferenceField, ReferenceInput } from 'react-admin';
import type { FieldTypeModule } from './fieldType';

/** A record of another resource, named by its representation; picked by searching (`search`). */
export const reference: FieldTypeModule<'reference'> = {
    Display: ({ field }) => <ReferenceField source={field.source} reference={field.reference} link={false} emptyText="—" />,
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
    text: (value, field, _record, related) => related.name(field.reference, value),
};
