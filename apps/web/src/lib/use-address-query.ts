import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { useLivePathname } from './live-address';

/** A change to the address's query: a value sets its key, an empty or undefined one removes it. */
export type AddressQueryChanges = Record<string, string | undefined>;

/**
 * The address's query (`?…` after the hash route) and a way to change some of its keys, for
 * screens that keep their filters there. Changes made one right after the other (a date typed,
 * then the next, before the address has caught up) build on each other instead of each starting
 * from the query of the last render and undoing the one before. A change made after the address
 * moved to another screen (a search settling while the next screen loads) is dropped: the screen's
 * query no longer exists, and setting it would take the user back.
 */
export const useAddressQuery = () => {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const livePathname = useLivePathname();
  const pending = useRef<URLSearchParams | null>(null);
  const current = params.toString();
  // Once the address shows a change (or moved elsewhere), the render's query is the truth again.
  useEffect(() => {
    pending.current = null;
  }, [current]);

  const stillHere = () => livePathname === null || livePathname() === pathname;

  const patch = (changes: AddressQueryChanges) => {
    if (!stillHere()) return;
    const next = new URLSearchParams(pending.current ?? params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    pending.current = next;
    setParams(next, { replace: true });
  };

  const reset = (query: Record<string, string> = {}) => {
    if (!stillHere()) return;
    pending.current = new URLSearchParams(query);
    setParams(query, { replace: true });
  };

  return { params, patch, reset };
};
