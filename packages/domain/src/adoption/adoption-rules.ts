import type { QueryPairs } from '../shared/query-string.ts';
import { foldForSearch } from '../shared/text.ts';
import {
  ADOPTION_ANIMAL_TYPES,
  ADOPTION_CITY_FILTER_MAX,
  ADOPTION_MAX_AGE_YEARS,
  ageInMonths,
  type AdoptionAgeUnit,
  type AdoptionAnimalType,
  type AdoptionStatus,
} from './adoption.schemas.ts';

/** The age in years, months counting as twelfths . */
export const ageInYears = (age: number, unit: AdoptionAgeUnit): number =>
  ageInMonths(age, unit) / 12;

/** Text the database stores beside the city's name, so the filter is an index-backed `like`. */
export const foldCity = (cityName: string): string => foldForSearch(cityName);

/**
 * True when a city's name contains the typed text, ignoring case and Turkish letters ("izmir",
 * "IZMIR" and "İzm" all find "İzmir"). A blank text matches every city.
 */
export const cityMatches = (cityName: string, typed: string): boolean =>
  foldForSearch(cityName).includes(foldForSearch(typed));

// Months are whole; an age bound in years is a (possibly fractional) number of months. Rounding
// away float noise first keeps `7/12 * 12` at 7 rather than 7.000000000000001.
const monthsOf = (years: number) => Math.round(years * 12 * 1e6) / 1e6;

/** The smallest stored age in months at least `minYears` old. */
export const minAgeMonths = (minYears: number): number => Math.ceil(monthsOf(minYears));
/** The largest stored age in months at most `maxYears` old. */
export const maxAgeMonths = (maxYears: number): number => Math.floor(monthsOf(maxYears));

/** The filters of the adoption list, as the list query reads them. */
export type AdoptionFilterValues = {
  animalType?: AdoptionAnimalType | undefined;
  city?: string | undefined;
  vaccinated?: boolean | undefined;
  neutered?: boolean | undefined;
  minAge?: number | undefined;
  maxAge?: number | undefined;
};

/** What a listing must show for the filters (a reference for the server's SQL and its tests). */
export type FilterableListing = {
  animalType: AdoptionAnimalType;
  age: number;
  ageUnit: AdoptionAgeUnit;
  isVaccinated: boolean;
  isNeutered: boolean;
  cityName: string;
  status: AdoptionStatus;
};

/**
 * True when an active listing passes every filter given: the animal type is equal, the city's name
 * contains the city text (Turkish-aware, any case), vaccinated and neutered are as asked, and the
 * age in years is within the bounds (inclusive). Only active listings are ever listed.
 */
export const matchesAdoptionFilters = (
  listing: FilterableListing,
  filters: AdoptionFilterValues,
): boolean => {
  if (listing.status !== 'active') return false;
  if (filters.animalType !== undefined && listing.animalType !== filters.animalType) return false;
  if (filters.city !== undefined && !cityMatches(listing.cityName, filters.city)) return false;
  if (filters.vaccinated !== undefined && listing.isVaccinated !== filters.vaccinated) return false;
  if (filters.neutered !== undefined && listing.isNeutered !== filters.neutered) return false;
  const months = ageInMonths(listing.age, listing.ageUnit);
  if (filters.minAge !== undefined && months < minAgeMonths(filters.minAge)) return false;
  if (filters.maxAge !== undefined && months > maxAgeMonths(filters.maxAge)) return false;
  return true;
};

// --- Who may do what --------------------------------------------------------------------------

/** Who looks at a listing: their id and whether they are the admin. */
export type AdoptionViewer = { readonly id: string; readonly isAdmin: boolean };
type ListingState = { readonly ownerId: string; readonly status: AdoptionStatus };

/**
 * Whether a viewer may open a listing: its owner and the admin always; anyone else signed in
 * unless an admin removed it (an adopted listing stays readable, so a conversation's link to it
 * still leads somewhere).
 */
export const canViewListing = (listing: ListingState, viewer: AdoptionViewer): boolean =>
  viewer.isAdmin || listing.ownerId === viewer.id || listing.status !== 'removed';

