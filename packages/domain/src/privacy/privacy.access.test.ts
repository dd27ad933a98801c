import { EVERYONE, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './privacy.access.ts';

// Who holds each permission, role by role: every account, the admin's included, has its own data.
describeHolders('privacy', permissions, {
  'manage:consents:own': EVERYONE,
  'manage:dataExport:own': EVERYONE,
});
