import type { Validator } from 'react-admin';
import { asciiDigits, formatNumber, groupThousands, persianDigits } from '../../src/i18n/format';
import { formatDate, formatDateTime } from '../../src/i18n/dates';
import { INVALID_DATE } from '../../src/resources/fields/types/dateValidation';
import { normalizeMobile, parseNumber } from '../../src/resources/fields/normalize';
import { namedValidator } from '../../src/resources/fields/namedValidators';
import { normalizeRecord, normalizeValue, validatorsOf as validatorsFor } from '../../src/resources/fields/rules';
import type { FieldDefinition, ResourceDefinition } from '../../src/resources/types';
import { mellatCard, mellatIban, spacedByFour, typedInPersian } from '../support/bankingData';

/**
 * Persian digits and Jalali dates for display, and what a user types turned into what the API
 * wants: src/i18n/format.ts, src/i18n/dates.ts, src/resources/fields/normalize.ts, src/resources/fields/validators.ts.
 * The tests run with TZ=Asia/Tehran (vitest.config.ts).
 */

const ASCII_DIGIT = /[0-9]/;
const ARABIC_THOUSANDS = '\u066C'; // ٬
const ARABIC_DECIMAL = '\u066B'; // ٫

/** Persian digits from a code point offset, so no hand-written digit table is needed. */
const persianOf = (ascii: string) => ascii.replace(/[0-9]/g, d => String.fromCharCode(0x06f0 + Number(d)));
const arabicOf = (ascii: string) => ascii.replace(/[0-9]/g, d => String.fromCharCode(0x0660 + Number(d)));

/** The Jalali year, month name and day of a date, from Intl's Persian calendar (the oracle). */
function jalaliParts(date: Date) {
    const parts = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
        timeZone: 'Asia/Tehran',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
    }).formatToParts(date);
    const part = (type: string) => parts.find(p => p.type === type)?.value ?? '';
    return { year: part('year'), month: part('month'), day: part('day') };
}

describe('persianDigits', () => {
    it('writes each digit as fa-IR\'s Intl formatter writes it', () => {
        const intl = new Intl.NumberFormat('fa-IR', { useGrouping: false });
        for (let digit = 0; digit <= 9; digit += 1) expect(persianDigits(String(digit))).toBe(intl.format(digit));
        const iban = '062960000000100324200001';
        expect(persianDigits(`IR${iban}`)).toBe(`IR${Array.from(iban, digit => intl.format(Number(digit))).join('')}`);
    });

    it('with groupThousands, writes a whole number as fa-IR\'s Intl formatter groups it', () => {
        const intl = new Intl.NumberFormat('fa-IR');
        for (const value of [0, 7, 999, 1000, 12500, 1234567, 98765432109]) expect(persianDigits(groupThousands(String(value))), String(value)).toBe(intl.format(value));
    });

    it('writes every ASCII digit in Persian and keeps leading zeros', () => {
        expect(persianDigits('007')).toBe('۰۰۷');
        expect(persianDigits('0000')).toBe('۰۰۰۰');
        expect(persianDigits(1405)).toBe('۱۴۰۵');
        expect(persianDigits(0)).toBe('۰');
    });

    it('leaves everything that is not a digit where it was', () => {
        expect(persianDigits('IR06 0120 0000')).toBe('IR۰۶ ۰۱۲۰ ۰۰۰۰');
        expect(persianDigits('ACC-77/b')).toBe('ACC-۷۷/b');
        expect(persianDigits('سکه ۱ و 2')).toBe('سکه ۱ و ۲');
        expect(persianDigits('بدون عدد')).toBe('بدون عدد');
        expect(persianDigits('')).toBe('');
        expect(persianDigits('0123456789')).toBe(persianOf('0123456789'));
        expect(persianDigits('12.50')).toBe('۱۲.۵۰');
    });
});

