import { Chip } from '@mui/material';
import { SelectInput } from 'react-admin';
import type { FieldTypeModule } from './fieldType';
import { commonInputProps } from './inputProps';
import { oneColumn } from './exportCells';

/** One of a few values: a coloured chip with its Persian name. */
export const enumType: FieldTypeModule<'enum'> = {
    Display: ({ field, value }) => {
        const choice = field.choices.find(item => item.id === value);
        if (!choice) return <span>{String(value)}</span>;
        return <Chip size="small" label={choice.name} color={choice.color ?? 'default'} variant="outlined" />;
    },
    Input: props => (
        <SelectInput {...commonInputProps(props)} choices={props.field.choices} translateChoice={false} emptyText="—" />
    ),
    export: oneColumn('text', (value, field) => field.choices.find(item => item.id === value)?.name ?? String(value)),
};
