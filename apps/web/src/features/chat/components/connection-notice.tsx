import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A line while the live connection is down: new messages show once it is back (and are not lost). */
export const ConnectionNotice = () => {
  const { t } = useTranslation();
  return (
    <Group gap={8} px="sm" py={4} bg="yellow.0" role="status" data-testid="chat-reconnecting">
      <Loader size={12} color="yellow.8" />
      <Text size="xs" c="yellow.9">
        {t('chat:realtime.reconnecting')}
      </Text>
    </Group>
  );
};
