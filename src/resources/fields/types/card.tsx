import { TextInput } from 'react-admin';
import { formatGrouped, normalizeCardNumber, validateCardNumber } from '../banking';
import { whenPresent } from '../validators';
import type { FieldTypeModule } from './fieldType';
import { commonInputProps, LTR_INPUT } from './inputProps';
import { LtrNumber } from './LtrNumber';
import { oneColumn } from './exportCells';

/** A bank card number: 16 digits grouped by four, Luhn-checked, saved without spaces. */
export const card: FieldTypeModule<'card'> = {
    Display: ({ value }) => <LtrNumber value={String(value)} />,
    Input: props => (
        <TextInput {...commonInputProps(props)} slotProps={{ htmlInput: { ...LTR_INPUT, inputMode: 'numeric' } }} />
    ),
    normalize: value => (value == null || value === '' ? value : normalizeCardNumber(value)),
    validators: () => [whenPresent(validateCardNumber)],
    export: oneColumn('typed', value => formatGrouped(String(value))),
};
