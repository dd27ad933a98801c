import { Button } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The booking's conversation (`/chat/booking_{bookingId}`), for either side. */
export const ChatLinkButton = ({ bookingId }: { bookingId: string }) => {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={buildPath('chat.detail', { chatId: `booking_${bookingId}` })}
      variant="light"
      size="xs"
      leftSection={<IconMessageCircle size={14} />}
    >
      {t('bookings:card.chat')}
    </Button>
  );
};
