import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BookingView, WalkView } from '@patili/domain/bookings';
import { IconFlag, IconNotes, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { errorMessage } from '../../../lib/form';
import { currentLocale } from '../../../lib/i18n';
import { useFinishWalk } from '../api/finish-walk';
import { useWalkTrack } from '../api/get-walk-track';
import { useTodayWalks } from '../api/list-today-walks';
import { useStartWalk } from '../api/start-walk';
import type { WalkTracker } from '../hooks/use-walk-tracker';
import { clockText, durationText, elapsedText } from '../utils/booking-format';
import { BookingCard } from './booking-card';
import { BookingCardsLoading, BookingsEmpty } from './booking-list-states';
import { ChatLinkButton } from './chat-link-button';
import { ConfirmActionModal } from './confirm-action-modal';
import { WalkReportModal } from './walk-report-modal';
import { WalkTrackerPanel } from './walk-tracker-panel';

/** A finished walk's report: write it (then or later), or rewrite the one sent. */
const WalkReportButton = ({
  booking,
  onOpen,
}: {
  booking: BookingView;
  onOpen: (booking: BookingView) => void;
}) => {
  const { t } = useTranslation();
  const track = useWalkTrack(booking.id);
  if (!track.data?.canReport) return null;
  const report = track.data.report;
  return (
    <Button
      size="xs"
      color="teal"
      variant={report ? 'light' : 'filled'}
      leftSection={<IconNotes size={14} />}
      onClick={() => onOpen(booking)}
      data-testid="walk-report-button"
    >
      {report ? t('bookings:tracking.report.edit') : t('bookings:tracking.report.write')}
    </Button>
  );
};

/** The running time of a walk under way, ticking every second. */
const Elapsed = ({ since }: { since: string }) => {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Text size="sm" fw={600} c="teal.8" role="timer" aria-label={t('bookings:today.elapsed')}>
      {t('bookings:today.elapsed')}: {elapsedText(now - new Date(since).getTime())}
    </Text>
  );
};

/**
 * Where a walk stands: its record when finished, the running time while under way, when it may
 * start (as of `checkedAt`, when the list was read: the list is read again every minute).
 */
const WalkState = ({
  walk,
  status,
  checkedAt,
}: {
  walk: WalkView;
  status: BookingView['status'];
  checkedAt: number;
}) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (walk.startedAt && walk.finishedAt) {
    return (
      <Text size="sm" c="dimmed">
        {t('bookings:today.startedAt', { time: clockText(walk.startedAt, locale) })} ·{' '}
        {t('bookings:today.finishedAt', {
          time: clockText(walk.finishedAt, locale),
          duration: durationText(t, walk.minutes ?? 0, locale),
        })}
      </Text>
    );
  }
  if (walk.startedAt) {
    return (
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {t('bookings:today.startedAt', { time: clockText(walk.startedAt, locale) })}
        </Text>
        <Elapsed since={walk.startedAt} />
      </Stack>
    );
  }
  if (status !== 'confirmed' || walk.canStart) return null;
  const opened = checkedAt >= new Date(walk.startOpensAt).getTime();
  return (
    <Text size="xs" c="dimmed">
      {opened
        ? t('bookings:today.dayOver')
        : t('bookings:today.opensAt', { time: clockText(walk.startOpensAt, locale) })}
    </Text>
  );
};

/**
 * The walker's walks of today: confirmed walks starting
 * today in Istanbul, in start order, each with the owner, the pet, the time and hours, the meeting
 * address and the price; Start and Finish are recorded on the server, and finishing completes the
 * booking (after a confirmation: the owner is told). A walk under way shares the walker's position
 * live; once finished, the walk report is offered, then or later. Walks finished today
 * stay with their record.
 */
