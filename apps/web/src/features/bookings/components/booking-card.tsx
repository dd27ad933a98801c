import { Avatar, Badge, Card, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BookingView } from '@patili/domain/bookings';
import { IconCalendarEvent, IconMapPin, IconNote, IconPaw } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { initialsOf } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { momentText, serviceText, whenText } from '../utils/booking-format';
import { BookingStatusBadge } from './booking-status-badge';
import { PriceBreakdown } from './price-breakdown';

const Fact = ({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) => (
  <Group gap="xs" wrap="nowrap" align="flex-start">
    <Text c="dimmed" lh={1} mt={3} aria-hidden>
      {icon}
    </Text>
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  </Group>
);

/**
 * One booking as either side sees it (spec §2): the other side (the provider for the owner, the
 * owner for the provider), the service, the status, when, the pet, the notes, the price
 * breakdown of the viewer's side, why it was cancelled, the reviews, and the actions given.
 */
export const BookingCard = ({
  booking,
  actions,
}: {
  booking: BookingView;
  actions?: ReactNode;
}) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const other = booking.viewerRole === 'owner' ? booking.provider : booking.owner;
  const mine = booking.reviews.find((review) => review.reviewerRole === booking.viewerRole);
  const theirs = booking.reviews.find((review) => review.reviewerRole !== booking.viewerRole);
  const headingId = `booking-${booking.id}`;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-labelledby={headingId}
      data-testid="booking-card"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={other.avatarUrl} alt="" size={44} radius={44} color="patili">
              {initialsOf(other.name, { skipTitles: true })}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} id={headingId} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
                {other.name}
              </Text>
              <Group gap={6}>
                <Badge variant="default" size="sm" tt="none" fw={500}>
                  {booking.viewerRole === 'owner'
                    ? t(`common:roles.${booking.kind}`)
                    : t('common:roles.owner')}
                </Badge>
                <Text size="sm" c="dimmed">
                  {serviceText(t, booking.serviceType)}
                </Text>
              </Group>
            </Stack>
          </Group>
          <BookingStatusBadge status={booking.status} />
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <Stack gap="sm">
            <Fact icon={<IconCalendarEvent size={16} />} label={t('bookings:card.when')}>
              {whenText(t, booking, locale)}
            </Fact>
            <Fact icon={<IconPaw size={16} />} label={t('bookings:card.pet')}>
              {booking.pet?.name ?? t('bookings:card.petDeleted')}
            </Fact>
            {booking.addressForWalker ? (
              <Fact icon={<IconMapPin size={16} />} label={t('bookings:card.address')}>
                {booking.addressForWalker}
              </Fact>
            ) : null}
            {booking.notes ? (
              <Fact icon={<IconNote size={16} />} label={t('bookings:card.notes')}>
                {booking.notes}
              </Fact>
            ) : null}
          </Stack>
          <PriceBreakdown price={booking.price} viewer={booking.viewerRole} />
        </SimpleGrid>

        {booking.cancellation ? (
          <Stack gap={2}>
            <Text size="sm" c="red.8">
              {t(`bookings:cancellationReason.${booking.cancellation.reason}`)}
            </Text>
            {booking.cancellation.note ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {t('bookings:card.cancellationNote', { note: booking.cancellation.note })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {mine || theirs ? (
          <Group gap="md">
            {mine ? (
              <Text size="sm">{t('bookings:card.reviewedByYou', { rating: mine.rating })}</Text>
            ) : null}
            {theirs ? (
              <Text size="sm">{t('bookings:card.reviewedYou', { rating: theirs.rating })}</Text>
            ) : null}
          </Group>
        ) : null}

        <Divider />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {booking.expiresAt
              ? t('bookings:card.expiresAt', { date: momentText(booking.expiresAt, locale) })
              : t('bookings:card.requestedAt', { date: momentText(booking.createdAt, locale) })}
          </Text>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
      </Stack>
    </Card>
  );
};
