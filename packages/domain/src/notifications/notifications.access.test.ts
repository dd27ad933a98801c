import { EVERYONE, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './notifications.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('notifications', permissions, {
  'read:notification:own': EVERYONE,
  'update:notification:own': EVERYONE,
  'update:admin-notification-settings:own': ['admin'],
});
