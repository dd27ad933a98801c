import { EVERYONE, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './realtime.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('realtime', permissions, {
  'read:realtime:own': EVERYONE,
});
