import { Anchor, Avatar, Group, Loader, Stack, Text } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import type { BookingAlternative, BookingView } from '@patili/domain/bookings';
import { PROVIDER_KINDS } from '@patili/domain/providers';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { CardPanel } from '../../../components/layout/card-panel';
import { formatRating, initialsOf } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useBookingAlternatives } from '../api/get-booking-alternatives';

/** Whether the owner's card offers other providers: the provider cancelled, and the time is still ahead. */
export const offersAlternatives = (booking: BookingView) =>
  booking.viewerRole === 'owner' &&
  booking.cancellation?.reason === 'cancelled_by_provider' &&
  booking.timing !== 'past';

const Alternative = ({ provider }: { provider: BookingAlternative }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const place = [provider.district, provider.cityName].filter(Boolean).join(', ');
  const { average, count } = provider.rating;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="booking-alternative">
      <Avatar src={provider.avatarUrl} alt="" size={36} radius={36} color="patili">
        {initialsOf(provider.name, { skipTitles: true })}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Anchor
          component={Link}
          to={buildPath('owner.providers.profile', { providerId: provider.id }, { kind: provider.kind })}
          fw={600}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {provider.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {[
            place,
            average !== null && count > 0
              ? `${formatRating(average, locale)} ${t('discovery:card.ratingCount', { count })}`
              : t('discovery:card.noReviews'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      {average !== null && count > 0 ? (
        <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
      ) : null}
    </Group>
  );
};

/**
 * On the owner's booking a provider cancelled: similar providers free at that time (same kind,
 * same city first), each linked to their profile to book again; or, when none is, the kind's
 * browse.
 */
export const ProviderAlternatives = ({ booking }: { booking: BookingView }) => {
  const { t } = useTranslation();
  const query = useBookingAlternatives(booking.id, { enabled: true });
  let body;
  if (query.isPending) body = <Loader size="xs" />;
  else if (query.isError)
    body = (
      <ErrorAlert message={t('bookings:alternatives.loadFailed')} onRetry={() => void query.refetch()} />
    );
  else if (query.data.length === 0)
    body = (
      <Text size="sm">
        {t('bookings:alternatives.none')}{' '}
        <Anchor component={Link} to={buildPath(PROVIDER_KINDS[booking.kind].routes.browse as 'owner.sitters.browse')} size="sm">
          {t('bookings:alternatives.browse')}
        </Anchor>
      </Text>
    );
  else
    body = (
      <Stack gap="xs">
        {query.data.map((provider) => (
          <Alternative key={provider.id} provider={provider} />
        ))}
      </Stack>
    );
  return (
    <CardPanel id={`alternatives-${booking.id}`} title={t('bookings:alternatives.title')} testId="booking-alternatives">
      {body}
    </CardPanel>
  );
};
