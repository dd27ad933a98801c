import { describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './emergencies.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('emergencies', permissions, {
  'create:emergency:own': ['owner', 'admin'],
  'read:emergency:own': ['owner', 'veterinarian', 'admin'],
  'answer:emergency:own': ['veterinarian', 'admin'],
});
