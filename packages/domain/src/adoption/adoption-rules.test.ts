import { describe, expect, it } from 'vitest';

import { parseQuery } from '../shared/query-string.ts';
import {
  adoptionListStateToSearch,
  ageInYears,
  canViewListing,
  cityMatches,
  EMPTY_ADOPTION_LIST_STATE,
  foldCity,
  hasAdoptionFilters,
  listingActionsFor,
  matchesAdoptionFilters,
  maxAgeMonths,
  minAgeMonths,
  readAdoptionListState,
  type FilterableListing,
} from './adoption-rules.ts';

const listing = (over: Partial<FilterableListing> = {}): FilterableListing => ({
  animalType: 'cat',
  age: 2,
  ageUnit: 'years',
  isVaccinated: true,
  isNeutered: false,
  cityName: 'İzmir',
  status: 'active',
  ...over,
});

describe('city matching (case-insensitive substring, Turkish-aware)', () => {
  it('finds İzmir by "izmir", "IZMIR", "İzm" and "zmi"', () => {
    for (const typed of ['izmir', 'IZMIR', 'İzm', 'zmi', 'İZMİR', ''])
      expect(cityMatches('İzmir', typed), typed).toBe(true);
    expect(cityMatches('İzmir', 'ankara')).toBe(false);
  });
  it('folds dotless ı and accented letters both ways', () => {
    expect(cityMatches('Iğdır', 'igdir')).toBe(true);
    expect(cityMatches('Çanakkale', 'CANAK')).toBe(true);
    expect(cityMatches('Muğla', 'muğ')).toBe(true);
    expect(foldCity('İstanbul')).toBe('istanbul');
    expect(foldCity('Şanlıurfa')).toBe('sanliurfa');
  });
});

describe('age bounds in years (months ÷ 12)', () => {
  it('turns years into whole months, inclusive at both ends', () => {
    expect(minAgeMonths(1)).toBe(12);
    expect(minAgeMonths(0.5)).toBe(6);
    expect(minAgeMonths(0.1)).toBe(2);
    expect(maxAgeMonths(0.1)).toBe(1);
    expect(minAgeMonths(7 / 12)).toBe(7);
    expect(maxAgeMonths(7 / 12)).toBe(7);
    expect(ageInYears(18, 'months')).toBe(1.5);
  });
});

describe('matchesAdoptionFilters', () => {
  it('lists only active listings', () => {
    expect(matchesAdoptionFilters(listing(), {})).toBe(true);
    expect(matchesAdoptionFilters(listing({ status: 'adopted' }), {})).toBe(false);
    expect(matchesAdoptionFilters(listing({ status: 'removed' }), {})).toBe(false);
  });
  it('compares the animal type by equality', () => {
    expect(matchesAdoptionFilters(listing(), { animalType: 'cat' })).toBe(true);
    expect(matchesAdoptionFilters(listing(), { animalType: 'dog' })).toBe(false);
  });
  it('filters on vaccinated and neutered, both ways', () => {
    expect(matchesAdoptionFilters(listing(), { vaccinated: true, neutered: false })).toBe(true);
    expect(matchesAdoptionFilters(listing(), { vaccinated: false })).toBe(false);
    expect(matchesAdoptionFilters(listing(), { neutered: true })).toBe(false);
  });
  it('compares ages in years with months as twelfths', () => {
    const sixMonths = listing({ age: 6, ageUnit: 'months' });
    expect(matchesAdoptionFilters(sixMonths, { maxAge: 0.5 })).toBe(true);
    expect(matchesAdoptionFilters(sixMonths, { maxAge: 0.4 })).toBe(false);
    expect(matchesAdoptionFilters(sixMonths, { minAge: 1 })).toBe(false);
    const eighteenMonths = listing({ age: 18, ageUnit: 'months' });
    expect(matchesAdoptionFilters(eighteenMonths, { minAge: 1, maxAge: 2 })).toBe(true);
    expect(matchesAdoptionFilters(eighteenMonths, { minAge: 2 })).toBe(false);
    expect(matchesAdoptionFilters(listing({ age: 2 }), { minAge: 2, maxAge: 2 })).toBe(true);
  });
  it('matches the city by a folded substring', () => {
    expect(matchesAdoptionFilters(listing(), { city: 'izmir' })).toBe(true);
    expect(matchesAdoptionFilters(listing({ cityName: 'Ankara' }), { city: 'izmir' })).toBe(false);
  });
});

