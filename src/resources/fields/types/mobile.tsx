import { TextInput } from 'react-admin';
import { MOBILE_PATTERN } from '../../../domain/mobile';
import { normalizeMobile } from '../normalize';
import { whenPresent } from '../validators';
import type { FieldTypeModule } from './fieldType';
import { commonInputProps, LTR_INPUT } from './inputProps';
import { LtrNumber } from './LtrNumber';
import { oneColumn } from './exportCells';

/** A mobile number (docs/openapi.yaml, auth: 09 and nine digits), typed with any digits, spaces or dashes. */
export const mobile: FieldTypeModule<'mobile'> = {
    Display: ({ value }) => <LtrNumber value={String(value)} group={false} />,
    Input: props => (
        <TextInput {...commonInputProps(props)} slotProps={{ htmlInput: { ...LTR_INPUT, inputMode: 'numeric' } }} />
    ),
    normalize: value => (value == null || value === '' ? value : normalizeMobile(value)),
    validators: () => [
        whenPresent(value => (MOBILE_PATTERN.test(normalizeMobile(value)) ? undefined : 'app.validation.mobile')),
    ],
    export: oneColumn('typed'),
};
