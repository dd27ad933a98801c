import { Button } from '@mantine/core';
import { isCalendarStatus, type BookingView } from '@patili/domain/bookings';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { currentLocale } from '../../../lib/i18n';
import { bookingCalendarHref } from '../api/get-booking-calendar';

/**
 * "Takvime ekle": a confirmed (or completed) booking's `.ics` file, for either side; nothing for a
 * booking in another status (the server would refuse it).
 */
export const AddToCalendarButton = ({ booking }: { booking: BookingView }) => {
  const { t } = useTranslation();
  if (!isCalendarStatus(booking.status)) return null;
  const other = booking.viewerRole === 'owner' ? booking.provider : booking.owner;
  return (
    <Button
      component="a"
      href={bookingCalendarHref(booking.id, currentLocale())}
      download
      variant="light"
      color="gray"
      size="xs"
      leftSection={<IconCalendarPlus size={14} />}
      aria-label={t('bookings:calendar.addToCalendarLabel', { name: other.name })}
      data-testid="add-to-calendar"
    >
      {t('bookings:calendar.addToCalendar')}
    </Button>
  );
};
