import { EVERYONE, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './forum.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('forum', permissions, {
  'read:forum': EVERYONE,
  'write:forum:own': EVERYONE,
  'flag:forum': EVERYONE,
});
