import { Button, Stack } from '@mantine/core';
import { passwordResetRequestSchema } from '@patili/domain/auth';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage, useSchemaForm } from '../../../lib/form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { EmailInput } from './email-input';

/** Asks for a reset link; the answer never reveals whether the address has an account. */
export const PasswordResetForm = () => {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useSchemaForm<{ email: string }>(passwordResetRequestSchema, { initialValues: { email: '' } });
  const submit = form.onSubmit((values) => request.mutate(passwordResetRequestSchema.parse(values).email));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailInput {...form.getInputProps('email')} />
        {request.isSuccess ? <StatusMessage tone="success">{t('auth:passwordReset.sent')}</StatusMessage> : null}
        {request.isError ? <StatusMessage tone="error">{errorMessage(request.error, t('auth:newPassword.generic'))}</StatusMessage> : null}
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {t('auth:passwordReset.submit')}
        </Button>
      </Stack>
    </form>
  );
};
