import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Report } from '@patili/domain/lostfound';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { errorMessage } from '../../../lib/form';
import { useChangeReportStatus } from '../api/change-report-status';

type Target = 'reunited' | 'closed';

/**
 * The reporter's buttons while the report is active: mark it reunited or closed, each
 * after a confirmation; the updated report then replaces the view.
 */
export const StatusActions = ({ report }: { report: Report }) => {
  const { t } = useTranslation();
  const change = useChangeReportStatus();
  const [target, setTarget] = useState<Target | null>(null);

  const confirm = async () => {
    if (!target) return;
    try {
      await change.mutateAsync({ reportId: report.id, status: target });
      setTarget(null);
      notifications.show({ color: 'green', message: t('lostfound:detail.statusUpdated') });
    } catch {
      // The modal stays open with the error; the report is unchanged.
    }
  };

  return (
    <>
      <Group gap="sm">
        <Button
          color="green"
          leftSection={<IconCircleCheck size={18} />}
          onClick={() => {
            change.reset();
            setTarget('reunited');
          }}
        >
          {t('lostfound:detail.markReunited')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconCircleX size={18} />}
          onClick={() => {
            change.reset();
            setTarget('closed');
          }}
        >
          {t('lostfound:detail.markClosed')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={target !== null}
        title={
          target === 'closed'
            ? t('lostfound:detail.confirmClosedTitle')
            : t('lostfound:detail.confirmReunitedTitle')
        }
        body={
          target === 'closed'
            ? t('lostfound:detail.confirmClosedBody')
            : t('lostfound:detail.confirmReunitedBody')
        }
        confirmLabel={t('lostfound:detail.confirm')}
        cancelLabel={t('lostfound:detail.cancel')}
        color={target === 'closed' ? 'red' : 'green'}
        pending={change.isPending}
        error={
          change.isError ? errorMessage(change.error, t('lostfound:errorUpdatingReportStatus')) : null
        }
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      />
    </>
  );
};
