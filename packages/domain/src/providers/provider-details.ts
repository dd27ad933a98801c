import { z } from 'zod';

import type { ProviderRole } from '../access/roles.ts';
import { PROVIDER_KINDS } from './provider-kinds.ts';
import {
  petWalkerProfileShape,
  sitterProfileShape,
  trainerProfileShape,
  veterinarianProfileShape,
  type ProviderProfile,
} from './provider-profile.schemas.ts';

/** A kind's own fields without `bio`, which has a column of its own. */
const detailsShape = <S extends { bio: z.ZodType }>({ bio: _bio, ...fields }: S): Omit<S, 'bio'> => fields;

/** What `details` holds for each kind: the kind's fields as its save schema outputs them. */
export const PROVIDER_DETAILS_SCHEMAS = {
  sitter: z.object(detailsShape(sitterProfileShape)),
  veterinarian: z.object(detailsShape(veterinarianProfileShape)),
  pet_walker: z.object(detailsShape(petWalkerProfileShape)),
  trainer: z.object(detailsShape(trainerProfileShape)),
} as const satisfies Record<ProviderRole, z.ZodObject>;

export type ProviderDetailsByKind = { [K in ProviderRole]: z.output<(typeof PROVIDER_DETAILS_SCHEMAS)[K]> };
export type SitterDetails = ProviderDetailsByKind['sitter'];
export type VeterinarianDetails = ProviderDetailsByKind['veterinarian'];
export type PetWalkerDetails = ProviderDetailsByKind['pet_walker'];
export type TrainerDetails = ProviderDetailsByKind['trainer'];

/**
 * What a profile row's `details` column holds: the kind's fields as its save schema outputs them.
 * A save writes them all; a row from older code may lack some, so every field may be missing.
 */
export type ProviderDetails = { [K in ProviderRole]: Partial<ProviderDetailsByKind[K]> }[ProviderRole];

/**
 * A stored profile's details read back for its kind (`readProviderDetails`): every field that
 * reads as valid, the rest left out. Tagged with the kind, so a `switch (profile.kind)` narrows
 * the details too.
 */
export type KindDetails = { [K in ProviderRole]: { readonly kind: K; readonly details: Partial<ProviderDetailsByKind[K]> } }[ProviderRole];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored field through its schema; a list keeps the entries that read as valid on their own. */
const readField = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success || !Array.isArray(value)) return parsed;
  return schema.safeParse(value.filter((entry) => schema.safeParse([entry]).success));
};

/**
 * Parses a profile's stored `details` once, where it is read from the database, into the kind's
 * typed fields. Each field goes through the kind's own schema (missing ones take their default,
 * as a save would store them; a list keeps its valid entries); a field that does not read as
 * valid, from older code or a hand-edited row, is left out rather than failing the whole profile,
 * so every reader downstream trusts the types.
 */
export const readProviderDetails = (kind: ProviderRole, stored: unknown): KindDetails => {
  const source = isRecord(stored) ? stored : {};
  const details: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(PROVIDER_DETAILS_SCHEMAS[kind].shape) as Array<[string, z.ZodType]>) {
    const parsed = readField(schema, source[field]);
    if (parsed.success) details[field] = parsed.data;
  }
  return { kind, details };
};

/** The file ids a profile's gallery and document fields name, with the purpose each was uploaded for. */
export const providerFileIds = ({ kind, details }: KindDetails) => {
  const fields = [PROVIDER_KINDS[kind].gallery, PROVIDER_KINDS[kind].documents].filter((f) => f !== null);
  const values = details as Readonly<Record<string, unknown>>;
  return fields.map(({ field, purpose }) => ({ field, purpose, ids: (values[field] as string[] | undefined) ?? [] }));
};

/** The gallery's file ids (home, clinic or walk photos); none for a kind without a gallery. */
export const galleryFileIds = (profile: KindDetails): string[] => {
  const gallery = PROVIDER_KINDS[profile.kind].gallery;
  return providerFileIds(profile).find((f) => f.field === gallery?.field)?.ids ?? [];
};

/**
 * Splits a parsed save into what goes where: `bio` to its column, the location to the user row,
 * everything else of the kind into `details` (tagged with the kind, as a stored row reads back).
 */
export const splitProfileInput = ({ kind, location, bio, ...details }: ProviderProfile) => ({
  location,
  bio,
  profile: { kind, details } as KindDetails,
});
