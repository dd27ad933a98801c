import { createRouter } from '../../lib/create-router.ts';
import { getProviderProfileHandler, listProvidersHandler } from './discovery.handlers.ts';
import { getProviderProfileRoute, listProvidersRoute } from './discovery.routes.ts';

export const discoveryRouter = createRouter()
  .openapi(listProvidersRoute, listProvidersHandler)
  .openapi(getProviderProfileRoute, getProviderProfileHandler);
