import { createRouter } from '../../lib/create-router.ts';
import { listCitiesHandler, listDistrictsHandler } from './locations.handlers.ts';
import { listCitiesRoute, listDistrictsRoute } from './locations.routes.ts';

export const locationsRouter = createRouter().openapi(listCitiesRoute, listCitiesHandler).openapi(listDistrictsRoute, listDistrictsHandler);
