import { Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  EMERGENCY_PAGE_SIZE,
  EMERGENCY_STATUSES,
  type EmergencyAction,
  type EmergencyStatus,
  type EmergencyView,
} from '@patili/domain/emergencies';
import { IconCheck, IconCircleCheck, IconFirstAidKit, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { StatusTabsList } from '../../../components/layout/status-tabs-list';
import { errorMessage } from '../../../lib/form';
import { useAcknowledgeEmergency } from '../api/acknowledge-emergency';
import { useCannotHelpEmergency } from '../api/cannot-help-emergency';
import { useEmergencies } from '../api/list-emergencies';
import { useResolveEmergency } from '../api/resolve-emergency';
import { AnswerEmergencyModal } from './answer-emergency-modal';
import { EmergencyCard } from './emergency-card';

type Tab = 'all' | EmergencyStatus;
const TABS: readonly Tab[] = ['all', ...EMERGENCY_STATUSES];

const ACTION_ICONS = {
  acknowledge: IconCheck,
  cannot_help: IconX,
  resolve: IconCircleCheck,
} as const;

/** Placeholder cards while the list loads. */
const Loading = ({ label }: { label: string }) => (
  <Stack gap="md" role="status" aria-label={label}>
    {[0, 1].map((index) => (
      <Skeleton key={index} h={160} radius="lg" />
    ))}
  </Stack>
);

/**
 * The vet's emergency requests (/veterinarian/emergency): tabs for every status,
 * newest first, paged on the server. A pending request is acknowledged or declined ("cannot
 * help"), an acknowledged one resolved, each after a confirmation with an optional note for the
 * owner; the server's machine decides what is allowed and says why when it is not.
 */
export const VetEmergencyRequests = () => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const list = useEmergencies({
    status: tab === 'all' ? undefined : tab,
    page,
    pageSize: EMERGENCY_PAGE_SIZE,
  });
  const acknowledge = useAcknowledgeEmergency();
  const cannotHelp = useCannotHelpEmergency();
  const resolve = useResolveEmergency();
  const mutations = { acknowledge, cannot_help: cannotHelp, resolve } as const;
  const [answering, setAnswering] = useState<{
    request: EmergencyView;
    action: EmergencyAction;
  } | null>(null);
  const current = answering ? mutations[answering.action] : null;

  const close = () => {
    acknowledge.reset();
    cannotHelp.reset();
    resolve.reset();
    setAnswering(null);
  };

  let body;
  if (list.isPending) body = <Loading label={t('emergencies:vet.loading')} />;
  else if (list.isError)
    body = (
      <ErrorAlert message={t('emergencies:errorFetching')} onRetry={() => void list.refetch()} />
    );
  else if (list.data.total === 0)
    body = (
      <EmptyState
        icon={<IconFirstAidKit size={26} />}
        title={t('emergencies:vet.emptyTitle')}
        body={t('emergencies:vet.emptyBody')}
        testId="emergencies-empty"
      />
    );
  else
    body = (
      <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.data.items.map((request) => (
          <EmergencyCard
            key={request.id}
            request={request}
            actions={request.actions.map((action) => {
              const Icon = ACTION_ICONS[action];
              return (
                <Button
                  key={action}
                  size="xs"
                  variant={action === 'cannot_help' ? 'outline' : 'filled'}
                  color={
                    action === 'cannot_help' ? 'red' : action === 'acknowledge' ? 'teal' : 'indigo'
                  }
                  leftSection={<Icon size={14} />}
                  onClick={() => setAnswering({ request, action })}
                >
                  {t(`emergencies:vet.actions.${action}`)}
                </Button>
              );
            })}
          />
        ))}
        <ListPagination
          label={t('emergencies:pagination')}
          size="sm"
          total={list.data.total}
          pageSize={EMERGENCY_PAGE_SIZE}
          page={page}
          onChange={setPage}
        />
      </Stack>
    );

  return (
    <Tabs
      value={tab}
      onChange={(next) => {
        setTab(TABS.find((value) => value === next) ?? 'all');
        setPage(1);
      }}
      keepMounted={false}
    >
      <StatusTabsList
        label={t('emergencies:vet.tabsLabel')}
        tabs={TABS.map((value) => ({ value, label: t(`emergencies:vet.tabs.${value}`) }))}
      />
      {body}
      <AnswerEmergencyModal
        action={answering?.action ?? null}
        ownerName={answering?.request.owner.name ?? ''}
        pending={current?.isPending ?? false}
        error={
          current?.isError
            ? errorMessage(current.error, t('emergencies:errorUpdatingStatus'))
            : null
        }
        onClose={close}
        onConfirm={(note) => {
          if (!answering || !current) return;
          const { action, request } = answering;
          current.mutate(
            { requestId: request.id, note },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'green',
                  message: t(`emergencies:vet.done.${action}`),
                });
                close();
              },
            },
          );
        }}
      />
    </Tabs>
  );
};
