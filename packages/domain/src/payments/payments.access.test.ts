import { PROVIDERS_AND_ADMIN, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './payments.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('payments', permissions, {
  'read:payment:own': ['owner', 'admin'],
  'pay:booking:own': ['owner', 'admin'],
  'update:payout-account:own': PROVIDERS_AND_ADMIN,
  'read:payment:all': ['admin'],
  'manage:payment': ['admin'],
});
