import { stripAuthParams } from '@patili/domain/access';

import { takeStored, STORAGE_KEYS } from '../lib/storage';

let captured: Readonly<Record<string, string>> = {};

/**
 * At start-up, auth parameters (tokens, error, type, code) are removed from the address bar,
 * keeping the callback hash route; the callback screens read what was removed from here.
 */
export const cleanAddressBar = () => {
  const result = stripAuthParams({ search: window.location.search, hash: window.location.hash });
  captured = result.captured;
  if (result.changed) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${result.search}${result.hash}`);
  }
};

/** The auth parameters removed at start-up (e.g. `type`, `code`, `error`). */
export const startupAuthParams = (): Readonly<Record<string, string>> => captured;

/** A navigation target left in session storage (e.g. before a social sign-in), taken once. */
export const takePendingNavigation = (): string | null => {
  const target = takeStored('session', STORAGE_KEYS.pendingNavigation);
  return target && target.startsWith('/') ? target : null;
};
