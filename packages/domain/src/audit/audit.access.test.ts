import { describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './audit.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('audit', permissions, {
  'read:action-log': ['admin'],
});
