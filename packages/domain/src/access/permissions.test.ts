import { describe, expect, it } from 'vitest';

import { can, PERMISSIONS, type Actor, type Permission } from './permissions.ts';
import { ROLES, type Role } from './roles.ts';

const actor = (role: Role, over: Partial<Actor> = {}): Actor => ({
  role,
  isAdmin: role === 'admin',
  isVerified: true,
  isActive: true,
  ...over,
});

const EVERYONE = ROLES;
const PROVIDERS_AND_ADMIN: readonly Role[] = ['sitter', 'veterinarian', 'pet_walker', 'trainer', 'admin'];

/**
 * Who holds each permission, written out role by role: the table a reviewer checks
 * against the spec. `Record<Permission, …>` makes a new permission fail to compile until it is
 * listed here.
 */
const HOLDERS: Record<Permission, readonly Role[]> = {
  'update:role:own': EVERYONE,
  'update:locale:own': EVERYONE,
  'read:stats:all': ['admin'],
  'create:file:own': EVERYONE,
  'read:file': EVERYONE,
  'read:account:own': EVERYONE,
  'update:account:own': EVERYONE,
  'update:password:own': EVERYONE,
  'delete:account:own': EVERYONE,
  'read:locations': EVERYONE,
  'read:pet:own': ['owner', 'admin'],
  'create:pet:own': ['owner', 'admin'],
  'update:pet:own': ['owner', 'admin'],
  'delete:pet:own': ['owner', 'admin'],
  'read:provider-profile:own': PROVIDERS_AND_ADMIN,
  'update:provider-profile:own': PROVIDERS_AND_ADMIN,
  'browse:providers': ['owner', 'admin'],
  'create:booking:own': ['owner', 'admin'],
  'cancel:booking:own': ['owner', 'admin'],
  'answer:booking:own': PROVIDERS_AND_ADMIN,
  'read:booking:own': ['owner', ...PROVIDERS_AND_ADMIN],
  'create:review:own': ['owner', ...PROVIDERS_AND_ADMIN],
  'read:availability': ['owner', ...PROVIDERS_AND_ADMIN],
  'update:availability:own': PROVIDERS_AND_ADMIN,
  'record:walk:own': ['pet_walker', 'admin'],
  'read:earnings:own': PROVIDERS_AND_ADMIN,
  'read:patient:own': ['veterinarian', 'admin'],
  'create:patient-record:own': ['veterinarian', 'admin'],
  'create:vaccination:own': ['veterinarian', 'admin'],
  'create:emergency:own': ['owner', 'admin'],
  'read:emergency:own': ['owner', 'veterinarian', 'admin'],
  'answer:emergency:own': ['veterinarian', 'admin'],
  'read:notification:own': EVERYONE,
  'update:notification:own': EVERYONE,
  'read:review:own': EVERYONE,
  'read:dashboard:own': ['owner', ...PROVIDERS_AND_ADMIN],
  'use:chat': EVERYONE,
  'read:realtime:own': EVERYONE,
  'read:adoption': EVERYONE,
  'write:adoption:own': ['owner', 'admin'],
  'remove:adoption': ['admin'],
  'read:article': EVERYONE,
  'react:article': EVERYONE,
  'write:article:own': ['veterinarian', 'trainer', 'admin'],
  'read:mating-listing': EVERYONE,
  'write:mating-listing:own': ['owner', 'admin'],
  'read:forum': EVERYONE,
  'write:forum:own': EVERYONE,
  'report:forum': EVERYONE,
  'read:lostfound': EVERYONE,
  'write:lostfound:own': EVERYONE,
  'read:payment:own': ['owner', 'admin'],
  'pay:booking:own': ['owner', 'admin'],
  'update:payout-account:own': PROVIDERS_AND_ADMIN,
  'read:payment:all': ['admin'],
  'manage:payment': ['admin'],
  'moderate:content': ['admin'],
  'review:lostfound-match': ['admin'],
  'send:broadcast': ['admin'],
  'update:admin-notification-settings:own': ['admin'],
  'manage:pricing': ['admin'],
  'manage:settings': ['admin'],
  'use:support:own': ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer', 'none'],
  'manage:support': ['admin'],
  'read:action-log': ['admin'],
  'read:user:all': ['admin'],
  'manage:user': ['admin'],
  'read:booking:all': ['admin'],
  'read:referral:all': ['admin'],
  'read:reports:all': ['admin'],
  'manage:security': ['admin'],
  'use:assistant:own': EVERYONE,
};

const permissions = Object.keys(PERMISSIONS) as Permission[];

describe('can', () => {
  it('lists every permission in the table above', () => {
    expect(permissions.sort()).toEqual((Object.keys(HOLDERS) as Permission[]).sort());
  });

  for (const permission of permissions) {
    it(`${permission}: held by ${HOLDERS[permission].join(', ')}`, () => {
      for (const role of ROLES) {
        expect(can(actor(role), permission), role).toBe(HOLDERS[permission].includes(role));
      }
    });
  }

  it('refuses anonymous, unverified and deactivated callers every permission, admin included', () => {
    for (const permission of permissions) {
      expect(can(null, permission), permission).toBe(false);
      for (const role of ROLES) {
        expect(can(actor(role, { isVerified: false }), permission), `${role} unverified ${permission}`).toBe(false);
        expect(can(actor(role, { isActive: false }), permission), `${role} inactive ${permission}`).toBe(false);
      }
    }
  });

  it('lets the admin account past every role list, but not a role named admin without the flag', () => {
    for (const permission of permissions) {
      const holder = PERMISSIONS[permission];
      // A `member` permission is what only the platform's users do (open a support ticket).
      expect(can(actor('admin'), permission), permission).toBe(holder !== 'member');
      if (Array.isArray(holder)) expect(can(actor('none', { isAdmin: true }), permission), permission).toBe(true);
    }
    expect(can(actor('admin', { isAdmin: false }), 'read:stats:all')).toBe(false);
  });
});
