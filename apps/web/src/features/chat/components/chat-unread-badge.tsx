import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useChatUnread } from '../api/get-chat-unread';

/** The badge shows up to this many; more reads `99+`. */
const BADGE_MAX = 99;

/**
 * Unread messages on the Messages link of the top navigation, kept fresh by live
 * pushes, every minute and when the window gets the focus back; nothing when all are read.
 */
export const ChatUnreadBadge = () => {
  const { t } = useTranslation();
  const unread = useChatUnread();
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <>
      <Badge
        size="sm"
        color="red"
        variant="filled"
        circle={count < 10}
        ml={6}
        aria-hidden
        data-testid="chat-unread-badge"
      >
        {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
      </Badge>
      <VisuallyHidden>{t('chat:nav.unread', { count })}</VisuallyHidden>
    </>
  );
};
