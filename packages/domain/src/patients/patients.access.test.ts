import { describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './patients.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('patients', permissions, {
  'read:patient:own': ['veterinarian', 'admin'],
  'create:patient-record:own': ['veterinarian', 'admin'],
  'create:vaccination:own': ['veterinarian', 'admin'],
  'update:reminders:own': ['owner', 'admin'],
});
