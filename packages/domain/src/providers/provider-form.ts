import type { ProviderRole } from '../access/roles.ts';
import { GALLERY_LIMIT, type FilePurpose } from '../files/files.ts';
import type { MessageKey } from '../i18n/translate.ts';
import type { LocationView, MapPoint } from '../locations/locations.ts';
import { speciesLabelKey } from '../shared/species.ts';
import { CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY } from '../bookings/cancellation-policy.ts';
import { PRICE_BOUNDS_LIRA, SERVICE_CATALOG, SITTER_SERVICES, type SitterService } from '../catalog/catalog.ts';
import {
  CHILDREN_IN_HOME,
  DOG_SIZES,
  OTHER_PETS_IN_HOME,
  PROVIDER_KINDS,
  SITTER_LOCATION_TYPES,
  SITTER_MATERIALS,
  VET_SERVICE_PLACES,
  VET_SPECIALIZATIONS,
  WALKER_SPECIES,
} from './provider-kinds.ts';
import {
  PROVIDER_TEXT_MAX,
  TAG_LIST_MAX,
  VET_CERTIFICATE_LIMIT,
  type OwnProviderProfile,
} from './provider-profile.schemas.ts';

/**
 * The setup form of each provider kind, as data: ordered sections of typed fields. One generic
 * web form renders these for all four kinds (no per-role copies), and a unit test keeps
 * them in step with the kinds' schemas. Labels are message keys of the `providers` namespace.
 */
type FieldBase<T extends string> = {
  readonly type: T;
  /** The schema field (and form value) name. */
  readonly name: string;
  readonly label: MessageKey;
  readonly help: MessageKey | null;
  readonly required: boolean;
  /** Shown only while another field holds a value (the stream link under live viewing). */
  readonly visibleWhen?: { readonly field: string; readonly equals: unknown };
};

/** Options are keys; their labels are `optionLabelKey(field, option)`. */
type Options = { readonly options: readonly string[] };

export type ProviderField =
  | (FieldBase<'text'> & { readonly maxLength: number; readonly inputMode?: 'tel' })
  | (FieldBase<'textarea'> & { readonly maxLength: number })
  | (FieldBase<'url'> & { readonly maxLength: number })
  | (FieldBase<'number'> & {
      readonly min: number;
      /** The highest value accepted, when there is one (a price's bound). */
      readonly max?: number;
      readonly step: number;
      readonly integer: boolean;
      readonly unit: 'lira' | 'years';
    })
  | FieldBase<'checkbox'>
  | (FieldBase<'select'> & Options & { readonly defaultValue: string })
  | (FieldBase<'multiselect'> & Options)
  /** Free words entered one by one (Enter or comma). */
  | (FieldBase<'tags'> & { readonly maxItems: number })
  /** Free words typed in one line, separated by commas (trainer specializations). */
  | FieldBase<'comma-list'>
  /** Sitter services, each ticked with its own daily price (defaulting to the catalogue price). */
  | (FieldBase<'service-prices'> & { readonly services: readonly SitterService[] })
  | (FieldBase<'gallery'> & { readonly purpose: FilePurpose; readonly max: number })
  | (FieldBase<'documents'> & { readonly purpose: FilePurpose; readonly max: number })
  /** City, district and optional map point (stored on the user, not in details). */
  | FieldBase<'location'>;

export type ProviderFieldType = ProviderField['type'];

export type ProviderSection = {
  readonly id: string;
  readonly title: MessageKey;
  readonly description: MessageKey;
  readonly fields: readonly ProviderField[];
};

// The keys follow one pattern; the descriptor test checks each exists in both languages.
const labelKey = (name: string) => `providers:fields.${name}.label` as MessageKey;
const helpKey = (name: string) => `providers:fields.${name}.help` as MessageKey;

/** The label key of one option of a select or multiselect field; a species is named as everywhere (`pets:species.*`). */
export const optionLabelKey = (field: string, option: string): MessageKey =>
  field === 'walkerSpeciesPreference' ? speciesLabelKey(option) : (`providers:options.${field}.${option}` as MessageKey);

type Extra<T extends ProviderFieldType> = Omit<Extract<ProviderField, { type: T }>, keyof FieldBase<T>> & {
  readonly required?: boolean;
  readonly help?: boolean;
  readonly visibleWhen?: FieldBase<T>['visibleWhen'];
};

const field = <T extends ProviderFieldType>(type: T, name: string, extra: Extra<T>): ProviderField => {
  const { required = false, help = false, ...rest } = extra;
  return { type, name, label: labelKey(name), help: help ? helpKey(name) : null, required, ...rest } as ProviderField;
};

const section = (id: string, fields: readonly ProviderField[]): ProviderSection => ({
  id,
  title: `providers:sections.${id}.title` as MessageKey,
  description: `providers:sections.${id}.description` as MessageKey,
  fields,
});

