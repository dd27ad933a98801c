import { EVERYONE, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './adoption.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('adoption', permissions, {
  'read:adoption': EVERYONE,
  'write:adoption:own': ['owner', 'admin'],
  'remove:adoption': ['admin'],
});
