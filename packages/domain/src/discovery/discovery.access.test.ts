import { describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './discovery.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('discovery', permissions, {
  'browse:providers': ['owner', 'admin'],
});
