import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import {
  summarizeRoute,
  type BookingView,
  type RoutePoint,
  type WalkPointView,
  type WalkTrack,
} from '@patili/domain/bookings';
import { IconArrowLeft, IconMapPinOff, IconStar } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { errorMessage } from '../../../lib/form';
import { formatIstanbulMoment } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useBooking } from '../api/get-booking';
import { useWalkTrack } from '../api/get-walk-track';
import { clockText, elapsedText, whenText } from '../utils/booking-format';
import { kmText } from '../utils/walk-format';
import { ReviewModal } from './review-modal';
import { RouteMap } from './route-map';

export const toRoutePoints = (points: readonly WalkPointView[]): RoutePoint[] =>
  points.map((point) => ({
    latitude: point.latitude,
    longitude: point.longitude,
    accuracyM: point.accuracyM,
    time: Date.parse(point.recordedAt),
  }));

/** The walk's elapsed seconds now: the server's, moved on by the time since it answered while the walk is on. */
const useElapsed = (track: WalkTrack, answeredAt: number): number | null => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!track.live) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [track.live]);
  if (track.elapsedSeconds === null) return null;
  return track.live
    ? track.elapsedSeconds + Math.max(0, Math.floor((now - answeredAt) / 1000))
    : track.elapsedSeconds;
};

const Stat = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Paper withBorder radius="md" p="sm">
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text
      fw={700}
      fz={{ base: 'lg', sm: 'xl' }}
      data-testid={testId}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {value}
    </Text>
  </Paper>
);