describe('who may do what', () => {
  const owner = { id: 'owner', isAdmin: false };
  const other = { id: 'other', isAdmin: false };
  const admin = { id: 'admin', isAdmin: true };

  it('offers edit, delete and mark-adopted to the owner only while active', () => {
    expect(listingActionsFor({ ownerId: 'owner', status: 'active' }, owner)).toEqual({
      edit: true,
      delete: true,
      markAdopted: true,
      message: false,
      remove: false,
    });
    for (const status of ['adopted', 'removed'] as const) {
      expect(listingActionsFor({ ownerId: 'owner', status }, owner)).toMatchObject({
        edit: false,
        delete: false,
        markAdopted: false,
      });
    }
  });
  it('gives others the message button on an active listing only, never the owner tools', () => {
    expect(listingActionsFor({ ownerId: 'owner', status: 'active' }, other)).toEqual({
      edit: false,
      delete: false,
      markAdopted: false,
      message: true,
      remove: false,
    });
    expect(listingActionsFor({ ownerId: 'owner', status: 'adopted' }, other).message).toBe(false);
  });
  it('lets the admin take down a listing that is not removed yet, but not edit it', () => {
    expect(listingActionsFor({ ownerId: 'owner', status: 'active' }, admin)).toMatchObject({
      remove: true,
      edit: false,
      message: true,
    });
    expect(listingActionsFor({ ownerId: 'owner', status: 'adopted' }, admin).remove).toBe(true);
    expect(listingActionsFor({ ownerId: 'owner', status: 'removed' }, admin).remove).toBe(false);
  });
  it('hides a removed listing from everyone but its owner and the admin', () => {
    expect(canViewListing({ ownerId: 'owner', status: 'removed' }, other)).toBe(false);
    expect(canViewListing({ ownerId: 'owner', status: 'removed' }, owner)).toBe(true);
    expect(canViewListing({ ownerId: 'owner', status: 'removed' }, admin)).toBe(true);
    expect(canViewListing({ ownerId: 'owner', status: 'adopted' }, other)).toBe(true);
  });
});

describe('the list address', () => {
  it('round-trips every filter and the page', () => {
    const state = {
      animalType: 'dog' as const,
      city: 'izmir',
      vaccinated: true,
      neutered: false,
      minAge: 0.5,
      maxAge: 4,
      page: 3,
    };
    const search = adoptionListStateToSearch(state);
    expect(search).toEqual({
      animalType: 'dog',
      city: 'izmir',
      vaccinated: 'true',
      neutered: 'false',
      minAge: '0.5',
      maxAge: '4',
      page: '3',
    });
    const pairs = Object.entries(search).filter(
      (pair): pair is [string, string] => pair[1] !== undefined,
    );
    expect(readAdoptionListState(pairs)).toEqual(state);
  });
  it('leaves out empty filters and page 1', () => {
    expect(
      Object.values(adoptionListStateToSearch(EMPTY_ADOPTION_LIST_STATE)).every(
        (value) => value === undefined,
      ),
    ).toBe(true);
    expect(hasAdoptionFilters(EMPTY_ADOPTION_LIST_STATE)).toBe(false);
    expect(hasAdoptionFilters({ ...EMPTY_ADOPTION_LIST_STATE, neutered: false })).toBe(true);
  });
  it('reads a hand-typed address without failing: unknown values are no filter', () => {
    expect(
      readAdoptionListState(
        parseQuery(
          '?animalType=horse&vaccinated=yes&minAge=-2&maxAge=abc&page=0&city=%20%C4%B0zmir%20',
        ),
      ),
    ).toEqual({
      ...EMPTY_ADOPTION_LIST_STATE,
      city: 'İzmir',
    });
    expect(readAdoptionListState(parseQuery('minAge=5&maxAge=2'))).toMatchObject({
      minAge: 5,
      maxAge: null,
    });
  });
});
