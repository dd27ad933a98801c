import { EVERYONE, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './files.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('files', permissions, {
  'create:file:own': EVERYONE,
  'read:file': EVERYONE,
});
