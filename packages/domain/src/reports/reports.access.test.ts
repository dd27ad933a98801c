import { describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './reports.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('reports', permissions, {
  'read:reports:all': ['admin'],
});
