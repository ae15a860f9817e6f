import { TextInput } from 'react-admin';
import { persianDigits } from '../../../i18n/format';
import { normalizeText } from '../banking';
import type { FieldTypeModule } from './fieldType';
import { commonInputProps } from './inputProps';
import { oneColumn } from './exportCells';

/** One line of free text; digits typed in Persian or Arabic are saved as ASCII, trimmed. */
export const text: FieldTypeModule<'text'> = {
    Display: ({ value }) => <bdi>{persianDigits(String(value))}</bdi>,
    Input: props => <TextInput {...commonInputProps(props)} />,
    normalize: value => (typeof value === 'string' ? normalizeText(value) : value),
    export: oneColumn('text'),
};
