import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconLayoutGrid, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Page } from '../../../components/layout/page';
import { MyMatingListings } from '../../../features/mating/components/my-mating-listings';

/** The owner's mating listings with the live toggle, edit and delete. */
const MatingMyListingsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('mating:mine.title')}
          </Title>
          <Text c="dimmed">{t('mating:mine.description')}</Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={buildPath('mating')} variant="default" leftSection={<IconLayoutGrid size={16} />}>
            {t('mating:mine.allListings')}
          </Button>
          <Button component={Link} to={buildPath('mating.new')} leftSection={<IconPlus size={16} />}>
            {t('mating:mine.create')}
          </Button>
        </Group>
      </Group>
      <MyMatingListings />
    </Page>
  );
};

export default MatingMyListingsScreen;
