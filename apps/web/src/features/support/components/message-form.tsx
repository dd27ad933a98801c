import { Button, Group, Stack, Textarea } from '@mantine/core';
import { SUPPORT_MESSAGE_MAX, supportMessageInputSchema } from '@patili/domain/support';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { StatusMessage } from '../../../components/feedback/status-message';
import { useSchemaForm } from '../../../lib/form';
import { useFormBanner } from '../../../lib/form-banner';

type Values = { text: string };

/**
 * The reply box under a thread, for either side: the shared schema checks it (non-blank, at most
 * 5000 characters); a failed send keeps the text and says why; a sent one clears the box.
 */
export const MessageForm = ({
  label,
  placeholder,
  submitLabel,
  sentText,
  failedText,
  pending,
  onSend,
  testId,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  sentText: string;
  failedText: string;
  pending: boolean;
  onSend: (text: string) => Promise<unknown>;
  testId?: string;
}) => {
  const form = useSchemaForm<Values>(supportMessageInputSchema, { initialValues: { text: '' }, validateInputOnBlur: false });
  const { banner, setBanner, showSaveError } = useFormBanner<Values>(form, '');
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    setBanner(null);
    // The one field says what is wrong under itself; the banner is for a refused send.
    if (form.validate().hasErrors) return;
    const { text } = supportMessageInputSchema.parse(form.getValues());
    try {
      await onSend(text);
      form.reset();
      setBanner(null);
      setSent(true);
    } catch (error) {
      showSaveError(error, failedText);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      <Stack gap="sm">
        <Textarea
          label={label}
          placeholder={placeholder}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={SUPPORT_MESSAGE_MAX}
          {...form.getInputProps('text')}
        />
        {banner ? <StatusMessage tone="error">{banner}</StatusMessage> : null}
        {sent && !banner ? <StatusMessage tone="success">{sentText}</StatusMessage> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={pending} leftSection={<IconSend size={16} />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
