import { describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './moderation.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('moderation', permissions, {
  'moderate:content': ['admin'],
});
