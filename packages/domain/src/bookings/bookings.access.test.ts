import { PROVIDERS_AND_ADMIN, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './bookings.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('bookings', permissions, {
  'create:booking:own': ['owner', 'admin'],
  'cancel:booking:own': ['owner', 'admin'],
  'answer:booking:own': PROVIDERS_AND_ADMIN,
  'read:booking:own': ['owner', ...PROVIDERS_AND_ADMIN],
  'read:availability': ['owner', ...PROVIDERS_AND_ADMIN],
  'update:availability:own': PROVIDERS_AND_ADMIN,
  'record:walk:own': ['pet_walker', 'admin'],
  'read:earnings:own': PROVIDERS_AND_ADMIN,
  'manage:calendarFeed:own': PROVIDERS_AND_ADMIN,
  'read:booking:all': ['admin'],
});
