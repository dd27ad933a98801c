import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { buildPath, can } from '@patili/domain/access';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Page } from '../../../components/layout/page';
import { AdoptionFilters } from '../../../features/adoption/components/adoption-filters';
import { ListingResults } from '../../../features/adoption/components/listing-results';
import { useAdoptionListState } from '../../../features/adoption/hooks/use-adoption-list-state';
import { useCurrentUser } from '../../../lib/session';

/** Adoption listings (spec 2 §2 /adopt): filters in the address, cards, pages, and "post" for owners. */
const AdoptionListScreen = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { state, update, clearFilters } = useAdoptionListState();
  const mayPost = can(user, 'write:adoption:own');
  return (
    <Page size="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('adoption:list.title')}
          </Title>
          <Text c="dimmed">{t('adoption:list.description')}</Text>
        </Stack>
        {mayPost ? (
          <Button component={Link} to={buildPath('adopt.new')} leftSection={<IconPlus size={16} />}>
            {t('adoption:list.create')}
          </Button>
        ) : null}
      </Group>
      <AdoptionFilters state={state} onChange={update} onClear={clearFilters} />
      <ListingResults state={state} onChange={update} onClearFilters={clearFilters} />
    </Page>
  );
};

export default AdoptionListScreen;