describe('formatNumber', () => {
    it('groups thousands with the Persian separator, in Persian digits', () => {
        expect(formatNumber(1234567)).toBe(`۱${ARABIC_THOUSANDS}۲۳۴${ARABIC_THOUSANDS}۵۶۷`);
        expect(formatNumber(999)).toBe('۹۹۹');
        expect(formatNumber(0)).toBe('۰');
        expect(formatNumber(1000)).toContain(ARABIC_THOUSANDS);
    });

    it('writes decimals with the Persian decimal sign, at most three', () => {
        expect(formatNumber(12.5)).toBe(`۱۲${ARABIC_DECIMAL}۵`);
        expect(formatNumber(1.23456)).toBe(`۱${ARABIC_DECIMAL}۲۳۵`);
        expect(formatNumber(1234.5)).toBe(`۱${ARABIC_THOUSANDS}۲۳۴${ARABIC_DECIMAL}۵`);
    });

    it('writes exactly what fa-IR\'s Intl formatter writes: halves, negatives, tiny and huge numbers, and thousands of others', () => {
        const intl = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 3 });
        const values = [
            0, -0, 1, -1, 0.5, 1.0005, -1.0005, 2.0005, 0.0005, 0.0004999, 0.9995, 9.9995, 999.9995, -999.9995, 0.1 + 0.2, 1e-7, -1e-7, 5e-4,
            123456.7891, 1e20, 1e21 - 2 ** 17, 1e21, -1e21, 2 ** 53, 2 ** 53 + 2, Number.MAX_VALUE, Number.MIN_VALUE, NaN, Infinity, -Infinity,
        ];
        // a seeded walk over integers, amounts in rials, grams with up to 6 decimals, and their negatives
        let seed = 7;
        const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
        for (let index = 0; index < 3000; index++) {
            const scale = 10 ** Math.floor(next() * 16);
            const decimals = 10 ** Math.floor(next() * 7);
            const value = Math.round(next() * scale * decimals) / decimals;
            values.push(value, -value);
        }
        const differences = values.filter(value => formatNumber(value) !== intl.format(value)).map(value => `${value}: ${formatNumber(value)} ≠ ${intl.format(value)}`);
        expect(differences).toEqual([]);
    });

    it('never leaves an ASCII digit', () => {
        for (const value of [1, 42, 1405, 98765.432, -1500, 10_000_000]) {
            expect(formatNumber(value)).not.toMatch(ASCII_DIGIT);
        }
    });

    it('round-trips through parseNumber', () => {
        for (const value of [0, 7, 1234, 1234.5, 9_876_543.21, 250_000]) {
            expect(parseNumber(formatNumber(value))).toBe(value);
        }
    });
});

