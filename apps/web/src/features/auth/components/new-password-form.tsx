import { Button, PasswordInput, Stack } from '@mantine/core';
import { newPasswordFormSchema } from '@patili/domain/auth';
import { REDIRECT_DELAYS_MS } from '@patili/domain/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/form';
import { useResetPassword } from '../api/reset-password';

/**
 * The set-new-password form reached from the e-mailed link. On success it says so and calls
 * `onDone` after 1.2 s.
 */
export const NewPasswordForm = ({ token, onDone }: { token: string; onDone: () => void }) => {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useSchemaForm<{ password: string; confirmPassword: string }>(newPasswordFormSchema, {
    initialValues: { password: '', confirmPassword: '' },
  });
  useEffect(() => {
    if (!reset.isSuccess) return undefined;
    const timer = setTimeout(onDone, REDIRECT_DELAYS_MS.passwordUpdated);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, onDone]);

  const submit = form.onSubmit((values) => reset.mutate({ token, newPassword: values.password }));
  const failure =
    reset.error instanceof ApiError && reset.error.status === 400
      ? t('auth:newPassword.invalidOrExpired')
      : reset.error instanceof ApiError && reset.error.fields.newPassword
        ? reset.error.fields.newPassword
        : t('auth:newPassword.generic');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput label={t('auth:fields.newPassword')} autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
        <PasswordInput
          label={t('auth:fields.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
        {reset.isSuccess ? <StatusMessage tone="success">{t('auth:newPassword.success')}</StatusMessage> : null}
        {reset.isError ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
        <Button type="submit" size="md" fullWidth loading={reset.isPending} disabled={reset.isSuccess}>
          {t('auth:newPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
};
