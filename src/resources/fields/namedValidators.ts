import type { Validator } from 'react-admin';
import { asciiDigits } from '../../i18n/format';
import { validateAccountName, validateAccountingId, validateBankTitle, validateCardNumber, validateIban } from './banking';

/**
 * The validator registry: the extra checks a definition's field may name in its `validate`
 * (`validate: ['reasonLength']`), so that a definition stays data. Each is one named function
 * returning a Persian message or a translation key, or undefined when the value is fine; they run
 * after `required` and the checks of the field's type (./rules.ts). To add one, write it here
 * and list it in `NAMED_VALIDATORS`.
 */

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** A rejection's reason, 3 to 500 characters: the customer reads it. */
export const reasonLength = (value: unknown): string | undefined => {
    const reason = text(value);
    if (reason && reason.length < 3) return 'دلیل رد باید دست‌کم ۳ نویسه باشد.';
    return reason.length > 500 ? 'دلیل رد حداکثر ۵۰۰ نویسه است.' : undefined;
};

/** The bank's tracking code of a payment: 6 to 30 digits (Persian digits welcome). */
export const bankTrackingCode = (value: unknown): string | undefined =>
    text(value) && !/^\d{6,30}$/.test(asciiDigits(text(value))) ? 'کد پیگیری بانک باید ۶ تا ۳۰ رقم باشد.' : undefined;

const NAMED_VALIDATORS: Record<string, Validator> = {
    bankTitle: validateBankTitle,
    accountName: validateAccountName,
    iban: validateIban,
    cardNumber: validateCardNumber,
    accountingId: validateAccountingId,
    reasonLength,
    bankTrackingCode,
};

/** Every name a field's `validate` may give. */
export const VALIDATOR_NAMES: readonly string[] = Object.keys(NAMED_VALIDATORS);

/** The validator of a name; undefined for a name the registry does not know (it checks nothing). */
export const namedValidator = (name: string): Validator | undefined =>
    Object.hasOwn(NAMED_VALIDATORS, name) ? NAMED_VALIDATORS[name] : undefined;
