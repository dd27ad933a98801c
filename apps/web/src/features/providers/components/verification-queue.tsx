import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PROVIDER_ROLES, type ProviderRole } from '@patili/domain/access';
import {
  rejectVerificationInputSchema,
  VERIFICATION_QUEUE_STATUSES,
  VERIFICATION_REJECTION_REASON_MAX,
  type VerificationQueueItem,
  type VerificationQueueStatus,
} from '@patili/domain/providers';
import { IconCheck, IconDownload, IconFileCertificate, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusTabsList } from '../../../components/layout/status-tabs-list';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, useSchemaForm } from '../../../lib/form';
import { formatIstanbulMoment } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import {
  isStaleDecision,
  useApproveVerification,
  useRejectVerification,
} from '../api/decide-verification';
import { useVerificationQueue } from '../api/list-verification-queue';

/** A pending file the admin is deciding on; only these carry the `submittedAt` a decision names. */
type Deciding = {
  action: 'approve' | 'reject';
  item: VerificationQueueItem & { submittedAt: string };
};

const rejectReasonSchema = rejectVerificationInputSchema.pick({ reason: true });

/**
 * What a failed decision shows in its dialog: nothing for a stale file (the queue shows a toast
 * and refetches) or for a reason the server refused (shown under the field), else the message.
 */
const dialogFailure = (error: unknown, fallback: string) => {
  if (error === null || isStaleDecision(error)) return null;
  if (error instanceof ApiError && error.fields.reason) return null;
  return errorMessage(error, fallback);
};

/** The provider: name, e-mail and kind. */
const ProviderCell = ({ item }: { item: VerificationQueueItem }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" fw={600}>
        {item.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {item.email}
      </Text>
      <Badge size="sm" variant="light" tt="none">
        {t(`common:roles.${item.kind}`)}
      </Badge>
    </Stack>
  );
};

/** When the file was sent and decided (by whom), and the reason of a rejection. */
const DatesCell = ({ item }: { item: VerificationQueueItem }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const at = (value: string) => formatIstanbulMoment(value, locale);
  return (
    <Stack gap={2}>
      {item.submittedAt ? (
        <Text size="sm">
          {t('providers:verification.admin.submittedAt', { date: at(item.submittedAt) })}
        </Text>
      ) : null}
      {item.status !== 'pending' && item.decidedAt ? (
        <Text size="xs" c="dimmed">
          {item.decidedByName
            ? t('providers:verification.admin.decidedBy', {
                name: item.decidedByName,
                date: at(item.decidedAt),
              })
            : t('providers:verification.admin.decidedAt', { date: at(item.decidedAt) })}
        </Text>
      ) : null}
      {item.status === 'rejected' && item.rejectionReason ? (
        <Text size="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {t('providers:verification.reason', { reason: item.rejectionReason })}
        </Text>
      ) : null}
    </Stack>
  );
};

