import { Avatar, Badge, Card, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BookingView } from '@patili/domain/bookings';
import { IconCalendarEvent, IconMapPin, IconNote, IconPaw, IconWalk } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CancellationPolicy } from '../../../components/bookings/cancellation-policy';
import { Fact } from '../../../components/layout/fact';
import { formatIstanbulMoment, initialsOf } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { clockText, durationText, serviceText, whenText } from '../utils/booking-format';
import { AddToCalendarButton } from './add-to-calendar-button';
import { BookingStatusBadge } from './booking-status-badge';
import { PriceBreakdown } from './price-breakdown';

/**
 * A walk's recorded start, then its finish and real length (`Başladı: 08:02 · Bitti: 09:04 ·
 * 1 saat`) or that it is under way; nothing before it starts.
 */
const walkRecordText = (
  t: TFunction,
  walk: NonNullable<BookingView['walk']>,
  locale: string,
): string | null => {
  if (!walk.startedAt) return null;
  const started = t('bookings:today.startedAt', { time: clockText(walk.startedAt, locale) });
  if (!walk.finishedAt) return `${started} · ${t('bookings:card.walkUnderway')}`;
  return `${started} · ${t('bookings:today.finishedAt', {
    time: clockText(walk.finishedAt, locale),
    duration: durationText(t, walk.minutes ?? 0, locale),
  })}`;
};

/**
 * One booking as either side sees it: the other side (the provider for the owner, the
 * owner for the provider), the service, the status, when, the pet, the notes, a walk's recorded
 * start, finish and length, the price breakdown of the viewer's side, why it was cancelled, the
 * reviews, its `.ics` once confirmed, and the actions given. `hideWalkRecord` leaves the walk out
 * where the actions show it (today's walks).
 */
export const BookingCard = ({
  booking,
  actions,
  hideWalkRecord = false,
  badges,
  children,
}: {
  booking: BookingView;
  actions?: ReactNode;
  hideWalkRecord?: boolean;
  /** Beside the status badge: the payment's `payment_pending` badge (composed by the screen). */
  badges?: ReactNode;
  /** Below the actions: a walk under way's live tracking panel. */
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const other = booking.viewerRole === 'owner' ? booking.provider : booking.owner;
  const mine = booking.reviews.find((review) => review.reviewerRole === booking.viewerRole);
  const theirs = booking.reviews.find((review) => review.reviewerRole !== booking.viewerRole);
  const headingId = `booking-${booking.id}`;
  const walkRecord =
    booking.walk && !hideWalkRecord ? walkRecordText(t, booking.walk, locale) : null;
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
          {badges ? (
            <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
              <BookingStatusBadge status={booking.status} />
              {badges}
            </Stack>
          ) : (
            <BookingStatusBadge status={booking.status} />
          )}
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <Stack gap="sm">
            <Fact icon={<IconCalendarEvent size={16} />} label={t('bookings:card.when')}>
              {whenText(t, booking, locale)}
            </Fact>
            <Fact icon={<IconPaw size={16} />} label={t('bookings:card.pet')}>
              {booking.pet?.name ?? t('bookings:card.petDeleted')}
            </Fact>
            {walkRecord ? (
              <Fact icon={<IconWalk size={16} />} label={t('bookings:card.walk')}>
                <span data-testid="walk-record">{walkRecord}</span>
              </Fact>
            ) : null}
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
          <Stack gap="sm">
            <PriceBreakdown price={booking.price} viewer={booking.viewerRole} />
            <CancellationPolicy policy={booking.cancellationPolicy} />
          </Stack>
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
              ? t('bookings:card.expiresAt', {
                  date: formatIstanbulMoment(booking.expiresAt, locale),
                })
              : t('bookings:card.requestedAt', {
                  date: formatIstanbulMoment(booking.createdAt, locale),
                })}
          </Text>
          <Group gap="xs">
            <AddToCalendarButton booking={booking} />
            {actions}
          </Group>
        </Group>
        {children}
      </Stack>
    </Card>
  );
};
