/**
 * The field-type registry: every type a resource definition's field may have, one module each.
 * To add a type, write its module beside these (its options are declared in the definition schema,
 * src/resources/schema/definition.schema.json, then `npm run make:definitions`) and
 * list it here; the generated lists, forms, filters, show pages, phone cards and CSV export all
 * read it from here (see docs/resources.md, "Adding a field type").
 */
import type { FieldDefinition, FieldOf, FieldType } from '../../types';
import { boolean } from './boolean';
import { card } from './card';
import { date } from './date';
import { datetime } from './datetime';
import { enumType } from './enum';
import type { FieldTypeModule, FieldTypeRegistry, FilterSpec } from './fieldType';
import { iban } from './iban';
import { image } from './image';
import { longtext } from './longtext';
import { mobile } from './mobile';
import { money } from './money';
import { nationalCode } from './nationalCode';
import { number } from './number';
import { quantity } from './quantity';
import { reference } from './reference';
import { text } from './text';

export const fieldTypes: FieldTypeRegistry = {
    text,
    longtext,
    number,
    money,
    quantity,
    date,
    datetime,
    enum: enumType,
    boolean,
    reference,
    image,
    iban,
    card,
    mobile,
    nationalCode,
};

/** The module of a field's type (typed for that field). */
export const typeOf = <K extends FieldType>(field: FieldOf<K>): FieldTypeModule<K> =>
    fieldTypes[field.type as K] as FieldTypeModule<K>;

/** Whether a list filters by the field: as its definition says, else as its type does (dates). */
export const isFilter = (field: FieldDefinition): boolean | 'alwaysOn' => field.filter ?? typeOf(field).filterByDefault ?? false;

/** The list filters a field offers (dates: a from–to range). */
export const filtersOfField = (field: FieldDefinition): FilterSpec[] =>
    typeOf(field).filters?.(field as never) ?? [{ source: field.source, label: field.label }];

export type { FieldTypeModule, FilterSpec } from './fieldType';
