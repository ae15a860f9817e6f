import { createElement, Suspense, useContext, type ComponentType } from 'react';
import { ListFilterContext, useTranslate } from 'react-admin';
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
    // a filter's value in the list, for an input that arrives after the filter form took the
    // list's values (a lazy one): it starts from it, as a reload or a shared address show
    const filterValues = useContext(ListFilterContext)?.filterValues;
    const defaultValue = filter ? (filterValues as Record<string, unknown> | undefined)?.[source] : undefined;
    const input = customInput(field.input);
    // an input whose code comes late keeps its place meanwhile, in a form and among the filters
    const placeholder = <FieldInputPlaceholder field={field} label={label} filter={filter} />;
    if (input) {
        return <Suspense fallback={placeholder}>{createElement(input, { field, validate, filter, source, label, defaultValue })}</Suspense>;
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
                defaultValue={defaultValue}
                helperText={filter ? false : field.helperText ? translate(field.helperText) : undefined}
                placeholder={field.placeholder ? translate(field.placeholder) : undefined}
            />
        </Suspense>
    );
};
