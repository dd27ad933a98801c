import { CSV_MIME_TYPE, toCsv, type ReportPeriod } from '@patili/domain/reports';

import type { ReportTableModel } from './report-tables';

/** The file name of a table's export: its name and the period (`tutarlar_2031-03-01_2031-03-31.csv`). */
export const csvFileName = (name: string, period: ReportPeriod): string => `${name}_${period.from}_${period.to}.csv`;

/** The CSV of a table: its headers, then its rows as the CSV writes them (see @patili/domain/reports `csv.ts`). */
export const tableCsv = (table: Pick<ReportTableModel, 'columns' | 'rows'>): string =>
  toCsv(
    table.columns.map((column) => column.header),
    table.rows.map((row) => row.map((cell) => cell.csv)),
  );

/** Saves a text as a file the browser downloads (made here, from the figures on the page). */
export const downloadText = (text: string, fileName: string, type = CSV_MIME_TYPE) => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
