import { parseNumber } from '../normalize';
import { numberValidator } from '../validators';
import { Amount } from './Amount';
import type { FieldTypeModule } from './fieldType';
import { NumberInput } from './NumberInput';
import { numberColumn } from './exportCells';

/** The currency amounts are in unless a field says otherwise. */
export const DEFAULT_CURRENCY = 'تومان';

/** An amount of money: never negative unless `min` says so; shown with its unit (تومان). */
export const money: FieldTypeModule<'money'> = {
    Display: ({ field, value }) => <Amount value={Number(value)} unit={field.unit ?? DEFAULT_CURRENCY} />,
    Input: props => <NumberInput {...props} unit={props.field.unit ?? DEFAULT_CURRENCY} />,
    normalize: value => parseNumber(value),
    validators: field => [numberValidator(field.min ?? 0, field.max)],
    export: numberColumn(field => field.unit ?? DEFAULT_CURRENCY, true),
};
