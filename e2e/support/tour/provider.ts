import { expect } from '@playwright/test';

import {
  PLACES,
  createOwnerAt,
  createProvider,
  sitterFields,
} from '../../specs/discovery/discovery-helpers.ts';
import { adminApi, buildPath, createVerifiedUser, hashPath, shareSession } from '../api.ts';
import { act, addPet, book, pageAs } from '../bookings.ts';
import { pinMorning, type Scene } from './tour.ts';

/** The providers' and the admin's home screens, and the sitter's availability calendar. */
export const PROVIDER_SCENES: readonly Scene[] = [
  {
    title: 'provider and admin dashboards',
    timeout: 150_000,
    run: async ({ page, context, browser }, { visit }) => {
      const walker = await createVerifiedUser('pet_walker', 'Can Öztürk');
      await shareSession(walker.api, context);
      await page.goto('/');
      await visit(
        page,
        'walker-dashboard',
        hashPath(buildPath('petWalker.dashboard')),
        /Merhaba Can|Hello Can/,
      );

      const adminSide = await pageAs(browser, await adminApi());
      await adminSide.page.goto('/');
      await visit(
        adminSide.page,
        'admin-dashboard',
        hashPath(buildPath('admin.dashboard')),
        /Toplam kullanıcı|Total users/,
      );
      await adminSide.close();
    },
  },
  {
    title: 'sitter: availability calendar and dashboard',
    timeout: 180_000,
    clock: true,
    run: async ({ page, context, clock }, { visit }) => {
      const { day } = await pinMorning(clock);
      const [owner, sitter] = await Promise.all([
        createOwnerAt('Ayşe Yılmaz', PLACES.kadikoyPier),
        createProvider('sitter', 'Mehmet Demir', {
          location: PLACES.bornova,
          fields: sitterFields({ prices: { cat_care: 160, dog_care: 260 } }),
        }),
      ]);
      const petId = await addPet(owner.api, {
        name: 'Karabaş',
        species: 'dog',
        breed: 'Kangal',
        age: 5,
      });
      // A confirmed stay, a request and three days off, all within the month on screen or the next.
      const stay = await book(owner.api, {
        kind: 'sitter',
        providerId: sitter.id,
        petId,
        service: 'dog_care',
        startDate: day(2),
        endDate: day(4),
      });
      await act(sitter.api, stay, 'accept');
      await book(owner.api, {
        kind: 'sitter',
        providerId: sitter.id,
        petId,
        service: 'dog_care',
        startDate: day(12),
        endDate: day(13),
      });
      const off = [day(6), day(7), day(20)];
      const saved = await sitter.api.put('/api/bookings/availability', {
        data: { from: day(6), to: day(20), unavailableDays: off },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await shareSession(sitter.api, context);
      await page.goto('/');
      await visit(
        page,
        'sitter-availability',
        hashPath(buildPath('sitter.availability')),
        /Müsait değil|Not available/,
      );
      await visit(
        page,
        'sitter-dashboard',
        hashPath(buildPath('sitter.dashboard')),
        /Merhaba Mehmet|Hello Mehmet/,
      );
    },
  },
];
