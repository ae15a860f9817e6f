import type { FieldType } from '../../types';
import type { InputProps } from './fieldType';

/** The props every react-admin input of a field takes. */
export const commonInputProps = <K extends FieldType>({ source, label, validate, helperText, placeholder }: InputProps<K>) => ({
    source,
    label,
    validate,
    helperText,
    placeholder,
});

/** Identifiers are typed and read left to right, with no browser help. */
export const LTR_INPUT = { dir: 'ltr', autoComplete: 'off', spellCheck: false } as const;
