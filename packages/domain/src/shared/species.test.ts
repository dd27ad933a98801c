import { describe, expect, it } from 'vitest';

import { ADOPTION_ANIMAL_TYPES } from '../adoption/adoption.schemas.ts';
import { lookupMessage } from '../i18n/translate.ts';
import { REPORT_ANIMAL_TYPES } from '../lostfound/lostfound.schemas.ts';
import { PET_SPECIES } from '../pets/pets.schemas.ts';
import { WALKER_SPECIES } from '../providers/provider-kinds.ts';
import { isSpecies, SPECIES, speciesLabelKey } from './species.ts';

describe('the species', () => {
  it("hold every feature's list", () => {
    for (const list of [PET_SPECIES, REPORT_ANIMAL_TYPES, ADOPTION_ANIMAL_TYPES, WALKER_SPECIES])
      for (const species of list) expect(isSpecies(species), species).toBe(true);
    expect(isSpecies('hamster')).toBe(false);
  });
  it('are each named in both languages, with one set of messages', () => {
    for (const species of SPECIES) {
      expect(lookupMessage('tr', speciesLabelKey(species)), species).toBeTruthy();
      expect(lookupMessage('en', speciesLabelKey(species)), species).toBeTruthy();
    }
    expect(lookupMessage('tr', speciesLabelKey('cat'))).toBe('Kedi');
    expect(lookupMessage('tr', speciesLabelKey('rodent'))).toBe('Kemirgen');
  });
  it('name anything that is not a species as other', () => {
    expect(speciesLabelKey('hamster')).toBe(speciesLabelKey('other'));
    expect(speciesLabelKey(null)).toBe('pets:species.other');
  });
});
