import { createRouter } from '../../lib/create-router.ts';
import { getMyProviderProfileHandler, saveMyProviderProfileHandler } from './providers.handlers.ts';
import { getMyProviderProfileRoute, saveMyProviderProfileRoute } from './providers.routes.ts';

export const providersRouter = createRouter()
  .openapi(getMyProviderProfileRoute, getMyProviderProfileHandler)
  .openapi(saveMyProviderProfileRoute, saveMyProviderProfileHandler);
