import { TextField } from '@mui/material';
import { FieldTitle, useResourceContext } from 'react-admin';
import type { FieldDefinition } from '../types';

/**
 * What stands in a form or a list's filters for an input whose code is still on its way (a date
 * picker, a custom input): a disabled field of the same label and size, so that nothing around it
 * moves when the input arrives (a button being pressed stays under the pointer) and a screen
 * reader already hears the field. It is not part of the form: it has no name and holds no value.
 */
export const FieldInputPlaceholder = ({ field, label, filter = false }: { field: FieldDefinition; label?: string; filter?: boolean }) => {
    const resource = useResourceContext();
    return (
        <TextField
            disabled
            label={<FieldTitle label={label} source={field.source} resource={resource} isRequired={field.required} />}
            // a form keeps a line under every input for its help or its error; a filter has none,
            // and is as wide as the filters' pickers
            helperText={filter ? undefined : '\u200b'}
            sx={filter ? { minWidth: 200 } : undefined}
            slotProps={{ htmlInput: { 'aria-busy': true } }}
        />
    );
};
