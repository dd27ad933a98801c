import { Badge, type MantineColor } from '@mantine/core';
import type { BookingStatus } from '@patili/domain/bookings';
import { useTranslation } from 'react-i18next';

// Only colours whose light variant keeps AA contrast (app/theme.ts): no yellow.
const COLORS: Readonly<Record<BookingStatus, MantineColor>> = {
  requested: 'blue',
  pending: 'orange',
  confirmed: 'teal',
  completed: 'indigo',
  cancelled: 'red',
  payment_pending: 'grape',
};

/** A booking's status as a coloured badge in the language. */
export const BookingStatusBadge = ({ status }: { status: BookingStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" tt="none" size="md" style={{ flexShrink: 0 }}>
      {t(`bookings:status.${status}`)}
    </Badge>
  );
};