/** The walker's note and photos, or that there are none (yet). */
const WalkReportSection = ({ track, walkerName }: { track: WalkTrack; walkerName: string }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const report = track.report;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="walk-report-title"
      data-testid="walk-report"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="walk-report-title">
          {t('bookings:tracking.live.reportTitle')}
        </Title>
        {!report ? (
          <Text c="dimmed">{t('bookings:tracking.live.reportPending', { name: walkerName })}</Text>
        ) : (
          <>
            {report.note ? (
              <Text
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                data-testid="walk-report-note"
              >
                {report.note}
              </Text>
            ) : null}
            {report.photos.length > 0 ? (
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
                {report.photos.map((photo, index) => (
                  <Anchor key={photo.id} href={photo.url} target="_blank" rel="noopener">
                    <Image
                      src={photo.thumbnailUrl}
                      alt={t('bookings:tracking.live.photoAlt', { index: index + 1 })}
                      radius="md"
                      h={120}
                      fit="cover"
                    />
                  </Anchor>
                ))}
              </SimpleGrid>
            ) : null}
            {!report.note && report.photos.length === 0 ? (
              <Text c="dimmed">
                {t('bookings:tracking.live.reportEmpty', { name: walkerName })}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {t('bookings:tracking.live.reportedAt', {
                date: formatIstanbulMoment(report.updatedAt, locale),
              })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
};

const LiveWalkLoading = ({ label }: { label: string }) => (
  <Stack gap="md" role="status" aria-label={label}>
    <Skeleton h={28} w="60%" />
    <SimpleGrid cols={3} spacing="sm">
      <Skeleton h={64} />
      <Skeleton h={64} />
      <Skeleton h={64} />
    </SimpleGrid>
    <Skeleton h={320} radius="md" />
  </Stack>
);

const BackToBookings = () => {
  const { t } = useTranslation();
  return (
    <Group>
      <Button
        component={Link}
        to={buildPath('owner.bookings')}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        px={0}
      >
        {t('bookings:tracking.live.back')}
      </Button>
    </Group>
  );
};

/** Once the walk is over and not yet rated, the owner is asked how it went, at the top. */
const ReviewPrompt = ({ booking }: { booking: BookingView }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" data-testid="walk-review-prompt">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>
          {t('bookings:tracking.live.reviewPrompt', { name: booking.provider.name })}
        </Text>
        <Button size="sm" leftSection={<IconStar size={16} />} onClick={() => setOpen(true)}>
          {t('bookings:card.review')}
        </Button>
      </Group>
      <ReviewModal booking={open ? booking : null} onClose={() => setOpen(false)} />
    </Paper>
  );
};

const WalkView = ({
  booking,
  track,
  answeredAt,
}: {
  booking: BookingView;
  track: WalkTrack;
  answeredAt: number;
}) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const elapsed = useElapsed(track, answeredAt);
  const summary = useMemo(() => summarizeRoute(toRoutePoints(track.points)), [track.points]);
  const walker = booking.provider.name;
  const finished = track.finishedAt !== null;
  const title = finished
    ? t('bookings:tracking.live.titleReport')
    : t('bookings:tracking.live.titleLive');
  const badge = track.live
    ? { color: 'red', text: t('bookings:tracking.live.badgeLive') }
    : finished
      ? { color: 'teal', text: t('bookings:tracking.live.badgeFinished') }
      : { color: 'gray', text: t('bookings:tracking.live.badgeWaiting') };
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Badge
            color={badge.color}
            variant={track.live ? 'filled' : 'light'}
            size="lg"
            data-testid="walk-state"
          >
            {badge.text}
          </Badge>
        </Group>
        <Text c="dimmed">
          {[
            walker,
            booking.pet?.name ?? t('bookings:card.petDeleted'),
            whenText(t, booking, locale),
          ].join(' · ')}
        </Text>
        {track.live ? (
          <Text size="sm" c="teal.8" role="status">
            {t('bookings:tracking.live.following')}
          </Text>
        ) : null}
      </Stack>
      {booking.canReview ? <ReviewPrompt booking={booking} /> : null}

      {track.startedAt === null ? (
        <EmptyState
          icon={<IconMapPinOff size={26} />}
          body={t('bookings:tracking.live.notStarted', { name: walker })}
          testId="walk-not-started"
        />
      ) : (
        <>
          <SimpleGrid cols={3} spacing="sm">
            <Stat
              label={
                finished
                  ? t('bookings:tracking.live.duration')
                  : t('bookings:tracking.live.elapsed')
              }
              value={elapsed === null ? '–' : elapsedText(elapsed * 1000)}
              testId="walk-elapsed"
            />
            <Stat
              label={t('bookings:tracking.live.distance')}
              value={kmText(t, track.distanceKm, locale)}
              testId="walk-distance"
            />
            <Stat
              label={t('bookings:tracking.live.points')}
              value={String(track.pointCount)}
              testId="walk-points"
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('bookings:tracking.live.startedAt')}: {clockText(track.startedAt, locale)}
            {track.finishedAt
              ? ` · ${t('bookings:tracking.live.finishedAt')}: ${clockText(track.finishedAt, locale)}`
              : ''}
          </Text>
          {summary.segments.length > 0 ? (
            <RouteMap segments={summary.segments} live={track.live} />
          ) : (
            <EmptyState
              icon={<IconMapPinOff size={26} />}
              body={
                finished
                  ? t('bookings:tracking.live.noPointsFinished')
                  : t('bookings:tracking.live.noPoints')
              }
              testId="walk-no-points"
            />
          )}
          {finished ? <WalkReportSection track={track} walkerName={walker} /> : null}
        </>
      )}
    </Stack>
  );
};

/**
 * A walk followed live, as its owner sees it: the route drawn on a map as the walker's
 * positions arrive (live events, else every 10 s), the elapsed time and the distance; once it is
 * finished, the walk report with the walker's note and photos.
 */
export const LiveWalk = ({ bookingId }: { bookingId: string }) => {
  const { t } = useTranslation();
  const booking = useBooking(bookingId);
  const isWalk = booking.data?.kind === 'pet_walker';
  const track = useWalkTrack(bookingId, { enabled: isWalk });

  if (booking.isPending || (isWalk && track.isPending))
    return <LiveWalkLoading label={t('bookings:tracking.live.loading')} />;
  const failure = booking.error ?? track.error;
  if (failure)
    return (
      <Stack gap="md">
        <ErrorAlert
          message={errorMessage(failure, t('bookings:tracking.live.failed'))}
          onRetry={() => void (booking.isError ? booking.refetch() : track.refetch())}
        />
        <BackToBookings />
      </Stack>
    );
  if (!isWalk || !track.data || !booking.data)
    return (
      <Stack gap="md">
        <EmptyState
          icon={<IconMapPinOff size={26} />}
          body={t('bookings:tracking.live.notAWalk')}
          testId="walk-not-a-walk"
        />
        <BackToBookings />
      </Stack>
    );
  return (
    <Stack gap="lg">
      <WalkView booking={booking.data} track={track.data} answeredAt={track.dataUpdatedAt} />
      <BackToBookings />
    </Stack>
  );
};
