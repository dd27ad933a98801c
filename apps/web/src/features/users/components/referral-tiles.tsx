import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { MessageKey } from '@patili/domain/i18n';
import type { ReferralSummary } from '@patili/domain/users';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { formatNumber } from '../../../lib/format';
import { errorMessage } from '../../../lib/form';
import { currentLocale } from '../../../lib/i18n';
import { useReferralSummary } from '../api/get-referral-summary';

const TILES: ReadonlyArray<{ key: keyof ReferralSummary; labelKey: MessageKey }> = [
  { key: 'invitedUsers', labelKey: 'users:referrals.tiles.invitedUsers' },
  { key: 'qualifiedInvitees', labelKey: 'users:referrals.tiles.qualifiedInvitees' },
  { key: 'bonusesAwarded', labelKey: 'users:referrals.tiles.bonusesAwarded' },
  { key: 'bonusesActive', labelKey: 'users:referrals.tiles.bonusesActive' },
];

/** The referral summary tiles, numbers in the language's way. */
export const ReferralTiles = () => {
  const { t } = useTranslation();
  const summary = useReferralSummary();
  if (summary.isError) {
    return <ErrorAlert message={`${t('users:referrals.tilesError')} ${errorMessage(summary.error, '')}`.trim()} onRetry={() => void summary.refetch()} />;
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {TILES.map((tile) => (
        <Paper key={tile.key} withBorder radius="md" p="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t(tile.labelKey)}
            </Text>
            {summary.data ? (
              <Text fz={28} fw={700} data-testid={`referral-${tile.key}`}>
                {formatNumber(summary.data[tile.key], currentLocale())}
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
