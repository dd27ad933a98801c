import { Badge, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminBookingDetail } from '@patili/domain/bookings';
import { formatKurus } from '@patili/domain/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { formatIstanbulMoment } from '../../../lib/format';
import { errorMessage } from '../../../lib/form';
import { currentLocale } from '../../../lib/i18n';
import { useAdminBooking } from '../api/get-admin-booking';
import { formatRate, serviceText } from '../utils/booking-format';
import { AdminPaymentBadge, adminWhenText, SHORT_ID_LENGTH } from './admin-booking-parts';
import { BookingStatusBadge } from './booking-status-badge';
import { AmountLine } from './price-breakdown';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap={6}>
    <Title order={3} fz="md">
      {title}
    </Title>
    {children}
  </Stack>
);

const Body = ({ booking }: { booking: AdminBookingDetail['booking'] }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const money = (kurus: number) => formatKurus(kurus, locale);
  const moment = (value: string | null) => (value ? formatIstanbulMoment(value, locale) : '—');
  const { price, payment } = booking;
  const source = (value: string) => t('users:bookings.detail.rateSource', { source: t(`users:bookings.rateSources.${value as 'default'}`) });
  return (
    <Stack gap="md" data-testid="admin-booking-detail">
      <Group gap="xs">
        <BookingStatusBadge status={booking.status} />
        <Text size="sm">
          {t(`users:bookings.kinds.${booking.kind}`)} · {serviceText(t, booking.serviceType)} · {adminWhenText(t, booking, locale)}
        </Text>
      </Group>
      <Section title={t('users:bookings.detail.parties')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {([
            ['users:bookings.table.owner', booking.owner],
            ['users:bookings.table.provider', booking.provider],
          ] as const).map(([label, party]) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {t(label)}
              </Text>
              <Text size="sm" fw={600}>
                {party.name}
              </Text>
              <Text size="xs" style={{ wordBreak: 'break-all' }}>
                {party.email}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="sm">
          {t('users:bookings.detail.pet')}: {booking.petName ?? t('users:bookings.detail.noPet')}
        </Text>
        {booking.notes ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {t('users:bookings.detail.notes')}: {booking.notes}
          </Text>
        ) : null}
      </Section>
      <Divider />
      <Section title={t('users:bookings.detail.price')}>
        <Stack gap={6} data-testid="admin-price-breakdown">
          <AmountLine
            label={t('users:bookings.detail.unitPrice')}
            value={t('users:bookings.detail.unitPriceValue', {
              price: money(price.unitPrice),
              amount: t(`bookings:quote.units.${price.unit}`, { count: price.quantity }),
            })}
          />
          <AmountLine label={t('users:bookings.detail.base')} value={money(price.base)} />
          <AmountLine
            label={t('users:bookings.detail.ownerCommission', { rate: formatRate(price.ownerRate, locale) })}
            detail={source(price.ownerRateSource)}
            value={`+${money(price.ownerCommission)}`}
          />
          <AmountLine label={t('users:bookings.detail.total')} value={money(price.total)} strong />
          <Divider variant="dashed" />
          <AmountLine
            label={t('users:bookings.detail.providerCommission', { rate: formatRate(price.providerRate, locale) })}
            detail={source(price.providerRateSource)}
            value={`−${money(price.providerCommission)}`}
          />
          <AmountLine label={t('users:bookings.detail.netPayable')} value={money(price.netPayable)} strong />
        </Stack>
      </Section>
      <Divider />
      <Section title={t('users:bookings.detail.timeline')}>
        <AmountLine label={t('users:bookings.detail.created')} value={moment(booking.createdAt)} />
        <AmountLine label={t('users:bookings.detail.answered')} value={moment(booking.answeredAt)} />
        <AmountLine label={t('users:bookings.detail.completed')} value={moment(booking.completedAt)} />
        <AmountLine label={t('users:bookings.detail.cancelled')} value={moment(booking.cancelledAt)} />
        {booking.cancellation ? (
          <Text size="sm" c="dimmed">
            {t('users:bookings.detail.cancelledBy', {
              by: booking.cancellation.by ? t(`users:bookings.cancelledBy.${booking.cancellation.by as 'owner'}`) : '—',
              reason: booking.cancellation.reason ? t(`users:bookings.cancelReasons.${booking.cancellation.reason as 'rejected'}`) : '—',
            })}
            {booking.cancellation.note ? ` · ${t('users:bookings.detail.cancelNote', { note: booking.cancellation.note })}` : ''}
          </Text>
        ) : null}
      </Section>
      <Divider />
      <Section title={t('users:bookings.detail.payment')}>
        {payment ? (
          <Stack gap={6}>
            <Group gap="xs">
              <AdminPaymentBadge status={payment.status} />
              <Text size="sm">
                {t('users:bookings.detail.reference')}: <b>{payment.reference}</b>
              </Text>
            </Group>
            <AmountLine label={t('users:bookings.detail.amount')} value={money(payment.amount)} />
            <AmountLine label={t('users:bookings.detail.payout')} value={money(payment.payout)} />
            <AmountLine label={t('users:bookings.detail.paymentOpened')} value={moment(payment.createdAt)} />
            <AmountLine label={t('users:bookings.detail.receiptUploaded')} value={moment(payment.receiptUploadedAt)} />
            <AmountLine label={t('users:bookings.detail.confirmed')} value={moment(payment.confirmedAt)} />
            <AmountLine label={t('users:bookings.detail.paidOut')} value={moment(payment.paidOutAt)} />
            {payment.refundDueAt ? <AmountLine label={t('users:bookings.detail.refundDue')} value={moment(payment.refundDueAt)} /> : null}
            {payment.refundedAt ? <AmountLine label={t('users:bookings.detail.refunded')} value={moment(payment.refundedAt)} /> : null}
            {payment.rejectionReason ? (
              <Text size="sm" c="red.8">
                {t('users:bookings.detail.rejection', { reason: payment.rejectionReason })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Badge variant="light" color="gray" tt="none" style={{ alignSelf: 'flex-start' }}>
            {t('users:bookings.detail.noPayment')}
          </Badge>
        )}
      </Section>
    </Stack>
  );
};

/** The admin's details modal of a booking: parties, full price breakdown, status times and payment. */
export const AdminBookingDetailModal = ({ bookingId, onClose }: { bookingId: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const query = useAdminBooking(bookingId);
  return (
    <Modal
      opened={bookingId !== null}
      onClose={onClose}
      title={t('users:bookings.detail.title', { id: (bookingId ?? '').slice(0, SHORT_ID_LENGTH) })}
      centered
      radius="lg"
      size="lg"
    >
      {query.isPending ? (
        <LoadingScreen fullHeight={false} />
      ) : query.isError ? (
        <ErrorAlert message={errorMessage(query.error, t('users:bookings.detail.loadFailed'))} onRetry={() => void query.refetch()} />
      ) : (
        <Body booking={query.data.booking} />
      )}
    </Modal>
  );
};
