import { EVERYONE, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './assistant.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('assistant', permissions, {
  'use:assistant:own': EVERYONE,
});
