import { describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './users.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('users', permissions, {
  'read:user:all': ['admin'],
  'manage:user': ['admin'],
  'read:referral:all': ['admin'],
});
