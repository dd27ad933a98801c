import { describe, expect, it } from 'vitest';

import { pathNamesRecord, pathPattern } from './security-events.ts';

describe('pathNamesRecord', () => {
  it('sees record ids (uuids, generated ids) in a path, not words', () => {
    expect(pathNamesRecord('/api/pets/0192f3a4-1b2c-7d3e-8f40-123456789abc')).toBe(true);
    expect(pathNamesRecord('/api/files/0192f3a4-1b2c-7d3e-8f40-123456789abc/thumbnail')).toBe(true);
    expect(pathNamesRecord('/api/users/Xk3v9QpL2mN8rT4w')).toBe(true);
    expect(pathNamesRecord('/api/admin/support-tickets')).toBe(false);
    expect(pathNamesRecord('/api/admin/notification-settings')).toBe(false);
    expect(pathNamesRecord('/api/admin/security/ip-blocks')).toBe(false);
  });

  it('names the route probed', () => {
    expect(pathPattern('/api/pets/0192f3a4-1b2c-7d3e-8f40-123456789abc/vaccinations')).toBe('/api/pets/{id}/vaccinations');
  });
});
