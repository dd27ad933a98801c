import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconFirstAidKit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { EmergencyRequestModal, type EmergencyPet } from './emergency-request-modal';

/**
 * On the public profile of a vet who lists the emergency specialization: "Acil durum talebi
 * gönder" and its form. The screen gives the owner's pets (they belong to the pets feature); an
 * owner without pets is offered to add one first.
 */
export const EmergencyRequestPrompt = ({
  vet,
  pets,
}: {
  vet: { id: string; name: string };
  pets:
    | { state: 'loading' }
    | { state: 'error'; retry: () => void }
    | { state: 'ready'; items: readonly EmergencyPet[] };
}) => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const ready = pets.state === 'ready' ? pets.items : null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconFirstAidKit size={20} />}
      title={t('emergencies:request.promptTitle')}
      data-testid="emergency-prompt"
    >
      <Stack gap="sm">
        <Text size="sm">{t('emergencies:request.promptBody', { name: vet.name })}</Text>
        {pets.state === 'loading' ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('emergencies:request.loadingPets')}
            </Text>
          </Group>
        ) : null}
        {pets.state === 'error' ? (
          <ErrorAlert message={t('emergencies:request.errorPets')} onRetry={pets.retry} />
        ) : null}
        {ready && ready.length === 0 ? (
          <Group gap="sm">
            <Text size="sm">{t('emergencies:request.noPets')}</Text>
            <Button
              component={Link}
              to={buildPath('owner.pets.new')}
              size="xs"
              variant="white"
              color="red"
            >
              {t('emergencies:request.addPet')}
            </Button>
          </Group>
        ) : null}
        {ready && ready.length > 0 ? (
          <Group>
            <Button
              color="red"
              leftSection={<IconFirstAidKit size={16} />}
              onClick={() => setOpened(true)}
            >
              {t('emergencies:request.open')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      {ready && ready.length > 0 ? (
        <EmergencyRequestModal
          opened={opened}
          onClose={() => setOpened(false)}
          vet={vet}
          pets={ready}
        />
      ) : null}
    </Alert>
  );
};
