import { Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { BOOKING_PAGE_SIZE } from '@patili/domain/bookings';
import { formatKurus } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { formatCalendarDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useAddressState } from '../../../lib/use-address-state';
import { useEarnings } from '../api/get-earnings';
import { serviceText } from '../utils/booking-format';
import { PAGE_ADDRESS } from '../utils/list-address';
import { BookingsEmpty } from './booking-list-states';
import { BookingRowCard, BookingTable, CardFigure } from './booking-table';

const Stat = ({ label, value, detail }: { label: string; value: string; detail: string }) => (
  <Paper withBorder radius="lg" p="md">
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Stack>
  </Paper>
);

/**
 * A provider's earnings: the net over every completed
 * booking and over this Istanbul week (sums from the server), then the completed bookings, the
 * latest first, a page at a time, each with its base price, the platform commission and the net.
 * Amounts are lira without kuruş when whole (the spec's total) and with them otherwise, so every
 * total equals the sum of its rows. A phone gets each booking as a card, the net first.
 */
export const ProviderEarnings = () => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [{ page }, setAddress] = useAddressState(PAGE_ADDRESS);
  const setPage = (next: number) => setAddress({ page: next });
  const earnings = useEarnings({ page, pageSize: BOOKING_PAGE_SIZE });

  if (earnings.isPending)
    return (
      <Stack gap="md" role="status" aria-label={t('bookings:earnings.loading')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton h={96} radius="lg" />
          <Skeleton h={96} radius="lg" />
        </SimpleGrid>
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  if (earnings.isError)
    return (
      <ErrorAlert
        message={t('bookings:earnings.errorFetching')}
        onRetry={() => void earnings.refetch()}
      />
    );
  const { items, total, totalIsExact, totals, week } = earnings.data;
  if (totals.count === 0)
    return (
      <BookingsEmpty
        title={t('bookings:earnings.emptyTitle')}
        body={t('bookings:earnings.emptyBody')}
      />
    );
  const money = (kurus: number) => formatKurus(kurus, locale);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stat
          label={t('bookings:earnings.total')}
          value={money(totals.netPayable)}
          detail={t('bookings:earnings.totalCount', { count: totals.count })}
        />
        <Stat
          label={t('bookings:earnings.week')}
          value={money(week.netPayable)}
          detail={`${t('bookings:earnings.weekRange', {
            from: formatCalendarDate(week.from, locale),
            to: formatCalendarDate(week.to, locale),
          })} · ${t('bookings:earnings.totalCount', { count: week.count })}`}
        />
      </SimpleGrid>

      <BookingTable
        label={t('bookings:earnings.tableLabel')}
        loadingNext={earnings.isPlaceholderData}
        total={total}
        totalIsExact={totalIsExact}
        page={page}
        onPage={setPage}
        head={
          <>
            <Table.Th>{t('bookings:earnings.date')}</Table.Th>
            <Table.Th>{t('bookings:earnings.owner')}</Table.Th>
            <Table.Th>{t('bookings:earnings.pet')}</Table.Th>
            <Table.Th ta="right">{t('bookings:earnings.base')}</Table.Th>
            <Table.Th ta="right">{t('bookings:earnings.commission')}</Table.Th>
            <Table.Th ta="right">{t('bookings:earnings.net')}</Table.Th>
          </>
        }
        foot={
          <>
            <Table.Th colSpan={3}>{t('bookings:earnings.total')}</Table.Th>
            <Table.Th ta="right">{money(totals.base)}</Table.Th>
            <Table.Th ta="right">−{money(totals.providerCommission)}</Table.Th>
            <Table.Th ta="right">{money(totals.netPayable)}</Table.Th>
          </>
        }
        cards={
          <>
            {items.map((booking) => (
              <BookingRowCard key={booking.id} testId="earnings-card">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={2} miw={0}>
                    <Text size="sm" fw={600}>
                      {formatCalendarDate(booking.startDate, locale)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {serviceText(t, booking.serviceType)}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {booking.owner.name} · {booking.pet?.name ?? t('bookings:card.petDeleted')}
                    </Text>
                  </Stack>
                  <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                    <Text size="xs" c="dimmed">
                      {t('bookings:earnings.net')}
                    </Text>
                    <Text fz="lg" fw={700} lh={1.2}>
                      {money(booking.price.netPayable)}
                    </Text>
                  </Stack>
                </Group>
                <Group gap="md" mt={6}>
                  <CardFigure label={t('bookings:earnings.base')}>
                    {money(booking.price.base)}
                  </CardFigure>
                  <CardFigure label={t('bookings:earnings.commission')}>
                    −{money(booking.price.providerCommission)}
                  </CardFigure>
                </Group>
              </BookingRowCard>
            ))}
            <BookingRowCard testId="earnings-card-total">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} miw={0}>
                  <Text size="sm" fw={700}>
                    {t('bookings:earnings.total')}
                  </Text>
                  <CardFigure label={t('bookings:earnings.base')}>{money(totals.base)}</CardFigure>
                  <CardFigure label={t('bookings:earnings.commission')}>
                    −{money(totals.providerCommission)}
                  </CardFigure>
                </Stack>
                <Text fz="lg" fw={700} lh={1.2} style={{ flexShrink: 0 }}>
                  {money(totals.netPayable)}
                </Text>
              </Group>
            </BookingRowCard>
          </>
        }
      >
        {items.map((booking) => (
          <Table.Tr key={booking.id} data-testid="earnings-row">
            <Table.Td>
              <Text size="sm">{formatCalendarDate(booking.startDate, locale)}</Text>
              <Text size="xs" c="dimmed">
                {serviceText(t, booking.serviceType)}
              </Text>
            </Table.Td>
            <Table.Td>{booking.owner.name}</Table.Td>
            <Table.Td>{booking.pet?.name ?? t('bookings:card.petDeleted')}</Table.Td>
            <Table.Td ta="right">{money(booking.price.base)}</Table.Td>
            <Table.Td ta="right">−{money(booking.price.providerCommission)}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {money(booking.price.netPayable)}
            </Table.Td>
          </Table.Tr>
        ))}
      </BookingTable>
    </Stack>
  );
};
