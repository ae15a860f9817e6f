// Types of validateDefinition.generated.js (written by scripts/make-definition-schema.mjs).
import type { ErrorObject } from 'ajv';

/** Ajv's standalone validator of definition.schema.json: true when `data` is a valid definition. */
export declare const validate: {
    (data: unknown): boolean;
    /** the errors of the last call that returned false (the first problem found, and its context) */
    errors?: ErrorObject[] | null;
};
export default validate;

/** The field types a definition's field may have, in the schema's order. */
export declare const FIELD_TYPES: readonly string[];
