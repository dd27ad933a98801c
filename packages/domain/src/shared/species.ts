import type { MessageKey } from '../i18n/translate.ts';

/**
 * Every kind of animal Patili names, in the order the pickers list them. A feature offers the ones
 * it takes (`PET_SPECIES` for pets, lost-and-found reports and mating listings; every one for
 * adoption; `WALKER_SPECIES` for what a walker walks), and every screen names them with one set of
 * messages, `pets:species.*`.
 */
export const SPECIES = ['cat', 'dog', 'bird', 'rodent', 'other'] as const;
export type Species = (typeof SPECIES)[number];

/** True for one of the species. */
export const isSpecies = (value: unknown): value is Species =>
  (SPECIES as readonly unknown[]).includes(value);

/** The message key of a species' name ("Kedi", "Cat"); anything that is not a species is `other`'s. */
export const speciesLabelKey = (species: unknown): MessageKey =>
  `pets:species.${isSpecies(species) ? species : 'other'}`;
