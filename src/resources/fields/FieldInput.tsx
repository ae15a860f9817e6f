import { InputAdornment } from '@mui/material';
import { createElement, Suspense } from 'react';
import {
    AutocompleteInput,
    BooleanInput,
    DateInput,
    DateTimeInput,
    NullableBooleanInput,
    ReferenceInput,
    SelectInput,
    TextInput,
    useTranslate,
} from 'react-admin';
import type { FieldDefinition } from '../types';
import { validatorsFor } from './validators';

const ltr = { dir: 'ltr', autoComplete: 'off', spellCheck: false } as const;

export interface FieldInputProps {
    field: FieldDefinition;
    /** a list filter: no validation, and a tri-state boolean */
    filter?: boolean;
    /** react-admin reads these on filter inputs */
    source?: string;
    alwaysOn?: boolean;
}

/** The input of one field, as its type says; a definition's `input` replaces it in forms. */
export const FieldInput = ({ field, filter = false }: FieldInputProps) => {
    const translate = useTranslate();
    if (field.input && !filter) return <Suspense>{createElement(field.input, { field })}</Suspense>;
    const common = {
        source: field.source,
        validate: filter ? undefined : validatorsFor(field),
        helperText: !filter && field.helperText ? translate(field.helperText) : filter ? false : undefined,
        placeholder: field.placeholder ? translate(field.placeholder) : undefined,
    };
    switch (field.type) {
        case 'longtext':
            return <TextInput {...common} multiline minRows={3} />;
        case 'number':
        case 'money':
            return (
                <TextInput
                    {...common}
                    slotProps={{
                        htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                        input: field.unit
                            ? { endAdornment: <InputAdornment position="end">{translate(field.unit)}</InputAdornment> }
                            : undefined,
                    }}
                />
            );
        case 'date':
            return <DateInput {...common} />;
        case 'datetime':
            return <DateTimeInput {...common} />;
        case 'enum':
            return <SelectInput {...common} choices={field.choices} translateChoice={false} emptyText="—" />;
        case 'boolean':
            return filter ? <NullableBooleanInput {...common} /> : <BooleanInput {...common} />;
        case 'reference':
            return (
                <ReferenceInput source={field.source} reference={field.reference}>
                    <AutocompleteInput
                        validate={common.validate}
                        helperText={common.helperText}
                        // the contract's list query searches with `search`, not react-admin's `q`
                        filterToQuery={searchText => (searchText ? { search: searchText } : {})}
                    />
                </ReferenceInput>
            );
        case 'iban':
        case 'card':
        case 'mobile':
        case 'image':
            return (
                <TextInput
                    {...common}
                    slotProps={{
                        htmlInput: {
                            ...ltr,
                            inputMode: field.type === 'card' || field.type === 'mobile' ? 'numeric' : 'text',
                        },
                    }}
                />
            );
        default:
            return <TextInput {...common} />;
    }
};
