import { matchRoute, PROVIDER_ROLES, type ProviderRole } from '@patili/domain/access';
import { PROVIDER_KINDS } from '@patili/domain/providers';

/**
 * The provider kind whose area a location is in (`/pet-walker/appointments` → pet_walker), read
 * from the route table so the admin, who may open any of them, sees the right kind too.
 */
export const providerKindOfPath = (pathname: string): ProviderRole | null => {
  const area = matchRoute(pathname)?.route.id.split('.')[0];
  return (
    PROVIDER_ROLES.find((kind) => PROVIDER_KINDS[kind].routes.dashboard.split('.')[0] === area) ??
    null
  );
};
