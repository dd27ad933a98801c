import { Box, Button, Flex, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconPaw, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { formatDashboardNumber } from '../../../lib/format';
import { usePets } from '../api/list-pets';
import { PetImage } from './pet-image';
import { PetsEmptyState } from './pets-empty-state';

/** Pets previewed on the dashboard; the count itself is the list's total. */
const PREVIEW = 4;

/**
 * The owner dashboard's pet panel: how many pets, a glimpse of the first few, links to
 * manage or add; with no pets, the prompt to add the first one.
 */
export const PetSummary = () => {
  const { t } = useTranslation();
  const pets = usePets({ page: 1, pageSize: PREVIEW });

  if (pets.isError)
    return <ErrorAlert message={t('pets:errorFetchingPets')} onRetry={() => void pets.refetch()} />;
  if (pets.isPending) {
    return (
      <Paper withBorder radius="lg" p="lg" role="status" aria-label={t('pets:list.loading')}>
        <Group justify="space-between">
          <Stack gap={6}>
            <Skeleton h={14} w={120} />
            <Skeleton h={36} w={60} />
          </Stack>
          <Skeleton h={36} w={160} />
        </Group>
      </Paper>
    );
  }
  if (pets.data.total === 0) {
    return (
      <PetsEmptyState
        title={t('pets:summary.firstPetTitle')}
        description={t('pets:summary.firstPetBody')}
        action={t('pets:summary.firstPetAction')}
      />
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="md"
      >
        <Stack gap={4}>
          <Group gap={6} c="dimmed" wrap="nowrap">
            <IconPaw size={16} aria-hidden />
            <Text size="sm" fw={500}>
              {t('pets:summary.petCount')}
            </Text>
          </Group>
          <Group gap="lg" align="center" wrap="nowrap">
            <Text fz={36} fw={700} lh={1.1} data-testid="pet-count">
              {formatDashboardNumber(pets.data.total)}
            </Text>
            <Group gap={0} pl={8} wrap="nowrap" aria-hidden>
              {pets.data.items.map((pet) => (
                <Tooltip key={pet.id} label={pet.name}>
                  <Box
                    w={44}
                    h={44}
                    style={{
                      borderRadius: '50%',
                      overflow: 'hidden',
                      border: '2px solid var(--mantine-color-body)',
                      marginLeft: -8,
                    }}
                  >
                    <PetImage pet={pet} ratio={1} />
                  </Box>
                </Tooltip>
              ))}
            </Group>
          </Group>
        </Stack>
        <Group gap="xs" grow preventGrowOverflow={false}>
          <Button component={Link} to={buildPath('owner.pets')} variant="light">
            {t('pets:summary.manage')}
          </Button>
          <Button
            component={Link}
            to={buildPath('owner.pets.new')}
            leftSection={<IconPlus size={16} />}
          >
            {t('pets:summary.add')}
          </Button>
        </Group>
      </Flex>
    </Paper>
  );
};
