import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { passwordChangeInputSchema, passwordSetInputSchema } from '@patili/domain/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useChangePassword } from '../api/change-password';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (spec 2 §5): all three fields required, the new one at least 8 characters and
 * equal to the confirmation, the current one checked by the server. Other sessions are signed
 * out. An account without a password (phone or social sign-in) sets one instead.
 */
export const PasswordForm = ({ hasPassword }: { hasPassword: boolean }) => {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [result, setResult] = useState<'success' | 'error' | null>(null);
  const form = useSchemaForm<Values>(hasPassword ? passwordChangeInputSchema : passwordSetInputSchema, { initialValues: EMPTY });

  const submit = form.onSubmit((values) => {
    setResult(null);
    change.mutate(hasPassword ? values : { newPassword: values.newPassword, confirmPassword: values.confirmPassword }, {
      onSuccess: () => {
        form.setValues(EMPTY);
        form.resetDirty(EMPTY);
        setResult('success');
      },
      onError: (error) => setResult(applyServerFieldErrors(form, error) ? null : 'error'),
    });
  });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="password-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {hasPassword ? t('account:settings.passwordSection') : t('account:settings.passwordSetSection')}
          </Title>
          {hasPassword ? null : (
            <Text size="sm" c="dimmed">
              {t('account:settings.passwordSetHelp')}
            </Text>
          )}
          {hasPassword ? (
            <PasswordInput
              label={t('account:settings.currentPassword')}
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('currentPassword')}
            />
          ) : null}
          <PasswordInput label={t('account:settings.newPassword')} autoComplete="new-password" withAsterisk {...form.getInputProps('newPassword')} />
          <PasswordInput
            label={t('account:settings.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          {result === 'success' ? <StatusMessage tone="success">{t('account:passwordUpdatedSuccessfully')}</StatusMessage> : null}
          {result === 'error' ? <StatusMessage tone="error">{t('account:errorUpdatingPassword')}</StatusMessage> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('account:settings.passwordSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
};
