import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useId } from 'react';
import { useInput } from 'react-admin';
import { useDefinitionOf, useMenuResources } from '../definitionsContext';
import type { CustomInputProps } from '../types';
import { menuChoices } from './accessNames';

/** A staff member's `accesses`: the admin's menu as a checklist (the dashboard is everyone's). */
const AccessesInput = ({ field, source }: CustomInputProps) => {
    const definitionOf = useDefinitionOf();
    const menu = useMenuResources();
    const labelId = useId();
    const { field: input } = useInput({ source, defaultValue: [] });
    const chosen: string[] = Array.isArray(input.value) ? input.value.map(String) : [];
    const toggle = (id: string, on: boolean) => input.onChange(on ? [...chosen.filter(item => item !== id), id] : chosen.filter(item => item !== id));
    return (
        <FormControl component="fieldset" sx={{ my: 1 }} data-testid="staff-accesses">
            <FormLabel component="legend" id={labelId}>
                {field.label}
            </FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))' }}>
                {menuChoices(definitionOf, menu).map(choice => (
                    <FormControlLabel
                        key={choice.id}
                        control={<Checkbox checked={chosen.includes(choice.id)} onChange={event => toggle(choice.id, event.target.checked)} name={`accesses.${choice.id}`} />}
                        label={choice.name}
                    />
                ))}
            </FormGroup>
        </FormControl>
    );
};

export default AccessesInput;
