import type { ProviderRole } from '../access/roles.ts';
import { LOCALES } from '../i18n/resources.ts';
import { lookupMessage } from '../i18n/translate.ts';
import type { LocationView } from '../locations/locations.ts';
import { isServiceKey, SITTER_SERVICES } from '../services/service-catalog.ts';
import { toKurus, toLira } from '../shared/money.ts';
import { foldForSearch } from '../shared/text.ts';
import { optionLabelKey, profileCompleteness, providerFormValues } from './provider-form.ts';
import { PROVIDER_KINDS } from './provider-kinds.ts';
import type { ProviderSummary } from './provider-profile.schemas.ts';

/** What the server stores beside `details` so browse filters, sorts and searches in one query. */
export type DerivedProfileRow = {
  /** Sitter: offered service keys; vet: specialization keys; walker and trainer: their catalogue service then their own words. */
  services: string[];
  /** The price in the kind's unit, in kuruş: the sitter's lowest daily price, the vet's or trainer's session fee, the walker's hourly rate. */
  priceKurus: number | null;
  /** Folded words of the name, bio, services and the kind's own fields, with option labels in Turkish and English. */
  searchText: string;
};

type Details = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** A message in every interface language (so "kedi" and "cat" both match). */
const inAllLanguages = (key: string): string[] => LOCALES.flatMap((locale) => lookupMessage(locale, key) ?? []);

const serviceLabels = (keys: readonly string[]) => keys.flatMap((key) => (isServiceKey(key) ? inAllLanguages(`services:${key}`) : [key]));
const optionLabels = (field: string, keys: readonly string[]) => keys.flatMap((key) => inAllLanguages(optionLabelKey(field, key)));

/** The sitter's priced services in the form's order (stored as `{ cat_care: 150 }`). */
const sitterPrices = (details: Details) => {
  const prices = details.servicePrices;
  if (typeof prices !== 'object' || prices === null || Array.isArray(prices)) return [];
  return SITTER_SERVICES.flatMap((service) =>
    service in prices ? [{ service, price: amount((prices as Record<string, unknown>)[service]) }] : [],
  );
};

const servicesOfProfile = (kind: ProviderRole, details: Details): string[] => {
  switch (kind) {
    case 'sitter':
      return sitterPrices(details).map((item) => item.service);
    case 'veterinarian':
      return list(details.vetSpecializations);
    case 'pet_walker':
      return ['dog_walking', ...list(details.specialServices)];
    case 'trainer':
      return ['training_session', ...list(details.trainerSpecializations)];
  }
};

const priceLiraOfProfile = (kind: ProviderRole, details: Details): number | null => {
  if (kind === 'sitter') {
    const prices = sitterPrices(details).flatMap((item) => (item.price === null ? [] : [item.price]));
    return prices.length > 0 ? Math.min(...prices) : null;
  }
  const field = PROVIDER_KINDS[kind].priceField;
  return amount(details[field]);
};

/** The kind's own searchable words beside name, bio and services. */
const kindSearchParts = (kind: ProviderRole, details: Details): string[] => {
  switch (kind) {
    case 'sitter':
      return [
        ...optionLabels('sitterServiceLocationType', [text(details.sitterServiceLocationType)].filter(Boolean)),
        text(details.homeEnvironmentNotes),
      ];
    case 'veterinarian':
      return [
        text(details.clinicName),
        text(details.clinicAddress),
        ...optionLabels('vetSpecializations', list(details.vetSpecializations)),
        ...optionLabels('servicePlace', [text(details.servicePlace)].filter(Boolean)),
        ...(details.worksWithExotics === true ? optionLabels('vetSpecializations', ['exotics']) : []),
      ];
    case 'pet_walker':
      return [
        text(details.preferredWalkingAreas),
        ...list(details.walkerServiceRegions),
        ...optionLabels('walkerSpeciesPreference', list(details.walkerSpeciesPreference)),
        text(details.walkerExperienceNotes),
      ];
    case 'trainer':
      return [text(details.trainerServiceAreas), text(details.trainingPhilosophy)];
  }
};

/**
 * Computes the columns stored beside a profile's `details` (see `DerivedProfileRow`). Reads the
 * details defensively, so rows written by older code derive too. Fields are joined with ` | ` so a
 * phrase never matches across two fields.
 */
export const deriveProfileRow = ({
  kind,
  name,
  bio,
  details,
}: {
  kind: ProviderRole;
  name: string;
  bio: string;
  details: Details;
}): DerivedProfileRow => {
  const services = servicesOfProfile(kind, details);
  const priceLira = priceLiraOfProfile(kind, details);
  const parts = [name, ...inAllLanguages(`common:roles.${kind}`), bio, ...serviceLabels(services), ...kindSearchParts(kind, details)];
  return {
    services,
    priceKurus: priceLira === null ? null : toKurus(priceLira),
    searchText: parts
      .map((part) => foldForSearch(part))
      .filter((part) => part !== '')
      .join(' | '),
  };
};

/**
 * The label key of a stored service word when it is a known key (a catalogue service or a vet
 * specialization); null for the provider's own words, which are shown as typed.
 */
export const serviceLabelKey = (kind: ProviderRole, service: string): string | null => {
  if (isServiceKey(service)) return `services:${service}`;
  if (kind === 'veterinarian' && lookupMessage('tr', optionLabelKey('vetSpecializations', service))) return optionLabelKey('vetSpecializations', service);
  return null;
};

/** The role summary box's facts from a provider's stored profile (or none yet) and location. */
export const buildProviderSummary = ({
  kind,
  profile,
  location,
}: {
  kind: ProviderRole;
  profile: { bio: string; details: Details; priceKurus: number | null; ratingAverage: number | null; ratingCount: number } | null;
  location: LocationView | null;
}): ProviderSummary => ({
  kind,
  isSetUp: profile !== null,
  priceLira: profile?.priceKurus === null || profile?.priceKurus === undefined ? null : toLira(profile.priceKurus),
  priceUnit: PROVIDER_KINDS[kind].priceUnit,
  cityName: location?.cityName ?? null,
  district: location?.district ?? null,
  ratingAverage: profile?.ratingAverage ?? null,
  ratingCount: profile?.ratingCount ?? 0,
  completeness: profile ? profileCompleteness(kind, providerFormValues(kind, { profile: { bio: profile.bio, details: { ...profile.details } }, location })) : 0,
});
