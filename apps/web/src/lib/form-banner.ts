import type { FormErrors } from '@mantine/form';
import { useState, type ReactNode } from 'react';

import { ApiError } from './api-client';
import { applyServerFieldErrors } from './form';
import { i18n } from './i18n';

/**
 * The banner above a record form (pets, adoption, lost and found, mating) and the messages under
 * its fields. The spec gives such a form one sentence for every missing required field
 * (`requiredText`, "fill all required fields"): it goes once in the banner, and each empty field
 * says "Bu alan zorunludur." under it (`fieldError`). `validate` checks the form and puts its first
 * error in the banner; `showSaveError` puts a failed save's per-field messages under their fields
 * (the first in the banner), a refusal's own translated message (any 4xx) in the banner, and
 * `fallback` for anything else. Nothing typed is cleared.
 */
export const useFormBanner = <Values extends Record<string, unknown>>(
  form: { errors: FormErrors; validate: () => { hasErrors: boolean; errors: FormErrors }; setErrors: (errors: Record<string, string>) => void },
  requiredText: string,
) => {
  const [banner, setBanner] = useState<string | null>(null);
  const fieldError = (field: keyof Values & string): ReactNode => {
    const error = form.errors[field];
    return error === requiredText ? i18n.t('errors:fieldRequired') : error;
  };
  const validate = (): boolean => {
    setBanner(null);
    const validation = form.validate();
    if (!validation.hasErrors) return true;
    const first = Object.values(validation.errors)[0];
    setBanner(typeof first === 'string' ? first : requiredText);
    return false;
  };
  const showSaveError = (error: unknown, fallback: string) => {
    if (applyServerFieldErrors(form, error)) {
      setBanner(Object.values((error as ApiError).fields)[0] ?? fallback);
      return;
    }
    setBanner(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback);
  };
  return { banner, setBanner, fieldError, validate, showSaveError };
};
