import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { formatMicrochip, MICROCHIP_LENGTH, microchipLookupSchema, type MicrochipLookup as Lookup } from '@patili/domain/pets';
import { IconBell, IconCircleCheck, IconCircleX, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { StatusMessage } from '../../../components/feedback/status-message';
import { errorMessage, useFormSubmit, useSchemaForm } from '../../../lib/form';
import { useLookupMicrochip, useNotifyMicrochipOwner } from '../api/microchip-lookup';

/**
 * A vet reads a found animal's chip: the number (as copied from the reader, spaces allowed) is
 * registered to a pet on Patili or not, never whose; a registered one's owner can be told, after
 * a confirmation, that this vet read it. A number not registered leads to a found report.
 */
export const MicrochipLookup = () => {
  const { t } = useTranslation();
  const form = useSchemaForm<{ microchip: string }>(microchipLookupSchema, { initialValues: { microchip: '' }, validateInputOnBlur: false });
  const lookup = useLookupMicrochip();
  const notify = useNotifyMicrochipOwner();
  const [result, setResult] = useState<Lookup | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notified, setNotified] = useState<string | null>(null);

  const { onSubmit, failure } = useFormSubmit(
    form,
    async () => {
      setResult(null);
      notify.reset();
      const { microchip } = microchipLookupSchema.parse(form.getValues());
      setResult(await lookup.mutateAsync(microchip));
    },
    (error) => errorMessage(error, t('pets:microchip.error')),
  );

  const tellOwner = async () => {
    if (!result) return;
    try {
      await notify.mutateAsync(result.microchip);
      setNotified(result.microchip);
      setConfirming(false);
    } catch {
      // The dialog stays open with the error (below).
    }
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <form onSubmit={onSubmit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 16rem' }}
              label={t('pets:microchip.label')}
              placeholder="792 0981 0012 3456"
              inputMode="numeric"
              autoComplete="off"
              maxLength={MICROCHIP_LENGTH + 8}
              {...form.getInputProps('microchip')}
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={lookup.isPending} leftSection={<IconSearch size={16} />}>
              {t('pets:microchip.lookup')}
            </Button>
          </Group>
        </form>
      </Paper>

      {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}

      {result ? (
        <Paper withBorder radius="lg" p="lg" data-testid="microchip-result" aria-live="polite">
          <Stack gap="sm">
            <Text fw={600}>{formatMicrochip(result.microchip)}</Text>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              {result.registered ? <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" style={{ flexShrink: 0 }} aria-hidden /> : <IconCircleX size={20} color="var(--mantine-color-gray-7)" style={{ flexShrink: 0 }} aria-hidden />}
              <Text>{t(result.registered ? 'pets:microchip.registered' : 'pets:microchip.notRegistered')}</Text>
            </Group>
            {result.registered ? (
              notified === result.microchip ? (
                <StatusMessage tone="success">{t('pets:microchip.notified')}</StatusMessage>
              ) : (
                <Group>
                  <Button leftSection={<IconBell size={16} />} onClick={() => setConfirming(true)}>
                    {t('pets:microchip.notify')}
                  </Button>
                </Group>
              )
            ) : (
              <Group>
                <Button component={Link} to={buildPath('lostfound.report')} variant="light">
                  {t('pets:microchip.reportFound')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ) : null}

      <ConfirmDialog
        opened={confirming}
        title={t('pets:microchip.notify')}
        body={t('pets:microchip.notifyConfirm')}
        confirmLabel={t('pets:microchip.notify')}
        cancelLabel={t('common:actions.cancel')}
        pending={notify.isPending}
        error={notify.isError ? errorMessage(notify.error, t('pets:microchip.error')) : null}
        onConfirm={() => void tellOwner()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
