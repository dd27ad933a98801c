import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { VACCINATION_NOTES_MAX, VACCINE_NAME_MAX } from '@patili/domain/patients';
import { addDays } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

import { DateField } from '../dates/date-field';

/** The fields of a vaccination record, whoever writes it (the vet who gave it, or the owner). */
export type VaccinationFieldValues = {
  vaccineName: string;
  vaccinationDate: string;
  nextDueDate: string;
  notes: string;
};

/**
 * The vaccine (required), the day it was given (required, not after `today` in Turkey), the next
 * dose's day (after today: its reminders read it) and a note.
 */
export const VaccinationFields = <Values extends VaccinationFieldValues>({
  form,
  today,
}: {
  form: UseFormReturnType<Values>;
  today: string;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('patients:vaccination.vaccineName')}
        placeholder={t('patients:vaccination.vaccineNamePlaceholder')}
        withAsterisk
        maxLength={VACCINE_NAME_MAX}
        autoComplete="off"
        {...form.getInputProps('vaccineName')}
      />
      <DateField label={t('patients:vaccination.date')} withAsterisk maxDate={today} {...form.getInputProps('vaccinationDate')} />
      <DateField
        label={t('patients:vaccination.nextDueDate')}
        description={t('patients:vaccination.nextDueDateHint')}
        minDate={addDays(today, 1)}
        {...form.getInputProps('nextDueDate')}
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
    </>
  );
};
