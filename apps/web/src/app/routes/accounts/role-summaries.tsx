import { Button, Group, Skeleton, Text } from '@mantine/core';
import { buildPath, type Role } from '@patili/domain/access';
import { IconPaw } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { SectionCard } from '../../../components/layout/section-card';
import { usePets } from '../../../features/pets/api/list-pets';
import { ProviderSummaryCard } from '../../../features/providers/components/provider-summary-card';

/** The owner's box: how many pets, with a link to them. */
const OwnerSummary = () => {
  const { t } = useTranslation();
  const pets = usePets({ page: 1, pageSize: 1 });
  return (
    <SectionCard title={t('accounts:profile.summaryTitle')} gap="sm" data-testid="owner-summary">
      {pets.isPending ? (
        <Skeleton h={24} w="40%" />
      ) : pets.isError ? (
        <ErrorAlert message={t('common:errors.errorFetchingData')} onRetry={() => void pets.refetch()} />
      ) : (
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <IconPaw size={20} color="var(--mantine-color-patili-7)" />
            <Text fw={600}>{t('accounts:profile.petCount', { count: pets.data.total })}</Text>
          </Group>
          <Button component={Link} to={buildPath('owner.pets')} variant="light" size="xs">
            {t('accounts:profile.petsLink')}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
};

const ProviderSummary = ({ role }: { role: Role }) => <ProviderSummaryCard role={role} />;

/**
 * The role summary box of the profile page, by role: each feature's own card is
 * composed in here. A role without an entry shows no box.
 */
export const ROLE_SUMMARIES: Partial<Record<Role, ComponentType<{ role: Role }>>> = {
  owner: OwnerSummary,
  sitter: ProviderSummary,
  veterinarian: ProviderSummary,
  pet_walker: ProviderSummary,
  trainer: ProviderSummary,
};
