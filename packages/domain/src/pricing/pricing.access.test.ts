import { describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './pricing.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('pricing', permissions, {
  'manage:pricing': ['admin'],
});
