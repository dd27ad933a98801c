import type { TFunction } from 'i18next';

/** "3 yaşında", "1 yaşından küçük", or "—" for a patient's whole-year age. */
export const patientAge = (t: TFunction, age: number | null): string => {
  if (age === null) return t('patients:list.unknown');
  if (age === 0) return t('pets:age.underOne');
  return t('pets:age.years', { count: age });
};
