import { BooleanField, BooleanInput, NullableBooleanInput } from 'react-admin';
import type { FieldTypeModule } from './fieldType';
import { commonInputProps } from './inputProps';
import { oneColumn } from './exportCells';

/** Yes or no: a check mark in lists, a switch in forms, yes / no / either as a filter. */
export const boolean: FieldTypeModule<'boolean'> = {
    Display: ({ field }) => <BooleanField source={field.source} />,
    Input: props => <BooleanInput {...commonInputProps(props)} helperText={props.helperText || false} />,
    FilterInput: props => <NullableBooleanInput {...commonInputProps(props)} />,
    showsEmpty: true,
    export: oneColumn('typed', value => (value === true || value === 1 || value === '1' ? 'بله' : value === false || value === 0 || value === '0' ? 'خیر' : null)),
};
