import { describe, expect, it } from 'vitest';

import { actor } from './holders.test-support.ts';
import { can, PERMISSIONS, type Permission } from './permissions.ts';
import { ROLES } from './roles.ts';

const permissions = Object.keys(PERMISSIONS) as Permission[];

describe('can', () => {
  it('refuses anonymous, unverified and deactivated callers every permission, admin included', () => {
    for (const permission of permissions) {
      expect(can(null, permission), permission).toBe(false);
      for (const role of ROLES) {
        expect(
          can(actor(role, { isVerified: false }), permission),
          `${role} unverified ${permission}`,
        ).toBe(false);
        expect(
          can(actor(role, { isActive: false }), permission),
          `${role} inactive ${permission}`,
        ).toBe(false);
      }
    }
  });

  it('lets the admin account past every role list, but not a role named admin without the flag', () => {
    for (const permission of permissions) {
      const holder = PERMISSIONS[permission];
      // A `member` permission is what only the platform's users do (open a support ticket).
      expect(can(actor('admin'), permission), permission).toBe(holder !== 'member');
      if (Array.isArray(holder))
        expect(can(actor('none', { isAdmin: true }), permission), permission).toBe(true);
    }
    expect(can(actor('admin', { isAdmin: false }), 'read:stats:all')).toBe(false);
  });
});
