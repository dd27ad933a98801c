import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { changePasswordFormSchema, setPasswordFormSchema } from '@patili/domain/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { SectionCard } from '../../../components/layout/section-card';
import { applyServerFieldErrors, errorMessage, useSchemaForm } from '../../../lib/form';
import { useChangePassword } from '../api/change-password';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password: all three fields required, the new one at least 8 characters and
 * equal to the confirmation, the current one checked by the server. Other sessions are signed
 * out. An account without a password (phone or social sign-in) sets one instead.
 */
export const PasswordForm = ({ hasPassword }: { hasPassword: boolean }) => {
  const { t } = useTranslation();
  const change = useChangePassword();
  // The server's own refusal when it has one (a lock after too many wrong passwords says for how long).
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useSchemaForm<Values>(hasPassword ? changePasswordFormSchema : setPasswordFormSchema, { initialValues: EMPTY });

  const submit = form.onSubmit((values) => {
    setResult(null);
    change.mutate(hasPassword ? values : { newPassword: values.newPassword, confirmPassword: values.confirmPassword }, {
      onSuccess: () => {
        form.setValues(EMPTY);
        form.resetDirty(EMPTY);
        setResult({ tone: 'success', text: t('accounts:passwordUpdatedSuccessfully') });
      },
      onError: (error) =>
        setResult(applyServerFieldErrors(form, error) ? null : { tone: 'error', text: errorMessage(error, t('accounts:errorUpdatingPassword')) }),
    });
  });

  return (
    <SectionCard
      title={hasPassword ? t('accounts:settings.passwordSection') : t('accounts:settings.passwordSetSection')}
      description={hasPassword ? undefined : t('accounts:settings.passwordSetHelp')}
      data-testid="password-form"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {hasPassword ? (
            <PasswordInput
              label={t('accounts:settings.currentPassword')}
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('currentPassword')}
            />
          ) : null}
          <PasswordInput label={t('accounts:settings.newPassword')} autoComplete="new-password" withAsterisk {...form.getInputProps('newPassword')} />
          <PasswordInput
            label={t('accounts:settings.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          {result ? <StatusMessage tone={result.tone}>{result.text}</StatusMessage> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('accounts:settings.passwordSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
};
