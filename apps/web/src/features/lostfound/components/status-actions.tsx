import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Report } from '@patili/domain/lostfound';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
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
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={
          target === 'closed'
            ? t('lostfound:detail.confirmClosedTitle')
            : t('lostfound:detail.confirmReunitedTitle')
        }
        centered
      >
        <Stack gap="md">
          <Text>
            {target === 'closed'
              ? t('lostfound:detail.confirmClosedBody')
              : t('lostfound:detail.confirmReunitedBody')}
          </Text>
          {change.isError ? (
            <ErrorAlert
              message={errorMessage(change.error, t('lostfound:errorUpdatingReportStatus'))}
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setTarget(null)} disabled={change.isPending}>
              {t('lostfound:detail.cancel')}
            </Button>
            <Button
              color={target === 'closed' ? 'red' : 'green'}
              loading={change.isPending}
              onClick={() => void confirm()}
            >
              {t('lostfound:detail.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
