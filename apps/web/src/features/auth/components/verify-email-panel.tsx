import { Button, Stack, Text } from '@mantine/core';
import { AUTH_MESSAGE_CLEAR_MS } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useSendVerificationEmail } from '../api/send-verification-email';

/** Verify-email screen body: where the link went, resend, and log out. */
export const VerifyEmailPanel = ({
  email,
  notice,
  onLogout,
  loggingOut,
}: {
  email: string | null;
  notice: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}) => {
  const { t } = useTranslation();
  const resend = useSendVerificationEmail();
  const { message, show } = useTimedMessage(AUTH_MESSAGE_CLEAR_MS);
  return (
    <Stack gap="md">
      {notice ? <StatusMessage tone="info">{notice}</StatusMessage> : null}
      <Text>{email ? t('auth:verifyEmail.body', { email }) : t('auth:verifyEmail.bodyNoEmail')}</Text>
      {message ? <StatusMessage tone={message.tone}>{message.text}</StatusMessage> : null}
      {email ? (
        <Button
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: () => show('success', t('auth:verifyEmail.sent')),
              onError: () => show('error', t('auth:verifyEmail.failed')),
            })
          }
        >
          {t('auth:verifyEmail.resend')}
        </Button>
      ) : null}
      <Button variant="default" loading={loggingOut} onClick={onLogout}>
        {t('auth:verifyEmail.logout')}
      </Button>
    </Stack>
  );
};
