import type { Validator } from 'react-admin';
import { parseNumber } from './normalize';
import { isEmptyValue } from './types/fieldType';

/** Required, where only spaces count as empty too (react-admin's `required` doesn't trim). */
export const requiredValue: Validator = Object.assign(
    (value: unknown) => (isEmptyValue(value) ? 'ra.validation.required' : undefined),
    // react-admin reads this flag to mark the label with an asterisk
    { isRequired: true }
);

/** Runs a check only when there is a value (emptiness is `required`'s business). */
export const whenPresent =
    (check: (value: unknown) => string | undefined | { message: string; args: object }): Validator =>
    value =>
        isEmptyValue(value) ? undefined : check(value);

/** A number within `min`–`max` (typed with any digits and separators). */
export function numberValidator(min?: number, max?: number): Validator {
    return whenPresent(value => {
        const number = parseNumber(value);
        if (number === null || Number.isNaN(number)) return 'app.validation.number';
        if (min !== undefined && number < min) return { message: 'app.validation.min', args: { min } };
        if (max !== undefined && number > max) return { message: 'app.validation.max', args: { max } };
        return undefined;
    });
}
