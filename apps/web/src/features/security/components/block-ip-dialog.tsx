import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IP_BLOCK_REASON_MAX, ipBlockInputSchema, isOwnAddress } from '@patili/domain/security';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { StatusMessage } from '../../../components/feedback/status-message';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, errorMessage, useSchemaForm } from '../../../lib/form';
import { useBlockIp } from '../api/block-ip';
import {
  BLOCK_DURATION_CHOICES,
  DEFAULT_BLOCK_DURATION,
  durationHoursOf,
  isBlockDurationChoice,
  type BlockDurationChoice,
} from '../utils/block-durations';

/** The longest reason the server keeps. */
export const BLOCK_REASON_MAX = IP_BLOCK_REASON_MAX;

type BlockFormValues = { ipAddress: string; reason: string; duration: BlockDurationChoice };

/**
 * The form's shape of the contract: its address and reason checks (a real IPv4/IPv6 address), the
 * duration as a choice. The reason's length message is the form's own: the contract's names a
 * `{{max}}` the form's translation cannot fill.
 */
const blockFormSchema = ipBlockInputSchema.pick({ ipAddress: true }).extend({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'security:validation.reasonRequired' })
    .max(BLOCK_REASON_MAX, { error: 'security:page.block.reasonTooLong' }),
  duration: z.enum(BLOCK_DURATION_CHOICES as [BlockDurationChoice, ...BlockDurationChoice[]]),
});

/**
 * Blocking an address: the confirmation is this form — the
 * address (fixed when it comes from an alert), the reason (prefilled from the alert) and how long.
 * The admin's own current address is refused here with the reason, as the server does. A failed
 * try keeps everything typed and says why.
 */
export const BlockIpDialog = ({
  opened,
  onClose,
  onBlocked,
  ipAddress,
  reason = '',
  alertId,
  yourAddress,
}: {
  opened: boolean;
  onClose: () => void;
  onBlocked?: (ip: string) => void;
  /** From an alert: the address is fixed. Absent: the admin types it. */
  ipAddress?: string;
  reason?: string;
  alertId?: string;
  yourAddress: string | null | undefined;
}) => {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)', false);
  const block = useBlockIp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<BlockFormValues>(blockFormSchema, {
    initialValues: { ipAddress: ipAddress ?? '', reason: reason.slice(0, BLOCK_REASON_MAX), duration: DEFAULT_BLOCK_DURATION },
  });
  const own = yourAddress ? isOwnAddress(form.values.ipAddress, yourAddress) : false;

  const close = () => {
    if (block.isPending) return;
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    if (own) return;
    setFailure(null);
    try {
      const created = await block.mutateAsync({
        ipAddress: values.ipAddress.trim(),
        reason: values.reason.trim(),
        durationHours: durationHoursOf(values.duration),
        ...(alertId ? { alertId } : {}),
      });
      form.reset();
      onBlocked?.(created.ipAddress);
      onClose();
    } catch (error) {
      // A field message lands on its field when the field is on screen; otherwise (the address
      // fixed by the alert, the duration) the message is shown above the buttons.
      const shown = ipAddress === undefined ? ['ipAddress', 'reason'] : ['reason'];
      const fields = error instanceof ApiError ? Object.keys(error.fields) : [];
      if (fields.length > 0 && fields.every((field) => shown.includes(field))) applyServerFieldErrors(form, error);
      else setFailure(errorMessage(error, t('security:page.block.failed')));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('security:page.block.title')}
      centered
      radius={isPhone ? 0 : 'lg'}
      fullScreen={isPhone}
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('security:page.dialog.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate data-testid="security-block-form">
        <Stack gap="md">
          {ipAddress ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('security:page.block.body', { ip: ipAddress })}
            </Text>
          ) : (
            <TextInput
              label={t('security:page.block.ip')}
              placeholder="203.0.113.7"
              required
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              {...form.getInputProps('ipAddress')}
            />
          )}
          <Textarea
            label={t('security:page.block.reason')}
            required
            autosize
            minRows={2}
            maxRows={6}
            maxLength={BLOCK_REASON_MAX}
            {...form.getInputProps('reason')}
          />
          <Select
            label={t('security:page.block.duration')}
            data={BLOCK_DURATION_CHOICES.map((value) => ({ value, label: t(`security:page.block.durations.${value}`) }))}
            value={form.values.duration}
            onChange={(value) => isBlockDurationChoice(value) && form.setFieldValue('duration', value)}
            allowDeselect={false}
            comboboxProps={{ zIndex: 500 }}
          />
          {own ? <StatusMessage tone="error">{t('security:errors.ownAddress')}</StatusMessage> : null}
          {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={block.isPending}>
              {t('security:page.block.cancel')}
            </Button>
            <Button type="submit" color="red" loading={block.isPending} disabled={own} data-testid="security-block-confirm">
              {t('security:page.block.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
