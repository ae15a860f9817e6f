import { TextInput } from 'react-admin';
import { normalizeNationalCode, validateNationalCode } from '../banking';
import { whenPresent } from '../validators';
import type { FieldTypeModule } from './fieldType';
import { commonInputProps, LTR_INPUT } from './inputProps';
import { LtrNumber } from './LtrNumber';
import { oneColumn } from './exportCells';

/** An Iranian national code (کد ملی): ten digits whose last is a check digit. */
export const nationalCode: FieldTypeModule<'nationalCode'> = {
    Display: ({ value }) => <LtrNumber value={String(value)} group={false} />,
    Input: props => (
        <TextInput {...commonInputProps(props)} slotProps={{ htmlInput: { ...LTR_INPUT, inputMode: 'numeric' } }} />
    ),
    normalize: value => (value == null || value === '' ? value : normalizeNationalCode(value)),
    validators: () => [whenPresent(validateNationalCode)],
    export: oneColumn('typed'),
};
