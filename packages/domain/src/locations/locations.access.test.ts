import { EVERYONE, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './locations.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('locations', permissions, {
  'read:locations': EVERYONE,
});
