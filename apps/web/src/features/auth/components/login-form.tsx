import { Anchor, Button, Checkbox, Group, PasswordInput, Stack } from '@mantine/core';
import { AUTH_MESSAGE_CLEAR_MS } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { ApiError } from '../../../lib/api-client';
import { useDeferredSchemaForm } from '../../../lib/deferred-form';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { sendVerificationEmail } from '../api/send-verification-email';
import { useSignInEmail } from '../api/sign-in-email';
import { useFormThrottle } from '../hooks/use-form-throttle';
import { EmailInput } from './email-input';

type LoginValues = { email: string; password: string; rememberMe: boolean };

/** The login page is many visits' first: its schema comes after it shows (`useDeferredSchemaForm`). */
const loadLoginSchema = () => import('../utils/login-schema').then((schemas) => schemas.loginInputSchema);

export type LoginFormProps = {
  forgotPasswordHref: string;
  /** Called once the session cookie is set. */
  onSignedIn: () => void | Promise<void>;
  /** Called after a sign-in refused for an unconfirmed e-mail (a new mail has been asked for). */
  onUnverified: (email: string, resent: boolean) => void;
};

/** E-mail and password sign-in, with the login form's field rules. */
export const LoginForm = ({ forgotPasswordHref, onSignedIn, onUnverified }: LoginFormProps) => {
  const { t } = useTranslation();
  const throttle = useFormThrottle();
  const { message, show } = useTimedMessage(AUTH_MESSAGE_CLEAR_MS);
  const signIn = useSignInEmail();
  const form = useDeferredSchemaForm<LoginValues>(loadLoginSchema, {
    initialValues: { email: '', password: '', rememberMe: true },
  });

  const submit = form.onSubmit(async (values) => {
    if (throttle() === 'too-fast') {
      show('error', t('auth:login.tooFast'));
      return;
    }
    const email = values.email.trim().toLowerCase();
    try {
      await signIn.mutateAsync({ email, password: values.password, rememberMe: values.rememberMe });
      await onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        let resent = true;
        try {
          await sendVerificationEmail(email);
        } catch {
          resent = false;
        }
        onUnverified(email, resent);
        return;
      }
      if (error instanceof ApiError && (error.code === 'ACCOUNT_BANNED' || error.code === 'ACCOUNT_SUSPENDED')) {
        // The server's own words: 'Hesabınız yönetici tarafından engellendi.' or the suspension.
        show('error', error.message);
        return;
      }
      if (error instanceof ApiError && error.code === 'PASSWORD_LOCKED') {
        // The server says for how long the account's password entry is closed.
        show('error', error.message);
        return;
      }
      if (error instanceof ApiError && (error.status === 429 || error.code === 'RATE_LIMITED')) {
        show('error', t('auth:login.tooManyAttempts'));
        return;
      }
      if (error instanceof ApiError && error.code === 'NETWORK') {
        show('error', error.message);
        return;
      }
      show('error', t('auth:login.failed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailInput {...form.getInputProps('email')} />
        <PasswordInput
          label={t('auth:fields.password')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Checkbox label={t('auth:login.rememberMe')} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
          <Anchor href={forgotPasswordHref} size="sm">
            {t('auth:login.forgotPassword')}
          </Anchor>
        </Group>
        {message ? <StatusMessage tone={message.tone}>{message.text}</StatusMessage> : null}
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          {t('auth:login.submit')}
        </Button>
      </Stack>
    </form>
  );
};
