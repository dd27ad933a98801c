import { EVERYONE, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './mating.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('mating', permissions, {
  'read:mating-listing': EVERYONE,
  'write:mating-listing:own': ['owner', 'admin'],
});
