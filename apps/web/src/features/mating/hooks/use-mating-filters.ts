import { buildPath } from '@patili/domain/access';
import { PET_SPECIES, type PetSpecies } from '@patili/domain/pets';
import { parseQuery } from '@patili/domain/shared';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

import type { MatingListParams } from '../api/list-mating-listings';

const CITY_CODE = /^(0[1-9]|[1-7]\d|8[01])$/;

/** The list's filters and page as the address holds them (`?species=dog&city=35&page=2`). */
export const readMatingFilters = (search: string): Required<Pick<MatingListParams, 'page'>> & MatingListParams => {
  const query = new Map(parseQuery(search));
  const species = query.get('species');
  const city = query.get('city');
  const page = Number(query.get('page'));
  return {
    species: (PET_SPECIES as readonly string[]).includes(species ?? '') ? (species as PetSpecies) : undefined,
    city: city && CITY_CODE.test(city) ? city : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
};

/**
 * The list's species and city filters and its page, kept in the address so reload, back and
 * forward keep them; changing a filter goes back to page 1.
 */
export const useMatingFilters = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => readMatingFilters(location.search), [location.search]);

  const go = useCallback(
    (next: MatingListParams) => {
      void navigate(
        buildPath('petMating', undefined, {
          species: next.species,
          city: next.city,
          page: next.page && next.page > 1 ? String(next.page) : undefined,
        }),
      );
    },
    [navigate],
  );

  const setFilters = useCallback(
    (filters: Pick<MatingListParams, 'species' | 'city'>) => go({ ...filters, page: 1 }),
    [go],
  );
  const setPage = useCallback((page: number) => go({ ...params, page }), [go, params]);

  return { params, setFilters, setPage };
};
