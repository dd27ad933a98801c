import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  VACCINATION_NOTES_MAX,
  VACCINE_NAME_MAX,
  newVaccinationFormSchemaFor,
} from '@patili/domain/patients';
import { istanbulToday } from '@patili/domain/shared';
import type { VaccinationRecord } from '@patili/domain/pets';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { DateField } from '../../../components/dates/date-field';
import { StatusMessage } from '../../../components/feedback/status-message';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useAddVaccination } from '../api/add-vaccination';
import { PatientSelect } from './patient-select';

type VaccinationFormValues = {
  petId: string;
  vaccineName: string;
  vaccinationDate: string;
  notes: string;
};

export type VaccinationFormProps = {
  /** The patient, when the form is opened on its page; without it the vet chooses one. */
  petId?: string;
  onSaved: (vaccination: VaccinationRecord) => void;
  onCancel: () => void;
};

/**
 * A vet's new vaccination record (the vaccine's name and date required; only a vet adds
 * one): the patient (unless given), the vaccine, the day it was given (not after today in Turkey)
 * and an optional note. A failure shows the spec's `vetErrorAddingVaccination` unless the server
 * names the field; success shows `vetVaccinationRecordAdded`.
 */
export const VaccinationForm = ({ petId, onSaved, onCancel }: VaccinationFormProps) => {
  const { t } = useTranslation();
  const today = useMemo(() => istanbulToday(new Date()), []);
  const schema = useMemo(() => newVaccinationFormSchemaFor(today), [today]);
  const form = useSchemaForm<VaccinationFormValues>(schema, {
    initialValues: { petId: petId ?? '', vaccineName: '', vaccinationDate: today, notes: '' },
    validateInputOnBlur: false,
  });
  const addVaccination = useAddVaccination();
  const [banner, setBanner] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    if (form.validate().hasErrors) return;
    const { petId: patient, ...input } = schema.parse(form.getValues());
    try {
      const { vaccination } = await addVaccination.mutateAsync({ petId: patient, input });
      notifications.show({ color: 'green', message: t('patients:vetVaccinationRecordAdded') });
      onSaved(vaccination);
    } catch (error) {
      if (applyServerFieldErrors(form, error)) return;
      setBanner(
        error instanceof ApiError && error.status === 404
          ? error.message
          : t('patients:vetErrorAddingVaccination'),
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {petId ? null : (
          <PatientSelect
            value={form.getValues().petId}
            onChange={(next) => form.setFieldValue('petId', next)}
            error={form.errors.petId}
          />
        )}
        <TextInput
          label={t('patients:vaccination.vaccineName')}
          placeholder={t('patients:vaccination.vaccineNamePlaceholder')}
          withAsterisk
          maxLength={VACCINE_NAME_MAX}
          autoComplete="off"
          {...form.getInputProps('vaccineName')}
        />
        <DateField
          label={t('patients:vaccination.date')}
          withAsterisk
          maxDate={today}
          {...form.getInputProps('vaccinationDate')}
        />
        <Textarea
          label={t('patients:vaccination.notes')}
          placeholder={t('patients:vaccination.notesPlaceholder')}
          maxLength={VACCINATION_NOTES_MAX}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('notes')}
        />
        {banner ? <StatusMessage tone="error">{banner}</StatusMessage> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={addVaccination.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={addVaccination.isPending}>
            {t('patients:vaccination.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
