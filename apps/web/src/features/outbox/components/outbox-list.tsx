import { Anchor, Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { OutboxEntry } from '@patili/domain/outbox';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../../lib/format';

/** One card per message: channel, recipient, subject or text, the link or code, time. */
export const OutboxList = ({ items }: { items: readonly OutboxEntry[] }) => {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Paper key={item.id} withBorder radius="md" p="md" data-testid="outbox-item">
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <Badge variant="light" color={item.channel === 'email' ? 'blue' : 'grape'}>
                  {t(`outbox:channel.${item.channel}`)}
                </Badge>
                <Text fw={600} size="sm">
                  {item.to}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(item.createdAt, i18n.language)}
              </Text>
            </Group>
            <Text size="sm">{item.subject ?? item.text}</Text>
            {item.link ? (
              <Anchor href={item.link} size="sm" style={{ wordBreak: 'break-all' }} data-testid="outbox-link">
                {t('outbox:openLink')}: {item.link}
              </Anchor>
            ) : null}
            {item.code ? (
              <Text size="sm">
                {t('outbox:linkOrCode')}: <Code data-testid="outbox-code">{item.code}</Code>
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
};
