import { PROVIDERS_AND_ADMIN, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './providers.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('providers', permissions, {
  'read:provider-profile:own': PROVIDERS_AND_ADMIN,
  'update:provider-profile:own': PROVIDERS_AND_ADMIN,
  'update:provider-verification:own': PROVIDERS_AND_ADMIN,
  'manage:provider-verification': ['admin'],
});
