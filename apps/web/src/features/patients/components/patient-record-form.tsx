import { Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PATIENT_REASON_MAX,
  PATIENT_TEXT_MAX,
  newPatientRecordFormSchemaFor,
  type PatientRecord,
} from '@patili/domain/patients';
import { istanbulToday } from '@patili/domain/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { DateField } from '../../../components/dates/date-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, useFormSubmit, useSchemaForm } from '../../../lib/form';
import { useCreatePatientRecord } from '../api/create-patient-record';
import { PatientFormFrame, type PatientFormProps } from './patient-form-frame';

type RecordFormValues = {
  petId: string;
  visitDate: string;
  reason: string;
  diagnosis: string;
  treatment: string;
  notes: string;
};

export type PatientRecordFormProps = PatientFormProps<PatientRecord>;

/**
 * A new visit record on the shared domain schema: the patient (unless given), the visit's day
 * (today by default, never after it in Turkey), the reason, and optional diagnosis, treatment
 * and notes. Field messages come from the schema or the server; nothing typed is lost on failure.
 */
export const PatientRecordForm = ({ petId, onSaved, onCancel }: PatientRecordFormProps) => {
  const { t } = useTranslation();
  const today = useMemo(() => istanbulToday(new Date()), []);
  const schema = useMemo(() => newPatientRecordFormSchemaFor(today), [today]);
  const form = useSchemaForm<RecordFormValues>(schema, {
    initialValues: {
      petId: petId ?? '',
      visitDate: today,
      reason: '',
      diagnosis: '',
      treatment: '',
      notes: '',
    },
    validateInputOnBlur: false,
  });
  const createRecord = useCreatePatientRecord();
  const { failure: banner, onSubmit } = useFormSubmit(
    form,
    async () => {
      const { petId: patient, ...input } = schema.parse(form.getValues());
      const { record } = await createRecord.mutateAsync({ petId: patient, input });
      notifications.show({ color: 'green', message: t('patients:recordSaved') });
      onSaved(record);
    },
    (error) =>
      error instanceof ApiError && error.status === 404
        ? error.message
        : errorMessage(error, t('patients:errorSavingRecord')),
  );

  return (
    <PatientFormFrame
      form={form}
      petId={petId}
      onSubmit={onSubmit}
      banner={banner}
      pending={createRecord.isPending}
      submitLabel={t('patients:record.submit')}
      onCancel={onCancel}
    >
      <DateField
        label={t('patients:record.visitDate')}
        withAsterisk
        maxDate={today}
        {...form.getInputProps('visitDate')}
      />
      <TextInput
        label={t('patients:record.reason')}
        placeholder={t('patients:record.reasonPlaceholder')}
        withAsterisk
        maxLength={PATIENT_REASON_MAX}
        autoComplete="off"
        {...form.getInputProps('reason')}
      />
      <Textarea
        label={t('patients:record.diagnosis')}
        placeholder={t('patients:record.diagnosisPlaceholder')}
        maxLength={PATIENT_TEXT_MAX}
        autosize
        minRows={2}
        maxRows={8}
        {...form.getInputProps('diagnosis')}
      />
      <Textarea
        label={t('patients:record.treatment')}
        placeholder={t('patients:record.treatmentPlaceholder')}
        maxLength={PATIENT_TEXT_MAX}
        autosize
        minRows={2}
        maxRows={8}
        {...form.getInputProps('treatment')}
      />
      <Textarea
        label={t('patients:record.notes')}
        placeholder={t('patients:record.notesPlaceholder')}
        maxLength={PATIENT_TEXT_MAX}
        autosize
        minRows={2}
        maxRows={8}
        {...form.getInputProps('notes')}
      />
    </PatientFormFrame>
  );
};
