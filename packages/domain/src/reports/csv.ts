/**
 * CSV exports of the back office's tables: UTF-8 with a byte-order mark, so Excel opens
 * Turkish letters as they are; fields separated by semicolons, the list separator of Excel in
 * Turkish (and most of Europe), where a comma is the decimal mark; lines end with CRLF (RFC 4180).
 * Numbers are plain: lira with two decimals and a dot (`1234.50`), counts as integers, rates as
 * fractions with four decimals, so any program reads them the same whatever its locale.
 */

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

export type CsvCell = string | number | null;

/** A number written as text (`-0.05`, `1234.50`): not a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell as written: quoted when it holds the separator, a quote, a line break or leading or
 * trailing space; quotes doubled. A text that a spreadsheet would run as a formula (`=`, `+`, `-`,
 * `@`, tab or carriage return first) gets a leading apostrophe, so an exported name never executes
 * (OWASP "CSV injection"). Numbers are written as they are; null is an empty cell.
 */
export const csvCell = (value: CsvCell): string => {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const formula = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value);
  const safe = formula ? `'${value}` : value;
  return /[";\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A whole CSV document: the BOM, the header line, then one line per row. */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';

/** Kuruş as lira with two decimals, for a CSV cell: `123450` → `1234.50`, `-5` → `-0.05`. */
export const csvLira = (kurus: number): string => {
  const sign = kurus < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(kurus));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
};

/** A share (0–1) as a fraction with four decimals, empty when unknown. */
export const csvRate = (rate: number | null): string => (rate === null ? '' : rate.toFixed(4));
