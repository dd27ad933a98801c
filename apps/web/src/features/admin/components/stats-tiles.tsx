import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { AdminStats } from '@patili/domain/admin';
import type { MessageKey } from '@patili/domain/i18n';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { errorMessage } from '../../../lib/form';
import { formatDashboardNumber } from '../../../lib/format';
import { useAdminStats } from '../api/get-admin-stats';

const TILES: ReadonlyArray<{ key: keyof AdminStats; labelKey: MessageKey }> = [
  { key: 'totalUsers', labelKey: 'admin:stats.totalUsers' },
  { key: 'owners', labelKey: 'common:roles.owner' },
  { key: 'sitters', labelKey: 'common:roles.sitter' },
  { key: 'veterinarians', labelKey: 'common:roles.veterinarian' },
  { key: 'petWalkers', labelKey: 'common:roles.pet_walker' },
  { key: 'trainers', labelKey: 'common:roles.trainer' },
  { key: 'withoutRole', labelKey: 'common:roles.none' },
  { key: 'unverified', labelKey: 'admin:stats.unverified' },
];

/** Count tiles, numbers in the Turkish locale (spec 2 §9); errors in a red box (spec 2 §2). */
export const StatsTiles = () => {
  const { t } = useTranslation();
  const stats = useAdminStats();
  if (stats.isError) {
    return (
      <ErrorAlert
        message={t('admin:stats.error', { message: errorMessage(stats.error, t('common:errors.generic')) })}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {TILES.map((tile) => (
        <Paper key={tile.key} withBorder radius="md" p="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t(tile.labelKey)}
            </Text>
            {stats.data ? (
              <Text fz={28} fw={700} data-testid={`stat-${tile.key}`}>
                {formatDashboardNumber(stats.data[tile.key])}
              </Text>
            ) : (
              <Skeleton h={34} w={60} />
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
};
