import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { phoneCodeRequestSchema, phoneCodeVerifySchema, sanitizeOtpInput } from '@patili/domain/auth';
import { AUTH_MESSAGE_CLEAR_MS, OTP_RESEND_SECONDS } from '@patili/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/form';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhoneCode } from '../api/verify-phone-code';
import { useCountdown } from '../hooks/use-countdown';

export type PhoneLoginFormProps = {
  /** Called after the code is verified; resolves with whether a session now exists. */
  onVerified: () => Promise<boolean>;
};

/** Phone sign-in by SMS code: number, code with a 60 s resend wait. */
export const PhoneLoginForm = ({ onVerified }: PhoneLoginFormProps) => {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const countdown = useCountdown();
  const { message, show } = useTimedMessage(AUTH_MESSAGE_CLEAR_MS);
  const sendCode = useSendPhoneCode();
  const verifyCode = useVerifyPhoneCode();
  const phoneForm = useSchemaForm<{ phoneNumber: string }>(phoneCodeRequestSchema, { initialValues: { phoneNumber: '' } });
  const codeForm = useSchemaForm<{ phoneNumber: string; code: string }>(phoneCodeVerifySchema, {
    initialValues: { phoneNumber: '', code: '' },
  });

  const send = async (phoneNumber: string) => {
    if (countdown.running) return;
    try {
      await sendCode.mutateAsync(phoneNumber);
      setSentTo(phoneNumber);
      codeForm.setValues({ phoneNumber, code: '' });
      countdown.start(OTP_RESEND_SECONDS);
      show('success', t('auth:phone.codeSent'));
    } catch (error) {
      show('error', error instanceof ApiError && error.status === 429 ? t('auth:login.tooManyAttempts') : t('auth:phone.sendFailed'));
    }
  };

  const submitPhone = phoneForm.onSubmit((values) => send(phoneCodeRequestSchema.parse(values).phoneNumber));

  const submitCode = codeForm.onSubmit(async (values) => {
    const input = phoneCodeVerifySchema.parse(values);
    try {
      await verifyCode.mutateAsync(input);
    } catch (error) {
      const refused = error instanceof ApiError && (error.code === 'ACCOUNT_BANNED' || error.code === 'ACCOUNT_SUSPENDED');
      show('error', refused ? error.message : t('auth:phone.verifyFailed'));
      return;
    }
    const signedIn = await onVerified();
    if (!signedIn) show('error', t('auth:phone.sessionFailed'));
  });

  if (!sentTo) {
    return (
      <form onSubmit={submitPhone} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth:fields.phone')}
            placeholder={t('auth:placeholders.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            withAsterisk
            {...phoneForm.getInputProps('phoneNumber')}
          />
          {message ? <StatusMessage tone={message.tone}>{message.text}</StatusMessage> : null}
          <Button type="submit" size="md" fullWidth loading={sendCode.isPending}>
            {t('auth:phone.sendCode')}
          </Button>
        </Stack>
      </form>
    );
  }

  const codeProps = codeForm.getInputProps('code');
  return (
    <form onSubmit={submitCode} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {sentTo}{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setSentTo(null);
              codeForm.reset();
            }}
          >
            {t('auth:phone.changeNumber')}
          </Anchor>
        </Text>
        <TextInput
          label={t('auth:fields.code')}
          placeholder={t('auth:placeholders.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          withAsterisk
          {...codeProps}
          onChange={(event) => codeForm.setFieldValue('code', sanitizeOtpInput(event.currentTarget.value))}
        />
        {message ? <StatusMessage tone={message.tone}>{message.text}</StatusMessage> : null}
        <Button type="submit" size="md" fullWidth loading={verifyCode.isPending}>
          {t('auth:phone.verify')}
        </Button>
        <Button
          variant="subtle"
          disabled={countdown.running || sendCode.isPending}
          onClick={() => void send(sentTo)}
        >
          {countdown.running ? t('auth:phone.resendIn', { seconds: countdown.seconds }) : t('auth:phone.resend')}
        </Button>
      </Stack>
    </form>
  );
};
