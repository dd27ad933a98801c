import { describe, expect, it } from 'vitest';

import { can, type Actor } from './permissions.ts';

const actor = (over: Partial<Actor> = {}): Actor => ({
  role: 'owner',
  isAdmin: false,
  isVerified: true,
  isActive: true,
  ...over,
});

describe('can', () => {
  it('refuses anonymous, unverified and deactivated callers everything', () => {
    expect(can(null, 'update:role:own')).toBe(false);
    expect(can(actor({ isVerified: false }), 'update:role:own')).toBe(false);
    expect(can(actor({ isActive: false }), 'update:role:own')).toBe(false);
  });
  it('gives signed-in permissions to every verified role, including none', () => {
    expect(can(actor({ role: 'none' }), 'update:role:own')).toBe(true);
    expect(can(actor({ role: 'trainer' }), 'update:preferences:own')).toBe(true);
  });
  it('keeps admin permissions for the admin account', () => {
    expect(can(actor({ role: 'admin', isAdmin: true }), 'read:stats:all')).toBe(true);
    for (const role of ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer', 'none'] as const) {
      expect(can(actor({ role }), 'read:stats:all')).toBe(false);
    }
  });
});
