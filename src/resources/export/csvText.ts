/** CSV text (RFC 4180) that Excel opens as UTF-8: a BOM first, CRLF line ends, quoted when needed. */

export const BOM = '\uFEFF';

const escapeCell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One CSV line. */
export const csvLine = (cells: string[]): string => cells.map(escapeCell).join(',');
