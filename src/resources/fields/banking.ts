/**
 * Bank accounts: normalising, checking and recognising IBANs (شبا) and card numbers.
 * Pure functions only; the validators return translation keys for react-admin.
 * The Iranian checks and bank tables come from @persian-tools/persian-tools (maintained, and
 * tree-shaken to the five functions used here: about 5 KB gzip); the normalising of what people
 * type and paste, and the messages, are the app's own.
 */
import {
    getBankNameFromCardNumber,
    getShebaInfo,
    isShebaValid,
    verifyCardNumber,
    verifyIranianNationalId,
} from '@persian-tools/persian-tools';
import { asciiDigits } from '../../i18n/format';

/** Whitespace, zero-width characters and bidi marks that users paste along with numbers. */
const INVISIBLE = /[\s\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
/** ASCII hyphen and the Unicode hyphens / dashes (‐ ‑ ‒ – — ―) and minus sign. */
const DASHES = /[-\u2010-\u2015\u2212]/g;

const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/;
const IR_IBAN = /^IR[0-9]{24}$/;
const IR_IBAN_LENGTH = 26;
const CARD_DIGITS = /^[0-9]{16}$/;
const ACCOUNTING_ID = /^[A-Za-z0-9-]{1,32}$/;

/** The text of a form value: null and undefined become '', and Persian/Arabic digits ASCII. */
const toText = (value: unknown): string => asciiDigits(value == null ? '' : String(value));

/** An IBAN as stored and checked: ASCII digits, no spaces or dashes, upper case. */
export const normalizeIban = (value: unknown): string =>
    toText(value).replace(INVISIBLE, '').replace(DASHES, '').toUpperCase();

/** A card number as stored and checked: ASCII digits, no spaces or dashes. */
export const normalizeCardNumber = (value: unknown): string =>
    toText(value).replace(INVISIBLE, '').replace(DASHES, '');

/** Free text (title, account name, accounting id): ASCII digits, trimmed. */
export const normalizeText = (value: unknown): string => toText(value).trim();

/** Two capital letters, two check digits, then 1 to 30 letters or digits. */
export const isIbanShape = (iban: string): boolean => IBAN_SHAPE.test(iban);

/** An Iranian IBAN must be exactly 26 characters (IR + 24 digits); other countries are not checked. */
const hasCountryLength = (iban: string): boolean =>
    !iban.startsWith('IR') || iban.length === IR_IBAN_LENGTH;

/**
 * The IBAN's check digits: an Iranian one (شبا) by persian-tools; another country's by ISO 13616
 * (the first four characters moved to the end, letters as 10..35, mod 97 == 1), which the library
 * does not cover.
 */
export const hasValidIbanChecksum = (iban: string): boolean => {
    if (!isIbanShape(iban) || !hasCountryLength(iban)) return false;
    if (iban.startsWith('IR')) return isShebaValid(iban);
    let remainder = 0;
    for (const ch of iban.slice(4) + iban.slice(0, 4)) {
        const value = parseInt(ch, 36); // '0'..'9' → 0..9, 'A'..'Z' → 10..35
        remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
    }
    return remainder === 1;
};

/**
 * Luhn check of a 16-digit card number (persian-tools). It is given the digits as text: its
 * typing says number, but a card above 2^53 (a 99… card) would lose digits as a number, and it
 * reads text the same (tests/unit/banking.test.ts holds it to that).
 */
export const hasValidLuhn = (card: string): boolean =>
    CARD_DIGITS.test(card) && verifyCardNumber(card as unknown as number) === true;

/** A national code as stored and checked: ASCII digits, no spaces or dashes. */
export const normalizeNationalCode = (value: unknown): string =>
    toText(value).replace(INVISIBLE, '').replace(DASHES, '');

/**
 * An Iranian national code (کد ملی): ten digits, not all alike, the last a mod-11 check digit
 * (persian-tools). Its city-prefix table is not applied: a code with a valid check digit is
 * accepted, as the server does.
 */
export const isValidNationalCode = (code: string): boolean =>
    /^[0-9]{10}$/.test(code) && verifyIranianNationalId(code, { checkPrefix: false });

/** A validator's answer: a translation key, or undefined when the value is fine. */
type ValidationKey = string | undefined;

/** At least two characters, counted as user-visible code points. */
const hasMinLength = (text: string, min: number): boolean => Array.from(text).length >= min;

/** react-admin validator: a bank title of at least two characters. */
export const validateBankTitle = (value: unknown): ValidationKey =>
    hasMinLength(normalizeText(value), 2) ? undefined : 'app.bank.validation.title';

/** react-admin validator: an account holder name of at least two characters. */
export const validateAccountName = (value: unknown): ValidationKey =>
    hasMinLength(normalizeText(value), 2) ? undefined : 'app.bank.validation.account_name';

/** react-admin validator: an IBAN of the right shape (and IR length) whose checksum holds. */
export const validateIban = (value: unknown): ValidationKey => {
    const iban = normalizeIban(value);
    if (!isIbanShape(iban) || !hasCountryLength(iban)) return 'app.validation.iban';
    return hasValidIbanChecksum(iban) ? undefined : 'app.validation.iban_checksum';
};

/** react-admin validator: a 16-digit card number that passes the Luhn check. */
export const validateCardNumber = (value: unknown): ValidationKey => {
    const card = normalizeCardNumber(value);
    if (!CARD_DIGITS.test(card)) return 'app.validation.card_number';
    return hasValidLuhn(card) ? undefined : 'app.validation.card_checksum';
};

/** react-admin validator: optional; at most 32 Latin letters, digits or dashes. */
export const validateAccountingId = (value: unknown): ValidationKey => {
    const id = normalizeText(value);
    return id === '' || ACCOUNTING_ID.test(id) ? undefined : 'app.validation.accounting_id';
};

/** react-admin validator: ten digits whose check digit holds. */
export const validateNationalCode = (value: unknown): ValidationKey => {
    const code = normalizeNationalCode(value);
    if (!/^[0-9]{10}$/.test(code)) return 'app.validation.national_code';
    return isValidNationalCode(code) ? undefined : 'app.validation.national_code_checksum';
};

/** The Persian bank name of an IR IBAN, from its 3-digit bank code (IRkk 017… → ملی). */
export const bankFromIban = (iban: unknown): string | null => {
    const normalized = normalizeIban(iban);
    if (!IR_IBAN.test(normalized)) return null;
    return getShebaInfo(normalized)?.persianName ?? null;
};

/** The Persian bank name of a card, from its first six digits (BIN). */
export const bankFromCard = (card: unknown): string | null => {
    const digits = normalizeCardNumber(card);
    if (!/^[0-9]{6}/.test(digits)) return null;
    return getBankNameFromCardNumber(digits.slice(0, 6).padEnd(16, '0')) ?? null;
};

/** The bank of a bank-account record: from its IBAN first, then from its card number. */
export const recognizeBank = (values: { iban?: unknown; card_number?: unknown }): string | null =>
    bankFromIban(values.iban) ?? bankFromCard(values.card_number);

/** For display: characters in groups of `size` separated by single spaces ('IR06 2960 …'). */
export const formatGrouped = (value: string, size = 4): string => {
    if (size < 1) return value;
    const groups: string[] = [];
    for (let i = 0; i < value.length; i += size) groups.push(value.slice(i, i + size));
    return groups.join(' ');
};