describe('formatDate and formatDateTime', () => {
    it('give the Jalali date of a Gregorian date', () => {
        const text = formatDate('2026-11-21');
        expect(text).toContain('۱۴۰۵');
        expect(text).toContain('آبان');
        expect(text).toContain('۳۰');
        expect(text).not.toMatch(ASCII_DIGIT);
        // and not the Gregorian year or month
        expect(text).not.toContain('۲۰۲۶');
        expect(text).not.toMatch(/نوامبر|November/);
    });

    it('accept an ISO string, a timestamp and a Date alike', () => {
        const iso = '2026-11-21T08:00:00.000Z';
        expect(formatDate(new Date(iso))).toBe(formatDate(iso));
        expect(formatDate(Date.parse(iso))).toBe(formatDate(iso));
    });

    it('use the Tehran day: 21:00 UTC on 21 November is already 1 Azar', () => {
        const text = formatDate('2026-11-21T21:00:00Z');
        expect(text).toContain('آذر');
        expect(text).toContain('۱۴۰۵');
        expect(text).not.toContain('آبان');
    });

    it('agree with Intl’s Persian calendar over a year of dates', () => {
        const start = Date.parse('2026-01-01T09:00:00Z');
        for (let day = 0; day < 366; day += 17) {
            const date = new Date(start + day * 86_400_000);
            const { year, month, day: dayOfMonth } = jalaliParts(date);
            const text = formatDate(date);
            expect(text).toContain(year);
            expect(text).toContain(month);
            expect(text.split(/\s+/)).toContain(dayOfMonth);
            expect(year).toMatch(/^۱۴۰[۴۵]$/);
        }
    });

    it('add the Tehran time in Persian digits', () => {
        const text = formatDateTime('2026-11-21T10:15:00Z');
        expect(text).toContain('۱۴۰۵');
        expect(text).toContain('آبان');
        expect(text).toContain('۱۳:۴۵');
        expect(text).not.toMatch(ASCII_DIGIT);
    });

    it('write exactly what fa-IR\'s Intl formatter writes, at every hour of 1990–2060 in Tehran (clock changes included)', () => {
        const dateTime = new Intl.DateTimeFormat('fa-IR', { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' });
        const date = new Intl.DateTimeFormat('fa-IR', { year: 'numeric', month: 'long', day: 'numeric' });
        const differences: string[] = [];
        // a step of 7 h 13 min walks through every hour of the day and many minutes
        for (let time = Date.parse('1990-01-01T00:00:00Z'); time < Date.parse('2060-01-01T00:00:00Z'); time += 7 * 3_600_000 + 13 * 60_000) {
            if (formatDateTime(time) !== dateTime.format(time) || formatDate(time) !== date.format(time)) differences.push(new Date(time).toISOString());
        }
        expect(differences).toEqual([]);
        expect(formatDateTime('2026-11-21T20:35:00Z')).toBe(dateTime.format(Date.parse('2026-11-21T20:35:00Z')));
    });

    it('show nothing for what is not a date', () => {
        expect(formatDate('not a date')).toBe('');
        expect(formatDateTime('')).toBe('');
    });
});

describe('asciiDigits', () => {
    it('turns Persian and Arabic-Indic digits into ASCII', () => {
        expect(asciiDigits(persianOf('0123456789'))).toBe('0123456789');
        expect(asciiDigits(arabicOf('0123456789'))).toBe('0123456789');
        expect(asciiDigits(`${persianOf('09')}${arabicOf('12')}345`)).toBe('0912345');
    });

    it('leaves letters, ASCII digits and separators alone', () => {
        expect(asciiDigits('IR06-0120 abc')).toBe('IR06-0120 abc');
        expect(asciiDigits('سکه ۱۲')).toBe('سکه 12');
        expect(asciiDigits(`۱${ARABIC_THOUSANDS}۲۳۴`)).toBe(`1${ARABIC_THOUSANDS}234`);
        expect(asciiDigits('')).toBe('');
    });
});

describe('parseNumber', () => {
    it('reads Persian digits with Persian separators', () => {
        expect(parseNumber('۱٬۲۳۴٫۵')).toBe(1234.5);
        expect(parseNumber('۱۲۳')).toBe(123);
        expect(parseNumber(arabicOf('250'))).toBe(250);
        expect(parseNumber('1,234,567')).toBe(1234567);
        expect(parseNumber(' 12.75 ')).toBe(12.75);
        expect(parseNumber('-5')).toBe(-5);
    });

    it('gives null for nothing and NaN for what is not a number', () => {
        expect(parseNumber('')).toBeNull();
        expect(parseNumber('   ')).toBeNull();
        expect(parseNumber(null)).toBeNull();
        expect(parseNumber(undefined)).toBeNull();
        expect(parseNumber('abc')).toBeNaN();
        expect(parseNumber('۱۲ گرم')).toBeNaN();
    });

    it('passes numbers through, except non-finite ones', () => {
        expect(parseNumber(42)).toBe(42);
        expect(parseNumber(0)).toBe(0);
        expect(parseNumber(Number.POSITIVE_INFINITY)).toBeNull();
        expect(parseNumber(Number.NaN)).toBeNull();
    });
});

describe('normalizeMobile', () => {
    it('gives ASCII digits without spaces or dashes', () => {
        expect(normalizeMobile(typedInPersian('0912 123 4567'))).toBe('09121234567');
        expect(normalizeMobile(arabicOf('0912-123-4567'))).toBe('09121234567');
        expect(normalizeMobile('09121234567')).toBe('09121234567');
        expect(normalizeMobile('\u200F0912\u200C1234567')).toBe('09121234567');
    });

    it('gives an empty text for nothing, and keeps other characters for validation to refuse', () => {
        expect(normalizeMobile(null)).toBe('');
        expect(normalizeMobile(undefined)).toBe('');
        expect(normalizeMobile('0912abc4567')).toBe('0912abc4567');
    });
});

describe('normalizeValue', () => {
    const field = <T extends FieldDefinition>(definition: T) => definition;
    const text = field({ source: 'title', type: 'text', label: 'عنوان' });
    const longtext = field({ source: 'note', type: 'longtext', label: 'یادداشت' });
    const number = field({ source: 'quantity', type: 'number', label: 'مقدار' });
    const money = field({ source: 'price', type: 'money', label: 'مبلغ', unit: 'تومان' });
    const mobile = field({ source: 'mobile', type: 'mobile', label: 'موبایل' });
    const iban = field({ source: 'iban', type: 'iban', label: 'شبا' });
    const card = field({ source: 'card_number', type: 'card', label: 'کارت' });

    it('trims text and writes its digits in ASCII', () => {
        expect(normalizeValue(text, '  طلای ۱۸ عیار  ')).toBe('طلای 18 عیار');
        expect(normalizeValue(longtext, '\n سطر اول\nسطر دوم \n')).toBe('سطر اول\nسطر دوم');
        expect(normalizeValue(text, null)).toBeNull();
    });

    it('turns numbers and amounts into numbers, and empty into null', () => {
        expect(normalizeValue(number, '۱۲٫۵')).toBe(12.5);
        expect(normalizeValue(money, '۲٬۵۰۰٬۰۰۰')).toBe(2_500_000);
        expect(normalizeValue(money, 1500)).toBe(1500);
        expect(normalizeValue(number, '')).toBeNull();
        expect(normalizeValue(number, undefined)).toBeNull();
    });

    it('takes the spaces out of mobiles, IBANs and card numbers', () => {
        expect(normalizeValue(mobile, typedInPersian('0912 123 4567'))).toBe('09121234567');
        const sheba = mellatIban();
        expect(normalizeValue(iban, typedInPersian(spacedByFour(sheba.toLowerCase())))).toBe(sheba);
        const cardNumber = mellatCard();
        expect(normalizeValue(card, typedInPersian(cardNumber.replace(/(.{4})(?!$)/g, '$1-')))).toBe(cardNumber);
    });

    it('leaves an empty identifier empty (null stays null, "" stays "")', () => {
        for (const definition of [mobile, iban, card]) {
            expect(normalizeValue(definition, '')).toBe('');
            expect(normalizeValue(definition, null)).toBeNull();
            expect(normalizeValue(definition, undefined)).toBeUndefined();
        }
    });

    it('leaves the other types as they are', () => {
        expect(normalizeValue({ source: 'is_active', type: 'boolean', label: 'فعال' }, false)).toBe(false);
        expect(normalizeValue({ source: 'parent_id', type: 'reference', reference: 'x', label: 'والد' }, 3)).toBe(3);
        const status = { source: 's', type: 'enum', label: 'وضعیت', choices: [{ id: ' a ', name: 'الف' }] } as const;
        expect(normalizeValue({ ...status, choices: [...status.choices] }, ' a ')).toBe(' a ');
        expect(normalizeValue({ source: 'd', type: 'date', label: 'تاریخ' }, '2026-11-21')).toBe('2026-11-21');
    });

    it('normalizeRecord normalises the fields present and keeps the rest', () => {
        const definition = {
            name: 'sample',
            menuId: 'product',
            icon: 'Toll',
            label: { one: 'نمونه', many: 'نمونه‌ها' },
            fields: [text, number, mobile],
        } satisfies ResourceDefinition;
        const data = { id: 7, title: ' سکه ', quantity: '۳', extra: ' x ' };
        expect(normalizeRecord(definition, data)).toEqual({ id: 7, title: 'سکه', quantity: 3, extra: ' x ' });
        // the fields the form did not send are not added
        expect(normalizeRecord(definition, data)).not.toHaveProperty('mobile');
        // the form's values are not modified in place
        expect(data.title).toBe(' سکه ');
    });
});

describe('validatorsFor', () => {
    /** The first error of a field's validators, as react-admin reports it. */
    const check = (validators: Validator[], value: unknown) => {
        for (const validator of validators) {
            const error = validator(value, {}, undefined);
            if (error) return error;
        }
        return undefined;
    };

    it('adds react-admin’s required only for required fields', () => {
        const required = validatorsFor({ source: 'title', type: 'text', label: 'عنوان', required: true });
        expect(check(required, '')).toBe('ra.validation.required');
        expect(check(required, undefined)).toBe('ra.validation.required');
        expect(check(required, null)).toBe('ra.validation.required');
        expect(check(required, 'طلا')).toBeUndefined();
        const optional = validatorsFor({ source: 'title', type: 'text', label: 'عنوان' });
        expect(check(optional, '')).toBeUndefined();
        expect(optional).toHaveLength(0);
    });

    it('accepts a mobile of 09 and nine digits, typed in any digits, and nothing else', () => {
        const mobile = validatorsFor({ source: 'mobile', type: 'mobile', label: 'موبایل' });
        expect(check(mobile, '09121234567')).toBeUndefined();
        expect(check(mobile, typedInPersian('09121234567'))).toBeUndefined();
        expect(check(mobile, arabicOf('09121234567'))).toBeUndefined();
        expect(check(mobile, typedInPersian('0912 123 4567'))).toBeUndefined();
        for (const wrong of ['0912123456', '091212345678', '08121234567', '9121234567', '0912abc4567', '+989121234567']) {
            expect(check(mobile, wrong), wrong).toBe('app.validation.mobile');
        }
        // emptiness is required's business
        expect(check(mobile, '')).toBeUndefined();
        const requiredMobile = validatorsFor({ source: 'mobile', type: 'mobile', label: 'موبایل', required: true });
        expect(check(requiredMobile, '')).toBe('ra.validation.required');
    });

    it('checks numbers, with min and max and their arguments', () => {
        const quantity = validatorsFor({ source: 'q', type: 'number', label: 'مقدار', min: 1, max: 10 });
        expect(check(quantity, '۵')).toBeUndefined();
        expect(check(quantity, '1')).toBeUndefined();
        expect(check(quantity, '10')).toBeUndefined();
        expect(check(quantity, '0')).toEqual({ message: 'app.validation.min', args: { min: 1 } });
        expect(check(quantity, '۱۱')).toEqual({ message: 'app.validation.max', args: { max: 10 } });
        expect(check(quantity, 'abc')).toBe('app.validation.number');
        expect(check(quantity, '')).toBeUndefined();
        const free = validatorsFor({ source: 'q', type: 'number', label: 'مقدار' });
        expect(check(free, '-1000000')).toBeUndefined();
        expect(check(free, '1e3')).toBeUndefined();
        expect(check(free, '۱۲ گرم')).toBe('app.validation.number');
    });

    it('does not let an amount of money be negative unless its definition says so', () => {
        const money = validatorsFor({ source: 'm', type: 'money', label: 'مبلغ', unit: 'تومان' });
        expect(check(money, '0')).toBeUndefined();
        expect(check(money, '-1')).toEqual({ message: 'app.validation.min', args: { min: 0 } });
        const signed = validatorsFor({ source: 'm', type: 'money', label: 'مبلغ', min: -100 });
        expect(check(signed, '-50')).toBeUndefined();
    });

    it('checks IBANs and card numbers only when they are present', () => {
        const iban = validatorsFor({ source: 'iban', type: 'iban', label: 'شبا' });
        const card = validatorsFor({ source: 'card_number', type: 'card', label: 'کارت' });
        expect(check(iban, '')).toBeUndefined();
        expect(check(iban, null)).toBeUndefined();
        expect(check(card, '')).toBeUndefined();
        expect(check(iban, 'IR12')).toBe('app.validation.iban');
        expect(check(card, '1234')).toBe('app.validation.card_number');
        const sheba = mellatIban();
        const cardNumber = mellatCard();
        expect(check(iban, sheba)).toBeUndefined();
        expect(check(iban, typedInPersian(spacedByFour(sheba)))).toBeUndefined();
        expect(check(card, typedInPersian(cardNumber))).toBeUndefined();
        const lastDigit = (text: string) => (Number(text.at(-1)) + 1) % 10;
        expect(check(iban, sheba.slice(0, -1) + lastDigit(sheba))).toBe('app.validation.iban_checksum');
        expect(check(card, cardNumber.slice(0, -1) + lastDigit(cardNumber))).toBe('app.validation.card_checksum');
        const requiredIban = validatorsFor({ source: 'iban', type: 'iban', label: 'شبا', required: true });
        expect(check(requiredIban, '')).toBe('ra.validation.required');
    });

    it('runs the validators the definition names after the generated ones; an unknown name checks nothing', () => {
        const validators = validatorsFor({ source: 't', type: 'text', label: 'عنوان', required: true, validate: ['reasonLength'] });
        expect(validators.at(-1)).toBe(namedValidator('reasonLength'));
        expect(check(validators, '')).toBe('ra.validation.required');
        expect(check(validators, 'نه')).toBe('دلیل رد باید دست‌کم ۳ نویسه باشد.');
        expect(check(validators, 'مجاز')).toBeUndefined();
        const unknown = validatorsFor({ source: 't', type: 'text', label: 'عنوان', validate: ['noSuchCheck'] });
        expect(unknown).toHaveLength(validatorsFor({ source: 't', type: 'text', label: 'عنوان' }).length);
        expect(check(unknown, 'نه')).toBeUndefined();
    });

    it('gives an optional date only the check that a typed date is one', () => {
        const day = validatorsFor({ source: 'd', type: 'date', label: 'تاریخ' });
        expect(check(day, '')).toBeUndefined();
        expect(check(day, '2026-03-21')).toBeUndefined();
        expect(check(day, INVALID_DATE)).toBe('app.validation.date');
    });

    it('gives no validators to a plain optional boolean or reference', () => {
        expect(validatorsFor({ source: 'b', type: 'boolean', label: 'فعال' })).toEqual([]);
        expect(validatorsFor({ source: 'r', type: 'reference', reference: 'user', label: 'مشتری' })).toEqual([]);
    });
});
