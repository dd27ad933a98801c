import { EVERYONE, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './accounts.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('accounts', permissions, {
  'update:role:own': EVERYONE,
  'update:locale:own': EVERYONE,
  'read:account:own': EVERYONE,
  'update:account:own': EVERYONE,
  'update:password:own': EVERYONE,
  'delete:account:own': EVERYONE,
});
