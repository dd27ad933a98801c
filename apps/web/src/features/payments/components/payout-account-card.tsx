import { Button, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { formatIban, payoutAccountInputSchema, type PayoutAccount } from '@patili/domain/payments';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { SectionHeading } from '../../../components/layout/section-card';
import { applyServerFieldErrors, errorMessage, useSchemaForm } from '../../../lib/form';
import { formatIstanbulMoment } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { usePayoutAccount } from '../api/get-payout-account';
import { useSavePayoutAccount } from '../api/save-payout-account';

/**
 * The IBAN form; what was typed stays when a save fails. Changing it asks for the account's
 * current password (a session alone cannot redirect the money); the password is never kept.
 */
const PayoutAccountForm = ({ account }: { account: PayoutAccount }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const saved = account.iban;
  const save = useSavePayoutAccount();
  const form = useSchemaForm<{ iban: string; currentPassword: string }>(payoutAccountInputSchema, {
    initialValues: { iban: saved ? formatIban(saved) : '', currentPassword: '' },
  });
  const submit = form.onSubmit(({ iban, currentPassword }) => {
    save.mutate(
      { iban, ...(account.needsPassword ? { currentPassword } : {}) },
      {
        onSuccess: (next) =>
          form.setValues({ iban: next.iban ? formatIban(next.iban) : '', currentPassword: '' }),
        onError: (error) => void applyServerFieldErrors(form, error),
      },
    );
  });
  const held = account.heldUntil && new Date(account.heldUntil) > new Date() ? account.heldUntil : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('payments:payout.iban')}
          placeholder={t('payments:payout.ibanPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          maw={420}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          withAsterisk
          {...form.getInputProps('iban')}
          onChange={(event) => {
            save.reset();
            form.setFieldValue('iban', event.currentTarget.value);
          }}
          data-testid="payout-iban"
        />
        {account.needsPassword ? (
          <PasswordInput
            label={t('payments:payout.currentPassword')}
            description={t('payments:payout.currentPasswordHint')}
            autoComplete="current-password"
            maw={420}
            withAsterisk
            {...form.getInputProps('currentPassword')}
            data-testid="payout-password"
          />
        ) : null}
        <Text size="sm" c={saved ? undefined : 'dimmed'} data-testid="payout-current">
          {saved
            ? t('payments:payout.current', { iban: formatIban(saved) })
            : t('payments:payout.none')}
        </Text>
        {held ? (
          <Text size="sm" c="orange.9" data-testid="payout-held">
            {t('payments:payout.held', { date: formatIstanbulMoment(held, locale) })}
          </Text>
        ) : null}
        {save.isSuccess ? (
          <StatusMessage tone="success">{t('payments:payout.saved')}</StatusMessage>
        ) : null}
        {save.isError && Object.keys(form.errors).length === 0 ? (
          <StatusMessage tone="error">
            {errorMessage(save.error, t('payments:payout.saveFailed'))}
          </StatusMessage>
        ) : null}
        <Group>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconBuildingBank size={16} />}
          >
            {t('payments:payout.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * A provider's payout account on their profile setup (the IBAN they are paid to): a valid
 * Turkish IBAN (checksum), saved on its own, seen only by the provider and the admins.
 */
export const PayoutAccountCard = () => {
  const { t } = useTranslation();
  const account = usePayoutAccount();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="payout-account-title">
      <Stack gap="md">
        <SectionHeading
          id="payout-account-title"
          title={t('payments:payout.title')}
          description={t('payments:payout.description')}
        />
        {account.isPending ? (
          <LoadingScreen label={t('common:loading')} fullHeight={false} />
        ) : account.isError ? (
          <ErrorAlert
            message={t('payments:payout.loadFailed')}
            onRetry={() => void account.refetch()}
          />
        ) : (
          <PayoutAccountForm account={account.data} />
        )}
      </Stack>
    </Paper>
  );
};
