import { Badge, Text } from '@mantine/core';
import type { AdminBooking } from '@patili/domain/bookings';
import { readPaymentStatus } from '@patili/domain/payments';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { formatCalendarDate } from '../../../lib/format';

/**
 * A booking's short number: the first 13 characters of its id (a time-ordered uuid, so the
 * milliseconds of its creation), which the admin's search finds as an id prefix.
 */
export const SHORT_ID_LENGTH = 13;

/** A payment's state as a badge, labelled as the payments feature labels it; a booking without a payment row shows '—'. */
export const AdminPaymentBadge = ({ status }: { status: string | null }) => {
  const { t } = useTranslation();
  if (status === null) return <Text size="sm">—</Text>;
  const known = readPaymentStatus(status);
  const color = known === 'paid_out' || known === 'confirmed' ? 'teal' : known === 'rejected' || known === 'refund_due' ? 'red' : 'blue';
  return (
    <Badge variant="light" tt="none" color={color}>
      {t(`payments:status.${known}`)}
    </Badge>
  );
};

/** When a booking takes place as it was asked for (Istanbul): a stay's days, or the day and time. */
export const adminWhenText = (t: TFunction, booking: Pick<AdminBooking, 'kind' | 'startDate' | 'endDate' | 'startTime' | 'hours'>, locale: string) => {
  const day = (value: string) => formatCalendarDate(value, locale);
  if (booking.kind === 'sitter' && booking.endDate !== booking.startDate) return `${day(booking.startDate)} – ${day(booking.endDate)}`;
  const at = booking.startTime ? `${day(booking.startDate)} ${booking.startTime}` : day(booking.startDate);
  return booking.kind === 'pet_walker' && booking.hours !== null ? `${at} · ${t('bookings:card.walkHours', { count: booking.hours })}` : at;
};

