import { Alert, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The responsible-mating disclaimer of the list. */
export const MatingDisclaimer = () => {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      icon={<IconHeartHandshake size={20} />}
      title={t('mating:list.disclaimerTitle')}
      data-testid="mating-disclaimer"
    >
      <Text size="sm">{t('mating:list.disclaimer')}</Text>
    </Alert>
  );
};