const long = PROVIDER_TEXT_MAX.long;
const short = PROVIDER_TEXT_MAX.short;
const bio = (required: boolean) => field('textarea', 'bio', { maxLength: long, required, help: true });
/** A price input of a role: within the role's bounds, which the form names. */
const lira = (role: ProviderRole) => ({ ...PRICE_BOUNDS_LIRA[role], step: 10, integer: false, unit: 'lira' }) as const;
const gallery = (name: string, purpose: FilePurpose) => field('gallery', name, { purpose, max: GALLERY_LIMIT, help: true });
const location = section('location', [field('location', 'location', { required: true })]);
/** The cancellation policy the profile, the booking form and every booking show the owner. */
const cancellation = section('cancellation', [
  field('select', 'cancellationPolicy', { options: CANCELLATION_POLICIES, defaultValue: DEFAULT_CANCELLATION_POLICY, help: true }),
]);

export const PROVIDER_FORMS: Readonly<Record<ProviderRole, readonly ProviderSection[]>> = {
  sitter: [
    section('about', [bio(true)]),
    section('sitterServices', [
      field('service-prices', 'servicePrices', { services: SITTER_SERVICES, required: true, help: true }),
      field('select', 'sitterServiceLocationType', { options: SITTER_LOCATION_TYPES, defaultValue: 'sitter_home' }),
    ]),
    section('home', [
      field('checkbox', 'hasFencedYard', {}),
      field('checkbox', 'isNonSmokingHome', {}),
      field('select', 'otherPetsInHome', { options: OTHER_PETS_IN_HOME, defaultValue: 'none' }),
      field('select', 'childrenInHome', { options: CHILDREN_IN_HOME, defaultValue: 'none' }),
      field('multiselect', 'sitterMaterials', { options: SITTER_MATERIALS }),
      field('textarea', 'homeEnvironmentNotes', { maxLength: long, help: true }),
    ]),
    section('liveViewing', [
      field('checkbox', 'isLiveViewingEnabled', {}),
      field('url', 'liveStreamLink', { maxLength: short, help: true, visibleWhen: { field: 'isLiveViewingEnabled', equals: true } }),
    ]),
    section('media', [gallery('homePhotos', PROVIDER_KINDS.sitter.gallery!.purpose)]),
    cancellation,
    location,
  ],
  veterinarian: [
    section('clinic', [
      field('text', 'clinicName', { maxLength: short, required: true }),
      field('textarea', 'clinicAddress', { maxLength: long, required: true }),
      field('text', 'clinicPhoneNumber', { maxLength: 20, inputMode: 'tel' }),
      field('text', 'vetWorkingHours', { maxLength: short, help: true }),
    ]),
    section('vetServices', [
      field('multiselect', 'vetSpecializations', { options: VET_SPECIALIZATIONS, required: true }),
      field('select', 'servicePlace', { options: VET_SERVICE_PLACES, defaultValue: 'clinic' }),
      field('checkbox', 'worksWithExotics', {}),
      field('number', 'sessionFee', { ...lira('veterinarian'), required: true }),
    ]),
    section('about', [bio(false)]),
    section('media', [
      gallery('clinicPhotos', PROVIDER_KINDS.veterinarian.gallery!.purpose),
      field('documents', 'certificate', { purpose: PROVIDER_KINDS.veterinarian.documents!.purpose, max: VET_CERTIFICATE_LIMIT, help: true }),
    ]),
    location,
  ],
  pet_walker: [
    section('walks', [
      field('textarea', 'preferredWalkingAreas', { maxLength: long, required: true, help: true }),
      field('tags', 'walkerServiceRegions', { maxItems: TAG_LIST_MAX, required: true, help: true }),
      field('select', 'maxDogSizeServiced', { options: DOG_SIZES, defaultValue: 'any' }),
      field('multiselect', 'walkerSpeciesPreference', { options: WALKER_SPECIES }),
      field('tags', 'specialServices', { maxItems: TAG_LIST_MAX, help: true }),
      field('textarea', 'walkerWeeklyAvailability', { maxLength: long, help: true }),
    ]),
    section('walkerPricing', [field('number', 'hourlyRate', { ...lira('pet_walker'), required: true })]),
    section('about', [bio(false), field('textarea', 'walkerExperienceNotes', { maxLength: long, help: true }), field('checkbox', 'knowsFirstAid', {})]),
    section('media', [gallery('walkVisuals', PROVIDER_KINDS.pet_walker.gallery!.purpose)]),
    cancellation,
    location,
  ],
  trainer: [
    section('about', [
      bio(false),
      field('textarea', 'trainingPhilosophy', { maxLength: long }),
      field('number', 'trainerExperienceYears', { min: 0, step: 1, integer: true, unit: 'years', required: true }),
    ]),
    section('training', [
      field('comma-list', 'trainerSpecializations', { required: true, help: true }),
      field('textarea', 'trainerServiceAreas', { maxLength: long, help: true }),
      field('textarea', 'trainerAvailabilityNotes', { maxLength: long }),
      field('number', 'trainerSessionFee', { ...lira('trainer'), required: true }),
    ]),
    section('media', [
      field('documents', 'trainerCertifications', { purpose: PROVIDER_KINDS.trainer.documents!.purpose, max: GALLERY_LIMIT, help: true }),
      field('url', 'trainerVideoUrl', { maxLength: short, help: true }),
    ]),
    cancellation,
    location,
  ],
};

