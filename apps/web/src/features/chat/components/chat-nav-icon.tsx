import { ActionIcon, Indicator } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useChatUnread } from '../api/get-chat-unread';

/** The badge shows up to this many; more reads `99+`. */
const BADGE_MAX = 99;

/**
 * Messages as an icon in the top bar on phones, where the text links sit in the drawer: the
 * unread count stays in sight as it does beside the bell.
 */
export const ChatNavIcon = () => {
  const { t } = useTranslation();
  const unread = useChatUnread();
  const count = unread.data ?? 0;
  return (
    <Indicator
      label={count > BADGE_MAX ? `${BADGE_MAX}+` : count}
      disabled={count === 0}
      size={18}
      offset={4}
      color="red"
      inline
      hiddenFrom="md"
    >
      <ActionIcon
        component={Link}
        to={buildPath('chat')}
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label={
          count > 0 ? `${t('nav:messages')}, ${t('chat:nav.unread', { count })}` : t('nav:messages')
        }
        data-testid="chat-nav-icon"
      >
        <IconMessage size={20} />
      </ActionIcon>
    </Indicator>
  );
};
