/**
 * The Excel export: an `.xlsx` workbook written with exceljs. This module loads only when an
 * admin asks for an Excel file, and exceljs with it: its own browser build
 * (`exceljs/dist/exceljs.min.js`, about 260 KB gzip) as a file of its own, run by a script tag.
 * Bundled instead, its browserify wrapper's `require` pulled a helper into Rolldown's runtime,
 * which then left the first-load file for a file of its own: the first load grew.
 */
import type * as ExcelJSModule from 'exceljs';
import exceljsUrl from 'exceljs/dist/exceljs.min.js?url';
import type { ExportColumn, ExportValue } from '../fields/types/fieldType';
import type { ExportTable } from './exportList';

/** exceljs: what its browser build puts in `window.ExcelJS`, or the package in Node. */
export type ExcelLibrary = typeof ExcelJSModule;

let loading: Promise<ExcelLibrary> | undefined;

/** exceljs's browser build, loaded once (a failed load is tried again next time). */
export function loadExcelLibrary(): Promise<ExcelLibrary> {
    loading ??= new Promise<ExcelLibrary>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = exceljsUrl;
        script.async = true;
        script.onload = () => {
            const library = (window as { ExcelJS?: ExcelLibrary }).ExcelJS;
            if (library) resolve(library);
            else reject(new Error('exceljs: no window.ExcelJS'));
        };
        script.onerror = () => {
            loading = undefined;
            script.remove();
            reject(new Error(`exceljs: ${exceljsUrl} did not load`));
        };
        document.head.appendChild(script);
    });
    return loading;
}

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
export async function workbookOf(table: ExportTable, library?: ExcelLibrary): Promise<ArrayBuffer> {
    const ExcelJS = library ?? (await loadExcelLibrary());
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
