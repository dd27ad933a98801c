import { describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './admin.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('admin', permissions, {
  'read:stats:all': ['admin'],
});
