import type { ProviderRole } from '../access/roles.ts';
import type { RouteId } from '../access/routes.ts';

/** The admin's performance pages, one per kind, and the kind each one lists. */
export const PERFORMANCE_ROUTES = {
  sitter: 'admin.sittersPerformance',
  veterinarian: 'admin.veterinariansPerformance',
  pet_walker: 'admin.petWalkersPerformance',
} as const satisfies Partial<Record<ProviderRole, RouteId>>;

export type PerformancePageKind = keyof typeof PERFORMANCE_ROUTES;

/** The kind a performance page lists, from its route id; null for any other route. */
export const kindOfPerformanceRoute = (routeId: string): PerformancePageKind | null => {
  for (const [kind, id] of Object.entries(PERFORMANCE_ROUTES) as [PerformancePageKind, string][]) {
    if (id === routeId) return kind;
  }
  return null;
};
