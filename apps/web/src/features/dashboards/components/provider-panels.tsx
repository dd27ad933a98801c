import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import type {
  DashboardOf,
  DashboardRating,
  WalkerUpcomingRequest,
} from '@patili/domain/dashboards';
import { formatKurus } from '@patili/domain/shared';
import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconCalendarEvent,
  IconCalendarX,
  IconCircleCheck,
  IconClock,
  IconInbox,
  IconMapPin,
  IconPaw,
  IconRoute,
  IconStar,
  IconWalk,
  IconWallet,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SectionCard } from '../../../components/layout/section-card';
import { formatCalendarDate, formatDashboardNumber, formatRating } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { kmText } from '../utils/dashboard-format';
import { DashboardTile } from './dashboard-tile';

const count = (value: number | undefined) =>
  value === undefined ? null : formatDashboardNumber(value);

const TileGrid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
    {children}
  </SimpleGrid>
);

/** The rating tile's number and line: `4,5/5` and "2 reviews", or "no reviews yet". */
const useRatingTile = (rating: DashboardRating | undefined) => {
  const { t } = useTranslation();
  if (!rating) return { value: null, hint: undefined };
  if (rating.count === 0 || rating.average === null)
    return { value: '–', hint: t('dashboards:tiles.noRating') };
  return {
    value: formatRating(rating.average, currentLocale()),
    hint: t('dashboards:tiles.ratingCount', { count: rating.count }),
  };
};

/** Sitter: requests to answer, completed jobs, confirmed stays to come. */
export const SitterPanel = ({ data }: { data: DashboardOf<'sitter'> | undefined }) => {
  const { t } = useTranslation();
  return (
    <TileGrid>
      <DashboardTile
        label={t('dashboards:tiles.pendingRequests')}
        value={count(data?.pendingRequests)}
        to={buildPath('sitter.requests')}
        Icon={IconInbox}
        color="orange"
        testId="pendingRequests"
      />
      <DashboardTile
        label={t('dashboards:tiles.upcomingConfirmed')}
        value={count(data?.upcomingConfirmed)}
        to={buildPath('sitter.reservations')}
        Icon={IconCalendarEvent}
        color="patili"
        testId="upcomingConfirmed"
      />
      <DashboardTile
        label={t('dashboards:tiles.completedJobs')}
        value={count(data?.completedJobs)}
        to={buildPath('sitter.reservations', undefined, { tab: 'completed' })}
        Icon={IconCircleCheck}
        color="teal"
        testId="completedJobs"
      />
    </TileGrid>
  );
};

/** Veterinarian: appointments, requests, patients, emergencies, cancellations. */
export const VeterinarianPanel = ({ data }: { data: DashboardOf<'veterinarian'> | undefined }) => {
  const { t } = useTranslation();
  return (
    <TileGrid>
      <DashboardTile
        label={t('dashboards:tiles.upcomingAppointments')}
        value={count(data?.upcomingAppointments)}
        to={buildPath('veterinarian.appointments')}
        Icon={IconCalendarEvent}
        color="patili"
        testId="upcomingAppointments"
      />
      <DashboardTile
        label={t('dashboards:tiles.pendingRequests')}
        value={count(data?.pendingRequests)}
        to={buildPath('veterinarian.serviceRequests')}
        Icon={IconInbox}
        color="orange"
        testId="pendingRequests"
      />
      <DashboardTile
        label={t('dashboards:tiles.pendingEmergencies')}
        value={count(data?.pendingEmergencies)}
        to={buildPath('veterinarian.emergency')}
        Icon={IconAlertTriangle}
        color="red"
        testId="pendingEmergencies"
      />
      <DashboardTile
        label={t('dashboards:tiles.patients')}
        value={count(data?.patients)}
        to={buildPath('veterinarian.patients')}
        Icon={IconPaw}
        color="teal"
        testId="patients"
      />
      <DashboardTile
        label={t('dashboards:tiles.cancelledAppointments')}
        value={count(data?.cancelledAppointments)}
        to={buildPath('veterinarian.cancelledAppointments')}
        Icon={IconCalendarX}
        color="gray"
        testId="cancelledAppointments"
      />
    </TileGrid>
  );
};

