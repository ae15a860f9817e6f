// The Excel export: the workbook written for a list, opened again with exceljs (the library that
// wrote it) to check what an accountant's spreadsheet would see.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { DataProvider, RaRecord } from 'react-admin';
import { definitions } from '../../src/resources';
import { exportTable, MIXED_UNITS, type ExportOptions } from '../../src/resources/export/exportList';
import { sheetName, workbookOf } from '../../src/resources/export/workbook';

const receiptDefinition = definitions.find(item => item.name === 'receipt')!;
const orderDefinition = definitions.find(item => item.name === 'order')!;

const receipts: RaRecord[] = Array.from({ length: 1200 }, (_, index) => ({
    id: index + 1,
    user_id: (index % 2) + 1,
    amount: index === 3 ? '167600000' : 1000 * (index + 1),
    bank_name: index === 0 ? '=cmd|calc' : 'ملت',
    tracking_code: `TR${index}`,
    status: 'pending',
    created_at: '2026-11-16T16:23:00Z',
}));

function provider(rows: RaRecord[], products: RaRecord[] = []): DataProvider {
    return {
        getList: async (resource: string, params: { pagination: { page: number; perPage: number } }) => {
            if (resource === 'product') return { data: products, total: products.length };
            const { page, perPage } = params.pagination;
            return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
        },
        getMany: async (_resource: string, params: { ids: number[] }) => ({
            data: params.ids.map(id => ({ id, name: id === 1 ? 'علی رضایی' : 'مریم احمدی' })),
        }),
    } as unknown as DataProvider;
}

const options = (definition: ExportOptions['definition'], dataProvider: DataProvider): ExportOptions => ({
    dataProvider,
    definition,
    filter: {},
    sort: { field: 'created_at', order: 'DESC' },
    nameOf: () => record => String(record.name ?? record.title ?? record.id),
});

/** The workbook produced for `table`, read back. */
async function reopened(buffer: ArrayBuffer): Promise<ExcelJS.Worksheet> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    expect(workbook.worksheets).toHaveLength(1);
    return workbook.worksheets[0];
}

const headers = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

