import { PET_SPECIES } from '@patili/domain/pets';

import {
  oneOfParam,
  pageParam,
  type AddressParam,
  type AddressStateOf,
} from '../../../lib/use-address-state';

const CITY_CODE = /^(0[1-9]|[1-7]\d|8[01])$/;

/** A province's plate code (`35`), or none. */
const cityParam: AddressParam<string | undefined> = {
  parse: (raw) => (raw !== null && CITY_CODE.test(raw) ? raw : undefined),
  serialize: (value) => value,
};

/** The list's filters and page as the address holds them (`?species=dog&city=35&page=2`). */
export const MATING_LIST_ADDRESS = {
  species: oneOfParam(PET_SPECIES),
  city: cityParam,
  page: pageParam(),
};

export type MatingListAddress = AddressStateOf<typeof MATING_LIST_ADDRESS>;
