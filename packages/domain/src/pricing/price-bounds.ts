import type { ProviderRole } from '../access/roles.ts';
import { PRICE_BOUNDS_LIRA } from '../catalog/catalog.ts';

/*
 * The price bounds' types and message values, apart from the pricing schemas: the web's start-up
 * config reads them in the first load, which must not bring zod (docs/performance.md, "First load").
 */

/** A role's price bounds in lira, both included. */
export type PriceBound = { readonly min: number; readonly max: number };
/** Every provider role's price bounds in lira. */
export type PriceBoundsLira = Readonly<Record<ProviderRole, PriceBound>>;
/** The bounds before any admin change. */
export const DEFAULT_PRICE_BOUNDS_LIRA: PriceBoundsLira = PRICE_BOUNDS_LIRA;

/**
 * The values the bound messages name (`{{sitterPriceMin}}` …, see `MESSAGE_DEFAULTS`): the
 * server passes them with a refusal and the web sets them as its defaults once it knows the
 * current bounds.
 */
export const priceBoundParams = (bounds: PriceBoundsLira) => ({
  sitterPriceMin: bounds.sitter.min,
  sitterPriceMax: bounds.sitter.max,
  vetPriceMin: bounds.veterinarian.min,
  vetPriceMax: bounds.veterinarian.max,
  walkerPriceMin: bounds.pet_walker.min,
  walkerPriceMax: bounds.pet_walker.max,
  trainerPriceMin: bounds.trainer.min,
  trainerPriceMax: bounds.trainer.max,
});
