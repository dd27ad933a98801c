import {
  Avatar,
  Badge,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { ConversationSummary } from '@patili/domain/chat';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { errorMessage } from '../../../lib/form';
import { initialsOf } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useConversations } from '../api/list-conversations';
import { chatPath, listTimeOf } from '../utils/chat-format';
import { SubjectKindIcon } from './subject-kind-icon';

/** The badge shows up to this many; more reads `99+`. */
const BADGE_MAX = 99;

const ListLoading = ({ label, compact }: { label: string; compact: boolean }) => (
  <Stack gap="xs" role="status" aria-label={label}>
    {[0, 1, 2, 3].map((index) => (
      <Card key={index} withBorder radius="md" padding={compact ? 'sm' : 'md'}>
        <Group gap="sm" wrap="nowrap">
          <Skeleton circle h={44} w={44} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={14} w="40%" />
            <Skeleton h={12} w="75%" />
          </Stack>
        </Group>
      </Card>
    ))}
  </Stack>
);

/** What the last message says: its text (yours marked), or a photo. */
const lastMessageText = (
  t: (key: string, options?: Record<string, unknown>) => string,
  item: ConversationSummary,
  userId: string,
): string => {
  const last = item.lastMessage;
  if (!last) return t('chat:list.noMessages');
  const text = last.text.trim() ? last.text.replace(/\s+/g, ' ') : t('chat:list.photo');
  return last.senderId === userId ? t('chat:list.you', { text }) : text;
};

/** One conversation in the list: who, about what, the last message, unread count and time. */
const ConversationRow = ({
  item,
  active,
  userId,
}: {
  item: ConversationSummary;
  active: boolean;
  userId: string;
}) => {
  const { t } = useTranslation();
  const unread = item.unreadCount > 0;
  const label = unread ? t('chat:list.unread', { count: item.unreadCount }) : undefined;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding={0}
      style={
        active
          ? {
              borderColor: 'var(--mantine-color-patili-4)',
              background: 'var(--mantine-color-patili-0)',
            }
          : undefined
      }
    >
      <UnstyledButton
        component={Link}
        to={chatPath(item.chatId, item.asker)}
        p="sm"
        display="block"
        aria-current={active ? 'page' : undefined}
        data-testid="conversation-row"
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={item.other.avatarUrl} alt="" size={44} radius={44} color="patili">
            {initialsOf(item.other.name, { skipTitles: true })}
          </Avatar>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={unread ? 700 : 600} truncate="end">
                {item.other.name}
              </Text>
              <Text
                size="xs"
                c={unread ? 'patili.8' : 'dimmed'}
                fw={unread ? 700 : 400}
                style={{ flexShrink: 0 }}
              >
                <time dateTime={item.lastActivityAt}>
                  {listTimeOf(item.lastActivityAt, currentLocale())}
                </time>
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <SubjectKindIcon kind={item.subject.kind} />
              <Text size="xs" c="dimmed" truncate="end">
                {item.subject.title}
              </Text>
            </Group>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text
                size="sm"
                c={unread ? undefined : 'dimmed'}
                fw={unread ? 600 : 400}
                truncate="end"
              >
                {lastMessageText(t, item, userId)}
              </Text>
              {unread ? (
                <>
                  <Badge
                    size="sm"
                    circle={item.unreadCount < 10}
                    color="red"
                    variant="filled"
                    aria-hidden
                    style={{ flexShrink: 0 }}
                    data-testid="conversation-unread"
                  >
                    {item.unreadCount > BADGE_MAX ? `${BADGE_MAX}+` : item.unreadCount}
                  </Badge>
                  <VisuallyHidden>{label}</VisuallyHidden>
                </>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
    </Card>
  );
};

/**
 * The caller's conversations (`/chat`), newest activity first, paged on the server.
 * `compact` is the side list beside an open conversation on wide screens; `active` marks it.
 */
export const ConversationList = ({
  compact = false,
  active,
}: {
  compact?: boolean;
  active?: { chatId: string; asker: string | null };
}) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const conversations = useConversations({ page });

  if (conversations.isPending)
    return <ListLoading label={t('chat:list.loading')} compact={compact} />;
  if (conversations.isError) {
    return (
      <ErrorAlert
        message={errorMessage(conversations.error, t('chat:list.error'))}
        onRetry={() => void conversations.refetch()}
      />
    );
  }
  const { items, total, pageSize } = conversations.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconMessages size={26} />}
        title={t('chat:list.emptyTitle')}
        body={t('chat:list.emptyBody')}
        testId="conversations-empty"
      />
    );
  }
  return (
    <Stack gap="md" style={{ opacity: conversations.isPlaceholderData ? 0.6 : 1 }}>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('chat:list.title')}
      >
        {items.map((item) => (
          <ConversationRow
            key={`${item.chatId}|${item.asker ?? ''}`}
            item={item}
            userId={user.id}
            active={
              active !== undefined && active.chatId === item.chatId && active.asker === item.asker
            }
          />
        ))}
      </Stack>
      <ListPagination
        label={t('chat:list.pages')}
        total={total}
        pageSize={pageSize}
        page={page}
        onChange={setPage}
        size={compact ? 'sm' : 'md'}
      />
    </Stack>
  );
};
