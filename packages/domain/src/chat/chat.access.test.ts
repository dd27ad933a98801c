import { EVERYONE, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './chat.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('chat', permissions, {
  'use:chat': EVERYONE,
  'ask:provider': ['owner', 'admin'],
});
