import { createElement, Suspense, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldDefinition } from '../types';
import { customInput } from './customInputs';
import { FieldInputPlaceholder } from './FieldInputPlaceholder';
import { validatorsOf } from './rules';
import { typeOf } from './types';
import type { InputProps } from './types/fieldType';

export interface FieldInputProps {
    field: FieldDefinition;
    /** a list filter: no validation */
    filter?: boolean;
    /** the value it edits (default the field's source; a range filter's own) */
    source?: string;
    /** react-admin reads these on filter inputs */
    alwaysOn?: boolean;
    label?: string;
    bound?: 'from' | 'to';
}

/**
 * The input of one field, as its type says; the custom input a definition's `input` names
 * (./customInputs.ts) replaces it in forms and in filters, and receives the validators the
 * field's type implies.
 */
export const FieldInput = ({ field, filter = false, source = field.source, label, bound }: FieldInputProps) => {
    const translate = useTranslate();
    const validate = filter ? undefined : validatorsOf(field);
    const input = customInput(field.input);
    // in a form, an input whose code comes late keeps its place meanwhile; a filter's waits unseen
    const placeholder = filter ? null : <FieldInputPlaceholder field={field} label={label} />;
    if (input) {
        return <Suspense fallback={placeholder}>{createElement(input, { field, validate, filter, source, label })}</Suspense>;
    }
    const type = typeOf(field);
    const Input = ((filter && type.FilterInput) || type.Input) as ComponentType<InputProps<FieldDefinition['type']>>;
    return (
        <Suspense fallback={placeholder}>
            <Input
                field={field as never}
                source={source}
                label={label}
                validate={validate}
                filter={filter}
                bound={bound}
                helperText={filter ? false : field.helperText ? translate(field.helperText) : undefined}
                placeholder={field.placeholder ? translate(field.placeholder) : undefined}
            />
        </Suspense>
    );
};
