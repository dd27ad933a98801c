import { Group, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { StatusMessage } from '../../../components/feedback/status-message';
import { SectionCard } from '../../../components/layout/section-card';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useAlertSubscription } from '../api/get-alert-subscription';
import { useUpdateAlertSubscription } from '../api/update-alert-subscription';

/**
 * The lost-pet alert: off by default; on, a new lost report in the account's own city and
 * district arrives as a notification. Without a district it says so. In account settings it is a
 * card of its own; on the lost-and-found list (`compact`) one line above the reports, the same
 * setting.
 */
export const AlertSubscriptionCard = ({ compact = false }: { compact?: boolean }) => {
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

  const body: ReactNode = (
    <>
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
            description={compact ? t('lostfound:alerts.description') : undefined}
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
    </>
  );

  if (compact)
    return (
      <Paper withBorder radius="md" p="sm" data-testid="lostfound-alerts">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconBell size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={6}>{body}</Stack>
        </Group>
      </Paper>
    );
  return (
    <SectionCard
      title={t('lostfound:alerts.title')}
      description={t('lostfound:alerts.description')}
      headingId="lostfound-alerts"
      data-testid="lostfound-alerts"
    >
      {body}
    </SectionCard>
  );
};
