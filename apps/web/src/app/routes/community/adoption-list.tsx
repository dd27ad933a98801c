import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { buildPath, can } from '@patili/domain/access';
import { adoptionFilterCount, EMPTY_ADOPTION_LIST_STATE, type AdoptionListState } from '@patili/domain/adoption';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { Link } from 'react-router';

import { PhoneFilters } from '../../../components/filters/phone-filters';
import { Page } from '../../../components/layout/page';
import { AdoptionFilters } from '../../../features/adoption/components/adoption-filters';
import { ListingResults } from '../../../features/adoption/components/listing-results';
import {
  ADOPTION_LIST_ADDRESS,
  adoptionListStateOf,
} from '../../../features/adoption/utils/adoption-list-address';
import { useCurrentUser } from '../../../lib/session';
import { useAddressState } from '../../../lib/use-address-state';

/** Adoption listings (`/adopt`): filters in the address, cards, pages, and "post" for owners. */
const AdoptionListScreen = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [address, setAddress] = useAddressState(ADOPTION_LIST_ADDRESS);
  const state = useMemo(() => adoptionListStateOf(address), [address]);
  /** Changes filters; any change but the page goes back to page 1. */
  const update = (changes: Partial<AdoptionListState>) => setAddress('page' in changes ? changes : { ...changes, page: 1 });
  const clearFilters = () => setAddress(EMPTY_ADOPTION_LIST_STATE);
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
          <Button component={Link} to={buildPath('adoption.new')} leftSection={<IconPlus size={16} />}>
            {t('adoption:list.create')}
          </Button>
        ) : null}
      </Group>
      <PhoneFilters activeCount={adoptionFilterCount(state)}>
        <AdoptionFilters state={state} onChange={update} onClear={clearFilters} />
      </PhoneFilters>
      <ListingResults state={state} onChange={update} onClearFilters={clearFilters} />
    </Page>
  );
};

export default AdoptionListScreen;
