import { Paper, Stack, Table } from '@mantine/core';
import { BOOKING_PAGE_SIZE } from '@patili/domain/bookings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '../../../components/feedback/list-pagination';

/**
 * A page of bookings as a table (earnings, walk history): bordered, scrolling sideways on a
 * phone, dimmed while the next page loads, with the page buttons under it.
 */
export const BookingTable = ({
  label,
  head,
  foot,
  children,
  loadingNext,
  total,
  page,
  onPage,
}: {
  label: string;
  /** The header row's cells. */
  head: ReactNode;
  /** The footer row's cells (totals), if any. */
  foot?: ReactNode;
  /** The body's rows. */
  children: ReactNode;
  loadingNext: boolean;
  total: number;
  page: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" style={{ opacity: loadingNext ? 0.6 : 1 }}>
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>{head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
            {foot ? (
              <Table.Tfoot>
                <Table.Tr>{foot}</Table.Tr>
              </Table.Tfoot>
            ) : null}
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <ListPagination
        label={t('bookings:list.pagination')}
        total={total}
        pageSize={BOOKING_PAGE_SIZE}
        page={page}
        onChange={onPage}
      />
    </Stack>
  );
};
