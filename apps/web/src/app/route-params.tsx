import { createContext, useContext } from 'react';

/** The parameters the guard matched for the current route (e.g. `{ petId }`). */
export const RouteParamsContext = createContext<Readonly<Record<string, string>>>({});

export const useRouteParams = () => useContext(RouteParamsContext);
