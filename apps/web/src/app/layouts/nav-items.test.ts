import { buildPath } from '@patili/domain/access';
import { describe, expect, it } from 'vitest';

import { ADMIN_NAV } from './admin-nav';
import { ACCOUNT_ITEMS, NAV_ENTRIES, PETBOX_ITEMS, ROLE_NAV } from './nav-items';

const routes = (items: readonly { route: string }[]) => items.map((item) => item.route);

describe('the menus, gathered from the features', () => {
  it("list each menu's links in the spec's order", () => {
    expect(routes(PETBOX_ITEMS)).toEqual(['adoption', 'lostfound', 'mating', 'forum', 'articles']);
    expect(routes(ACCOUNT_ITEMS)).toEqual(['profile', 'accountSettings', 'privacyCentre', 'support']);
    expect(routes(ROLE_NAV.owner)).toEqual([
      'owner.pets',
      'owner.sitters.browse',
      'owner.veterinarians.browse',
      'owner.petWalkers.browse',
      'owner.trainers.browse',
      'owner.bookings',
    ]);
    expect(routes(ROLE_NAV.sitter)).toEqual([
      'sitter.availability',
      'sitter.requests',
      'sitter.reservations',
    ]);
    expect(routes(ROLE_NAV.veterinarian)).toEqual([
      'veterinarian.appointments',
      'veterinarian.serviceRequests',
      'veterinarian.reviews',
      'veterinarian.notifications',
      'veterinarian.microchip',
    ]);
    expect(routes(ROLE_NAV.pet_walker)).toEqual([
      'petWalker.appointments',
      'petWalker.calendar',
      'petWalker.earnings',
      'petWalker.serviceRequests',
      'petWalker.reviews',
      'petWalker.notifications',
    ]);
    expect(routes(ROLE_NAV.trainer)).toEqual([
      'trainer.appointments',
      'trainer.serviceRequests',
      'trainer.reviews',
      'trainer.notifications',
    ]);
    expect(ROLE_NAV.admin).toEqual([]);
    expect(ADMIN_NAV).toHaveLength(22);
  });

  it('link to routes of the table without parameters, each place in a menu taken once', () => {
    for (const entry of NAV_ENTRIES)
      expect(() => buildPath(entry.route), entry.route).not.toThrow();
    const places = NAV_ENTRIES.map((entry) => `${entry.menu} ${entry.order}`);
    expect(new Set(places).size).toBe(places.length);
    const links = NAV_ENTRIES.map((entry) => `${entry.menu} ${entry.route}`);
    expect(new Set(links).size).toBe(links.length);
  });
});
