import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { vaccinationInputSchemaFor } from '@patili/domain/patients';
import { istanbulToday } from '@patili/domain/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { FormActions } from '../../../components/form/form-actions';
import { VaccinationFields, type VaccinationFieldValues } from '../../../components/vaccinations/vaccination-fields';
import { ApiError } from '../../../lib/api-client';
import { useFormSubmit, useSchemaForm } from '../../../lib/form';
import { useAddOwnVaccination } from '../api/add-own-vaccination';

/**
 * The owner's record of a dose their pet was given elsewhere (abroad, at a clinic not on Patili):
 * the same fields as a vet's; with the next dose's day the owner is reminded of it as of a vet's.
 */
const OwnVaccinationForm = ({ petId, onDone }: { petId: string; onDone: () => void }) => {
  const { t } = useTranslation();
  const today = useMemo(() => istanbulToday(new Date()), []);
  const schema = useMemo(() => vaccinationInputSchemaFor(today), [today]);
  const form = useSchemaForm<VaccinationFieldValues>(schema, {
    initialValues: { vaccineName: '', vaccinationDate: today, nextDueDate: '', notes: '' },
    validateInputOnBlur: false,
  });
  const add = useAddOwnVaccination();
  const { failure, onSubmit } = useFormSubmit(
    form,
    async () => {
      await add.mutateAsync({ petId, input: schema.parse(form.getValues()) });
      notifications.show({ color: 'teal', message: t('pets:vaccinations.own.saved') });
      onDone();
    },
    (error) => (error instanceof ApiError && error.status === 404 ? error.message : t('pets:vaccinations.own.failed')),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <VaccinationFields form={form} today={today} />
        <FormActions
          failure={failure}
          pending={add.isPending}
          onCancel={onDone}
          cancelLabel={t('common:actions.cancel')}
          submitLabel={t('pets:vaccinations.own.submit')}
        />
      </Stack>
    </form>
  );
};

/** The owner's vaccination form in a dialog, mounted only while open so each opening starts empty. */
export const OwnVaccinationModal = ({ petId, petName, opened, onClose }: { petId: string; petName: string; opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('pets:vaccinations.own.title', { name: petName })} centered radius="lg" size="lg">
      <Text size="sm" c="dimmed" mb="md">
        {t('pets:vaccinations.own.description')}
      </Text>
      {opened ? <OwnVaccinationForm petId={petId} onDone={onClose} /> : null}
    </Modal>
  );
};
