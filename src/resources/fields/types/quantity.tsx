import { useReference, type RaRecord } from 'react-admin';
import type { FieldOf, QuantityUnit } from '../../types';
import { parseNumber } from '../normalize';
import { numberValidator } from '../validators';
import { Amount, amountText } from './Amount';
import type { FieldTypeModule } from './fieldType';
import { NumberInput } from './NumberInput';

/** The units products are traded in, by their API id. */
export const QUANTITY_UNITS: Readonly<Record<string, string>> = { gram: 'گرم', mithqal: 'مثقال', piece: 'عدد' };

const valueAt = (record: RaRecord | undefined, path: string): unknown =>
    path.split('.').reduce<unknown>((item, key) => (item as Record<string, unknown> | undefined)?.[key], record);

/** The Persian unit of a unit id; an unknown one is shown as it came. */
export const unitName = (unit: unknown): string | undefined =>
    unit == null || unit === '' ? undefined : (QUANTITY_UNITS[String(unit)] ?? String(unit));

/** The unit of a quantity, from the record or from the record it references (batched, cached). */
function useUnit(unitFrom: QuantityUnit, record: RaRecord | undefined): string | undefined {
    const id = unitFrom.reference && unitFrom.via ? valueAt(record, unitFrom.via) : undefined;
    const { referenceRecord } = useReference({
        reference: unitFrom.reference ?? '',
        id: (id ?? '') as string,
        options: { enabled: id != null && id !== '' },
    });
    return unitName(unitFrom.reference ? valueAt(referenceRecord, unitFrom.source) : valueAt(record, unitFrom.source));
}

const Display = ({ field, value, record }: { field: FieldOf<'quantity'>; value: unknown; record?: RaRecord }) => (
    <Amount value={Number(value)} unit={useUnit(field.unitFrom, record)} />
);

/** An amount of metal in its product's unit: ۲٫۵ گرم، ۳ مثقال، ۱ عدد. */
export const quantity: FieldTypeModule<'quantity'> = {
    Display,
    Input: props => <NumberInput {...props} />,
    normalize: value => parseNumber(value),
    validators: field => [numberValidator(field.min ?? 0, field.max)],
    relations: field =>
        field.unitFrom.reference && field.unitFrom.via ? [{ resource: field.unitFrom.reference, via: field.unitFrom.via }] : [],
    text: (value, field, record, related) => {
        const { reference, via, source } = field.unitFrom;
        const owner = reference && via ? related.record(reference, valueAt(record, via)) : record;
        return amountText(value, unitName(valueAt(owner, source)));
    },
};
