import { Button, Divider, Group, Modal, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { deleteAccountInputSchema, DELETE_CONFIRMATION_WORDS, type AccountView } from '@patili/domain/accounts';
import { isLocale } from '@patili/domain/i18n';
import { IconSnowflake, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { StatusMessage } from '../../../components/feedback/status-message';
import { SectionHeading } from '../../../components/layout/section-card';
import { applyServerFieldErrors, errorMessage, useSchemaForm } from '../../../lib/form';
import { useDeactivateAccount } from '../api/deactivate-account';
import { useDeleteAccount } from '../api/delete-account';

const DeactivateModal = ({ opened, onClose, onDone }: { opened: boolean; onClose: () => void; onDone: () => void }) => {
  const { t } = useTranslation();
  const deactivate = useDeactivateAccount({ onSignedOut: onDone });
  return (
    <ConfirmDialog
      opened={opened}
      title={t('accounts:deactivate.confirmTitle')}
      body={t('accounts:deactivate.confirmBody')}
      confirmLabel={t('accounts:deactivate.confirm')}
      cancelLabel={t('accounts:settings.cancel')}
      color="orange"
      pending={deactivate.isPending}
      error={deactivate.isError ? t('accounts:deactivate.failed') : null}
      onConfirm={() => deactivate.mutate()}
      onClose={onClose}
    />
  );
};

type DeleteValues = { confirmation: string; password: string };

const DeleteModal = ({
  opened,
  onClose,
  onDone,
  hasPassword,
}: {
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
  hasPassword: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const remove = useDeleteAccount({ onSignedOut: onDone });
  const [failed, setFailed] = useState<string | null>(null);
  const word = DELETE_CONFIRMATION_WORDS[isLocale(i18n.language) ? i18n.language : 'tr'];
  const form = useSchemaForm<DeleteValues>(deleteAccountInputSchema, { initialValues: { confirmation: '', password: '' } });
  const close = () => {
    form.reset();
    setFailed(null);
    onClose();
  };
  const submit = form.onSubmit((values) => {
    setFailed(null);
    remove.mutate(
      { confirmation: values.confirmation, ...(hasPassword ? { password: values.password } : {}) },
      { onError: (error) => setFailed(applyServerFieldErrors(form, error) ? null : errorMessage(error, t('accounts:delete.failed'))) },
    );
  });
  return (
    <Modal opened={opened} onClose={close} title={t('accounts:delete.confirmTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('accounts:delete.confirmBody')}</Text>
          <TextInput
            label={t('accounts:delete.typeLabel', { word })}
            placeholder={word}
            autoComplete="off"
            withAsterisk
            data-testid="delete-confirmation"
            {...form.getInputProps('confirmation')}
          />
          {hasPassword ? (
            <PasswordInput
              label={t('accounts:delete.passwordLabel')}
              autoComplete="current-password"
              withAsterisk
              data-testid="delete-password"
              {...form.getInputProps('password')}
            />
          ) : null}
          {failed ? <StatusMessage tone="error">{failed}</StatusMessage> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t('accounts:settings.cancel')}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              {t('accounts:delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/**
 * Deactivate (temporary freeze) and delete (permanent, after typing the confirmation word), each
 * behind a confirmation dialog. `onDeactivated` / `onDeleted` run once the session has ended.
 * Its id is the anchor the privacy centre links to (`/settings/account#delete-account`).
 */
export const DangerZone = ({
  account,
  onDeactivated,
  onDeleted,
}: {
  account: AccountView;
  onDeactivated: () => void;
  onDeleted: () => void;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'deactivate' | 'delete' | null>(null);
  return (
    <Paper
      id="delete-account"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
      data-testid="danger-zone"
    >
      <Stack gap="md">
        <Stack gap="xs">
          <SectionHeading title={t('accounts:deactivate.title')} description={t('accounts:deactivate.body')} />
          <Group>
            <Button variant="light" color="orange" leftSection={<IconSnowflake size={16} />} onClick={() => setOpen('deactivate')}>
              {t('accounts:deactivate.button')}
            </Button>
          </Group>
        </Stack>
        <Divider />
        <Stack gap="xs">
          <SectionHeading title={t('accounts:delete.title')} description={t('accounts:delete.body')} color="red.8" />
          <Group>
            <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setOpen('delete')}>
              {t('accounts:delete.button')}
            </Button>
          </Group>
        </Stack>
      </Stack>
      <DeactivateModal opened={open === 'deactivate'} onClose={() => setOpen(null)} onDone={onDeactivated} />
      <DeleteModal opened={open === 'delete'} onClose={() => setOpen(null)} onDone={onDeleted} hasPassword={account.hasPassword} />
    </Paper>
  );
};
