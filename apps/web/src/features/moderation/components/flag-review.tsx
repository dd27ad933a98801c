import {
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { buildPath } from '@patili/domain/access';
import {
  flagActionInputSchema,
  WARNING_MAX,
  type FlaggedItemDetail,
} from '@patili/domain/moderation';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { errorMessage } from '../../../lib/form';
import { formatIstanbulMoment } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useActOnFlag } from '../api/act-on-flag';
import { useDeleteForumContent } from '../api/delete-forum-content';
import { useFlaggedItem, type FlaggedItemRef } from '../api/get-flagged-item';
import { FlagKindBadge, FlagStatusBadge, reasonLabel } from './flag-labels';

type Action = 'dismiss' | 'warn' | 'suspend' | 'delete';

const DONE = {
  dismiss: 'moderation:done.dismissed',
  warn: 'moderation:done.warned',
  suspend: 'moderation:done.suspended',
  delete: 'moderation:done.deleted',
} as const;

/** The context of the content: the forum thread (opens in a new tab) or the conversation's subject and members. */
const ContextLine = ({ detail }: { detail: FlaggedItemDetail }) => {
  const { t } = useTranslation();
  const { context } = detail;
  if (context.kind === 'forum') {
    return (
      <Stack gap={4}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('moderation:review.postTitle', { title: context.postTitle })}
        </Text>
        <Anchor
          href={`#${buildPath('forum.post', { postId: context.postId })}`}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
        >
          <Group gap={4} component="span" wrap="nowrap">
            {t('moderation:review.openPost')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    );
  }
  const [first = '', second = ''] = context.members;
  const kindLabel = t(`chat:kind.${context.conversationKind}`, {
    defaultValue: context.conversationKind,
  });
  return (
    <Stack gap={4}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('moderation:review.conversation', {
          subject: context.subject ? `${kindLabel} — ${context.subject}` : kindLabel,
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('moderation:review.between', { first, second })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('moderation:review.privacyNote')}
      </Text>
    </Stack>
  );
};

/**
 * The review of one reported item (a modal with dismiss flag, warn user and suspend user):
 * the content whole, as text, with its author, context and reports; the
 * actions, each confirmed in a dialog of its own (the review closes meanwhile and comes back on
 * cancel, with the warning text as it was typed).
 */
export const FlagReview = ({
  item,
  onClose,
}: {
  item: FlaggedItemRef | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const query = useFlaggedItem(item);
  const act = useActOnFlag();
  const remove = useDeleteForumContent();
  // Keyed by the item (flag-queue.tsx): each review starts from the default warning.
  const [warning, setWarning] = useState(() => t('moderation:review.warningDefault'));
  const [warningError, setWarningError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);

  const detail = query.data;
  const authorName = detail?.author?.name ?? t('moderation:review.deletedUser');
  const open = detail?.status === 'open';
  const canSuspend = detail?.author ? !detail.author.isAdmin : false;
  const isForum = item?.kind === 'forum_post' || item?.kind === 'forum_reply';

  const ask = (action: Action) => {
    act.reset();
    remove.reset();
    if (action === 'warn') {
      const parsed = flagActionInputSchema.safeParse({ action: 'warn', message: warning });
      if (!parsed.success) {
        setWarningError(
          t(parsed.error.issues[0]?.message ?? 'moderation:validation.warningRequired'),
        );
        return;
      }
    }
    setWarningError(null);
    setConfirming(action);
  };

  const finish = (action: Action) => {
    notifications.show({ color: 'teal', message: t(DONE[action]) });
    setConfirming(null);
    onClose();
  };

  const confirm = () => {
    if (!item || !confirming) return;
    const action = confirming;
    if (action === 'delete') {
      remove.mutate(item, { onSuccess: () => finish(action) });
      return;
    }
    const input = action === 'warn' ? { action, message: warning } : { action };
    act.mutate({ ...item, input }, { onSuccess: () => finish(action) });
  };

  const pending = act.isPending || remove.isPending;
  const failure = act.error ?? remove.error;
  const confirmText = confirming
    ? {
        dismiss: {
          title: t('moderation:confirm.dismissTitle'),
          body: t('moderation:confirm.dismissBody'),
          color: 'gray',
        },
        warn: {
          title: t('moderation:confirm.warnTitle'),
          body: t('moderation:confirm.warnBody', { name: authorName }),
          color: 'orange',
        },
        suspend: {
          title: t('moderation:confirm.suspendTitle'),
          body: t('moderation:confirm.suspendBody', { name: authorName }),
          color: 'red',
        },
        delete: {
          title: t('moderation:confirm.deleteTitle'),
          body: t('moderation:confirm.deleteBody'),
          color: 'red',
        },
      }[confirming]
    : null;

  return (
    <>
      <Modal
        opened={item !== null && confirming === null}
        onClose={onClose}
        title={t('moderation:review.title')}
        size="lg"
        centered
        radius="lg"
      >
        {query.isPending ? (
          <LoadingScreen label={t('moderation:review.loading')} fullHeight={false} />
        ) : query.isError ? (
          <ErrorAlert
            message={errorMessage(query.error, t('moderation:errors.actionFailed'))}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Stack gap="md" data-testid="flag-review-modal">
            <Group gap="xs">
              <FlagKindBadge kind={query.data.kind} />
              <FlagStatusBadge status={query.data.status} />
            </Group>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('moderation:review.content')}
              </Title>
              <Paper withBorder p="sm" radius="md" bg="gray.0">
                <Text
                  size="sm"
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  data-testid="flag-content"
                >
                  {query.data.content}
                </Text>
                {query.data.attachmentCount > 0 ? (
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('moderation:review.attachments', { count: query.data.attachmentCount })}
                  </Text>
                ) : null}
              </Paper>
              <Text size="xs" c="dimmed">
                {formatIstanbulMoment(query.data.createdAt, locale)}
              </Text>
            </Stack>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t('moderation:review.author')}:
              </Text>
              <Text size="sm">{authorName}</Text>
              {query.data.author?.isAdmin ? (
                <Badge size="xs" color="grape" variant="light" tt="none">
                  {t('moderation:review.authorAdmin')}
                </Badge>
              ) : null}
              {query.data.author && !query.data.author.isActive ? (
                <Badge size="xs" color="red" variant="light" tt="none">
                  {t('moderation:review.authorSuspended')}
                </Badge>
              ) : null}
            </Group>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('moderation:review.context')}
              </Title>
              <ContextLine detail={query.data} />
            </Stack>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('moderation:review.reports')}
              </Title>
              <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {query.data.reports.map((report) => (
                  <li key={report.id}>
                    <Text size="sm">
                      {t('moderation:review.reportLine', {
                        name: report.reporterName,
                        date: formatIstanbulMoment(report.createdAt, locale),
                        reason: reasonLabel(t, query.data.kind, report.reason),
                      })}
                    </Text>
                    <Text
                      size="xs"
                      c="dimmed"
                      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {report.note ?? t('moderation:review.noNote')}
                    </Text>
                    {report.resolution && report.reviewedAt ? (
                      <Text size="xs" c="dimmed">
                        {t('moderation:review.reviewed', {
                          name: report.reviewedByName ?? t('moderation:review.someAdmin'),
                          date: formatIstanbulMoment(report.reviewedAt, locale),
                          resolution: t(`moderation:resolution.${report.resolution}`),
                        })}
                      </Text>
                    ) : null}
                  </li>
                ))}
              </Stack>
            </Stack>
            <Divider />
            {open ? (
              <Stack gap="sm">
                <Textarea
                  label={t('moderation:review.warningLabel')}
                  description={t('moderation:review.warningHint')}
                  value={warning}
                  onChange={(event) => setWarning(event.currentTarget.value)}
                  error={warningError}
                  maxLength={WARNING_MAX}
                  autosize
                  minRows={3}
                  maxRows={8}
                  disabled={!query.data.author}
                  data-testid="flag-warning"
                />
                {query.data.author?.isAdmin ? (
                  <Text size="sm" c="dimmed">
                    {t('moderation:review.protectedAuthor')}
                  </Text>
                ) : null}
                <Group
                  gap="sm"
                  justify="flex-end"
                  role="group"
                  aria-label={t('moderation:review.actionsLabel')}
                >
                  <Button
                    variant="default"
                    onClick={() => ask('dismiss')}
                    data-testid="flag-dismiss"
                  >
                    {t('moderation:review.dismiss')}
                  </Button>
                  <Button
                    color="orange"
                    onClick={() => ask('warn')}
                    disabled={!query.data.author}
                    data-testid="flag-warn"
                  >
                    {t('moderation:review.warn')}
                  </Button>
                  <Button
                    color="red"
                    onClick={() => ask('suspend')}
                    disabled={!canSuspend}
                    data-testid="flag-suspend"
                  >
                    {t('moderation:review.suspend')}
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('moderation:review.closed')}
              </Text>
            )}
            <Group justify="space-between" gap="sm">
              {isForum ? (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => ask('delete')}
                  data-testid="flag-delete"
                >
                  {t('moderation:review.delete')}
                </Button>
              ) : (
                <span />
              )}
              <Button variant="default" onClick={onClose}>
                {t('moderation:review.close')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <ConfirmDialog
        opened={confirmText !== null}
        title={confirmText?.title ?? ''}
        body={confirmText?.body ?? ''}
        color={confirmText?.color ?? 'teal'}
        confirmLabel={t('moderation:confirm.confirm')}
        cancelLabel={t('moderation:confirm.cancel')}
        pending={pending}
        error={failure ? errorMessage(failure, t('moderation:errors.actionFailed')) : null}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </>
  );
};
