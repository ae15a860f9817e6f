import { describe, expect, it } from 'vitest';
import { definitions } from '../../src/resources';
import { abilitiesOf, recordTarget } from '../../src/resources/abilities';
import { normalizeValue, validatorsOf } from '../../src/resources/fields/rules';
import { fieldTypes, filtersOfField, typeOf } from '../../src/resources/fields/types';
import type { RelatedLookup } from '../../src/resources/fields/types/fieldType';
import { formatTypedNumber, parseTypedNumber } from '../../src/resources/fields/types/numberText';
import type { FieldDefinition } from '../../src/resources/types';
import { idField } from '../../src/resources/fields/common';

const noRelated: RelatedLookup = { record: () => undefined, name: (_resource, id) => String(id), find: () => undefined };

describe('the field-type registry', () => {
    it('has a module for every type the definitions use, each with a display, an input and its export', () => {
        for (const definition of definitions) {
            for (const field of definition.fields) {
                const type = typeOf(field);
                expect(type, `${definition.name}.${field.source}`).toBeDefined();
                expect(type.Display).toBeTypeOf('function');
                expect(type.Input).toBeTypeOf('function');
                expect(type.export.columns(field as never).length).toBeGreaterThan(0);
            }
        }
        expect(Object.keys(fieldTypes).sort()).toEqual(
            ['boolean', 'card', 'date', 'datetime', 'enum', 'iban', 'image', 'longtext', 'mobile', 'money', 'nationalCode', 'number', 'quantity', 'reference', 'text'].sort()
        );
    });

    it('filters dates by a from–to range and other fields by their own source', () => {
        const created: FieldDefinition = { source: 'created_at', type: 'datetime', label: 'تاریخ ثبت' };
        expect(filtersOfField(created).map(spec => [spec.source, spec.bound])).toEqual([
            ['created_at_from', 'from'],
            ['created_at_to', 'to'],
        ]);
        expect(filtersOfField({ source: 'expires_at', type: 'date', label: 'انقضا' }).map(spec => spec.source)).toEqual([
            'expires_at_from',
            'expires_at_to',
        ]);
        expect(filtersOfField({ source: 'status', type: 'enum', label: 'وضعیت', choices: [] })).toEqual([
            { source: 'status', label: 'وضعیت' },
        ]);
    });

    it('normalises as the type says: numbers typed in Persian, national codes with spaces', () => {
        expect(normalizeValue({ source: 'q', type: 'quantity', label: 'مقدار', unitFrom: { source: 'unit' } }, '۲٫۵')).toBe(2.5);
        expect(normalizeValue({ source: 'n', type: 'nationalCode', label: 'کد ملی' }, '۰۰۱ ۲۳۴۵۶۷ ۸')).toBe('0012345678');
    });

    it('checks a national code’s digit count and check digit', () => {
        const check = (value: string) => {
            for (const validator of validatorsOf({ source: 'n', type: 'nationalCode', label: 'کد ملی' })) {
                const result = validator(value, {}, {} as never);
                if (result) return result;
            }
            return undefined;
        };
        expect(check('۰۰۱۲۳۴۵۶۷۹')).toBeUndefined();
        expect(check('0012345678')).toBe('app.validation.national_code_checksum');
        expect(check('12345')).toBe('app.validation.national_code');
        expect(check('1111111111')).toBe('app.validation.national_code_checksum');
    });

    it('exports numbers as numbers with the unit in the header, dates as Jalali text that sorts, enums by name', () => {
        const exported = (field: FieldDefinition, value: unknown) => ({
            headers: typeOf(field).export.columns(field as never).map(column => `${column.header}:${column.kind}`),
            cells: typeOf(field).export.cells(value, field as never, { id: 1 }, noRelated),
        });
        const status: FieldDefinition = { source: 's', type: 'enum', label: 'وضعیت', choices: [{ id: 'paid', name: 'پرداخت شده' }] };
        expect(exported(status, 'paid')).toEqual({ headers: ['وضعیت:text'], cells: ['پرداخت شده'] });
        const amount: FieldDefinition = { source: 'a', type: 'money', label: 'مبلغ' };
        expect(exported(amount, 1250000)).toEqual({ headers: ['مبلغ (تومان):number'], cells: [1250000] });
        // an amount the API sends as text is still a number
        expect(exported(amount, '167600000').cells).toEqual([167600000]);
        expect(exported({ source: 'w', type: 'number', label: 'وزن', unit: 'گرم' }, '۲٫۵')).toEqual({ headers: ['وزن (گرم):number'], cells: [2.5] });
        expect(typeOf(idField).export.columns(idField as never)[0]).toMatchObject({ kind: 'number', grouped: false, total: false });
        const day: FieldDefinition = { source: 'd', type: 'date', label: 'روز' };
        expect(exported(day, '2026-03-21')).toEqual({ headers: ['روز:typed'], cells: ['1405/01/01'] });
        const at: FieldDefinition = { source: 't', type: 'datetime', label: 'زمان' };
        // the Tehran clock of the screens (this run's zone): 16:23 UTC is 19:53
        expect(exported(at, '2026-11-16T16:23:00Z').cells).toEqual(['1405/08/25 19:53']);
        // Jalali text with zero-padded ASCII digits sorts as the dates do
        const days = ['2026-03-20T20:00:00Z', '2026-03-21T08:30:00Z', '2026-10-22T10:00:00Z', '2027-01-01T00:00:00Z'];
        const texts = days.map(value => String(exported(at, value).cells[0]));
        expect([...texts].sort()).toEqual(texts);
        const active: FieldDefinition = { source: 'b', type: 'boolean', label: 'فعال' };
        expect(exported(active, false).cells).toEqual(['خیر']);
        expect(exported({ source: 'm', type: 'mobile', label: 'موبایل' }, '09121234567')).toEqual({ headers: ['موبایل:typed'], cells: ['09121234567'] });
    });

    it('gives a quantity its product’s unit: گرم، مثقال، عدد', () => {
        const quantity = definitions.find(item => item.name === 'order')!.fields.find(field => field.source === 'quantity')!;
        expect(quantity.type).toBe('quantity');
        const products: Record<string, { id: number; unit: string }> = {
            1: { id: 1, unit: 'gram' },
            2: { id: 2, unit: 'mithqal' },
            3: { id: 3, unit: 'piece' },
        };
        const related: RelatedLookup = { record: (_resource, id) => products[String(id)], name: () => '', find: () => undefined };
        const cells = (value: number, productId: number) =>
            typeOf(quantity).export.cells(value, quantity as never, { id: 9, product_id: productId }, related);
        expect(typeOf(quantity).export.columns(quantity as never).map(column => column.header)).toEqual(['مقدار', 'واحد مقدار']);
        expect(cells(2.5, 1)).toEqual([2.5, 'گرم']);
        expect(cells(3, 2)).toEqual([3, 'مثقال']);
        expect(cells(1, 3)).toEqual([1, 'عدد']);
    });

    it('finds the unit of an order that names its product only by title (the API’s order) in the catalogue', () => {
        const quantity = definitions.find(item => item.name === 'order')!.fields.find(field => field.source === 'quantity')!;
        const catalogue: Record<string, { id: number; unit: string }> = {
            'سکه امامی': { id: 7, unit: 'piece' },
            'طلای آب‌شده ۱۸ عیار': { id: 8, unit: 'gram' },
        };
        const related: RelatedLookup = {
            record: () => undefined,
            name: () => '',
            find: (resource, field, value) => (resource === 'product' && field === 'title' ? catalogue[String(value)] : undefined),
        };
        const cells = (value: number, title: string) =>
            typeOf(quantity).export.cells(value, quantity as never, { id: 9, product: { title } }, related);
        expect(cells(2, 'سکه امامی')).toEqual([2, 'عدد']);
        expect(cells(1.25, 'طلای آب‌شده ۱۸ عیار')).toEqual([1.25, 'گرم']);
        expect(cells(3, 'محصولی که دیگر نیست')).toEqual([3, null]);
    });
});