describe('Excel export', () => {
    it('writes one right-to-left sheet: bold frozen headers with units, numeric amounts shown grouped, Jalali dates, a totals row', async () => {
        const table = await exportTable(options(receiptDefinition, provider(receipts)));
        const sheet = await reopened(await workbookOf(table, ExcelJS));

        expect(sheet.name).toBe('فیش‌ها');
        expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
        expect(headers(sheet)).toEqual(['شناسه', 'مشتری', 'مبلغ (تومان)', 'بانک', 'کد پیگیری', 'وضعیت', 'تاریخ ثبت']);
        expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);

        const amount = 3;
        expect(sheet.rowCount).toBe(1 + receipts.length + 1);
        const first = sheet.getRow(2);
        expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Number);
        expect(first.getCell(1).value).toBe(1);
        expect(first.getCell(1).numFmt).toBe('0');
        expect(first.getCell(2).value).toBe('علی رضایی');
        expect(first.getCell(amount).type).toBe(ExcelJS.ValueType.Number);
        expect(first.getCell(amount).value).toBe(1000);
        expect(first.getCell(amount).numFmt).toBe('#,##0');
        // an amount the API sent as text is a number in the sheet too
        expect(sheet.getRow(5).getCell(amount).value).toBe(167600000);
        // text is text in a workbook: never a formula, so kept as typed
        expect(first.getCell(4).type).toBe(ExcelJS.ValueType.String);
        expect(first.getCell(4).value).toBe('=cmd|calc');
        expect(first.getCell(6).value).toBe('در انتظار');
        expect(first.getCell(7).type).toBe(ExcelJS.ValueType.String);
        expect(first.getCell(7).value).toBe('1405/08/25 19:53');

        const amounts = receipts.map(receipt => Number(receipt.amount));
        const totals = sheet.getRow(sheet.rowCount);
        expect(totals.getCell(amount).type).toBe(ExcelJS.ValueType.Number);
        expect(totals.getCell(amount).value).toBe(amounts.reduce((sum, value) => sum + value, 0));
        expect(totals.getCell(1).value).toBe('جمع');
        expect(totals.getCell(amount).font?.bold).toBe(true);

        // widths fit the longest value
        expect(sheet.getColumn(amount).width).toBeGreaterThanOrEqual('1,366,600,000'.length);
        expect(sheet.getColumn(amount).width).toBeLessThanOrEqual(60);
    });

    it('totals a quantity only when its rows share a unit, shown with its decimals', async () => {
        const products = [
            { id: 7, title: 'سکه امامی', unit: 'piece' },
            { id: 8, title: 'طلای آب‌شده', unit: 'gram' },
        ];
        const order = (id: number, quantity: number, title: string) => ({ id, quantity, product: { title }, total_price: 1_000_000 * id });
        const quantityColumn = async (rows: RaRecord[]) => {
            const sheet = await reopened(await workbookOf(await exportTable(options(orderDefinition, provider(rows, products))), ExcelJS));
            const column = headers(sheet).indexOf('مقدار') + 1;
            expect(headers(sheet)[column]).toBe('واحد مقدار');
            const totals = sheet.getRow(sheet.rowCount);
            return { sheet, column, total: totals.getCell(column).value, unit: totals.getCell(column + 1).value };
        };

        const grams = await quantityColumn([order(1, 1.5, 'طلای آب‌شده'), order(2, 2.25, 'طلای آب‌شده')]);
        expect(grams.sheet.getRow(2).getCell(grams.column).type).toBe(ExcelJS.ValueType.Number);
        expect(grams.sheet.getRow(2).getCell(grams.column).numFmt).toBe('#,##0.00');
        expect(grams.sheet.getRow(2).getCell(grams.column + 1).value).toBe('گرم');
        expect(grams).toMatchObject({ total: 3.75, unit: 'گرم' });

        const mixed = await quantityColumn([order(1, 1.5, 'طلای آب‌شده'), order(2, 2, 'سکه امامی')]);
        expect(mixed).toMatchObject({ total: null, unit: MIXED_UNITS });
        const price = headers(mixed.sheet).indexOf('مبلغ نهایی (تومان)') + 1;
        expect(mixed.sheet.getRow(mixed.sheet.rowCount).getCell(price).value).toBe(3_000_000);
    });

    it('exports a definition that is data alone (a served one) from its fields’ types: units in headers, numbers, dates, totals', async () => {
        // the contract's example of a served definition, as JSON gives it
        const coupon = JSON.parse(`{
            "name": "coupon", "menuId": "coupon", "label": { "one": "کوپن", "many": "کوپن‌ها" },
            "fields": [
                { "source": "code", "label": "کد", "type": "text" },
                { "source": "percent", "label": "درصد تخفیف", "type": "number", "unit": "درصد" },
                { "source": "cap", "label": "سقف", "type": "money" },
                { "source": "expires_at", "label": "تاریخ انقضا", "type": "date" },
                { "source": "user_id", "label": "مشتری", "type": "reference", "reference": "user" },
                { "source": "status", "label": "وضعیت", "type": "enum", "choices": [ { "id": "pending", "name": "در انتظار" } ] }
            ]
        }`) as ExportOptions['definition'];
        const rows = [
            { id: 1, code: '-SALE', percent: 12.5, cap: 500000, expires_at: '2026-11-16', user_id: 1, status: 'pending' },
            { id: 2, code: 'B2', percent: 5, cap: 250000, expires_at: null, user_id: 2, status: 'pending' },
        ];
        const table = await exportTable(options(coupon, provider(rows)));
        expect(table.columns.map(column => column.header)).toEqual(['کد', 'درصد تخفیف (درصد)', 'سقف (تومان)', 'تاریخ انقضا', 'مشتری', 'وضعیت']);
        expect(table.rows).toEqual([
            ['-SALE', 12.5, 500000, '1405/08/25', 'علی رضایی', 'در انتظار'],
            ['B2', 5, 250000, null, 'مریم احمدی', 'در انتظار'],
        ]);
        // only money (and quantities) are summed
        expect(table.totals).toEqual(['جمع', null, 750000, null, null, null]);
        const sheet = await reopened(await workbookOf(table, ExcelJS));
        expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0.0');
        expect(sheet.getRow(4).getCell(3).value).toBe(750000);
    });

    it('names its sheet as Excel allows', () => {
        expect(sheetName('گزارش: [روزانه]/ماهانه?')).toBe('گزارش   روزانه  ماهانه');
        expect(sheetName('ب'.repeat(40))).toHaveLength(31);
    });
});
