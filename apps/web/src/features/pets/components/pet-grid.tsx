import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { PET_PAGE_SIZE, type Pet } from '@patili/domain/pets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { usePets } from '../api/list-pets';
import { DeletePetModal } from './delete-pet-modal';
import { PetCard } from './pet-card';
import { PetsEmptyState } from './pets-empty-state';

const GRID_COLS = { base: 1, xs: 2, md: 3 } as const;

const LoadingCards = () => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" role="status" aria-label={t('pets:list.loading')}>
      {[0, 1, 2].map((index) => (
        <Card key={index} withBorder radius="lg" padding="md">
          <Card.Section>
            <Skeleton h={180} radius={0} />
          </Card.Section>
          <Stack gap="xs" mt="md">
            <Skeleton h={20} w="60%" />
            <Skeleton h={14} w="40%" />
            <Skeleton h={34} mt="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
};

/** The owner's pets as a card grid, a page at a time, with delete confirmation ("My pets"). */
export const PetGrid = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Pet | null>(null);
  const pets = usePets({ page, pageSize: PET_PAGE_SIZE });
  if (pets.isPending) return <LoadingCards />;
  if (pets.isError)
    return <ErrorAlert message={t('pets:errorFetchingPets')} onRetry={() => void pets.refetch()} />;
  if (pets.data.total === 0) {
    return (
      <PetsEmptyState
        title={t('pets:list.emptyTitle')}
        description={t('pets:list.emptyBody')}
        action={t('pets:list.emptyAction')}
      />
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={GRID_COLS} spacing="md" data-testid="pet-grid">
        {pets.data.items.map((pet) => (
          <PetCard key={pet.id} pet={pet} onDelete={setToDelete} />
        ))}
      </SimpleGrid>
      <ListPagination
        label={t('pets:pagination.label')}
        total={pets.data.total}
        pageSize={PET_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
      <DeletePetModal
        pet={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          // The last pet of a later page is gone: show the page before, which still has pets.
          if (page > 1 && pets.data.items.length === 1) setPage(page - 1);
        }}
      />
    </Stack>
  );
};
