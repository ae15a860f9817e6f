import { TextInput } from 'react-admin';
import { formatGrouped, normalizeIban, validateIban } from '../banking';
import { whenPresent } from '../validators';
import type { FieldTypeModule } from './fieldType';
import { commonInputProps, LTR_INPUT } from './inputProps';
import { LtrNumber } from './LtrNumber';
import { oneColumn } from './exportCells';

/** An IBAN (شبا): left to right, grouped by four; saved without spaces; check digits checked. */
export const iban: FieldTypeModule<'iban'> = {
    Display: ({ value }) => <LtrNumber value={String(value)} />,
    Input: props => <TextInput {...commonInputProps(props)} slotProps={{ htmlInput: { ...LTR_INPUT } }} />,
    normalize: value => (value == null || value === '' ? value : normalizeIban(value)),
    validators: () => [whenPresent(validateIban)],
    export: oneColumn('typed', value => formatGrouped(String(value))),
};