export const TodayWalks = () => {
  const { t } = useTranslation();
  const walks = useTodayWalks();
  const startWalk = useStartWalk();
  const finishWalk = useFinishWalk();
  const [toFinish, setToFinish] = useState<BookingView | null>(null);
  const [toReport, setToReport] = useState<BookingView | null>(null);
  // The live tracking of each walk under way, so finishing sends its last readings first.
  const trackers = useRef(new Map<string, WalkTracker>());

  if (walks.isPending) return <BookingCardsLoading label={t('bookings:today.loading')} />;
  if (walks.isError)
    return (
      <ErrorAlert
        message={t('bookings:errorFetchingBookings')}
        onRetry={() => void walks.refetch()}
      />
    );
  const { items } = walks.data;
  if (items.length === 0)
    return (
      <BookingsEmpty title={t('bookings:today.emptyTitle')} body={t('bookings:today.emptyBody')} />
    );

  const closeFinish = () => {
    finishWalk.reset();
    setToFinish(null);
  };
  const start = (booking: BookingView) =>
    startWalk.mutate(booking.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('bookings:today.started') }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: errorMessage(error, t('bookings:errorUpdatingBooking')),
        }),
    });

  return (
    <Stack gap="md">
      {items.map((booking) => {
        const walk = booking.walk;
        return (
          <BookingCard
            key={booking.id}
            booking={booking}
            hideWalkRecord
            actions={
              <Group gap="sm" justify="flex-end">
                {walk ? (
                  <WalkState walk={walk} status={booking.status} checkedAt={walks.dataUpdatedAt} />
                ) : null}
                <ChatLinkButton bookingId={booking.id} />
                {walk && !walk.startedAt && booking.status === 'confirmed' ? (
                  <Button
                    color="teal"
                    size="xs"
                    leftSection={<IconPlayerPlay size={14} />}
                    disabled={!walk.canStart}
                    loading={startWalk.isPending && startWalk.variables === booking.id}
                    onClick={() => start(booking)}
                  >
                    {t('bookings:today.start')}
                  </Button>
                ) : null}
                {walk?.canFinish ? (
                  <Button
                    size="xs"
                    leftSection={<IconFlag size={14} />}
                    onClick={() => setToFinish(booking)}
                  >
                    {t('bookings:today.finish')}
                  </Button>
                ) : null}
                {walk?.finishedAt ? (
                  <WalkReportButton booking={booking} onOpen={setToReport} />
                ) : null}
              </Group>
            }
          >
            {walk?.startedAt && !walk.finishedAt ? (
              <WalkTrackerPanel
                booking={booking}
                onTracker={(tracker) => {
                  if (tracker) trackers.current.set(booking.id, tracker);
                  else trackers.current.delete(booking.id);
                }}
              />
            ) : null}
          </BookingCard>
        );
      })}
      <ConfirmActionModal
        opened={toFinish !== null}
        title={t('bookings:today.finishTitle')}
        body={
          toFinish
            ? t('bookings:today.finishBody', {
                pet: toFinish.pet?.name ?? t('bookings:card.petDeleted'),
                name: toFinish.owner.name,
              })
            : ''
        }
        confirmLabel={t('bookings:today.finishConfirm')}
        color="teal"
        pending={finishWalk.isPending}
        error={
          finishWalk.isError
            ? errorMessage(finishWalk.error, t('bookings:errorUpdatingBooking'))
            : null
        }
        onClose={closeFinish}
        onConfirm={() => {
          if (!toFinish) return;
          const walkId = toFinish.id;
          // The readings still waiting go first: after the finish the walk takes none.
          const sent = trackers.current.get(walkId)?.flush() ?? Promise.resolve();
          void sent.then(() =>
            finishWalk.mutate(walkId, {
              onSuccess: ({ booking }) => {
                notifications.show({ color: 'green', message: t('bookings:today.finished') });
                closeFinish();
                setToReport(booking);
              },
            }),
          );
        }}
      />
      <WalkReportModal booking={toReport} onClose={() => setToReport(null)} />
    </Stack>
  );
};
