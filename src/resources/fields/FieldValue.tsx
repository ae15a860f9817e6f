import { useFieldValue, useRecordContext } from 'react-admin';
import type { FieldDefinition } from '../types';
import { typeOf } from './types';
import { isEmptyValue } from './types/fieldType';

/**
 * One field of the current record, shown as its type says (src/resources/fields/types/); an empty
 * value is an em dash. Used as a list column, on show pages and on phone cards.
 */
export const FieldValue = ({ field }: { field: FieldDefinition; source?: string; label?: string }) => {
    const value = useFieldValue({ source: field.source });
    const record = useRecordContext();
    const type = typeOf(field);
    if (!type.showsEmpty && isEmptyValue(value)) return <span aria-label="—">—</span>;
    const Display = type.Display as (props: { field: FieldDefinition; value: unknown; record?: typeof record }) => React.ReactNode;
    return <Display field={field} value={value} record={record} />;
};
