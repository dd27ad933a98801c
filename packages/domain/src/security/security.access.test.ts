import { describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './security.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('security', permissions, {
  'manage:security': ['admin'],
});
