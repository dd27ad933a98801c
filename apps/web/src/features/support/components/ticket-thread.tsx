import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { SupportTicketDetail } from '@patili/domain/support';
import { IconHeadset, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { formatIstanbulMoment } from '../../../lib/format';

type Entry = { id: string; author: string; text: string; at: string; byAdmin: boolean };

/**
 * A ticket's conversation, oldest first: the opening description, then every message. Admin
 * messages are set apart (another colour, a "Destek ekibi" badge, on the other side). Texts are
 * shown as typed, as text (never HTML), with their line breaks. `viewer` names the requester "Siz"
 * on their own screen.
 */
export const TicketThread = ({ detail, viewer }: { detail: SupportTicketDetail; viewer: 'admin' | 'user' }) => {
  const { t, i18n } = useTranslation();
  const { ticket, messages } = detail;
  const requesterName = viewer === 'user' ? t('support:thread.you') : ticket.requester.name;
  const entries: Entry[] = [
    { id: 'description', author: requesterName, text: ticket.description, at: ticket.createdAt, byAdmin: false },
    ...messages.map((message) => ({
      id: message.id,
      author: message.isAdminMessage
        ? viewer === 'user'
          ? t('support:thread.supportTeam')
          : message.senderName
        : viewer === 'user'
          ? t('support:thread.you')
          : message.senderName,
      text: message.text,
      at: message.createdAt,
      byAdmin: message.isAdminMessage,
    })),
  ];
  return (
    <Stack gap="sm" component="ol" aria-label={t('support:thread.messagesLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map((entry) => (
        <li key={entry.id} data-testid="support-message" data-admin={entry.byAdmin || undefined}>
          <Paper
            withBorder
            radius="md"
            p="sm"
            ml={entry.byAdmin ? { base: 0, sm: 48 } : 0}
            mr={entry.byAdmin ? 0 : { base: 0, sm: 48 }}
            bg={entry.byAdmin ? 'var(--mantine-color-teal-0)' : undefined}
          >
            <Group justify="space-between" gap="xs" wrap="wrap" mb={4}>
              <Group gap={6} wrap="nowrap">
                {entry.byAdmin ? <IconHeadset size={16} aria-hidden /> : <IconUser size={16} aria-hidden />}
                <Text fw={600} size="sm">
                  {entry.author}
                </Text>
                {entry.byAdmin ? (
                  <Badge size="xs" color="teal" variant="filled">
                    {t('support:thread.adminBadge')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed" component="time" dateTime={entry.at}>
                {formatIstanbulMoment(entry.at, i18n.language)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.text}
            </Text>
          </Paper>
        </li>
      ))}
    </Stack>
  );
};