/** A request on the walker's list: when, for how long, whose pet, where to meet. */
const UpcomingRequestRow = ({ request }: { request: WalkerUpcomingRequest }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const day = formatCalendarDate(request.startDate, locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="upcoming-request">
      <Group justify="space-between" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text fw={600} size="sm">
              {request.startTime ? `${day} ${request.startTime}` : day}
              {request.hours !== null
                ? ` · ${t('dashboards:upcomingRequests.hours', { count: request.hours })}`
                : ''}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {request.ownerName} · {request.petName ?? t('dashboards:upcomingRequests.somePet')}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconMapPin size={16} aria-hidden />
          <Text size="sm" c={request.address ? undefined : 'dimmed'} truncate maw={260}>
            {request.address ?? t('dashboards:upcomingRequests.noAddress')}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
};

/**
 * Pet walker: today's walks, new requests, this week's net earnings and distance walked,
 * the rating, and the soonest requests with where to meet.
 */
export const PetWalkerPanel = ({ data }: { data: DashboardOf<'pet_walker'> | undefined }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const rating = useRatingTile(data?.rating);
  const weekOf = data
    ? t('dashboards:tiles.weekOf', { date: formatCalendarDate(data.weekStart, locale) })
    : undefined;
  return (
    <Stack gap="lg">
      <TileGrid>
        <DashboardTile
          label={t('dashboards:tiles.todayWalks')}
          value={count(data?.todayWalks)}
          to={buildPath('petWalker.today')}
          Icon={IconWalk}
          color="patili"
          testId="todayWalks"
        />
        <DashboardTile
          label={t('dashboards:tiles.newRequests')}
          value={count(data?.newRequests)}
          to={buildPath('petWalker.serviceRequests')}
          Icon={IconInbox}
          color="orange"
          testId="newRequests"
        />
        <DashboardTile
          label={t('dashboards:tiles.weekEarnings')}
          value={data ? formatKurus(data.weekEarningsKurus, locale) : null}
          hint={weekOf}
          to={buildPath('petWalker.earnings')}
          Icon={IconWallet}
          color="teal"
          testId="weekEarnings"
        />
        <DashboardTile
          label={t('dashboards:tiles.weekDistance')}
          value={data ? kmText(data.weekDistanceKm, locale) : null}
          hint={weekOf}
          to={buildPath('petWalker.history')}
          Icon={IconRoute}
          color="grape"
          testId="weekDistance"
        />
        <DashboardTile
          label={t('dashboards:tiles.rating')}
          value={rating.value}
          hint={rating.hint}
          to={buildPath('petWalker.reviews')}
          Icon={IconStar}
          color="yellow"
          testId="rating"
        />
      </TileGrid>
      <SectionCard
        title={t('dashboards:upcomingRequests.title')}
        description={t('dashboards:upcomingRequests.description')}
        action={
          <Anchor component={Link} to={buildPath('petWalker.requests')} size="sm">
            {t('dashboards:upcomingRequests.all')}
          </Anchor>
        }
        asSection
        data-testid="upcoming-requests"
      >
        {data && data.upcomingRequests.length === 0 ? (
          <Group gap="xs">
            <ThemeIcon variant="light" color="gray" radius="xl" aria-hidden>
              <IconCalendarCheck size={16} />
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              {t('dashboards:upcomingRequests.empty')}
            </Text>
          </Group>
        ) : (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data?.upcomingRequests.map((request) => (
              <UpcomingRequestRow key={request.id} request={request} />
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
};

/** Trainer: confirmed sessions from today, requests to answer, the rating. */
export const TrainerPanel = ({ data }: { data: DashboardOf<'trainer'> | undefined }) => {
  const { t } = useTranslation();
  const rating = useRatingTile(data?.rating);
  return (
    <TileGrid>
      <DashboardTile
        label={t('dashboards:tiles.upcomingAppointments')}
        value={count(data?.upcomingAppointments)}
        to={buildPath('trainer.appointments')}
        Icon={IconCalendarEvent}
        color="patili"
        testId="upcomingAppointments"
      />
      <DashboardTile
        label={t('dashboards:tiles.pendingRequests')}
        value={count(data?.pendingRequests)}
        to={buildPath('trainer.serviceRequests')}
        Icon={IconInbox}
        color="orange"
        testId="pendingRequests"
      />
      <DashboardTile
        label={t('dashboards:tiles.rating')}
        value={rating.value}
        hint={rating.hint}
        to={buildPath('trainer.reviews')}
        Icon={IconStar}
        color="yellow"
        testId="rating"
      />
    </TileGrid>
  );
};
