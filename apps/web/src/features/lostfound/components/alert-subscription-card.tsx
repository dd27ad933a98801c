import { Skeleton, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { StatusMessage } from '../../../components/feedback/status-message';
import { SectionCard } from '../../../components/layout/section-card';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useAlertSubscription } from '../api/get-alert-subscription';
import { useUpdateAlertSubscription } from '../api/update-alert-subscription';

/**
 * The lost-pet alert of account settings: off by default; on, a new lost report in the
 * account's own city and district arrives as a notification. Without a district it says so.
 */
export const AlertSubscriptionCard = () => {
  const { t } = useTranslation();
  const subscription = useAlertSubscription();
  const update = useUpdateAlertSubscription();
  const { message, show: showMessage } = useTimedMessage(4000);

  const toggle = async (enabled: boolean) => {
    try {
      await update.mutateAsync({ enabled });
      showMessage('success', t('lostfound:alerts.saved'));
    } catch {
      showMessage('error', t('lostfound:alerts.error'));
    }
  };

  return (
    <SectionCard
      title={t('lostfound:alerts.title')}
      description={t('lostfound:alerts.description')}
      headingId="lostfound-alerts"
      data-testid="lostfound-alerts"
    >
      {subscription.isPending ? (
        <Skeleton height={24} width={260} />
      ) : subscription.isError ? (
        <ErrorAlert
          message={t('lostfound:alerts.loadError')}
          onRetry={() => void subscription.refetch()}
        />
      ) : (
        <>
          <Switch
            label={t('lostfound:alerts.switch')}
            checked={subscription.data.enabled}
            disabled={update.isPending}
            onChange={(event) => void toggle(event.currentTarget.checked)}
          />
          {!subscription.data.hasLocation ? (
            <Text size="sm" c="dimmed">
              {t('lostfound:alerts.needsLocation')}
            </Text>
          ) : null}
        </>
      )}
      {message ? <StatusMessage tone={message.tone}>{message.text}</StatusMessage> : null}
    </SectionCard>
  );
};