/**
 * Edit, delete and "mark adopted" are its owner's, and only while it is active ("Edit
 * and delete are offered only for active listings").
 */
export const canManageListing = (listing: ListingState, viewerId: string): boolean =>
  listing.ownerId === viewerId && listing.status === 'active';

/** The admin takes down a listing that is not removed yet. */
export const canRemoveListing = (listing: ListingState, viewer: AdoptionViewer): boolean =>
  viewer.isAdmin && listing.status !== 'removed';

/** Anyone but the owner may message the owner about an active listing. */
export const canMessageOwner = (listing: ListingState, viewerId: string): boolean =>
  listing.ownerId !== viewerId && listing.status === 'active';

/** The buttons a viewer gets on a listing's detail screen. */
export const listingActionsFor = (listing: ListingState, viewer: AdoptionViewer) => {
  const manage = canManageListing(listing, viewer.id);
  return {
    edit: manage,
    delete: manage,
    markAdopted: manage,
    message: canMessageOwner(listing, viewer.id),
    remove: canRemoveListing(listing, viewer),
  };
};

// --- The list's address -----------------------------------------------------------------------

/** The list screen's filters and page, kept in the address (back, forward and sharing keep them). */
export type AdoptionListState = {
  animalType: AdoptionAnimalType | null;
  city: string;
  vaccinated: boolean | null;
  neutered: boolean | null;
  minAge: number | null;
  maxAge: number | null;
  page: number;
};

export const EMPTY_ADOPTION_LIST_STATE: AdoptionListState = {
  animalType: null,
  city: '',
  vaccinated: null,
  neutered: null,
  minAge: null,
  maxAge: null,
  page: 1,
};

const yesNoOf = (value: string | undefined): boolean | null =>
  value === 'true' ? true : value === 'false' ? false : null;
const ageOf = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= ADOPTION_MAX_AGE_YEARS ? number : null;
};

/**
 * Reads the list's state from the address's query pairs; anything unknown or malformed (a shared
 * link typed by hand) is no filter rather than an error. A maximum below the minimum is dropped.
 */
export const readAdoptionListState = (pairs: QueryPairs): AdoptionListState => {
  const get = (key: string) => pairs.find(([name]) => name === key)?.[1];
  const type = get('animalType');
  const page = Number(get('page'));
  const minAge = ageOf(get('minAge'));
  let maxAge = ageOf(get('maxAge'));
  if (minAge !== null && maxAge !== null && maxAge < minAge) maxAge = null;
  return {
    animalType: (ADOPTION_ANIMAL_TYPES as readonly string[]).includes(type ?? '')
      ? (type as AdoptionAnimalType)
      : null,
    city: (get('city') ?? '').trim().slice(0, ADOPTION_CITY_FILTER_MAX),
    vaccinated: yesNoOf(get('vaccinated')),
    neutered: yesNoOf(get('neutered')),
    minAge,
    maxAge,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
};

/** The list's state as query parameters (filters left empty are left out; page 1 too). */
export const adoptionListStateToSearch = (
  state: AdoptionListState,
): Record<string, string | undefined> => ({
  animalType: state.animalType ?? undefined,
  city: state.city.trim() || undefined,
  vaccinated: state.vaccinated === null ? undefined : String(state.vaccinated),
  neutered: state.neutered === null ? undefined : String(state.neutered),
  minAge: state.minAge === null ? undefined : String(state.minAge),
  maxAge: state.maxAge === null ? undefined : String(state.maxAge),
  page: state.page > 1 ? String(state.page) : undefined,
});

/** How many filters are set (a phone's "Filtrele" button shows it). */
export const adoptionFilterCount = (state: AdoptionListState): number =>
  [
    state.animalType !== null,
    state.city.trim() !== '',
    state.vaccinated !== null,
    state.neutered !== null,
    state.minAge !== null,
    state.maxAge !== null,
  ].filter(Boolean).length;

/** True when any filter is set (the empty list then offers to clear them). */
export const hasAdoptionFilters = (state: AdoptionListState): boolean => adoptionFilterCount(state) > 0;
