// Types for the parts of make-definition-schema.mjs the unit tests import.
export const SCHEMA_FILE: string;
export const TYPES_FILE: string;
export const VALIDATOR_FILE: string;
export function generate(): Promise<{ types: string; validator: string }>;
