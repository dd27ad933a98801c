import { EVERYONE, describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './articles.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('articles', permissions, {
  'read:article': EVERYONE,
  'react:article': EVERYONE,
  'write:article:own': ['veterinarian', 'trainer', 'admin'],
});
