import type { SitterService } from '../catalog/catalog.ts';
import type { PetSpecies } from '../pets/pets.schemas.ts';

/** The sitter services that look after each kind of pet an owner can add. */
export const SITTER_SERVICES_FOR_SPECIES: Readonly<Record<PetSpecies, readonly SitterService[]>> = {
  cat: ['cat_care'],
  dog: ['dog_care'],
  bird: ['bird_care'],
  other: ['rodent_care', 'reptile_care', 'exotic_care'],
};

/**
 * A sitter's day price as this owner would pay it, for cards and the profile: over the services
 * for the owner's pets (`species`), or over every priced service when the sitter takes none of
 * them or the owner has no pet. One price, or a range (`maxLira`) when those services differ;
 * null for a sitter with no priced service.
 */
export const sitterPriceFor = (
  servicePrices: Readonly<Record<string, unknown>>,
  species: readonly string[],
): { lira: number; maxLira: number | null } | null => {
  const priced = Object.entries(servicePrices).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
  );
  const wanted = new Set(
    species.flatMap((kind) => SITTER_SERVICES_FOR_SPECIES[kind as PetSpecies] ?? []),
  );
  const forPets = priced.filter(([service]) => wanted.has(service as SitterService));
  const chosen = (forPets.length > 0 ? forPets : priced).map(([, lira]) => lira);
  if (chosen.length === 0) return null;
  const lira = Math.min(...chosen);
  const most = Math.max(...chosen);
  return { lira, maxLira: most === lira ? null : most };
};
