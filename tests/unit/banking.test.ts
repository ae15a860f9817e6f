import type { Validator } from 'react-admin';
import { shebaMapCodes } from '@persian-tools/persian-tools';
import {
    bankFromCard,
    bankFromIban,
    formatGrouped,
    hasValidIbanChecksum,
    hasValidLuhn,
    isIbanShape,
    normalizeCardNumber,
    normalizeIban,
    normalizeText,
    recognizeBank,
    validateAccountingId,
    validateAccountName,
    validateBankTitle,
    validateCardNumber,
    validateIban,
} from '../../src/resources/fields/banking';

// ---------------------------------------------------------------------------------------------
// Test-data helpers, written independently of the code under test (BigInt mod 97, textbook Luhn).

/** ISO 13616 remainder of an IBAN, with BigInt (the code under test works piecewise). */
const mod97 = (iban: string): number => {
    const rearranged = iban.slice(4) + iban.slice(0, 4);
    const numeric = rearranged.replace(/[A-Z]/g, ch => String(ch.charCodeAt(0) - 55));
    return Number(BigInt(numeric) % 97n);
};

/** A valid IBAN for any country and BBAN: check digits = 98 − (mod 97 with "00"). */
const ibanFor = (country: string, bban: string): string => {
    const check = 98 - mod97(`${country}00${bban}`);
    return `${country}${String(check).padStart(2, '0')}${bban}`;
};

/** A valid IR IBAN: bank code, account type '0', account number padded to 18 digits. */
const buildIban = (bankCode: string, account = '1234567890'): string =>
    ibanFor('IR', `${bankCode}0${account.padStart(18, '0')}`);

/** A valid 16-digit card: 15 digits plus the Luhn check digit. */
const buildCard = (prefix15: string): string => {
    expect(prefix15).toMatch(/^[0-9]{15}$/);
    let sum = 0;
    // Walking the prefix from its right end, the first digit is the one doubled.
    Array.from(prefix15)
        .reverse()
        .forEach((ch, i) => {
            const doubled = i % 2 === 0 ? Number(ch) * 2 : Number(ch);
            sum += doubled > 9 ? doubled - 9 : doubled;
        });
    return prefix15 + String((10 - (sum % 10)) % 10);
};

/** The same string with the digit at `index` changed to another digit. */
const changeDigit = (text: string, index: number): string =>
    text.slice(0, index) + String((Number(text[index]) + 1) % 10) + text.slice(index + 1);

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const toPersian = (text: string): string => text.replace(/[0-9]/g, d => PERSIAN[Number(d)]);
const toArabic = (text: string): string => text.replace(/[0-9]/g, d => ARABIC[Number(d)]);

/** Published example IBANs (Wikipedia's Iran example, SWIFT registry, open-source libraries). */
const WIKIPEDIA_IR = 'IR062960000000100324200001';
const PASARGAD_EXAMPLE = 'IR870570028180010653892101';
const PARSIAN_EXAMPLE = 'IR820540102680020817909002';
const OTHER_COUNTRIES = ['GB82WEST12345698765432', 'DE89370400440532013000'];

const MELLI_CARD = buildCard('603799123456789');
const MELLAT_CARD = buildCard('610433987654321');

// ---------------------------------------------------------------------------------------------

describe('test helpers', () => {
    it('build IBANs and cards that an independent check accepts', () => {
        expect(mod97(buildIban('017'))).toBe(1);
        expect(buildIban('017')).toMatch(/^IR[0-9]{24}$/);
        expect(MELLI_CARD).toMatch(/^603799[0-9]{10}$/);
        // The classic Visa test number ends in 1: the helper must find that digit.
        expect(buildCard('411111111111111')).toBe('4111111111111111');
    });

    it('agree that the published examples are valid', () => {
        for (const iban of [WIKIPEDIA_IR, PASARGAD_EXAMPLE, PARSIAN_EXAMPLE, ...OTHER_COUNTRIES]) {
            expect(mod97(iban)).toBe(1);
        }
    });
});

describe('normalizeIban', () => {
    it('removes spaces, zero-width characters, NBSP and all kinds of dashes, and upper-cases', () => {
        const typed = ' ir06-2960\u200C0000\u00A00010 0324\u20102000\u2013 0\u20141\u200B ';
        expect(normalizeIban(typed)).toBe(WIKIPEDIA_IR);
    });

    it('converts Persian and Arabic-Indic digits', () => {
        expect(normalizeIban(toPersian(WIKIPEDIA_IR))).toBe(WIKIPEDIA_IR);
        expect(normalizeIban(toArabic(WIKIPEDIA_IR).toLowerCase())).toBe(WIKIPEDIA_IR);
    });

    it('turns null and undefined into an empty string', () => {
        expect(normalizeIban(null)).toBe('');
        expect(normalizeIban(undefined)).toBe('');
    });
});

