import { notifications } from '@mantine/notifications';
import { newVaccinationFormSchemaFor } from '@patili/domain/patients';
import { istanbulToday } from '@patili/domain/shared';
import type { VaccinationRecord } from '@patili/domain/pets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { VaccinationFields, type VaccinationFieldValues } from '../../../components/vaccinations/vaccination-fields';
import { ApiError } from '../../../lib/api-client';
import { useFormSubmit, useSchemaForm } from '../../../lib/form';
import { useAddVaccination } from '../api/add-vaccination';
import { PatientFormFrame, type PatientFormProps } from './patient-form-frame';

type VaccinationFormValues = VaccinationFieldValues & { petId: string };

export type VaccinationFormProps = PatientFormProps<VaccinationRecord>;

/**
 * A vet's new vaccination record (the vaccine's name and date required): the patient (unless given), the vaccine, the day it was given (not after today in Turkey)
 * and an optional note. A failure shows the spec's `vetErrorAddingVaccination` unless the server
 * names the field; success shows `vetVaccinationRecordAdded`.
 */
export const VaccinationForm = ({ petId, onSaved, onCancel }: VaccinationFormProps) => {
  const { t } = useTranslation();
  const today = useMemo(() => istanbulToday(new Date()), []);
  const schema = useMemo(() => newVaccinationFormSchemaFor(today), [today]);
  const form = useSchemaForm<VaccinationFormValues>(schema, {
    initialValues: { petId: petId ?? '', vaccineName: '', vaccinationDate: today, nextDueDate: '', notes: '' },
    validateInputOnBlur: false,
  });
  const addVaccination = useAddVaccination();
  const { failure: banner, onSubmit } = useFormSubmit(
    form,
    async () => {
      const { petId: patient, ...input } = schema.parse(form.getValues());
      const { vaccination } = await addVaccination.mutateAsync({ petId: patient, input });
      notifications.show({ color: 'green', message: t('patients:vetVaccinationRecordAdded') });
      onSaved(vaccination);
    },
    (error) =>
      error instanceof ApiError && error.status === 404
        ? error.message
        : t('patients:vetErrorAddingVaccination'),
  );

  return (
    <PatientFormFrame
      form={form}
      petId={petId}
      onSubmit={onSubmit}
      banner={banner}
      pending={addVaccination.isPending}
      submitLabel={t('patients:vaccination.submit')}
      onCancel={onCancel}
    >
      <VaccinationFields form={form} today={today} />
    </PatientFormFrame>
  );
};
