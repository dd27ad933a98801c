import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { formatIstanbulMoment } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

/**
 * Says, while it holds, that the server has seen requests forwarded by a proxy it does not trust
 * (TRUST_PROXY off): every visitor then shares the proxy's address and the address-based
 * detectors are paused. Nothing when `since` is null.
 */
export const UntrustedProxyNotice = ({ since }: { since: string | null | undefined }) => {
  const { t } = useTranslation();
  if (!since) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('security:page.untrustedProxy.title')}
      data-testid="untrusted-proxy-notice"
    >
      {t('security:page.untrustedProxy.body', { since: formatIstanbulMoment(since, currentLocale()) })}
    </Alert>
  );
};