/** Every field of a kind's form, in order. */
export const providerFormFields = (kind: ProviderRole): ProviderField[] => PROVIDER_FORMS[kind].flatMap((s) => [...s.fields]);

/** The file fields of a kind (galleries and documents) with their upload purpose. */
export const providerFileFields = (kind: ProviderRole) =>
  providerFormFields(kind).flatMap((f) => (f.type === 'gallery' || f.type === 'documents' ? [{ name: f.name, purpose: f.purpose, max: f.max }] : []));

// --- Form values ---------------------------------------------------------------------------------

/** The location a form edits (empty strings until chosen). */
export type ProviderFormLocation = { cityCode: string; district: string; mapPoint: MapPoint | null };

/** A kind's form values by field name, plus the kind; numbers are `''` while empty. */
export type ProviderFormValues = { kind: ProviderRole; location: ProviderFormLocation } & Record<string, unknown>;

/** The sitter's ticked services as the form holds them: a price per service, `''` while empty. */
export type ServicePricesValue = Partial<Record<SitterService, number | ''>>;

/** A newly ticked sitter service starts at the catalogue's default price. */
export const defaultServicePrice = (service: SitterService): number => SERVICE_CATALOG[service].defaultPriceLira;

const emptyValue = (f: ProviderField): unknown => {
  switch (f.type) {
    case 'checkbox':
      return false;
    case 'select':
      return f.defaultValue;
    case 'multiselect':
    case 'tags':
    case 'gallery':
    case 'documents':
      return [];
    case 'service-prices':
      return {} satisfies ServicePricesValue;
    case 'location':
      return { cityCode: '', district: '', mapPoint: null } satisfies ProviderFormLocation;
    default:
      return '';
  }
};

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Reads a stored value back into the shape its input edits; anything unexpected is the empty value. */
const formValue = (f: ProviderField, stored: unknown): unknown => {
  if (stored === undefined || stored === null) return emptyValue(f);
  switch (f.type) {
    case 'checkbox':
      return stored === true;
    case 'select':
      return typeof stored === 'string' && f.options.includes(stored) ? stored : f.defaultValue;
    case 'multiselect':
      return strings(stored).filter((v) => f.options.includes(v));
    case 'tags':
    case 'gallery':
    case 'documents':
      return strings(stored);
    case 'comma-list':
      return Array.isArray(stored) ? strings(stored).join(', ') : typeof stored === 'string' ? stored : '';
    case 'number':
      return typeof stored === 'number' && Number.isFinite(stored) ? stored : '';
    case 'service-prices': {
      const prices: ServicePricesValue = {};
      if (typeof stored !== 'object' || Array.isArray(stored)) return prices;
      for (const service of f.services) {
        const price = (stored as Record<string, unknown>)[service];
        if (price !== undefined) prices[service] = typeof price === 'number' && Number.isFinite(price) ? price : '';
      }
      return prices;
    }
    case 'location':
      return emptyValue(f);
    default:
      return typeof stored === 'string' ? stored : '';
  }
};

/**
 * The form's starting values: the saved profile and location when there are some, otherwise each
 * field's empty value or default.
 */
export const providerFormValues = (
  kind: ProviderRole,
  saved: { profile: Pick<OwnProviderProfile, 'bio' | 'details'> | null; location: LocationView | null } = { profile: null, location: null },
): ProviderFormValues => {
  const values: Record<string, unknown> = { kind };
  for (const f of providerFormFields(kind)) {
    if (f.type === 'location') {
      values[f.name] = saved.location
        ? { cityCode: saved.location.cityCode, district: saved.location.district, mapPoint: saved.location.mapPoint }
        : emptyValue(f);
    } else if (f.name === 'bio') {
      values[f.name] = saved.profile?.bio ?? '';
    } else {
      values[f.name] = formValue(f, saved.profile?.details[f.name]);
    }
  }
  return values as ProviderFormValues;
};

/** True when a value counts as filled in (for the completeness share). */
const isFilled = (f: ProviderField, value: unknown): boolean => {
  if (f.type === 'location') {
    const loc = value as Partial<ProviderFormLocation> | null | undefined;
    return Boolean(loc?.cityCode && loc.district);
  }
  if (Array.isArray(value)) return value.length > 0;
  if (f.type === 'service-prices') return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return typeof value === 'number';
};

/**
 * How much of the form is filled in, 0 to 100. Checkboxes and selects always hold a value, so
 * they do not count; the stream link counts only while live viewing is on.
 */
export const profileCompleteness = (kind: ProviderRole, values: Record<string, unknown>): number => {
  const counted = providerFormFields(kind).filter(
    (f) => f.type !== 'checkbox' && f.type !== 'select' && (!f.visibleWhen || values[f.visibleWhen.field] === f.visibleWhen.equals),
  );
  if (counted.length === 0) return 0;
  const filled = counted.filter((f) => isFilled(f, values[f.name])).length;
  return Math.round((filled / counted.length) * 100);
};
