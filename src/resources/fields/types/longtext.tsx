import { TextInput } from 'react-admin';
import { persianDigits } from '../../../i18n/format';
import { normalizeText } from '../banking';
import type { FieldTypeModule } from './fieldType';
import { commonInputProps } from './inputProps';
import { oneColumn } from './exportCells';

/** Several lines of text: cut to one line in lists, whole on show pages. */
export const longtext: FieldTypeModule<'longtext'> = {
    Display: ({ value }) => (
        <span style={{ display: 'block', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {persianDigits(String(value))}
        </span>
    ),
    Input: props => <TextInput {...commonInputProps(props)} multiline minRows={3} />,
    FilterInput: props => <TextInput {...commonInputProps(props)} />,
    normalize: value => (typeof value === 'string' ? normalizeText(value) : value),
    export: oneColumn('text'),
};
