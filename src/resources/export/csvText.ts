import type { ExportColumn, ExportValue } from '../fields/types/fieldType';
import type { ExportTable } from './exportList';

/**
 * CSV text (RFC 4180) that a spreadsheet opens as UTF-8 and computes with: a BOM first, CRLF line
 * ends, quoted when needed; numbers as plain numbers (ASCII digits, `.` for decimals).
 */

export const BOM = '\uFEFF';

const escapeCell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** What a spreadsheet would start a formula with (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell's text. Free text that a spreadsheet would read as a formula gets a leading `'`, as
 * OWASP advises; numbers and typed values (a mobile number, a date) are written as they are.
 */
export function cellText(value: ExportValue, kind: ExportColumn['kind']): string {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    return kind !== 'typed' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV line. */
export const csvLine = (cells: string[]): string => cells.map(escapeCell).join(',');

/** The table as CSV: its headers, then a line per row (no totals: a CSV stays rows of data). */
export function csvOf(table: ExportTable): string {
    const lines = [
        csvLine(table.columns.map(column => cellText(column.header, 'text'))),
        ...table.rows.map(row => csvLine(row.map((cell, index) => cellText(cell, table.columns[index].kind)))),
    ];
    return BOM + lines.join('\r\n') + '\r\n';
}
