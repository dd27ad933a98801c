import { Stack } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormActions } from '../../../components/form/form-actions';
import { PatientSelect } from './patient-select';

/** What a vet's form about one patient is given: the patient if known, and what follows it. */
export type PatientFormProps<Saved> = {
  /** The patient, when the form is opened on its page; without it the vet chooses one. */
  petId?: string;
  onSaved: (saved: Saved) => void;
  onCancel: () => void;
};

/**
 * The frame of a vet's form about one patient: the patient to choose (unless the form was opened
 * on that patient's page, `petId`), the form's own fields, the failure banner, cancel and submit.
 */
export const PatientFormFrame = ({
  form,
  petId,
  onSubmit,
  banner,
  pending,
  submitLabel,
  onCancel,
  children,
}: {
  form: {
    getValues: () => { petId: string };
    setFieldValue: (path: 'petId', value: string) => void;
    errors: FormErrors;
  };
  petId: string | undefined;
  onSubmit: (event: FormEvent) => void;
  banner: string | null;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {petId ? null : (
          <PatientSelect
            value={form.getValues().petId}
            onChange={(next) => form.setFieldValue('petId', next)}
            error={form.errors.petId}
          />
        )}
        {children}
        <FormActions
          failure={banner}
          pending={pending}
          onCancel={onCancel}
          cancelLabel={t('common:actions.cancel')}
          submitLabel={submitLabel}
        />
      </Stack>
    </form>
  );
};
