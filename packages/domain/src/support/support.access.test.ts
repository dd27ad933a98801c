import { describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './support.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('support', permissions, {
  'use:support:own': ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer', 'none'],
  'manage:support': ['admin'],
});
