import { Alert, Button, Group, Text } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown when the owner has no city yet: distances need one, set in account settings. */
export const LocationPrompt = () => {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" icon={<IconMapPin size={18} />} title={t('discovery:location.promptTitle')} data-testid="location-prompt">
      <Group justify="space-between" gap="sm">
        <Text size="sm" style={{ flex: '1 1 260px' }}>
          {t('discovery:location.promptBody')}
        </Text>
        <Button component={Link} to={buildPath('accountSettings')} size="xs" variant="white">
          {t('discovery:location.promptAction')}
        </Button>
      </Group>
    </Alert>
  );
};
