import { InputAdornment } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import type { FieldType } from '../../types';
import type { InputProps } from './fieldType';
import { commonInputProps } from './inputProps';
import { formatTypedNumber, parseTypedNumber } from './numberText';

/**
 * A number typed with Persian, Arabic or Latin digits, shown with Persian digits and thousands
 * separators while typing, kept as a number; its unit beside it.
 */
export const NumberInput = <K extends FieldType>({ unit, ...props }: InputProps<K> & { unit?: string }) => {
    const translate = useTranslate();
    return (
        <TextInput
            {...commonInputProps(props)}
            format={formatTypedNumber}
            parse={parseTypedNumber}
            slotProps={{
                htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
                input: unit ? { endAdornment: <InputAdornment position="end">{translate(unit)}</InputAdornment> } : undefined,
            }}
        />
    );
};
