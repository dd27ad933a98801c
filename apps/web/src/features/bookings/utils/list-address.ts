import { oneOfParam, pageParam, type AddressParam, type AddressParams } from '../../../lib/use-address-state';

/** A booking list's page in the address (`?page=2`). */
export const PAGE_ADDRESS = { page: pageParam() };

type TabbedList<T extends string> = { tab: T; page: number };

const tabbed = new WeakMap<readonly string[], AddressParams<TabbedList<string>>>();

/**
 * A booking list's tab and page in the address (`?tab=confirmed&page=2`): an unknown tab reads as
 * the first, which is left out. One set of params per list of tabs.
 */
export const tabbedListAddress = <T extends string>(tabs: readonly T[]): AddressParams<TabbedList<T>> => {
  let params = tabbed.get(tabs);
  if (!params) {
    params = { tab: oneOfParam(tabs, tabs[0]) as unknown as AddressParam<string>, page: pageParam() };
    tabbed.set(tabs, params);
  }
  return params as unknown as AddressParams<TabbedList<T>>;
};
