import { EVERYONE, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './lostfound.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('lostfound', permissions, {
  'read:lostfound': EVERYONE,
  'write:lostfound:own': EVERYONE,
  'review:lostfound-match': ['admin'],
});
