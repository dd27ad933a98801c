import { Button, Paper, Skeleton, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
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

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { errorMessage } from '../../../lib/form';
import { useAcknowledgeEmergency } from '../api/acknowledge-emergency';
import { useCannotHelpEmergency } from '../api/cannot-help-emergency';
import { useEmergencies } from '../api/list-emergencies';
import { useResolveEmergency } from '../api/resolve-emergency';
import { AnswerEmergencyModal } from './answer-emergency-modal';
import { EmergencyCard } from './emergency-card';
import { EmergencyPagination } from './emergency-pagination';

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
 * The vet's emergency requests (spec §2 /veterinarian/emergency, §4): tabs for every status,
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
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="emergencies-empty">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={48} radius={48} variant="light" color="gray" aria-hidden>
            <IconFirstAidKit size={26} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {t('emergencies:vet.emptyTitle')}
          </Title>
          <Text c="dimmed" maw={440}>
            {t('emergencies:vet.emptyBody')}
          </Text>
        </Stack>
      </Paper>
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
        <EmergencyPagination
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
      <Tabs.List
        aria-label={t('emergencies:vet.tabsLabel')}
        mb="lg"
        style={{
          flexWrap: 'nowrap',
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollbarWidth: 'thin',
        }}
      >
        {TABS.map((value) => (
          <Tabs.Tab key={value} value={value} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {t(`emergencies:vet.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
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
