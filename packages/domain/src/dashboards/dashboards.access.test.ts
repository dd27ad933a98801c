import { PROVIDERS_AND_ADMIN, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './dashboards.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('dashboards', permissions, {
  'read:dashboard:own': ['owner', ...PROVIDERS_AND_ADMIN],
});
