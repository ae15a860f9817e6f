import { asciiDigits } from '../../i18n/format';
import type { FieldDefinition, ResourceDefinition } from '../types';
import { normalizeCardNumber, normalizeIban, normalizeText } from './banking';

/** A number typed with Persian or Arabic digits and separators, as a number (empty → null). */
export function parseNumber(value: unknown): number | null {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    const text = asciiDigits(String(value))
        .replace(/[\s,٬]/g, '')
        .replace(/٫/g, '.');
    if (text === '') return null;
    const number = Number(text);
    return Number.isFinite(number) ? number : Number.NaN;
}

/** Mobile numbers of docs/openapi.yaml, auth: `09` and 9 more digits. */
export const MOBILE_PATTERN = /^09[0-9]{9}$/;

/** A mobile number typed with any digits and spaces or dashes: 0912 123 4567 → 09121234567 */
export const normalizeMobile = (value: unknown): string =>
    asciiDigits(value == null ? '' : String(value)).replace(/[\s\-\u200B-\u200F]/g, '');

/** One field's value as the API wants it: ASCII digits, no spaces in identifiers, numbers as numbers. */
export function normalizeValue(field: FieldDefinition, value: unknown): unknown {
    switch (field.type) {
        case 'iban':
            return value == null || value === '' ? value : normalizeIban(value);
        case 'card':
            return value == null || value === '' ? value : normalizeCardNumber(value);
        case 'mobile':
            return value == null || value === '' ? value : normalizeMobile(value);
        case 'number':
        case 'money':
            return parseNumber(value);
        case 'text':
        case 'longtext':
            return typeof value === 'string' ? normalizeText(value) : value;
        default:
            return value;
    }
}

/** A form's values normalised field by field before they are sent. */
export function normalizeRecord<T extends Record<string, unknown>>(definition: ResourceDefinition, data: T): T {
    const result: Record<string, unknown> = { ...data };
    for (const field of definition.fields) {
        if (field.source in result) result[field.source] = normalizeValue(field, result[field.source]);
    }
    return result as T;
}
