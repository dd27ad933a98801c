import { Alert } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The adoption policy (one of the legal pages): never for a fee; violators are banned for good. */
export const AdoptionPolicy = () => {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="orange"
      radius="lg"
      icon={<IconHeartHandshake size={20} />}
      title={t('adoption:policy.title')}
      role="note"
      data-testid="adoption-policy"
    >
      {t('adoption:policy.body')}
    </Alert>
  );
};