describe('number typing', () => {
    it('shows Persian digits with separators while typing, whatever digits were typed', () => {
        expect(formatTypedNumber('167600000')).toBe('۱۶۷٬۶۰۰٬۰۰۰');
        expect(formatTypedNumber('١٢٣٤٥')).toBe('۱۲٬۳۴۵');
        expect(formatTypedNumber('۱۲۳۴٫')).toBe('۱٬۲۳۴٫');
        expect(formatTypedNumber(2500.75)).toBe('۲٬۵۰۰٫۷۵');
        expect(formatTypedNumber(null)).toBe('');
    });

    it('keeps a number once it reads as one, the text while half-typed', () => {
        expect(parseTypedNumber('۱۶۷٬۶۰۰٬۰۰۰')).toBe(167600000);
        expect(parseTypedNumber('١٢٫٥')).toBe(12.5);
        expect(parseTypedNumber('1,250')).toBe(1250);
        expect(parseTypedNumber('۱۲٫')).toBe('۱۲٫');
        expect(parseTypedNumber('')).toBeNull();
        expect(parseTypedNumber('abc')).toBe('abc');
    });
});

describe('abilities', () => {
    it('allows everything unless the definition says otherwise, in one place', () => {
        expect(abilitiesOf({})).toEqual({ create: true, edit: true, delete: true, show: true, export: true });
        const order = definitions.find(item => item.name === 'order')!;
        expect(abilitiesOf(order)).toMatchObject({ create: false, edit: false, delete: false, show: true });
        expect(recordTarget(order)).toBe('show');
        expect(recordTarget({ can: { edit: false, show: false } })).toBe(false);
    });
});
