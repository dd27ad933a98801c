import { EVERYONE, PROVIDERS_AND_ADMIN, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './reviews.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('reviews', permissions, {
  'create:review:own': ['owner', ...PROVIDERS_AND_ADMIN],
  'read:review:own': EVERYONE,
});
