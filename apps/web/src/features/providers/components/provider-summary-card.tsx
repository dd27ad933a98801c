import { Button, Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { buildPath, isProviderRole, type ProviderRole, type Role } from '@patili/domain/access';
import { PROVIDER_KINDS, type ProviderSummary } from '@patili/domain/providers';
import { formatKurus, toKurus } from '@patili/domain/shared';
import { IconCurrencyLira, IconMapPin, IconStar } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { SectionCard } from '../../../components/layout/section-card';
import { formatRating } from '../../../lib/format';
import { useMyProviderProfile } from '../api/get-my-provider-profile';

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

const summaryTitle = (t: TFunction, kind: ProviderRole) => t('providers:summary.title', { role: t(`common:roles.${kind}`) });

/** The summary's card: price in the kind's unit, place, rating and how complete the profile is. */
export const ProviderSummaryView = ({ summary }: { summary: ProviderSummary }) => {
  const { t, i18n } = useTranslation();
  const { kind } = summary;
  const price =
    summary.priceLira === null
      ? t('providers:summary.noPrice')
      : t(kind === 'sitter' ? 'catalog:priceFrom' : 'catalog:pricePer', {
          price: formatKurus(toKurus(summary.priceLira), i18n.language),
          unit: t(`catalog:unit.${summary.priceUnit}`),
        });
  const place = summary.cityName && summary.district ? `${summary.district}, ${summary.cityName}` : t('providers:summary.noLocation');
  const rating =
    summary.ratingAverage === null
      ? t('providers:summary.noRating')
      : t('providers:summary.ratingValue', {
          rating: formatRating(summary.ratingAverage, i18n.language),
          count: summary.ratingCount,
        });
  const setupPath = buildPath(PROVIDER_KINDS[kind].routes.setup);

  return (
    <SectionCard
      title={summaryTitle(t, kind)}
      description={summary.isSetUp ? undefined : t('providers:summary.notSetUp')}
      data-testid="provider-summary-card"
    >
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
    </SectionCard>
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
  if (profile.isSuccess) return <ProviderSummaryView summary={profile.data.summary} />;
  return (
    <SectionCard title={summaryTitle(t, role)} data-testid="provider-summary-card">
      {profile.isError ? (
        <ErrorAlert message={t('providers:setup.loadFailed')} onRetry={() => void profile.refetch()} />
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton h={44} />
          <Skeleton h={8} />
        </Stack>
      )}
    </SectionCard>
  );
};
