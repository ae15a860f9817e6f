/**
 * Bank accounts: normalising, checking and recognising IBANs (شبا) and card numbers.
 * Pure functions only; the validators return translation keys for react-admin.
 */
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

/** ISO 13616 check: the first four characters moved to the end, letters as 10..35, mod 97 == 1. */
export const hasValidIbanChecksum = (iban: string): boolean => {
    if (!isIbanShape(iban) || !hasCountryLength(iban)) return false;
    let remainder = 0;
    for (const ch of iban.slice(4) + iban.slice(0, 4)) {
        const value = parseInt(ch, 36); // '0'..'9' → 0..9, 'A'..'Z' → 10..35
        remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
    }
    return remainder === 1;
};

/** Luhn check of a 16-digit card number. */
export const hasValidLuhn = (card: string): boolean => {
    if (!CARD_DIGITS.test(card)) return false;
    let sum = 0;
    for (let i = 0; i < card.length; i++) {
        let digit = Number(card[i]);
        // From the right, every second digit is doubled; for 16 digits these are the even indexes.
        if (i % 2 === 0) {
            digit *= 2;
            if (digit > 9) digit -= 9;
        }
        sum += digit;
    }
    return sum % 10 === 0;
};

/** A national code as stored and checked: ASCII digits, no spaces or dashes. */
export const normalizeNationalCode = (value: unknown): string =>
    toText(value).replace(INVISIBLE, '').replace(DASHES, '');

/** An Iranian national code (کد ملی): ten digits, not all alike, the last a mod-11 check digit. */
export const isValidNationalCode = (code: string): boolean => {
    if (!/^[0-9]{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
    const sum = [...code.slice(0, 9)].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
    const remainder = sum % 11;
    return Number(code[9]) === (remainder < 2 ? remainder : 11 - remainder);
};

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

interface Bank {
    /** Persian name shown to the user. */
    name: string;
    /** Three-digit code right after an IR IBAN's check digits (characters 5–7, slice(4, 7)). */
    ibanCode: string;
    /** First six digits of the bank's cards. */
    bins: readonly string[];
}

/** Iranian banks and credit institutions, keyed by a short id: each name is written once. */
export const BANKS: Readonly<Record<string, Bank>> = {
    markazi: { name: 'بانک مرکزی جمهوری اسلامی ایران', ibanCode: '010', bins: ['636795'] },
    sanatMadan: { name: 'بانک صنعت و معدن', ibanCode: '011', bins: ['627961'] },
    mellat: { name: 'بانک ملت', ibanCode: '012', bins: ['610433', '991975'] },
    refah: { name: 'بانک رفاه کارگران', ibanCode: '013', bins: ['589463'] },
    maskan: { name: 'بانک مسکن', ibanCode: '014', bins: ['628023'] },
    sepah: { name: 'بانک سپه', ibanCode: '015', bins: ['589210'] },
    keshavarzi: { name: 'بانک کشاورزی', ibanCode: '016', bins: ['603770', '639217'] },
    melli: { name: 'بانک ملی ایران', ibanCode: '017', bins: ['603799'] },
    tejarat: { name: 'بانک تجارت', ibanCode: '018', bins: ['627353', '585983'] },
    saderat: { name: 'بانک صادرات ایران', ibanCode: '019', bins: ['603769'] },
    toseeSaderat: { name: 'بانک توسعه صادرات ایران', ibanCode: '020', bins: ['627648', '207177'] },
    post: { name: 'پست بانک ایران', ibanCode: '021', bins: ['627760'] },
    toseeTaavon: { name: 'بانک توسعه تعاون', ibanCode: '022', bins: ['502908'] },
    karafarin: { name: 'بانک کارآفرین', ibanCode: '053', bins: ['627488', '502910'] },
    parsian: { name: 'بانک پارسیان', ibanCode: '054', bins: ['622106', '639194', '627884'] },
    eghtesadNovin: { name: 'بانک اقتصاد نوین', ibanCode: '055', bins: ['627412'] },
    saman: { name: 'بانک سامان', ibanCode: '056', bins: ['621986'] },
    pasargad: { name: 'بانک پاسارگاد', ibanCode: '057', bins: ['502229', '639347'] },
    sarmayeh: { name: 'بانک سرمایه', ibanCode: '058', bins: ['639607'] },
    sina: { name: 'بانک سینا', ibanCode: '059', bins: ['639346'] },
    mehrIran: { name: 'بانک مهر ایران', ibanCode: '060', bins: ['606373'] },
    shahr: { name: 'بانک شهر', ibanCode: '061', bins: ['502806', '504706'] },
    ayandeh: { name: 'بانک آینده', ibanCode: '062', bins: ['636214'] },
    ansar: { name: 'بانک انصار', ibanCode: '063', bins: ['627381'] },
    gardeshgari: { name: 'بانک گردشگری', ibanCode: '064', bins: ['505416'] },
    hekmat: { name: 'بانک حکمت ایرانیان', ibanCode: '065', bins: ['636949'] },
    dey: { name: 'بانک دی', ibanCode: '066', bins: ['502938'] },
    iranZamin: { name: 'بانک ایران زمین', ibanCode: '069', bins: ['505785'] },
    resalat: { name: 'بانک رسالت', ibanCode: '070', bins: ['504172'] },
    melal: { name: 'موسسه اعتباری ملل', ibanCode: '075', bins: ['606256'] },
    khavarmianeh: { name: 'بانک خاورمیانه', ibanCode: '078', bins: ['585947'] },
    noor: { name: 'موسسه اعتباری نور', ibanCode: '080', bins: ['507677'] },
    iranVenezuela: { name: 'بانک ایران و ونزوئلا', ibanCode: '095', bins: [] },
};

const bankList = Object.values(BANKS);

/** The Persian bank name of an IR IBAN, from its 3-digit bank code (IRkk 017… → ملی). */
export const bankFromIban = (iban: unknown): string | null => {
    const normalized = normalizeIban(iban);
    if (!IR_IBAN.test(normalized)) return null;
    const code = normalized.slice(4, 7);
    return bankList.find(bank => bank.ibanCode === code)?.name ?? null;
};

/** The Persian bank name of a card, from its first six digits (BIN). */
export const bankFromCard = (card: unknown): string | null => {
    const bin = normalizeCardNumber(card).slice(0, 6);
    if (!/^[0-9]{6}$/.test(bin)) return null;
    return bankList.find(bank => bank.bins.includes(bin))?.name ?? null;
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
