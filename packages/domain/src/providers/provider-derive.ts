import type { ProviderRole } from '../access/roles.ts';
import { LOCALES } from '../i18n/locale.ts';
import { lookupMessage } from '../i18n/translate.ts';
import type { LocationView } from '../locations/locations.ts';
import { isServiceKey, SITTER_SERVICES } from '../catalog/catalog.ts';
import { toKurus, toLira } from '../shared/money.ts';
import { foldForSearch } from '../shared/text.ts';
import { optionLabelKey, profileCompleteness, providerFormValues } from './provider-form.ts';
import { PROVIDER_KINDS } from './provider-kinds.ts';
import type { KindDetails } from './provider-details.ts';
import type { ProviderSummary, SitterServicePrices } from './provider-profile.schemas.ts';

/** What the server stores beside `details` so browse filters, sorts and searches in one query. */
export type DerivedProfileRow = {
  /** Sitter: offered service keys; vet: specialization keys; walker and trainer: their catalogue service then their own words. */
  services: string[];
  /** The price in the kind's unit, in kuruş: the sitter's lowest daily price, the vet's or trainer's session fee, the walker's hourly rate. */
  priceKurus: number | null;
  /** Folded words of the name, bio, services and the kind's own fields, with option labels in Turkish and English. */
  searchText: string;
};

/** A message in every interface language (so "kedi" and "cat" both match). */
const inAllLanguages = (key: string): string[] => LOCALES.flatMap((locale) => lookupMessage(locale, key) ?? []);

const serviceLabels = (keys: readonly string[]) => keys.flatMap((key) => (isServiceKey(key) ? inAllLanguages(`catalog:${key}`) : [key]));
const optionLabels = (field: string, keys: readonly (string | undefined)[]) =>
  keys.flatMap((key) => (key ? inAllLanguages(optionLabelKey(field, key)) : []));

/** The sitter's priced services in the form's order (stored as `{ cat_care: 150 }`). */
const sitterPrices = (prices: SitterServicePrices | undefined) =>
  SITTER_SERVICES.flatMap((service) => {
    const price = prices?.[service];
    return price === undefined ? [] : [{ service, price }];
  });

const servicesOfProfile = ({ kind, details }: KindDetails): string[] => {
  switch (kind) {
    case 'sitter':
      return sitterPrices(details.servicePrices).map((item) => item.service);
    case 'veterinarian':
      return [...(details.vetSpecializations ?? [])];
    case 'pet_walker':
      return ['dog_walking', ...(details.specialServices ?? [])];
    case 'trainer':
      return ['training_session', ...(details.trainerSpecializations ?? [])];
  }
};

/** The price in the kind's unit, in lira: the sitter's lowest daily price, else the kind's fee. */
const priceLiraOfProfile = ({ kind, details }: KindDetails): number | null => {
  switch (kind) {
    case 'sitter': {
      const prices = sitterPrices(details.servicePrices).map((item) => item.price);
      return prices.length > 0 ? Math.min(...prices) : null;
    }
    case 'veterinarian':
      return details.sessionFee ?? null;
    case 'pet_walker':
      return details.hourlyRate ?? null;
    case 'trainer':
      return details.trainerSessionFee ?? null;
  }
};

/** The kind's own searchable words beside name, bio and services. */
const kindSearchParts = ({ kind, details }: KindDetails): string[] => {
  switch (kind) {
    case 'sitter':
      return [...optionLabels('sitterServiceLocationType', [details.sitterServiceLocationType]), details.homeEnvironmentNotes ?? ''];
    case 'veterinarian':
      return [
        details.clinicName ?? '',
        details.clinicAddress ?? '',
        ...optionLabels('vetSpecializations', details.vetSpecializations ?? []),
        ...optionLabels('servicePlace', [details.servicePlace]),
        ...(details.worksWithExotics === true ? optionLabels('vetSpecializations', ['exotics']) : []),
      ];
    case 'pet_walker':
      return [
        details.preferredWalkingAreas ?? '',
        ...(details.walkerServiceRegions ?? []),
        ...optionLabels('walkerSpeciesPreference', details.walkerSpeciesPreference ?? []),
        details.walkerExperienceNotes ?? '',
      ];
    case 'trainer':
      return [details.trainerServiceAreas ?? '', details.trainingPhilosophy ?? ''];
  }
};

/**
 * Computes the columns stored beside a profile's `details` (see `DerivedProfileRow`) from the
 * kind's typed details (`readProviderDetails` for a stored row). Fields are joined with ` | ` so a
 * phrase never matches across two fields.
 */
export const deriveProfileRow = ({ name, bio, profile }: { name: string; bio: string; profile: KindDetails }): DerivedProfileRow => {
  const services = servicesOfProfile(profile);
  const priceLira = priceLiraOfProfile(profile);
  const parts = [name, ...inAllLanguages(`common:roles.${profile.kind}`), bio, ...serviceLabels(services), ...kindSearchParts(profile)];
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
  if (isServiceKey(service)) return `catalog:${service}`;
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
  profile: { bio: string; details: KindDetails['details']; priceKurus: number | null; ratingAverage: number | null; ratingCount: number } | null;
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