describe('normalizeCardNumber', () => {
    it('removes spaces and dashes and converts digits', () => {
        const typed = toPersian(formatGrouped(MELLI_CARD)).replace(/ /g, ' - ');
        expect(normalizeCardNumber(typed)).toBe(MELLI_CARD);
        expect(normalizeCardNumber(` ${toArabic(MELLI_CARD)}\u00A0`)).toBe(MELLI_CARD);
    });

    it('turns null and undefined into an empty string', () => {
        expect(normalizeCardNumber(null)).toBe('');
        expect(normalizeCardNumber(undefined)).toBe('');
    });
});

describe('normalizeText', () => {
    it('trims and converts digits but keeps inner spaces', () => {
        expect(normalizeText('  حساب ۱۲ اصلی  ')).toBe('حساب 12 اصلی');
        expect(normalizeText('٤٥')).toBe('45');
        expect(normalizeText(null)).toBe('');
        expect(normalizeText(undefined)).toBe('');
    });
});

describe('isIbanShape', () => {
    it('accepts two capitals, two digits and 1 to 30 letters or digits', () => {
        expect(isIbanShape(WIKIPEDIA_IR)).toBe(true);
        expect(isIbanShape('GB82WEST12345698765432')).toBe(true);
        expect(isIbanShape('XX001')).toBe(true);
        expect(isIbanShape(`XX00${'A'.repeat(30)}`)).toBe(true);
    });

    it('rejects anything else', () => {
        expect(isIbanShape('')).toBe(false);
        expect(isIbanShape('IR06')).toBe(false);
        expect(isIbanShape(`XX00${'A'.repeat(31)}`)).toBe(false);
        expect(isIbanShape(WIKIPEDIA_IR.toLowerCase())).toBe(false);
        expect(isIbanShape('I1062960000000100324200001')).toBe(false);
        expect(isIbanShape('IRX62960000000100324200001')).toBe(false);
        expect(isIbanShape('IR06 2960 0000')).toBe(false);
    });
});

describe('hasValidIbanChecksum', () => {
    it('accepts the published examples, including other countries', () => {
        for (const iban of [WIKIPEDIA_IR, PASARGAD_EXAMPLE, PARSIAN_EXAMPLE, ...OTHER_COUNTRIES]) {
            expect(hasValidIbanChecksum(iban)).toBe(true);
        }
    });

    it('accepts IBANs built for every bank', () => {
        for (const bank of Object.values(shebaMapCodes)) {
            expect(hasValidIbanChecksum(buildIban(bank.code, '987654321'))).toBe(true);
        }
    });

    it('rejects an IBAN with any single digit changed', () => {
        for (const iban of [WIKIPEDIA_IR, buildIban('012')]) {
            for (let i = 2; i < iban.length; i++) {
                expect(hasValidIbanChecksum(changeDigit(iban, i))).toBe(false);
            }
        }
    });

    it('rejects swapped neighbouring digits and a changed letter', () => {
        const iban = buildIban('017', '120000000034');
        const at = iban.length - 12; // the "12" at the start of the account number
        expect(iban.slice(at, at + 2)).toBe('12');
        const swapped = `${iban.slice(0, at)}21${iban.slice(at + 2)}`;
        expect(hasValidIbanChecksum(swapped)).toBe(false);
        expect(hasValidIbanChecksum('GB82WEST12345698765432'.replace('WEST', 'WESU'))).toBe(false);
    });

    it('rejects an IR IBAN whose mod 97 is right but whose length is not 26', () => {
        const short = ibanFor('IR', '0170000000001234567890'.slice(1)); // 25 characters
        const long = ibanFor('IR', '01700000000012345678901'); // 27 characters
        expect(mod97(short)).toBe(1);
        expect(mod97(long)).toBe(1);
        expect(hasValidIbanChecksum(short)).toBe(false);
        expect(hasValidIbanChecksum(long)).toBe(false);
    });

    it('rejects values that are not IBAN-shaped', () => {
        expect(hasValidIbanChecksum('')).toBe(false);
        expect(hasValidIbanChecksum(WIKIPEDIA_IR.toLowerCase())).toBe(false);
    });
});

describe('hasValidLuhn', () => {
    it('accepts valid 16-digit cards', () => {
        expect(hasValidLuhn(MELLI_CARD)).toBe(true);
        expect(hasValidLuhn(MELLAT_CARD)).toBe(true);
        expect(hasValidLuhn('4111111111111111')).toBe(true);
    });

    it('rejects a card with any single digit changed', () => {
        for (let i = 0; i < MELLI_CARD.length; i++) {
            expect(hasValidLuhn(changeDigit(MELLI_CARD, i))).toBe(false);
        }
    });

    it('rejects anything that is not exactly 16 ASCII digits', () => {
        expect(hasValidLuhn('')).toBe(false);
        expect(hasValidLuhn(MELLI_CARD.slice(1))).toBe(false);
        expect(hasValidLuhn(`0${MELLI_CARD}`)).toBe(false); // still Luhn-valid, but 17 digits
        expect(hasValidLuhn(toPersian(MELLI_CARD))).toBe(false); // not normalised
    });
});

