import { readIsoDate } from '../shared/istanbul-time.ts';

/**
 * Whole years from `birthdate` to `today` (both `YYYY-MM-DD`): the years passed, minus one
 * while this year's birthday is still ahead. Never negative; a birthdate after today gives 0.
 * Throws on a malformed date, which the schemas never let through.
 */
export const ageFromBirthdate = (birthdate: string, today: string): number => {
  const born = readIsoDate(birthdate);
  const now = readIsoDate(today);
  if (!born || !now) throw new RangeError(`not a YYYY-MM-DD date: ${born ? today : birthdate}`);
  const beforeBirthday = now.month < born.month || (now.month === born.month && now.day < born.day);
  return Math.max(0, now.year - born.year - (beforeBirthday ? 1 : 0));
};

/**
 * A pet's age in whole years: derived from the birthdate when it is known, otherwise
 * the age the owner gave; null when neither is stored.
 */
export const petAge = (
  pet: { birthdate: string | null; ageYears: number | null },
  today: string,
): number | null => (pet.birthdate ? ageFromBirthdate(pet.birthdate, today) : pet.ageYears);
