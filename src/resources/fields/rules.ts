import type { Validator } from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '../types';
import { typeOf } from './types';
import { namedValidator } from './namedValidators';
import { requiredValue } from './validators';

/**
 * The validators of a field: `required`, those its type implies, then those the definition names
 * (./namedValidators.ts; an unknown name checks nothing).
 */
export function validatorsOf(field: FieldDefinition): Validator[] {
    return [
        ...(field.required ? [requiredValue] : []),
        ...(typeOf(field).validators?.(field as never) ?? []),
        ...(field.validate ?? []).flatMap(name => namedValidator(name) ?? []),
    ];
}

/** One field's value as the API wants it, as its type says (ASCII digits, numbers as numbers …). */
export function normalizeValue(field: FieldDefinition, value: unknown): unknown {
    const normalize = typeOf(field).normalize;
    return normalize ? normalize(value, field as never) : value;
}

/** A form's values normalised field by field before they are sent. */
export function normalizeRecord<T extends Record<string, unknown>>(definition: ResourceDefinition, data: T): T {
    const result: Record<string, unknown> = { ...data };
    for (const field of definition.fields) {
        if (field.source in result) result[field.source] = normalizeValue(field, result[field.source]);
    }
    return result as T;
}
