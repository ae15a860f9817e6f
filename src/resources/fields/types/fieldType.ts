import type { ComponentType } from 'react';
import type { RaRecord, Validator } from 'react-admin';
import type { FieldOf, FieldType } from '../../types';

/** What a type's display receives: its field, the value (never empty unless `showsEmpty`), the record. */
export interface DisplayProps<K extends FieldType> {
    field: FieldOf<K>;
    value: unknown;
    record?: RaRecord;
}

/** What a type's input (or filter input) receives. */
export interface InputProps<K extends FieldType> {
    field: FieldOf<K>;
    /** the value it edits: the field's source, or a filter's own (`created_at_from`) */
    source: string;
    /** a label other than the field's translation (filters of a range) */
    label?: string;
    validate?: Validator[];
    helperText?: string | false;
    placeholder?: string;
    /** a list filter: no validation */
    filter?: boolean;
    /** which end of a range filter this input is */
    bound?: 'from' | 'to';
    /**
     * in a filter, the list's value for it: an input whose code comes late mounts after the filter
     * form took the list's values, and starts from this one (react-admin's `useInput` `defaultValue`)
     */
    defaultValue?: unknown;
}

/** One list filter a field offers: its query parameter and its label. */
export interface FilterSpec {
    source: string;
    label: string;
    bound?: 'from' | 'to';
}

/** A record another resource holds, as the export looks it up. */
export interface RelatedLookup {
    /** the referenced record, once fetched */
    record(resource: string, id: unknown): RaRecord | undefined;
    /** how that resource names a record (its `recordRepresentation`) */
    name(resource: string, id: unknown): string;
    /** a catalogue's record whose `field` is `value` (a product by its title), once read */
    find(resource: string, field: string, value: unknown): RaRecord | undefined;
}

/**
 * A field another resource's records complete (a reference, a quantity's unit): found by the id
 * in `via`, or (`catalogue`) in that resource's catalogue by the text of one of its fields.
 */
export type Relation = { resource: string; via: string } | { resource: string; catalogue: string };

/** A cell of an export: a number, text, or nothing. */
export type ExportValue = number | string | null;

/** One column a field gives the exports (CSV and Excel). */
export interface ExportColumn {
    /** its header: the field's label, with the unit when the unit is fixed (`مبلغ (تومان)`) */
    header: string;
    /**
     * How its cells are written. `number`: a plain number (ASCII digits, `.` for decimals, no
     * grouping, no unit), a numeric cell in Excel. `typed`: text of a form the app writes or checks
     * (a Jalali date, a mobile number), kept as it is. `text`: free text someone typed or named (a
     * note, a customer's name): in CSV a leading `=`, `+`, `-` or `@` is neutralised.
     */
    kind: 'number' | 'typed' | 'text';
    /** a number shown with thousands separators in Excel (default true; false for identifiers) */
    grouped?: boolean;
    /** summed in the workbook's totals row (money, quantities) */
    total?: boolean;
    /**
     * The column, counted from this one, that holds each row's unit (a quantity's گرم، مثقال، عدد):
     * the total is given only when every row has the same unit.
     */
    unitAt?: number;
}

/** How a field's values go into the exports: its columns, and a record's cells under them. */
export interface FieldExport<K extends FieldType> {
    columns(field: FieldOf<K>): ExportColumn[];
    /** one cell per column; the value is never empty unless the type `showsEmpty` */
    cells(value: unknown, field: FieldOf<K>, record: RaRecord, related: RelatedLookup): ExportValue[];
}

/**
 * A field type: everything the generated screens need to show, edit, filter, clean, check and
 * export one kind of value. One module per type under this folder, registered in `./index.ts`.
 */
export interface FieldTypeModule<K extends FieldType> {
    /** the value in a list cell, a show page or a phone card */
    Display: ComponentType<DisplayProps<K>>;
    /** the input of create and edit forms */
    Input: ComponentType<InputProps<K>>;
    /** the input of a list filter (default: `Input`, without validation) */
    FilterInput?: ComponentType<InputProps<K>>;
    /** a list filters by it unless its field says `filter: false` (dates: their range) */
    filterByDefault?: boolean;
    /** the filters the field offers (default: one, on its own source) */
    filters?(field: FieldOf<K>): FilterSpec[];
    /** the value as the API wants it, before saving (default: as is) */
    normalize?(value: unknown, field: FieldOf<K>): unknown;
    /** the checks the type implies (besides `required` and the definition's own) */
    validators?(field: FieldOf<K>): Validator[];
    /** how its values are exported (CSV, Excel): see `./exportCells.ts` for the common kinds */
    export: FieldExport<K>;
    /** other resources' records its export needs */
    relations?(field: FieldOf<K>): Relation[];
    /** the display handles empty values itself (default: an em dash) */
    showsEmpty?: boolean;
    /** the display is a picture: the phone card shows it beside the title */
    isPicture?: boolean;
}

/** The registry's shape: one module per type name. */
export type FieldTypeRegistry = { [K in FieldType]: FieldTypeModule<K> };

export const isEmptyValue = (value: unknown): boolean =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
