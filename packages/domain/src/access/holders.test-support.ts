import { describe, expect, it } from 'vitest';

import { can, type Actor, type Permission } from './permissions.ts';
import { ROLES, type Role } from './roles.ts';

/** Every role, the admin account and a user with no role yet included. */
export const EVERYONE = ROLES;
export const PROVIDERS_AND_ADMIN: readonly Role[] = [
  'sitter',
  'veterinarian',
  'pet_walker',
  'trainer',
  'admin',
];

export const actor = (role: Role, over: Partial<Actor> = {}): Actor => ({
  role,
  isAdmin: role === 'admin',
  isVerified: true,
  isActive: true,
  ...over,
});

/**
 * A feature's holders table: who holds each of its permissions, written out role by role, checked
 * against `can` for every role. The table's type makes a permission the feature adds fail to
 * compile until it is listed.
 */
export const describeHolders = <P extends Readonly<Record<string, unknown>>>(
  feature: string,
  permissions: P,
  holders: { readonly [K in keyof P]: readonly Role[] },
) =>
  describe(`${feature}: who holds each permission`, () => {
    const table: Readonly<Record<string, readonly Role[]>> = holders;
    it('lists every permission of the feature', () => {
      expect(Object.keys(table).sort()).toEqual(Object.keys(permissions).sort());
    });
    for (const permission of Object.keys(permissions) as Permission[]) {
      it(`${permission}: held by ${table[permission]?.join(', ') ?? 'nobody'}`, () => {
        for (const role of ROLES) {
          expect(can(actor(role), permission), role).toBe(
            table[permission]?.includes(role) ?? false,
          );
        }
      });
    }
  });
