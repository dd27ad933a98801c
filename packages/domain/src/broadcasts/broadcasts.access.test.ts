import { describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './broadcasts.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('broadcasts', permissions, {
  'send:broadcast': ['admin'],
});
