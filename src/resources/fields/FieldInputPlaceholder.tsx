import { TextField } from '@mui/material';
import { FieldTitle, useResourceContext } from 'react-admin';
import type { FieldDefinition } from '../types';

/**
 * What stands in a form for an input whose code is still on its way (a date picker, a custom
 * input): a disabled field of the same label and size, so that nothing in the form moves when the
 * input arrives (a button being pressed stays under the pointer) and a screen reader already hears
 * the field. It is not part of the form: it has no name and holds no value.
 */
export const FieldInputPlaceholder = ({ field, label }: { field: FieldDefinition; label?: string }) => {
    const resource = useResourceContext();
    return (
        <TextField
            disabled
            label={<FieldTitle label={label} source={field.source} resource={resource} isRequired={field.required} />}
            // the line react-admin keeps under every input for its help or its error
            helperText={'\u200b'}
            slotProps={{ htmlInput: { 'aria-busy': true } }}
        />
    );
};
