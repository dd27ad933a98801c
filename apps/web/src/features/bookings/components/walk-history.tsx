import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { BOOKING_PAGE_SIZE, type BookingView } from '@patili/domain/bookings';
import { IconNotes } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { currentLocale } from '../../../lib/i18n';
import { useAddressState } from '../../../lib/use-address-state';
import { useWalkHistory } from '../api/list-walk-history';
import { clockText, durationText, whenText } from '../utils/booking-format';
import { PAGE_ADDRESS } from '../utils/list-address';
import { BookingCardsLoading, BookingsEmpty } from './booking-list-states';
import { BookingRowCard, BookingTable, CardFigure } from './booking-table';
import { WalkReportModal } from './walk-report-modal';

/**
 * The walker's completed walks (the walk history), the latest first, a page
 * at a time: the owner, the pet, the booked day, time and hours, the recorded start and finish and
 * how long the walk really took (a walk completed without starting it has no record), and its walk
 * report to write or rewrite. A phone gets each walk as a card.
 */
export const WalkHistory = () => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [{ page }, setAddress] = useAddressState(PAGE_ADDRESS);
  const setPage = (next: number) => setAddress({ page: next });
  const history = useWalkHistory({ page, pageSize: BOOKING_PAGE_SIZE });
  const [toReport, setToReport] = useState<BookingView | null>(null);

  if (history.isPending) return <BookingCardsLoading label={t('bookings:history.loading')} />;
  if (history.isError)
    return (
      <ErrorAlert
        message={t('bookings:errorFetchingBookings')}
        onRetry={() => void history.refetch()}
      />
    );
  const { items, total, totalIsExact } = history.data;
  if (total === 0)
    return (
      <BookingsEmpty
        title={t('bookings:history.emptyTitle')}
        body={t('bookings:history.emptyBody')}
      />
    );
  const notRecorded = (
    <Text component="span" size="sm" c="dimmed">
      {t('bookings:history.notRecorded')}
    </Text>
  );
  const notRecordedSmall = (
    <Text span inherit c="dimmed">
      {t('bookings:history.notRecorded')}
    </Text>
  );
  const started = (walk: BookingView['walk'], empty: ReactNode) =>
    walk?.startedAt ? clockText(walk.startedAt, locale) : empty;
  const finished = (walk: BookingView['walk'], empty: ReactNode) =>
    walk?.finishedAt ? clockText(walk.finishedAt, locale) : empty;
  const duration = (walk: BookingView['walk'], empty: ReactNode) =>
    walk?.minutes !== null && walk?.minutes !== undefined
      ? durationText(t, walk.minutes, locale)
      : empty;
  // A walk finished on the walk screen has its report, written then or now.
  const reportButton = (booking: BookingView) =>
    booking.walk?.finishedAt ? (
      <Button
        size="compact-xs"
        variant="light"
        color="teal"
        leftSection={<IconNotes size={14} />}
        onClick={() => setToReport(booking)}
      >
        {t('bookings:tracking.card.report')}
      </Button>
    ) : null;

  return (
    <>
      <BookingTable
        label={t('bookings:history.tableLabel')}
        loadingNext={history.isPlaceholderData}
        total={total}
        totalIsExact={totalIsExact}
        page={page}
        onPage={setPage}
        head={
          <>
            <Table.Th>{t('bookings:history.planned')}</Table.Th>
            <Table.Th>{t('bookings:earnings.owner')}</Table.Th>
            <Table.Th>{t('bookings:earnings.pet')}</Table.Th>
            <Table.Th>{t('bookings:history.started')}</Table.Th>
            <Table.Th>{t('bookings:history.finished')}</Table.Th>
            <Table.Th>{t('bookings:history.duration')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('bookings:tracking.report.title')}</VisuallyHidden>
            </Table.Th>
          </>
        }
        cards={items.map((booking) => (
          <BookingRowCard key={booking.id} testId="walk-card">
            <Text size="sm" fw={600}>
              {whenText(t, booking, locale)}
            </Text>
            {booking.addressForWalker ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {booking.addressForWalker}
              </Text>
            ) : null}
            <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {booking.owner.name} · {booking.pet?.name ?? t('bookings:card.petDeleted')}
            </Text>
            <Group gap="md" mt={6}>
              <CardFigure label={t('bookings:history.started')}>
                {started(booking.walk, notRecordedSmall)}
              </CardFigure>
              <CardFigure label={t('bookings:history.finished')}>
                {finished(booking.walk, notRecordedSmall)}
              </CardFigure>
              <CardFigure label={t('bookings:history.duration')}>
                {duration(booking.walk, notRecordedSmall)}
              </CardFigure>
            </Group>
            {booking.walk?.finishedAt ? <Group mt="xs">{reportButton(booking)}</Group> : null}
          </BookingRowCard>
        ))}
      >
        {items.map((booking) => {
          const walk = booking.walk;
          return (
            <Table.Tr key={booking.id} data-testid="walk-row">
              <Table.Td>
                <Text size="sm">{whenText(t, booking, locale)}</Text>
                {booking.addressForWalker ? (
                  <Text size="xs" c="dimmed">
                    {booking.addressForWalker}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{booking.owner.name}</Table.Td>
              <Table.Td>{booking.pet?.name ?? t('bookings:card.petDeleted')}</Table.Td>
              <Table.Td>{started(walk, notRecorded)}</Table.Td>
              <Table.Td>{finished(walk, notRecorded)}</Table.Td>
              <Table.Td>{duration(walk, notRecorded)}</Table.Td>
              <Table.Td>{reportButton(booking)}</Table.Td>
            </Table.Tr>
          );
        })}
      </BookingTable>
      <WalkReportModal booking={toReport} onClose={() => setToReport(null)} />
    </>
  );
};
