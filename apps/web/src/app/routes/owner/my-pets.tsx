import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Page } from '../../../components/layout/page';
import { ReminderSettingsSwitch } from '../../../features/patients/components/reminder-settings-switch';
import { PetGrid } from '../../../features/pets/components/pet-grid';

/** My pets: the card grid with edit and delete, the add button, and the vaccine reminders' e-mail switch. */
const MyPetsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('pets:list.title')}
          </Title>
          <Text c="dimmed">{t('pets:list.description')}</Text>
        </Stack>
        <Button component={Link} to={buildPath('owner.pets.new')} leftSection={<IconPlus size={16} />}>
          {t('pets:list.add')}
        </Button>
      </Group>
      <PetGrid />
      <ReminderSettingsSwitch />
    </Page>
  );
};

export default MyPetsScreen;
