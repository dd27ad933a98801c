import { Button, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isProviderRole, type Role } from '@patili/domain/access';
import { PROVIDER_KINDS, type ProviderSummary } from '@patili/domain/providers';
import { formatLira } from '@patili/domain/shared';
import { IconCurrencyLira, IconMapPin, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { pathTo } from '../../../lib/paths';
import { useMyProviderProfile } from '../api/get-my-profile';

const Fact = ({ icon, label, value }: { icon: ReactNode; label: string; value: string }) => (
  <Group gap="xs" wrap="nowrap" align="flex-start">
    <Text c="patili.8" mt={2} component="span" aria-hidden>
      {icon}
    </Text>
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  </Group>
);

/** The summary's facts: price in the kind's unit, place, rating and how complete the profile is. */
export const ProviderSummaryView = ({ summary }: { summary: ProviderSummary }) => {
  const { t, i18n } = useTranslation();
  const { kind } = summary;
  const price =
    summary.priceLira === null
      ? t('providers:summary.noPrice')
      : t(kind === 'sitter' ? 'services:priceFrom' : 'services:pricePer', {
          price: formatLira(summary.priceLira, i18n.language, Number.isInteger(summary.priceLira) ? 0 : 2),
          unit: t(`services:unit.${summary.priceUnit}`),
        });
  const place = summary.cityName && summary.district ? `${summary.district}, ${summary.cityName}` : t('providers:summary.noLocation');
  const rating =
    summary.ratingAverage === null
      ? t('providers:summary.noRating')
      : t('providers:summary.ratingValue', { rating: summary.ratingAverage.toFixed(1), count: summary.ratingCount });
  const setupPath = pathTo(PROVIDER_KINDS[kind].routes.setup);

  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t('providers:summary.title', { role: t(`common:roles.${kind}`) })}
      </Title>
      {summary.isSetUp ? null : (
        <Text size="sm" c="dimmed">
          {t('providers:summary.notSetUp')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Fact icon={<IconCurrencyLira size={18} />} label={t('providers:summary.price')} value={price} />
        <Fact icon={<IconMapPin size={18} />} label={t('providers:summary.location')} value={place} />
        <Fact icon={<IconStar size={18} />} label={t('providers:summary.rating')} value={rating} />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('providers:summary.completeness', { percent: summary.completeness })}
        </Text>
        <Progress value={summary.completeness} size="sm" aria-label={t('providers:summary.completeness', { percent: summary.completeness })} />
      </Stack>
      <Group>
        <Button component={Link} to={setupPath} variant={summary.isSetUp ? 'light' : 'filled'} size="sm">
          {summary.isSetUp ? t('providers:summary.edit') : t('providers:summary.setUp')}
        </Button>
      </Group>
    </Stack>
  );
};

/**
 * The role summary box of the /profile page for a provider: loads the signed-in provider's own
 * summary, with loading and error states. Renders nothing for roles without a provider profile.
 */
export const ProviderSummaryCard = ({ role }: { role: Role }) => {
  const { t } = useTranslation();
  const isProvider = isProviderRole(role);
  const profile = useMyProviderProfile({ enabled: isProvider });
  if (!isProvider) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="provider-summary-card">
      {profile.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton h={22} w="50%" />
          <Skeleton h={44} />
          <Skeleton h={8} />
        </Stack>
      ) : profile.isError ? (
        <ErrorAlert message={t('providers:setup.loadFailed')} onRetry={() => void profile.refetch()} />
      ) : (
        <ProviderSummaryView summary={profile.data.summary} />
      )}
    </Paper>
  );
};
