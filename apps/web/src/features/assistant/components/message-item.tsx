import { Box, Group, Loader, Paper, Text } from '@mantine/core';
import { APP_TIME_ZONE } from '@patili/domain/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { LinkedText } from '../../../components/text/linked-text';
import { intlLocale } from '../../../lib/format';
import type { ChatEntry } from '../hooks/use-peri-chat';
import { Citations } from './citations';
import { ProposalCard } from './proposal-card';

/** A message's time on the Istanbul clock (`14:05`), as the day of the history is Istanbul's. */
export const formatMessageTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: APP_TIME_ZONE,
  }).format(new Date(iso));

/**
 * One message: the user's on the right, Peri's on the left with the help and articles it cites
 * and any action it proposes. Text is shown as text (never HTML), line breaks kept.
 */
export const MessageItem = ({
  entry,
  onNavigate,
}: {
  entry: ChatEntry;
  onNavigate: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const mine = entry.sender === 'user';
  const who = mine ? t('assistant:dialog.messages.you') : t('assistant:dialog.messages.peri');
  const waiting = entry.status === 'thinking';
  return (
    <Box
      component="li"
      data-testid={mine ? 'peri-message-user' : 'peri-message-bot'}
      data-status={entry.status}
      style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
    >
      <Box maw={entry.action ? '92%' : '85%'} miw={0}>
        <Paper
          radius="lg"
          px="sm"
          py={8}
          bg={mine ? 'teal.8' : entry.status === 'error' ? 'red.0' : 'gray.1'}
          c={mine ? 'white' : entry.status === 'error' ? 'red.9' : undefined}
          style={{
            borderTopRightRadius: mine ? 4 : undefined,
            borderTopLeftRadius: mine ? undefined : 4,
          }}
          aria-busy={waiting || entry.status === 'streaming' || undefined}
        >
          {waiting ? (
            <Group gap={8} wrap="nowrap" role="status">
              <Loader size="xs" type="dots" color="gray.7" />
              <Text size="sm" c="gray.8">
                {t('assistant:dialog.messages.thinking')}
              </Text>
            </Group>
          ) : (
            <Group gap={6} wrap="nowrap" align="flex-start">
              {entry.status === 'error' ? (
                <IconAlertCircle size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
              ) : null}
              <Box miw={0} data-testid="peri-message-text">
                {/* Peri's answers may hold web links; the user's own text stays plain (white on teal). */}
                {mine ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {entry.text}
                  </Text>
                ) : (
                  <LinkedText text={entry.text} />
                )}
              </Box>
            </Group>
          )}
          {!mine && entry.status === 'sent' ? (
            <Citations citations={entry.citations} onNavigate={onNavigate} />
          ) : null}
          {!mine && entry.action ? (
            <ProposalCard messageId={entry.id} action={entry.action} onNavigate={onNavigate} />
          ) : null}
        </Paper>
        <Text size="xs" c="gray.7" ta={mine ? 'right' : 'left'} mt={2} px={4}>
          {who}
          {entry.createdAt && !waiting ? (
            <>
              {' '}
              ·{' '}
              <time dateTime={entry.createdAt}>
                {formatMessageTime(entry.createdAt, i18n.language)}
              </time>
            </>
          ) : null}
        </Text>
      </Box>
    </Box>
  );
};
