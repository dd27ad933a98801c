import type { RouteHandler } from '@hono/zod-openapi';

import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/context.ts';
import { listCities, listDistricts } from './locations.data.ts';
import type { listCitiesRoute, listDistrictsRoute } from './locations.routes.ts';

/** The lists change only with the data package: let the browser keep them for a day. */
const CACHE = 'private, max-age=86400';

export const listCitiesHandler: RouteHandler<typeof listCitiesRoute, AppEnv> = (c) => {
  c.header('cache-control', CACHE);
  return c.json({ cities: listCities() }, 200);
};

export const listDistrictsHandler: RouteHandler<typeof listDistrictsRoute, AppEnv> = (c) => {
  const { cityCode } = c.req.valid('param');
  const districts = listDistricts(cityCode);
  if (!districts) throw new AppError('NOT_FOUND', { messageKey: 'errors:NOT_FOUND' });
  c.header('cache-control', CACHE);
  return c.json({ cityCode, districts }, 200);
};
