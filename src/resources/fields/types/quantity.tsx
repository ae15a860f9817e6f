import { useCanAccess, useReference, type RaRecord } from 'react-admin';
import { findIn, useCatalogue } from '../../../catalogue/useCatalogue';
import type { FieldOf, QuantityUnit } from '../../types';
import { ANY_RECORD } from './reference';
import { parseNumber } from '../normalize';
import { numberValidator } from '../validators';
import { Amount } from './Amount';
import { numberCell } from './exportCells';
import { isEmptyValue, type FieldTypeModule, type Relation } from './fieldType';
import { NumberInput } from './NumberInput';

/** The units products are traded in, by their API id. */
export const QUANTITY_UNITS: Readonly<Record<string, string>> = { gram: 'گرم', mithqal: 'مثقال', piece: 'عدد' };

const valueAt = (record: RaRecord | undefined, path: string): unknown =>
    path.split('.').reduce<unknown>((item, key) => (item as Record<string, unknown> | undefined)?.[key], record);

/** The Persian unit of a unit id; an unknown one is shown as it came. */
export const unitName = (unit: unknown): string | undefined =>
    isEmptyValue(unit) ? undefined : (QUANTITY_UNITS[String(unit)] ?? String(unit));

/** The id of the referenced record the unit is read from, when the record has one. */
const referencedId = (unitFrom: QuantityUnit, record: RaRecord | undefined): unknown =>
    unitFrom.reference && unitFrom.via ? valueAt(record, unitFrom.via) : undefined;

/**
 * The unit read from the record, or from the record it references by id (batched, cached; not
 * asked when the admin may not open that resource: the amount then shows without its unit).
 */
const ByReference = ({ field, value, record }: { field: FieldOf<'quantity'>; value: unknown; record?: RaRecord }) => {
    const { unitFrom } = field;
    const id = referencedId(unitFrom, record);
    const { canAccess } = useCanAccess({ resource: unitFrom.reference ?? '', action: 'show', record: ANY_RECORD, enabled: !!unitFrom.reference });
    const { referenceRecord } = useReference({
        reference: unitFrom.reference ?? '',
        id: (id ?? '') as string,
        options: { enabled: !isEmptyValue(id) && canAccess === true },
    });
    const unit = unitName(unitFrom.reference ? valueAt(referenceRecord, unitFrom.source) : valueAt(record, unitFrom.source));
    return <Amount value={Number(value)} unit={unit} />;
};

/** The unit of the catalogue's record named like the record's `match.path` (an order's product title). */
const ByCatalogue = ({ field, value, record }: { field: FieldOf<'quantity'>; value: unknown; record?: RaRecord }) => {
    const { reference = '', match, source } = field.unitFrom;
    const catalogue = useCatalogue(reference, match?.field ?? '');
    const unit = unitName(valueAt(findIn(catalogue, match && valueAt(record, match.path)), source));
    return <Amount value={Number(value)} unit={unit} />;
};

const Display = (props: { field: FieldOf<'quantity'>; value: unknown; record?: RaRecord }) => {
    const { unitFrom } = props.field;
    const byCatalogue = !!unitFrom.reference && !!unitFrom.match && isEmptyValue(referencedId(unitFrom, props.record));
    return byCatalogue ? <ByCatalogue {...props} /> : <ByReference {...props} />;
};

/** An amount of metal in its product's unit: ۲٫۵ گرم، ۳ مثقال، ۱ عدد. */
export const quantity: FieldTypeModule<'quantity'> = {
    Display,
    Input: props => <NumberInput {...props} />,
    normalize: value => parseNumber(value),
    validators: field => [numberValidator(field.min ?? 0, field.max)],
    relations: ({ unitFrom: { reference, via, match } }) => {
        const relations: Relation[] = [];
        if (reference && via) relations.push({ resource: reference, via });
        if (reference && match) relations.push({ resource: reference, catalogue: match.field });
        return relations;
    },
    // the number, and its unit in a column of its own (it varies by product)
    export: {
        columns: field => [
            { header: field.label, kind: 'number', total: true, unitAt: 1 },
            { header: `واحد ${field.label}`, kind: 'text' },
        ],
        cells: (value, field, record, related) => {
            const { reference, source, match } = field.unitFrom;
            const id = referencedId(field.unitFrom, record);
            const owner = !reference
                ? record
                : !isEmptyValue(id)
                  ? related.record(reference, id)
                  : match
                    ? related.find(reference, match.field, valueAt(record, match.path))
                    : undefined;
            return [numberCell(value), unitName(valueAt(owner, source)) ?? null];
        },
    },
};
