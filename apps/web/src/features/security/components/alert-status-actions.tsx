import { Button, Group } from '@mantine/core';
import type { SecurityAlert } from '@patili/domain/security';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage } from '../../../lib/form';
import { useUpdateAlertStatus } from '../api/update-alert-status';
import { alertActions, type AlertAction } from '../utils/alert-actions';

/**
 * The alert's status buttons, each asking first: the move is written to the action log
 * and a resolved or false-positive alert is closed for good (a repeat of its event opens a new one).
 */
export const AlertStatusActions = ({ alert }: { alert: SecurityAlert }) => {
  const { t } = useTranslation();
  const update = useUpdateAlertStatus();
  const [asking, setAsking] = useState<AlertAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const confirm = async () => {
    if (!asking) return;
    setFailure(null);
    try {
      const updated = await update.mutateAsync({ alertId: alert.id, status: asking.status });
      setAsking(null);
      setDone(t('security:page.actions.saved', { status: t(`security:statuses.${updated.status}`) }));
    } catch (error) {
      setFailure(errorMessage(error, t('security:page.actions.failed')));
    }
  };

  return (
    <>
      <Group gap="xs" data-testid="security-status-actions">
        {alertActions(alert.status).map((action) => (
          <Button
            key={action.status}
            size="sm"
            variant="light"
            color={action.color}
            disabled={!action.allowed}
            onClick={() => {
              setFailure(null);
              setDone(null);
              setAsking(action);
            }}
          >
            {t(action.labelKey)}
          </Button>
        ))}
      </Group>
      {done ? <StatusMessage tone="success">{done}</StatusMessage> : null}
      <ConfirmDialog
        opened={asking !== null}
        title={asking ? t(`security:page.actions.confirm.${asking.status}.title`) : ''}
        body={
          asking
            ? t(`security:page.actions.confirm.${asking.status}.body`, {
                type: t(`security:types.${alert.type}`),
                source: alert.source,
              })
            : ''
        }
        confirmLabel={asking ? t(asking.labelKey) : ''}
        cancelLabel={t('security:page.actions.cancel')}
        color={asking?.color}
        pending={update.isPending}
        error={failure}
        onConfirm={() => void confirm()}
        onClose={() => {
          setAsking(null);
          setFailure(null);
        }}
      />
    </>
  );
};
