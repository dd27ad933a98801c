import { useSyncExternalStore } from 'react';

/**
 * Where the top bar keeps room for Peri's button: the signed-in top bar renders a slot, and the
 * launcher (loaded later, in a chunk of its own) puts its button there, among the bar's icons,
 * instead of floating over the page.
 */
let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** The top bar's slot element, as a ref callback (null when it unmounts). */
export const setPeriSlot = (element: HTMLElement | null) => {
  if (slot === element) return;
  slot = element;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The slot the top bar keeps for Peri's button, or null while there is none. */
export const usePeriSlot = () =>
  useSyncExternalStore(
    subscribe,
    () => slot,
    () => null,
  );
