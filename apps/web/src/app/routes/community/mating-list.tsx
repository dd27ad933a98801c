import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { buildPath, can } from '@patili/domain/access';
import { IconList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PhoneFilters } from '../../../components/filters/phone-filters';
import { Page } from '../../../components/layout/page';
import { MatingDisclaimer } from '../../../features/mating/components/mating-disclaimer';
import { MatingFilters } from '../../../features/mating/components/mating-filters';
import { MatingListingList } from '../../../features/mating/components/mating-listing-list';
import { MATING_LIST_ADDRESS } from '../../../features/mating/utils/mating-list-address';
import { useCurrentUser } from '../../../lib/session';
import { useAddressState } from '../../../lib/use-address-state';

/**
 * Pet-mating listings: the title, links to my listings and to create one (for
 * owners), the responsible-mating disclaimer, species and city filters in the address, and a page
 * of active listings as cards linking to their detail.
 */
const MatingListScreen = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useAddressState(MATING_LIST_ADDRESS);
  const mayList = can(user, 'write:mating-listing:own');
  return (
    <Page size="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('mating:list.title')}
          </Title>
          <Text c="dimmed">{t('mating:list.description')}</Text>
        </Stack>
        {mayList ? (
          <Group gap="sm">
            <Button component={Link} to={buildPath('mating.mine')} variant="default" leftSection={<IconList size={16} />}>
              {t('mating:list.myListings')}
            </Button>
            <Button component={Link} to={buildPath('mating.new')} leftSection={<IconPlus size={16} />}>
              {t('mating:list.create')}
            </Button>
          </Group>
        ) : null}
      </Group>
      <MatingDisclaimer />
      <PhoneFilters activeCount={[params.species, params.city].filter((value) => value !== undefined).length}>
        <MatingFilters
          value={{ species: params.species, city: params.city }}
          onChange={(filters) => setParams({ species: filters.species, city: filters.city, page: 1 })}
        />
      </PhoneFilters>
      <MatingListingList params={params} onPage={(page) => setParams({ page })} />
    </Page>
  );
};

export default MatingListScreen;
