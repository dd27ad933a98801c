import {
  adoptionListStateToSearch,
  EMPTY_ADOPTION_LIST_STATE,
  readAdoptionListState,
  type AdoptionListState,
} from '@patili/domain/adoption';

import type { AddressParam, AddressParams } from '../../../lib/use-address-state';

const keyParam = <K extends keyof AdoptionListState>(key: K): AddressParam<AdoptionListState[K]> => ({
  parse: (raw) => readAdoptionListState(raw === null ? [] : [[key, raw]])[key],
  serialize: (value) => adoptionListStateToSearch({ ...EMPTY_ADOPTION_LIST_STATE, [key]: value })[key],
});

/**
 * The adoption list's filters and page in the address, key by key, read and written by the
 * domain's rules (`readAdoptionListState`, `adoptionListStateToSearch`).
 */
export const ADOPTION_LIST_ADDRESS = Object.fromEntries(
  (Object.keys(EMPTY_ADOPTION_LIST_STATE) as (keyof AdoptionListState)[]).map((key) => [key, keyParam(key)]),
) as AddressParams<AdoptionListState>;

/** The state as the list asks for it: the domain's rules across keys (a maximum age below the minimum is none). */
export const adoptionListStateOf = (address: AdoptionListState): AdoptionListState =>
  readAdoptionListState(
    Object.entries(adoptionListStateToSearch(address)).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, value] as [string, string]],
    ),
  );
