import type { ProviderRole } from '@patili/domain/access';
import {
  browseStateToSearch,
  EMPTY_BROWSE_STATE,
  readBrowseState,
  readVetRequest,
  VET_REQUEST_SEARCH_KEYS,
  type BrowseState,
  type VetRequest,
} from '@patili/domain/discovery';

import { optionalParam, type AddressParam, type AddressParams } from '../../../lib/use-address-state';

type VetRequestKey = (typeof VET_REQUEST_SEARCH_KEYS)[number];

/** A browse screen's address: its filters, sort and page, and the requested appointment it carries. */
export type BrowseAddress = BrowseState & Record<VetRequestKey, string | undefined>;

const byKind = new Map<ProviderRole, AddressParams<BrowseAddress>>();

/**
 * A browse address key by key, read and written by the domain's rules for the kind
 * (`readBrowseState`, `browseStateToSearch`: a filter the kind does not offer reads as none,
 * defaults are left out), with the requested appointment's keys as they are.
 */
export const browseAddress = (kind: ProviderRole): AddressParams<BrowseAddress> => {
  let params = byKind.get(kind);
  if (!params) {
    const keyParam = <K extends keyof BrowseState>(key: K): AddressParam<BrowseState[K]> => ({
      parse: (raw) => readBrowseState(kind, raw === null ? [] : [[key, raw]])[key],
      serialize: (value) => browseStateToSearch({ ...EMPTY_BROWSE_STATE, [key]: value })[key],
    });
    // The carried request first, then the filters: the order the address has always had.
    params = {
      ...(Object.fromEntries(VET_REQUEST_SEARCH_KEYS.map((key) => [key, optionalParam])) as AddressParams<
        Record<VetRequestKey, string | undefined>
      >),
      ...(Object.fromEntries(
        (Object.keys(EMPTY_BROWSE_STATE) as (keyof BrowseState)[]).map((key) => [key, keyParam(key)]),
      ) as AddressParams<BrowseState>),
    };
    byKind.set(kind, params);
  }
  return params;
};

/** The requested appointment a veterinarians' browse address carries, if it is a valid one. */
export const vetRequestOf = (address: BrowseAddress): VetRequest | null =>
  readVetRequest(
    VET_REQUEST_SEARCH_KEYS.flatMap((key) => {
      const value = address[key];
      return value === undefined ? [] : [[key, value] as [string, string]];
    }),
  );

/** The keys that drop the carried request. */
export const NO_VET_REQUEST: Record<VetRequestKey, undefined> = {
  service: undefined,
  date: undefined,
  time: undefined,
  notes: undefined,
};
