import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ForumAuthor } from '@patili/domain/forum';
import { useTranslation } from 'react-i18next';

import { formatIstanbulMoment, initialsOf } from '../../../lib/format';

/**
 * Who wrote a post or reply (their avatar or initials, their name, "You" for the caller's own)
 * and when, on the Istanbul clock.
 */
export const AuthorLine = ({
  author,
  at,
  isOwn = false,
  size = 'md',
  timeLabel,
}: {
  author: ForumAuthor;
  at: string;
  isOwn?: boolean;
  size?: 'sm' | 'md';
  /** The time's line (e.g. "Last activity: …"); the plain time without it. */
  timeLabel?: (time: string) => string;
}) => {
  const { t, i18n } = useTranslation();
  const time = formatIstanbulMoment(at, i18n.language);
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar
        src={author.avatarUrl}
        alt=""
        size={size === 'sm' ? 32 : 40}
        radius="xl"
        color="patili"
      >
        {initialsOf(author.name, { skipTitles: true })}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end">
          {author.name}
          {isOwn ? (
            <Text span size="xs" c="dimmed" fw={400}>
              {` · ${t('forum:post.you')}`}
            </Text>
          ) : null}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={at}>{timeLabel ? timeLabel(time) : time}</time>
        </Text>
      </Stack>
    </Group>
  );
};
