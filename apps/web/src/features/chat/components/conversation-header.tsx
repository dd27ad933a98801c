import { ActionIcon, Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { buildPath, matchRoute } from '@patili/domain/access';
import type { ConversationView } from '@patili/domain/chat';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { initialsOf } from '../../../lib/format';
import { SubjectKindIcon } from './subject-kind-icon';

/** The subject's screen, when it is one of the app's routes (the server names it). */
const subjectLink = (path: string | null): string | null => {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  return matchRoute(path.split('?')[0] ?? path) ? path : null;
};

/**
 * The top of a conversation: back to the list (on phones), the other person, and what it is
 * about (its kind and title), linking to the subject's screen.
 */
export const ConversationHeader = ({
  view,
  showBack,
}: {
  view: ConversationView;
  showBack: boolean;
}) => {
  const { t } = useTranslation();
  const link = subjectLink(view.subject.path);
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      p="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      {showBack ? (
        <ActionIcon
          component={Link}
          to={buildPath('chat')}
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={t('chat:detail.back')}
          hiddenFrom="md"
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
      ) : null}
      <Avatar src={view.other.avatarUrl} alt="" size={42} radius={42} color="patili">
        {initialsOf(view.other.name, { skipTitles: true })}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text component="h1" fw={700} fz="lg" lh={1.2} truncate="end">
          {view.other.name}
        </Text>
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <SubjectKindIcon kind={view.subject.kind} />
          {link ? (
            <Anchor component={Link} to={link} size="sm" truncate="end">
              {view.subject.title}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed" truncate="end">
              {view.subject.title}
            </Text>
          )}
        </Group>
      </Stack>
    </Group>
  );
};
