import { parseNumber } from '../normalize';
import { numberValidator } from '../validators';
import { Amount } from './Amount';
import type { FieldTypeModule } from './fieldType';
import { NumberInput } from './NumberInput';
import { numberColumn } from './exportCells';

/** A number, with its fixed unit if any (درصد، گرم). */
export const number: FieldTypeModule<'number'> = {
    Display: ({ field, value }) => <Amount value={Number(value)} unit={field.unit} />,
    Input: props => <NumberInput {...props} unit={props.field.unit} />,
    normalize: value => parseNumber(value),
    validators: field => [numberValidator(field.min, field.max)],
    export: numberColumn(field => field.unit),
};