describe('validators', () => {
    it('fit react-admin’s Validator type', () => {
        const validators: Validator[] = [
            validateBankTitle,
            validateAccountName,
            validateIban,
            validateCardNumber,
            validateAccountingId,
        ];
        expect(validators).toHaveLength(5);
    });

    it('validateBankTitle wants at least two characters after trimming', () => {
        expect(validateBankTitle('ملت')).toBeUndefined();
        expect(validateBankTitle('  ab ')).toBeUndefined();
        expect(validateBankTitle(' م ')).toBe('app.bank.validation.title');
        expect(validateBankTitle('')).toBe('app.bank.validation.title');
        expect(validateBankTitle(null)).toBe('app.bank.validation.title');
        expect(validateBankTitle(undefined)).toBe('app.bank.validation.title');
    });

    it('validateAccountName wants at least two characters after trimming', () => {
        expect(validateAccountName('علی رضایی')).toBeUndefined();
        expect(validateAccountName('  ع  ')).toBe('app.bank.validation.account_name');
        expect(validateAccountName(undefined)).toBe('app.bank.validation.account_name');
    });

    it('validateIban accepts valid IBANs however they are typed', () => {
        expect(validateIban(WIKIPEDIA_IR)).toBeUndefined();
        expect(validateIban(PASARGAD_EXAMPLE)).toBeUndefined();
        expect(validateIban('GB82WEST12345698765432')).toBeUndefined();
        const typed = toPersian(formatGrouped(buildIban('056'))).toLowerCase().replace(/ /g, '-');
        expect(validateIban(typed)).toBeUndefined();
        expect(validateIban(` ${toArabic(PARSIAN_EXAMPLE).toLowerCase()} `)).toBeUndefined();
    });

    it('validateIban reports a bad shape as "iban"', () => {
        for (const bad of [undefined, null, '', '   ', 'hello', 'IR06', 'IR06296000000010032420000@']) {
            expect(validateIban(bad)).toBe('app.validation.iban');
        }
        // An IR IBAN of the wrong length is a format error even when mod 97 holds.
        expect(validateIban(ibanFor('IR', '017000000000123456789'))).toBe('app.validation.iban');
    });

    it('validateIban reports a wrong checksum as "iban_checksum"', () => {
        expect(validateIban(changeDigit(WIKIPEDIA_IR, 20))).toBe('app.validation.iban_checksum');
        expect(validateIban(changeDigit(WIKIPEDIA_IR, 3))).toBe('app.validation.iban_checksum');
    });

    it('validateCardNumber accepts a valid card however it is typed', () => {
        expect(validateCardNumber(MELLI_CARD)).toBeUndefined();
        expect(validateCardNumber(toPersian(formatGrouped(MELLAT_CARD)).replace(/ /g, '-'))).toBeUndefined();
        expect(validateCardNumber(` ${toArabic(formatGrouped(MELLI_CARD))} `)).toBeUndefined();
    });

    it('validateCardNumber reports a wrong length as "card_number" and a bad Luhn digit as "card_checksum"', () => {
        for (const bad of [undefined, null, '', MELLI_CARD.slice(1), `${MELLI_CARD}0`, 'abcd-efgh-ijkl-mnop']) {
            expect(validateCardNumber(bad)).toBe('app.validation.card_number');
        }
        expect(validateCardNumber(changeDigit(MELLI_CARD, 7))).toBe('app.validation.card_checksum');
    });

    it('validateAccountingId is optional and allows up to 32 letters, digits or dashes', () => {
        for (const ok of [undefined, null, '', '   ', 'ACC-1001', 'a1b2', '۱۲۳-۴۵', 'X'.repeat(32)]) {
            expect(validateAccountingId(ok)).toBeUndefined();
        }
        for (const bad of ['X'.repeat(33), 'ACC 1001', 'ACC_1001', 'حساب-۱']) {
            expect(validateAccountingId(bad)).toBe('app.validation.accounting_id');
        }
    });
});

describe('the bank table (persian-tools)', () => {
    it('recognises every bank of the table from its IBAN code', () => {
        const banks = Object.values(shebaMapCodes);
        expect(banks.length).toBeGreaterThan(30);
        for (const bank of banks) expect(bankFromIban(buildIban(bank.code))).toBe(bank.persianName);
    });
});

