import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AdminStats } from '@patili/domain/admin';
import type { MessageKey } from '@patili/domain/i18n';
import { formatKurus } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { errorMessage } from '../../../lib/form';
import { formatDashboardNumber } from '../../../lib/format';
import { useAdminStats } from '../api/get-admin-stats';

type Tile = { key: Exclude<keyof AdminStats, 'revenueKurus'>; labelKey: MessageKey };

/** The platform's counts on the admin dashboard. */
const COUNTS: readonly Tile[] = [
  { key: 'totalUsers', labelKey: 'reports:dashboard.tiles.totalUsers' },
  { key: 'totalBookings', labelKey: 'reports:dashboard.tiles.totalBookings' },
  { key: 'sitters', labelKey: 'reports:dashboard.tiles.sitters' },
  { key: 'veterinarians', labelKey: 'reports:dashboard.tiles.veterinarians' },
  { key: 'petWalkers', labelKey: 'reports:dashboard.tiles.petWalkers' },
  { key: 'activeUsers24h', labelKey: 'reports:dashboard.tiles.activeUsers24h' },
  { key: 'bookings30d', labelKey: 'reports:dashboard.tiles.bookings30d' },
  { key: 'confirmedBookings', labelKey: 'reports:dashboard.tiles.confirmedBookings' },
  { key: 'completedBookings', labelKey: 'reports:dashboard.tiles.completedBookings' },
  { key: 'cancelledBookings', labelKey: 'reports:dashboard.tiles.cancelledBookings' },
];

/** The rest of the users by role. */
const ROLES: readonly Tile[] = [
  { key: 'owners', labelKey: 'common:roles.owner' },
  { key: 'trainers', labelKey: 'common:roles.trainer' },
  { key: 'admins', labelKey: 'common:roles.admin' },
  { key: 'withoutRole', labelKey: 'common:roles.none' },
  { key: 'unverified', labelKey: 'admin:stats.unverified' },
];

const CountTile = ({ label, value, testId }: { label: string; value: string | undefined; testId: string }) => (
  <Paper withBorder radius="md" p="md">
    <Stack gap={4} h="100%" justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={34} w={60} />
      ) : (
        <Text fz={28} fw={700} lh={1.2} data-testid={testId}>
          {value}
        </Text>
      )}
    </Stack>
  </Paper>
);

/**
 * The dashboard's figures: the counts in the Turkish locale (whatever the
 * language), the revenue (the platform commission earned, see `getAdminStats`) and
 * the users by role; a failed load shows its reason in a red box.
 */
export const StatsTiles = () => {
  const { t, i18n } = useTranslation();
  const stats = useAdminStats();
  if (stats.isError) {
    return (
      <ErrorAlert
        message={t('reports:dashboard.error', { message: errorMessage(stats.error, t('common:errors.generic')) })}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const value = (key: Tile['key']) => (stats.data ? formatDashboardNumber(stats.data[key]) : undefined);
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="dashboard-counts">
        <Title order={2} fz="lg" id="dashboard-counts">
          {t('reports:dashboard.countsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          {COUNTS.map((tile) => (
            <CountTile key={tile.key} label={t(tile.labelKey)} value={value(tile.key)} testId={`stat-${tile.key}`} />
          ))}
        </SimpleGrid>
      </Stack>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-revenue" bg="teal.0">
        <Stack gap={4}>
          <Title order={2} fz="md" id="dashboard-revenue">
            {t('reports:dashboard.tiles.revenue')}
          </Title>
          {stats.data ? (
            <Text fz={32} fw={700} lh={1.2} data-testid="stat-revenueKurus">
              {formatKurus(stats.data.revenueKurus, i18n.language)}
            </Text>
          ) : (
            <Skeleton h={38} w={140} />
          )}
          <Text size="sm" c="dimmed">
            {t('reports:dashboard.revenueHint')}
          </Text>
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="dashboard-roles">
        <Title order={2} fz="lg" id="dashboard-roles">
          {t('admin:stats.usersByRole')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          {ROLES.map((tile) => (
            <CountTile key={tile.key} label={t(tile.labelKey)} value={value(tile.key)} testId={`stat-${tile.key}`} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
};
