import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BookingView } from '@patili/domain/bookings';
import { IconCurrentLocation, IconMapPin, IconMapPinOff, IconSend } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLocale } from '../../../lib/i18n';
import { useWalkTrack } from '../api/get-walk-track';
import { useWalkTracker, type TrackerStatus, type WalkTracker } from '../hooks/use-walk-tracker';
import { clockText } from '../utils/booking-format';
import { kmText } from '../utils/walk-format';

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={700} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Text>
  </Stack>
);

const STATUS_BADGE: Record<
  TrackerStatus,
  { color: string; key: 'sharing' | 'waiting' | 'off' } | null
> = {
  intro: null,
  asking: { color: 'blue', key: 'waiting' },
  sharing: { color: 'teal', key: 'sharing' },
  denied: { color: 'gray', key: 'off' },
  unavailable: { color: 'orange', key: 'waiting' },
  unsupported: { color: 'gray', key: 'off' },
  off: { color: 'gray', key: 'off' },
};

/** The manual reading: one position now, told how it went. */
const SendNowButton = ({ tracker }: { tracker: WalkTracker }) => {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const send = async () => {
    setPending(true);
    const outcome = await tracker.sendNow();
    setPending(false);
    if (outcome === 'sent')
      notifications.show({ color: 'green', message: t('bookings:tracking.walker.sentNow') });
    else
      notifications.show({
        color: 'orange',
        message:
          outcome === 'denied'
            ? t('bookings:tracking.walker.denied')
            : outcome === 'failed'
              ? t('bookings:tracking.walker.sendFailed')
              : t('bookings:tracking.walker.unavailable'),
      });
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconSend size={14} />}
      loading={pending}
      onClick={() => void send()}
    >
      {t('bookings:tracking.walker.sendNow')}
    </Button>
  );
};

/** What the walker reads and may do for each state of sharing. */
const StatusBody = ({ tracker, ownerName }: { tracker: WalkTracker; ownerName: string }) => {
  const { t } = useTranslation();
  const skip = (
    <Button
      size="xs"
      variant="subtle"
      color="gray"
      leftSection={<IconMapPinOff size={14} />}
      onClick={tracker.stop}
    >
      {t('bookings:tracking.walker.skip')}
    </Button>
  );
  const notice = (text: string, actions: ReactNode) => (
    <Alert
      color="orange"
      variant="light"
      icon={<IconMapPinOff size={18} />}
      role="alert"
      data-testid="tracking-notice"
    >
      <Stack gap="xs">
        <Text size="sm">{text}</Text>
        <Group gap="xs">{actions}</Group>
      </Stack>
    </Alert>
  );
  switch (tracker.status) {
    case 'intro':
      return (
        <Alert
          color="blue"
          variant="light"
          icon={<IconCurrentLocation size={18} />}
          title={t('bookings:tracking.walker.explainTitle', { name: ownerName })}
          data-testid="tracking-intro"
        >
          <Stack gap="xs">
            <Text size="sm">{t('bookings:tracking.walker.explainBody', { name: ownerName })}</Text>
            <Text size="sm" fw={500}>
              {t('bookings:tracking.walker.explainPrompt')}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                color="teal"
                leftSection={<IconMapPin size={14} />}
                onClick={tracker.share}
              >
                {t('bookings:tracking.walker.share')}
              </Button>
              {skip}
            </Group>
          </Stack>
        </Alert>
      );
    case 'asking':
      return (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('bookings:tracking.walker.waitingFix')}</Text>
          {skip}
        </Group>
      );
    case 'sharing':
      return (
        <Group gap="xs" justify="space-between">
          <Text size="sm" c="teal.8" fw={500}>
            {t('bookings:tracking.walker.sharing')}
          </Text>
          <Button size="compact-sm" variant="subtle" color="gray" onClick={tracker.stop}>
            {t('bookings:tracking.walker.stop')}
          </Button>
        </Group>
      );
    case 'denied':
      return notice(
        t('bookings:tracking.walker.denied'),
        <>
          <SendNowButton tracker={tracker} />
          {skip}
        </>,
      );
    case 'unavailable':
      return notice(
        t('bookings:tracking.walker.unavailable'),
        <>
          <SendNowButton tracker={tracker} />
          {skip}
        </>,
      );
    case 'unsupported':
      return notice(t('bookings:tracking.walker.unsupported'), null);
    case 'off':
      return (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('bookings:tracking.walker.off')}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              color="teal"
              variant="light"
              leftSection={<IconMapPin size={14} />}
              onClick={tracker.share}
            >
              {t('bookings:tracking.walker.resume')}
            </Button>
            <SendNowButton tracker={tracker} />
          </Group>
        </Stack>
      );
  }
};

/**
 * The walker's side of a walk under way: before the browser asks, why and with whom the
 * position is shared; then a small live status (positions stored, distance, last sent) while the
 * browser's readings go to the server every few seconds (the card above it keeps the running
 * time); when the browser refuses or cannot read
 * the position, a notice with the manual way (one reading now) or going on without it; the walk
 * can be finished in every case. `onTracker` hands the tracker up, so finishing sends what waits.
 */
export const WalkTrackerPanel = ({
  booking,
  onTracker,
}: {
  booking: BookingView;
  onTracker?: (tracker: WalkTracker | null) => void;
}) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const walk = booking.walk;
  const active = Boolean(walk?.startedAt && !walk.finishedAt && booking.status === 'confirmed');
  const tracker = useWalkTracker(booking.id, active);
  const track = useWalkTrack(booking.id, { enabled: active });

  useEffect(() => {
    onTracker?.(tracker);
  }, [onTracker, tracker]);
  useEffect(() => () => onTracker?.(null), [onTracker]);

  if (!active) return null;
  const badge = STATUS_BADGE[tracker.status];
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="gray.0"
      component="section"
      aria-label={t('bookings:tracking.walker.title')}
      data-testid="walk-tracker"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {t('bookings:tracking.walker.title')}
          </Text>
          {badge ? (
            <Badge color={badge.color} variant="light" data-testid="tracking-status">
              {t(`bookings:tracking.walker.badge.${badge.key}`)}
            </Badge>
          ) : null}
        </Group>
        <StatusBody tracker={tracker} ownerName={booking.owner.name} />
        <SimpleGrid cols={3} spacing="xs">
          <Figure
            label={t('bookings:tracking.walker.pointsSent')}
            value={String(track.data?.pointCount ?? 0)}
            testId="tracking-points"
          />
          <Figure
            label={t('bookings:tracking.walker.distance')}
            value={kmText(t, track.data?.distanceKm ?? 0, locale)}
            testId="tracking-distance"
          />
          <Figure
            label={t('bookings:tracking.walker.lastSentLabel')}
            value={
              tracker.lastSentAt
                ? clockText(new Date(tracker.lastSentAt).toISOString(), locale)
                : '–'
            }
            testId="tracking-last-sent"
          />
        </SimpleGrid>
        {tracker.failing ? (
          <Text size="xs" c="orange.8" role="status">
            {t('bookings:tracking.walker.sendFailed')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
};
