import { createContext, useContext } from 'react';

/**
 * The path the address bar shows now. A navigation renders as a transition, so for a moment the
 * screen being left is still on screen (and its timers still run) while the address already shows
 * the next one; the router that knows the address provides this. Without one (a test's memory
 * router) the rendered location is the address.
 */
export const LiveAddressContext = createContext<(() => string) | null>(null);

export const useLivePathname = () => useContext(LiveAddressContext);
