import { Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { ScrollTable } from '../../../components/layout/scroll-table';
import { BookingPagination } from './booking-list-states';

/** One booking as a card in the phone layout of a `BookingTable` (one list item). */
export const BookingRowCard = ({ testId, children }: { testId: string; children: ReactNode }) => (
  <Paper component="li" withBorder radius="lg" p="sm" data-testid={testId}>
    {children}
  </Paper>
);

/** `Label: value` in small print, for a figure on a `BookingRowCard`. */
export const CardFigure = ({ label, children }: { label: string; children: ReactNode }) => (
  <Text size="xs">
    <Text span inherit c="dimmed">
      {label}:
    </Text>{' '}
    {children}
  </Text>
);

/**
 * A page of bookings as a table (earnings, walk history): bordered, dimmed while the next page
 * loads, with the page buttons under it. Given `cards`, a phone (below `sm`) gets those instead of
 * the table, as a list under the same label, so nothing is scrolled off to the side.
 */
export const BookingTable = ({
  label,
  head,
  foot,
  children,
  cards,
  loadingNext,
  total,
  totalIsExact,
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
  /** The same rows (and totals) as `BookingRowCard`s, shown instead of the table on a phone. */
  cards?: ReactNode;
  loadingNext: boolean;
  total: number;
  /** False when the list counted only so far (`boundedTotal`): one more page is offered. */
  totalIsExact: boolean;
  page: number;
  onPage: (page: number) => void;
}) => {
  const opacity = loadingNext ? 0.6 : 1;
  return (
    <Stack gap="lg">
      {cards ? (
        <Stack
          component="ul"
          aria-label={label}
          gap="sm"
          hiddenFrom="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none', opacity }}
        >
          {cards}
        </Stack>
      ) : null}
      <Paper withBorder radius="lg" visibleFrom={cards ? 'sm' : undefined} style={{ opacity }}>
        <ScrollTable minWidth={640}>
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
        </ScrollTable>
      </Paper>
      <BookingPagination total={total} totalIsExact={totalIsExact} page={page} onPage={onPage} />
    </Stack>
  );
};