/** Each document of the provider's kind: its name, whether it is required, and its download or "Yüklenmedi". */
const DocumentsCell = ({ item }: { item: VerificationQueueItem }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {item.documents.map((document) => {
        const name = t(`providers:verification.documents.${document.kind}`);
        return (
          <Stack
            key={document.kind}
            gap={0}
            component="li"
            data-testid={`document-${document.kind}`}
          >
            <Text size="sm" fw={500}>
              {name}{' '}
              <Text span size="xs" c="dimmed">
                (
                {t(
                  document.required
                    ? 'providers:verification.required'
                    : 'providers:verification.optional',
                )}
                )
              </Text>
            </Text>
            {document.file ? (
              <Group gap={6} wrap="nowrap">
                {/* Served as an attachment: the link downloads rather than opens. */}
                <Anchor
                  href={document.file.url}
                  download={document.file.name}
                  size="sm"
                  aria-label={`${t('providers:verification.download')}: ${name}`}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  <Group gap={4} wrap="nowrap" component="span">
                    <IconDownload size={14} aria-hidden />
                    {t('providers:verification.download')}
                  </Group>
                </Anchor>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {document.file.name}
                </Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('providers:verification.admin.missing')}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
};

/** Asks before an approval. */
const ApproveDialog = ({
  deciding,
  onClose,
  onStale,
}: {
  deciding: Deciding | null;
  onClose: () => void;
  onStale: (error: unknown) => void;
}) => {
  const { t } = useTranslation();
  const approve = useApproveVerification();
  const close = () => {
    approve.reset();
    onClose();
  };
  const confirm = () => {
    if (!deciding) return;
    const { userId, submittedAt, name } = deciding.item;
    approve.mutate(
      { userId, submittedAt },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('providers:verification.admin.approved', { name }),
          });
          close();
        },
        onError: (error) => {
          if (!isStaleDecision(error)) return;
          onStale(error);
          close();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened={deciding !== null}
      title={t('providers:verification.admin.approveTitle')}
      body={t('providers:verification.admin.approveBody', { name: deciding?.item.name ?? '' })}
      confirmLabel={t('providers:verification.admin.approve')}
      cancelLabel={t('common:actions.cancel')}
      color="teal"
      pending={approve.isPending}
      error={dialogFailure(approve.error, t('providers:verification.admin.decisionFailed'))}
      onConfirm={confirm}
      onClose={close}
      confirmTestId="verification-approve-confirm"
    />
  );
};

/** Asks for the reason of a rejection (checked by the domain schema, then by the server). */
const RejectDialog = ({
  deciding,
  onClose,
  onStale,
}: {
  deciding: Deciding | null;
  onClose: () => void;
  onStale: (error: unknown) => void;
}) => {
  const { t } = useTranslation();
  const reject = useRejectVerification();
  const form = useSchemaForm<{ reason: string }>(rejectReasonSchema, {
    initialValues: { reason: '' },
  });
  const close = () => {
    form.reset();
    reject.reset();
    onClose();
  };
  const confirm = () => {
    if (!deciding || form.validate().hasErrors) return;
    const { userId, submittedAt, name } = deciding.item;
    reject.mutate(
      { userId, submittedAt, reason: form.values.reason.trim() },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('providers:verification.admin.rejected', { name }),
          });
          close();
        },
        onError: (error) => {
          if (isStaleDecision(error)) {
            onStale(error);
            close();
          } else if (error instanceof ApiError && error.fields.reason) {
            form.setFieldError('reason', error.fields.reason);
          }
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened={deciding !== null}
      title={t('providers:verification.admin.rejectTitle')}
      body={t('providers:verification.admin.rejectBody', { name: deciding?.item.name ?? '' })}
      confirmLabel={t('providers:verification.admin.reject')}
      cancelLabel={t('common:actions.cancel')}
      color="red"
      pending={reject.isPending}
      error={dialogFailure(reject.error, t('providers:verification.admin.decisionFailed'))}
      onConfirm={confirm}
      onClose={close}
      confirmTestId="verification-reject-confirm"
    >
      <Textarea
        label={t('providers:verification.admin.reasonLabel')}
        description={t('providers:verification.admin.reasonHint')}
        maxLength={VERIFICATION_REJECTION_REASON_MAX}
        withAsterisk
        autosize
        minRows={3}
        maxRows={8}
        data-autofocus
        data-testid="verification-reject-reason"
        {...form.getInputProps('reason')}
      />
    </ConfirmDialog>
  );
};

/** The approve and reject buttons of a pending file. */
const DecisionButtons = ({
  item,
  onDecide,
}: {
  item: VerificationQueueItem;
  onDecide: (deciding: Deciding) => void;
}) => {
  const { t } = useTranslation();
  const { submittedAt } = item;
  if (item.status !== 'pending' || submittedAt === null) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        color="teal"
        leftSection={<IconCheck size={14} />}
        onClick={() => onDecide({ action: 'approve', item: { ...item, submittedAt } })}
      >
        {t('providers:verification.admin.approve')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red"
        leftSection={<IconX size={14} />}
        onClick={() => onDecide({ action: 'reject', item: { ...item, submittedAt } })}
      >
        {t('providers:verification.admin.reject')}
      </Button>
    </Group>
  );
};

/**
 * One status of the queue, a page at a time: a table, or on a phone (below `sm`) one card per
 * provider, so no document is scrolled off to the side; the dialogs of the pending ones.
 */
const QueueList = ({
  status,
  kind,
}: {
  status: VerificationQueueStatus;
  kind: ProviderRole | null;
}) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useVerificationQueue({ status, kind, page });
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const label = t(`providers:verification.admin.tabs.${status}`);

  const close = () => setDeciding(null);
  const stale = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('providers:verification.admin.decisionFailed'),
      message: errorMessage(error, t('providers:verification.admin.decisionFailed')),
    });

  if (query.isPending) return <LoadingScreen label={t('common:loading')} fullHeight={false} />;
  if (query.isError)
    return (
      <ErrorAlert
        message={t('providers:verification.admin.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  const { items, total, pageSize } = query.data;
  if (items.length === 0)
    return (
      <EmptyState
        icon={<IconFileCertificate size={26} />}
        body={t(`providers:verification.admin.empty.${status}`)}
        testId={`verification-empty-${status}`}
      />
    );

  const columns: DataTableColumn<VerificationQueueItem>[] = [
    {
      key: 'provider',
      header: t('providers:verification.admin.columns.provider'),
      cell: (item) => <ProviderCell item={item} />,
      minWidth: 200,
    },
    {
      key: 'dates',
      header: t('providers:verification.admin.columns.dates'),
      cell: (item) => <DatesCell item={item} />,
      minWidth: 200,
    },
    {
      key: 'documents',
      header: t('providers:verification.admin.columns.documents'),
      cell: (item) => <DocumentsCell item={item} />,
      minWidth: 240,
    },
    ...(status === 'pending'
      ? [
          {
            key: 'actions',
            header: t('providers:verification.admin.columns.actions'),
            cell: (item: VerificationQueueItem) => (
              <DecisionButtons item={item} onDecide={setDeciding} />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Box visibleFrom="sm">
        <DataTable
          label={label}
          query={query}
          columns={columns}
          rowKey={(item) => item.userId}
          page={page}
          onPageChange={setPage}
          minWidth={status === 'pending' ? 840 : 660}
          testId={`verification-${status}`}
        />
      </Box>
      <Stack gap="md" hiddenFrom="sm">
        <Stack
          component="ul"
          aria-label={label}
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          {items.map((item) => (
            <Paper key={item.userId} component="li" withBorder radius="lg" p="sm">
              <Stack gap="sm">
                <ProviderCell item={item} />
                <DatesCell item={item} />
                <DocumentsCell item={item} />
                <DecisionButtons item={item} onDecide={setDeciding} />
              </Stack>
            </Paper>
          ))}
        </Stack>
        <ListPagination
          label={label}
          total={total}
          pageSize={pageSize}
          page={page}
          onChange={setPage}
          size="sm"
        />
      </Stack>
      <ApproveDialog
        deciding={deciding?.action === 'approve' ? deciding : null}
        onClose={close}
        onStale={stale}
      />
      <RejectDialog
        key={deciding?.action === 'reject' ? `reject-${deciding.item.userId}` : 'closed'}
        deciding={deciding?.action === 'reject' ? deciding : null}
        onClose={close}
        onStale={stale}
      />
    </>
  );
};

/**
 * The admin's provider-verification queue: pending, approved and rejected files as tabs, filtered
 * by provider kind, each provider with their documents to download; a pending file is approved
 * after a confirmation or rejected with a reason the provider reads. A file that changed or was
 * decided meanwhile is refused with the server's message, and the list refetches.
 */
export const VerificationQueue = () => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<VerificationQueueStatus>('pending');
  const [kind, setKind] = useState<ProviderRole | null>(null);
  return (
    <Stack gap="md">
      <Select
        label={t('providers:verification.admin.kindFilter')}
        data={[
          { value: 'all', label: t('providers:verification.admin.allKinds') },
          ...PROVIDER_ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) })),
        ]}
        value={kind ?? 'all'}
        allowDeselect={false}
        onChange={(value) => setKind(PROVIDER_ROLES.find((role) => role === value) ?? null)}
        w={{ base: '100%', xs: 240 }}
        data-testid="verification-kind-filter"
      />
      <Tabs
        value={status}
        onChange={(value) => {
          const next = VERIFICATION_QUEUE_STATUSES.find((queue) => queue === value);
          if (next) setStatus(next);
        }}
        keepMounted={false}
      >
        <StatusTabsList
          label={t('providers:verification.admin.tabsLabel')}
          tabs={VERIFICATION_QUEUE_STATUSES.map((queue) => ({
            value: queue,
            label: t(`providers:verification.admin.tabs.${queue}`),
          }))}
        />
        {VERIFICATION_QUEUE_STATUSES.map((queue) => (
          <Tabs.Panel key={queue} value={queue}>
            {/* A new kind starts again from the first page. */}
            <QueueList key={kind ?? 'all'} status={queue} kind={kind} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
};
