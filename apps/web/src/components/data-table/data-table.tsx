import { Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../lib/api-client';
import { ErrorAlert } from '../feedback/error-alert';
import { ListPagination } from '../feedback/list-pagination';
import { LoadingScreen } from '../feedback/loading-screen';
import { ScrollTable } from '../layout/scroll-table';

export type SortDirection = 'asc' | 'desc';
export type TableSort<Key extends string = string> = { key: Key; direction: SortDirection };

export type DataTableColumn<Row, Key extends string = string> = {
  /** Unique per table; a sortable column's key is the server's sort key. */
  key: Key;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  /** The cell's minimum width, so a narrow screen scrolls rather than wraps a column to nothing. */
  minWidth?: number;
};

type Page<Row> = { items: Row[]; total: number; page: number; pageSize: number };

/**
 * A list paged on the server, as a table (every list of the back office's pages, decision 016):
 * the loading spinner, the error with a retry ('Veriler alınırken bir hata oluştu.' and the
 * server's reason), 'Kayıt bulunamadı.' when empty, sortable headers when the server sorts, page
 * buttons when there is more than one page. `label` names the table for a screen reader.
 */
export const DataTable = <Row, Key extends string = string>({
  label,
  query,
  columns,
  rowKey,
  page,
  onPageChange,
  sort,
  onSortChange,
  highlightRow,
  minWidth = 720,
  maxHeight,
  testId,
}: {
  label: string;
  query: UseQueryResult<Page<Row>>;
  columns: readonly DataTableColumn<Row, Key>[];
  rowKey: (row: Row) => string;
  page: number;
  onPageChange: (page: number) => void;
  sort?: TableSort<Key>;
  onSortChange?: (sort: TableSort<Key>) => void;
  /** Rows to set apart (a ticket with a new reply from the user): tinted and marked for a screen reader. */
  highlightRow?: (row: Row) => boolean;
  minWidth?: number;
  /** A height past which the rows scroll inside the table, under a header that stays in view. */
  maxHeight?: string;
  testId?: string;
}) => {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingScreen label={t('common:dataTable.loading')} fullHeight={false} />;
  if (query.isError) {
    return (
      <ErrorAlert
        message={
          query.error instanceof ApiError && query.error.status > 0
            ? `${t('common:dataTable.errorFetchingData')} ${query.error.message}`
            : t('common:dataTable.errorFetchingData')
        }
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { items, total, pageSize } = query.data;
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid={testId ? `${testId}-empty` : undefined}>
        {t('common:dataTable.noRecords')}
      </Text>
    );
  }
  const header = (column: DataTableColumn<Row, Key>) => {
    if (!column.sortable || !onSortChange) return column.header;
    const current = sort?.key === column.key ? sort.direction : undefined;
    const next: SortDirection = current === 'desc' ? 'asc' : 'desc';
    const Icon = current === 'asc' ? IconArrowUp : current === 'desc' ? IconArrowDown : IconArrowsSort;
    return (
      <UnstyledButton
        onClick={() => onSortChange({ key: column.key, direction: next })}
        aria-label={t(next === 'asc' ? 'common:dataTable.sortAscending' : 'common:dataTable.sortDescending', {
          column: column.header,
        })}
      >
        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : undefined}>
          <Text fw={700} size="sm" span>
            {column.header}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    );
  };
  return (
    <Stack gap="md" data-testid={testId}>
      <ScrollTable minWidth={minWidth} maxHeight={maxHeight}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-label={label}
          aria-busy={query.isFetching}
          stickyHeader={maxHeight !== undefined}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  ta={column.align}
                  miw={column.minWidth}
                  aria-sort={
                    sort?.key === column.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {header(column)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((row) => {
              const highlighted = highlightRow?.(row) ?? false;
              return (
                <Table.Tr
                  key={rowKey(row)}
                  bg={highlighted ? 'yellow.0' : undefined}
                  data-highlighted={highlighted || undefined}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <ListPagination label={label} total={total} pageSize={pageSize} page={page} onChange={onPageChange} />
    </Stack>
  );
};
