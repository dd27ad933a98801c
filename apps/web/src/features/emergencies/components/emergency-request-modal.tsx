import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  EMERGENCY_DESCRIPTION_MAX,
  EMERGENCY_LOCATION_MAX,
  emergencyFormSchema,
} from '@patili/domain/emergencies';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, errorMessage, useSchemaForm } from '../../../lib/form';
import { useCreateEmergency } from '../api/create-emergency';

type EmergencyFormValues = { petId: string; location: string; description: string };

export type EmergencyPet = { id: string; name: string };

export type EmergencyRequestModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The vet the request goes to (its public profile). */
  vet: { id: string; name: string };
  /** The owner's pets to choose from (at least one: the prompt offers to add a pet otherwise). */
  pets: readonly EmergencyPet[];
};

/**
 * The owner's emergency request to a vet: which pet, where they
 * are and what happened, on the shared domain schema (`emergencyFormSchema`). Field messages come
 * from the schema or the server; what was typed stays after a failure. Sent → a confirmation, and
 * the dialog closes.
 */
export const EmergencyRequestModal = ({
  opened,
  onClose,
  vet,
  pets,
}: EmergencyRequestModalProps) => {
  const { t } = useTranslation();
  const form = useSchemaForm<EmergencyFormValues>(emergencyFormSchema, {
    initialValues: {
      petId: pets.length === 1 ? (pets[0]?.id ?? '') : '',
      location: '',
      description: '',
    },
    validateInputOnBlur: false,
  });
  const createEmergency = useCreateEmergency();
  const [banner, setBanner] = useState<string | null>(null);

  const close = () => {
    setBanner(null);
    createEmergency.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    if (form.validate().hasErrors) return;
    const input = emergencyFormSchema.parse(form.getValues());
    try {
      await createEmergency.mutateAsync({ ...input, vetId: vet.id });
      notifications.show({
        color: 'green',
        message: t('emergencies:request.sent', { name: vet.name }),
      });
      form.reset();
      close();
    } catch (error) {
      if (applyServerFieldErrors(form, error)) return;
      setBanner(
        error instanceof ApiError && (error.status === 404 || error.status === 429)
          ? error.message
          : errorMessage(error, t('emergencies:errorSending')),
      );
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('emergencies:request.title')}
      centered
      radius="lg"
      size="lg"
    >
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="emergency-request-form"
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('emergencies:request.description', { name: vet.name })}
          </Text>
          <Select
            label={t('emergencies:request.pet')}
            placeholder={t('emergencies:request.petPlaceholder')}
            withAsterisk
            data={pets.map((pet) => ({ value: pet.id, label: pet.name }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('petId')}
            value={form.getValues().petId || null}
            onChange={(value: string | null) => form.setFieldValue('petId', value ?? '')}
          />
          <TextInput
            label={t('emergencies:request.location')}
            placeholder={t('emergencies:request.locationPlaceholder')}
            withAsterisk
            maxLength={EMERGENCY_LOCATION_MAX}
            autoComplete="street-address"
            {...form.getInputProps('location')}
          />
          <Textarea
            label={t('emergencies:request.details')}
            placeholder={t('emergencies:request.detailsPlaceholder')}
            withAsterisk
            maxLength={EMERGENCY_DESCRIPTION_MAX}
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('description')}
          />
          {banner ? <StatusMessage tone="error">{banner}</StatusMessage> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={createEmergency.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={createEmergency.isPending}>
              {t('emergencies:request.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
