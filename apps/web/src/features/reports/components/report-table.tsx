import { Button, ScrollArea, Table } from '@mantine/core';
import type { ReportPeriod } from '@patili/domain/reports';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionCard } from '../../../components/layout/section-card';
import { ScrollTable } from '../../../components/layout/scroll-table';
import { csvFileName, downloadText, tableCsv } from '../utils/download-csv';
import type { ReportTableModel } from '../utils/report-tables';

/** The button that saves a table as CSV (UTF-8 with BOM, semicolons; `utils/download-csv.ts`). */
export const CsvButton = ({ table, period, label }: { table: Pick<ReportTableModel, 'columns' | 'rows' | 'csvName' | 'id'>; period: ReportPeriod; label: string }) => {
  const { t } = useTranslation();
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      onClick={() => downloadText(tableCsv(table), csvFileName(table.csvName, period))}
      aria-label={`${t('reports:report.exportCsv')}: ${label}`}
      title={t('reports:report.exportHint')}
      data-testid={`csv-${table.id}`}
    >
      {t('reports:report.exportCsv')}
    </Button>
  );
};

/**
 * One table of a report in its section card, with its CSV export; the figures a chart shows (when
 * given, above the table) are the table's own, so the table is the chart's text alternative.
 */
export const ReportTable = ({
  table,
  period,
  chart,
  minWidth = 320,
  maxHeight,
}: {
  table: ReportTableModel;
  period: ReportPeriod;
  chart?: ReactNode;
  minWidth?: number;
  /** A long table (a day per row) scrolls within this height, its header kept in view. */
  maxHeight?: number;
}) => {
  const headingId = `report-${table.id}`;
  const body = (
    <Table striped verticalSpacing="xs" aria-labelledby={headingId} stickyHeader={maxHeight !== undefined} miw={minWidth}>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((column) => (
            <Table.Th key={column.header} ta={column.align}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row, index) => (
          <Table.Tr key={index}>
            {row.map((cell, column) => (
              <Table.Td key={column} ta={table.columns[column]?.align} style={{ whiteSpace: column === 0 ? undefined : 'nowrap' }}>
                {cell.shown}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <SectionCard
      headingId={headingId}
      title={table.title}
      action={<CsvButton table={table} period={period} label={table.title} />}
      data-testid={`report-table-${table.id}`}
    >
      {chart}
      {maxHeight === undefined ? (
        <ScrollTable minWidth={minWidth}>{body}</ScrollTable>
      ) : (
        // Scrolls both ways within the height; reachable from the keyboard (axe: scrollable-region-focusable).
        <ScrollArea.Autosize mah={maxHeight} type="auto" viewportProps={{ tabIndex: 0 }}>
          {body}
        </ScrollArea.Autosize>
      )}
    </SectionCard>
  );
};
