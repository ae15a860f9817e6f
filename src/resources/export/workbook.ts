/**
 * The Excel export: an `.xlsx` workbook written with exceljs. This module (and exceljs with it)
 * loads only when an admin asks for an Excel file.
 */
import ExcelJS from 'exceljs';
import type { ExportColumn, ExportValue } from '../fields/types/fieldType';
import type { ExportTable } from './exportList';

/** A sheet name Excel accepts: none of `[]:*?/\`, at most 31 characters. */
export const sheetName = (title: string): string => title.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet1';

const decimalsOf = (value: ExportValue): number =>
    typeof value === 'number' && !Number.isInteger(value) ? Math.min(6, (String(value).split('.')[1] ?? '').length) : 0;

/** A number column's format: grouped thousands (identifiers not), as many decimals as its values have. */
function numberFormat(column: ExportColumn, values: ExportValue[]): string {
    const decimals = Math.max(0, ...values.map(decimalsOf));
    return (column.grouped === false ? '0' : '#,##0') + (decimals ? `.${'0'.repeat(decimals)}` : '');
}

/** How wide a value shows, in characters (numbers with their separators). */
const shownLength = (value: ExportValue, column: ExportColumn): number =>
    value === null ? 0 : typeof value === 'number' && column.grouped !== false ? value.toLocaleString('en-US').length : String(value).length;

/** A column's width: its longest header or cell, within reason. */
const widthOf = (column: ExportColumn, values: ExportValue[]): number =>
    Math.min(60, Math.max(8, shownLength(column.header, column), ...values.map(value => shownLength(value, column))) + 2);

/**
 * One right-to-left sheet: the header row bold and frozen, numbers as numeric cells shown with
 * grouping, dates as Jalali text, widths that fit, and a last row of totals (bold).
 */
export async function workbookOf(table: ExportTable): Promise<ArrayBuffer> {
    const workbook = new ExcelJS.Workbook();
    workbook.created = new Date();
    const sheet = workbook.addWorksheet(sheetName(table.title), {
        views: [{ rightToLeft: true, state: 'frozen', xSplit: 0, ySplit: 1 }],
    });
    const all = table.totals ? [...table.rows, table.totals] : table.rows;
    sheet.columns = table.columns.map((column, index) => {
        const values = all.map(row => row[index]);
        return {
            header: column.header,
            width: widthOf(column, values),
            style: column.kind === 'number' ? { numFmt: numberFormat(column, values) } : {},
        };
    });
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) sheet.addRow(row);
    if (table.totals) sheet.addRow(table.totals).font = { bold: true };
    return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
