import type { Validator } from 'react-admin';
import type { FieldDefinition } from '../types';
import { validateCardNumber, validateIban } from './banking';
import { MOBILE_PATTERN, normalizeMobile, parseNumber } from './normalize';

const isEmpty = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Required, where only spaces count as empty too (react-admin's `required` doesn't trim). */
export const requiredValue: Validator = Object.assign(
    (value: unknown) => (isEmpty(value) ? 'ra.validation.required' : undefined),
    // react-admin reads this flag to mark the label with an asterisk
    { isRequired: true }
);

/** Runs a check only when there is a value (emptiness is `required`'s business). */
const whenPresent =
    (check: (value: unknown) => string | undefined | { message: string; args: object }): Validator =>
    value =>
        isEmpty(value) ? undefined : check(value);

export const validateMobile = whenPresent(value =>
    MOBILE_PATTERN.test(normalizeMobile(value)) ? undefined : 'app.validation.mobile'
);

function numberValidator(min?: number, max?: number): Validator {
    return whenPresent(value => {
        const number = parseNumber(value);
        if (number === null || Number.isNaN(number)) return 'app.validation.number';
        if (min !== undefined && number < min) return { message: 'app.validation.min', args: { min } };
        if (max !== undefined && number > max) return { message: 'app.validation.max', args: { max } };
        return undefined;
    });
}

/** The validators of a field: `required`, those its type implies, then the definition's own. */
export function validatorsFor(field: FieldDefinition): Validator[] {
    const validators: Validator[] = [];
    if (field.required) validators.push(requiredValue);
    switch (field.type) {
        case 'iban':
            validators.push(whenPresent(validateIban));
            break;
        case 'card':
            validators.push(whenPresent(validateCardNumber));
            break;
        case 'mobile':
            validators.push(validateMobile);
            break;
        case 'number':
        case 'money':
            validators.push(numberValidator(field.min ?? (field.type === 'money' ? 0 : undefined), field.max));
            break;
    }
    return [...validators, ...(field.validate ?? [])];
}
