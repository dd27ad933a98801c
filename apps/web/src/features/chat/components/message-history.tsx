import { Box, Button, Center, Divider, Loader, Stack, Text } from '@mantine/core';
import type { ChatMessage, ConversationView } from '@patili/domain/chat';
import { IconMessageCircle } from '@tabler/icons-react';
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { errorMessage } from '../../../lib/form';
import { currentLocale } from '../../../lib/i18n';
import type { ChatAddress } from '../api/get-conversation';
import { useMessages } from '../api/list-messages';
import { dayLabelOf, istanbulDayOf } from '../utils/chat-format';
import { historyMessages, isReadByOther } from '../utils/messages';
import type { OutgoingMessage } from '../utils/outbox';
import { FlagMessageModal } from './flag-message-modal';
import { MessageBubble } from './message-bubble';

/** Older messages load when the reader scrolls this close to the top (px). */
const LOAD_OLDER_WITHIN = 120;
/** The reader counts as at the bottom this close to it (px): new messages keep it there. */
const STICK_WITHIN = 80;

const DaySeparator = ({ children }: { children: ReactNode }) => (
  <Divider
    my="xs"
    label={
      <Text size="xs" c="dimmed" fw={600}>
        {children}
      </Text>
    }
    labelPosition="center"
    role="separator"
  />
);

type Row =
  | { kind: 'day'; key: string; day: string }
  | { kind: 'stored'; key: string; message: ChatMessage }
  | { kind: 'outgoing'; key: string; message: OutgoingMessage };

/**
 * A conversation's messages, oldest at the top: day separators, the caller's on the right,
 * older pages loading as the reader scrolls up (the position kept), new ones keeping the view at
 * the bottom when the reader was there, and the caller's messages on their way with their state.
 */
export const MessageHistory = ({
  address,
  view,
  userId,
  outgoing,
  onRetry,
  onDiscard,
}: {
  address: ChatAddress;
  view: ConversationView;
  userId: string;
  outgoing: readonly OutgoingMessage[];
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const history = useMessages(address);
  const [flagged, setFlagged] = useState<ChatMessage | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Distance from the bottom to keep while an older page is put on top. */
  const keepFromBottom = useRef<number | null>(null);

  const stored = useMemo(() => historyMessages(history.data?.pages ?? []), [history.data]);
  const rows = useMemo(() => {
    const storedClientIds = new Set(
      stored.filter((message) => message.senderId === userId).map((message) => message.clientId),
    );
    const pending = outgoing.filter((message) => !storedClientIds.has(message.clientId));
    const result: Row[] = [];
    let lastDay: string | null = null;
    const addDay = (createdAt: string) => {
      const day = istanbulDayOf(createdAt);
      if (day !== lastDay) result.push({ kind: 'day', key: `day-${day}`, day });
      lastDay = day;
    };
    for (const message of stored) {
      addDay(message.createdAt);
      result.push({ kind: 'stored', key: message.id, message });
    }
    for (const message of pending) {
      addDay(message.createdAt);
      result.push({ kind: 'outgoing', key: `out-${message.clientId}`, message });
    }
    return result;
  }, [stored, outgoing, userId]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadOlder = useCallback(() => {
    const element = box.current;
    if (!hasNextPage || isFetchingNextPage) return;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    atBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < STICK_WITHIN;
    if (element.scrollTop < LOAD_OLDER_WITHIN) loadOlder();
  };

  const scrollToBottom = useCallback(() => {
    const element = box.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, []);

  // The box shrinks as the composer grows (a long text, photos): a reader at the bottom stays there.
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [history.isPending, history.isLoadingError]);

  const oldest = stored[0]?.id ?? null;
  const newestRow = rows.at(-1);
  const newest = newestRow?.key ?? null;
  const newestIsMine =
    newestRow?.kind === 'outgoing' ||
    (newestRow?.kind === 'stored' && newestRow.message.senderId === userId);
  const seen = useRef<{ oldest: string | null; newest: string | null }>({
    oldest: null,
    newest: null,
  });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (keepFromBottom.current !== null && oldest !== seen.current.oldest) {
      // An older page went on top: the messages the reader was looking at stay where they were.
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (newest !== seen.current.newest && (atBottom.current || newestIsMine)) {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
    seen.current = { oldest, newest };
  }, [oldest, newest, newestIsMine]);

  if (history.isPending) {
    return (
      <Center style={{ flex: 1 }} role="status" aria-label={t('chat:detail.loadingMessages')}>
        <Loader />
      </Center>
    );
  }
  // A failed first load; a failed refetch or older page keeps what is shown.
  if (history.isLoadingError) {
    return (
      <Box p="md" style={{ flex: 1 }}>
        <ErrorAlert
          message={errorMessage(history.error, t('chat:detail.historyError'))}
          onRetry={() => void history.refetch()}
        />
      </Box>
    );
  }

  return (
    <Box
      ref={box}
      onScroll={onScroll}
      style={{
        flex: 1,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        background: 'var(--mantine-color-gray-0)',
      }}
      px={{ base: 'xs', sm: 'md' }}
      py="sm"
      role="log"
      aria-label={t('chat:detail.history')}
      aria-live="polite"
      tabIndex={0}
      data-testid="chat-history"
    >
      {rows.length === 0 ? (
        <Center h="100%">
          <Stack align="center" gap={6} ta="center" maw={320}>
            <IconMessageCircle size={32} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text fw={600}>{t('chat:detail.emptyTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('chat:detail.emptyBody', { name: view.other.name })}
            </Text>
          </Stack>
        </Center>
      ) : (
        <Stack gap={6}>
          {hasNextPage ? (
            <Center>
              <Button variant="subtle" size="xs" onClick={loadOlder} loading={isFetchingNextPage}>
                {t('chat:detail.loadOlder')}
              </Button>
            </Center>
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              {t('chat:detail.start')}
            </Text>
          )}
          {history.isFetchNextPageError ? (
            <ErrorAlert
              message={errorMessage(history.error, t('chat:detail.historyError'))}
              onRetry={loadOlder}
            />
          ) : null}
          {rows.map((row) => (
            <Fragment key={row.key}>
              {row.kind === 'day' ? (
                <DaySeparator>{dayLabelOf(row.day, t, locale)}</DaySeparator>
              ) : row.kind === 'stored' ? (
                <MessageBubble
                  text={row.message.text}
                  contactMask={row.message.contactMask}
                  attachments={row.message.attachments}
                  createdAt={row.message.createdAt}
                  mine={row.message.senderId === userId}
                  delivery={
                    row.message.senderId === userId
                      ? isReadByOther(row.message, view.otherReadAt)
                        ? 'read'
                        : 'sent'
                      : undefined
                  }
                  onFlag={
                    row.message.senderId === userId ? undefined : () => setFlagged(row.message)
                  }
                  onMediaLoad={scrollToBottom}
                />
              ) : (
                <MessageBubble
                  text={row.message.text}
                  attachments={row.message.attachments}
                  createdAt={row.message.createdAt}
                  mine
                  delivery={row.message.status}
                  error={row.message.error}
                  onRetry={() => onRetry(row.message.clientId)}
                  onDiscard={() => onDiscard(row.message.clientId)}
                  onMediaLoad={scrollToBottom}
                />
              )}
            </Fragment>
          ))}
        </Stack>
      )}
      <FlagMessageModal message={flagged} onClose={() => setFlagged(null)} />
    </Box>
  );
};
