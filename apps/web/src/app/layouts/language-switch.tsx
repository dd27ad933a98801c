import { SegmentedControl } from '@mantine/core';
import { isLocale } from '@patili/domain/i18n';
import { useTranslation } from 'react-i18next';

import { useSetLocale } from '../../features/accounts/api/set-locale';
import { useSession } from '../../lib/session';

/**
 * TR / EN switch. The choice is kept in the browser (and on the account when signed in, so
 * e-mails follow it); the document language follows it.
 */
export const LanguageSwitch = ({ fullWidth = false }: { fullWidth?: boolean }) => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const setLocale = useSetLocale();
  const change = (value: string) => {
    if (!isLocale(value)) return;
    void i18n.changeLanguage(value);
    if (user && user.locale !== value) setLocale.mutate({ locale: value });
  };
  return (
    <SegmentedControl
      size="xs"
      fullWidth={fullWidth}
      aria-label={t('common:language.label')}
      value={i18n.language}
      onChange={change}
      data={[
        { value: 'tr', label: 'TR' },
        { value: 'en', label: 'EN' },
      ]}
      data-testid="language-switch"
    />
  );
};
