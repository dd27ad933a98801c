import { AppError } from '../../lib/app-error.ts';
import { createRouter } from '../../lib/create-router.ts';
import { listCities, listDistricts } from '../../lib/locations/locations-data.ts';
import { listCitiesRoute, listDistrictsRoute } from './locations.routes.ts';

/** The lists change only with the data package: let the browser keep them for a day. */
const CACHE = 'private, max-age=86400';

export const locationsRouter = createRouter()
  .openapi(listCitiesRoute, (c) => {
    c.header('cache-control', CACHE);
    return c.json({ cities: listCities() }, 200);
  })
  .openapi(listDistrictsRoute, (c) => {
    const { cityCode } = c.req.valid('param');
    const districts = listDistricts(cityCode);
    if (!districts) throw new AppError('NOT_FOUND');
    c.header('cache-control', CACHE);
    return c.json({ cityCode, districts }, 200);
  });
