import { Alert } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Meet in public, never pay in advance, check ownership : the security warning. */
export const SecurityWarning = () => {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconShieldCheck size={20} />}
      title={t('lostfound:security.title')}
    >
      {t('lostfound:security.body')}
    </Alert>
  );
};
