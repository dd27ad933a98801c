import { Button } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import type { BookingView } from '@patili/domain/bookings';
import { IconMapPin, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The owner's way to a walk: "Live tracking" while it is under way, "Walk report" once
 * it is finished; nothing before it starts or for the other kinds.
 */
export const WalkLinkButton = ({ booking }: { booking: BookingView }) => {
  const { t } = useTranslation();
  const walk = booking.walk;
  if (booking.viewerRole !== 'owner' || !walk?.startedAt) return null;
  const finished = walk.finishedAt !== null;
  return (
    <Button
      component={Link}
      to={buildPath('owner.bookings.walk', { bookingId: booking.id })}
      variant={finished ? 'light' : 'filled'}
      color="teal"
      size="xs"
      leftSection={finished ? <IconRoute size={14} /> : <IconMapPin size={14} />}
      data-testid="walk-link"
    >
      {finished ? t('bookings:tracking.card.report') : t('bookings:tracking.card.live')}
    </Button>
  );
};