describe('bankFromIban', () => {
    it('recognises banks from the code right after the check digits', () => {
        expect(bankFromIban(buildIban('017'))).toBe('بانک ملی ایران');
        expect(bankFromIban(buildIban('012'))).toBe('بانک ملت');
        expect(bankFromIban(buildIban('018'))).toBe('بانک تجارت');
        expect(bankFromIban(buildIban('056'))).toBe('بانک سامان');
        expect(bankFromIban(buildIban('021'))).toBe('پست بانک ایران');
        expect(bankFromIban(buildIban('080'))).toBe('موسسه اعتباری نور');
        expect(bankFromIban(PASARGAD_EXAMPLE)).toBe('بانک پاسارگاد');
        expect(bankFromIban(PARSIAN_EXAMPLE)).toBe('بانک پارسیان');
    });

    it('normalises its input first', () => {
        expect(bankFromIban(toPersian(formatGrouped(buildIban('015'))).toLowerCase())).toBe('بانک سپه');
    });

    it('returns null for unknown codes, non-Iranian or malformed IBANs', () => {
        expect(bankFromIban(WIKIPEDIA_IR)).toBeNull(); // code 296 belongs to no bank
        expect(bankFromIban(buildIban('999'))).toBeNull();
        expect(bankFromIban('GB82WEST12345698765432')).toBeNull();
        expect(bankFromIban(buildIban('017').slice(0, 25))).toBeNull();
        expect(bankFromIban('')).toBeNull();
        expect(bankFromIban(null)).toBeNull();
        expect(bankFromIban(undefined)).toBeNull();
    });
});

describe('bankFromCard', () => {
    it('recognises banks from the first six digits', () => {
        expect(bankFromCard(MELLI_CARD)).toBe('بانک ملی ایران');
        expect(bankFromCard(MELLAT_CARD)).toBe('بانک ملت');
        expect(bankFromCard(buildCard('502229000000001'))).toBe('بانک پاسارگاد');
        expect(bankFromCard(buildCard('639347000000001'))).toBe('بانک پاسارگاد');
        expect(bankFromCard(buildCard('621986000000001'))).toBe('بانک سامان');
        expect(bankFromCard(buildCard('627961000000001'))).toBe('بانک صنعت و معدن');
        expect(bankFromCard(buildCard('606256000000001'))).toBe('موسسه اعتباری ملل');
    });

    it('works on typed and partial numbers', () => {
        expect(bankFromCard(toPersian('6037-99'))).toBe('بانک ملی ایران');
        expect(bankFromCard(toArabic(formatGrouped(MELLAT_CARD)))).toBe('بانک ملت');
    });

    it('returns null for unknown or too-short BINs', () => {
        expect(bankFromCard('60379')).toBeNull();
        expect(bankFromCard(buildCard('123456000000001'))).toBeNull();
        expect(bankFromCard('abcdef1234567890')).toBeNull();
        expect(bankFromCard('')).toBeNull();
        expect(bankFromCard(null)).toBeNull();
    });
});

describe('recognizeBank', () => {
    it('prefers the IBAN, then falls back to the card', () => {
        expect(recognizeBank({ iban: buildIban('054'), card_number: MELLI_CARD })).toBe('بانک پارسیان');
        expect(recognizeBank({ iban: '', card_number: MELLI_CARD })).toBe('بانک ملی ایران');
        expect(recognizeBank({ iban: WIKIPEDIA_IR, card_number: MELLAT_CARD })).toBe('بانک ملت');
        expect(recognizeBank({ card_number: MELLAT_CARD })).toBe('بانک ملت');
        expect(recognizeBank({ iban: buildIban('062') })).toBe('بانک آینده');
    });

    it('returns null when neither is recognised', () => {
        expect(recognizeBank({})).toBeNull();
        expect(recognizeBank({ iban: null, card_number: null })).toBeNull();
        expect(recognizeBank({ iban: WIKIPEDIA_IR, card_number: '1234' })).toBeNull();
    });
});

describe('formatGrouped', () => {
    it('groups by four with single spaces', () => {
        expect(formatGrouped(WIKIPEDIA_IR)).toBe('IR06 2960 0000 0010 0324 2000 01');
        expect(formatGrouped('6037991234567890')).toBe('6037 9912 3456 7890');
        expect(formatGrouped('123')).toBe('123');
        expect(formatGrouped('')).toBe('');
    });

    it('takes another group size', () => {
        expect(formatGrouped('12345678', 3)).toBe('123 456 78');
    });

    it('round-trips through the normalisers', () => {
        expect(normalizeIban(formatGrouped(WIKIPEDIA_IR))).toBe(WIKIPEDIA_IR);
        expect(normalizeCardNumber(formatGrouped(MELLI_CARD))).toBe(MELLI_CARD);
    });
});
