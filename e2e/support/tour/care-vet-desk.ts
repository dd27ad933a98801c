import { expect } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../api.ts';
import { careWorld } from './care-world.ts';
import type { Scene } from './tour.ts';

/** The vet's desk: emergencies, appointments kept and cancelled, then reviews and notifications. */
export const CARE_VET_DESK_SCENES: readonly Scene[] = [
  {
    title: 'care work: the vet’s emergencies, appointments, reviews and notifications',
    timeout: 300_000,
    clock: true,
    run: async ({ page, context, clock }, { visit, here }) => {
      const world = await careWorld(clock);
      await shareSession(world.vet.api, context);
      await page.goto('/');
      await visit(
        page,
        'vet-emergency',
        hashPath(buildPath('veterinarian.emergency')),
        /Yerden bir şey yedi/,
      );
      await page
        .getByRole('button', { name: /^(İlgileniyorum|I'm on it)$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await here(page, 'vet-emergency-answer-dialog-en-desktop');
      await visit(
        page,
        'vet-cancelled-appointments',
        hashPath(buildPath('veterinarian.cancelledAppointments')),
        /O gün kliniğimiz kapalı/,
      );
      await visit(
        page,
        'vet-appointments',
        hashPath(buildPath('veterinarian.appointments')),
        /Deniz Aksoy/,
      );

      // Past the hour: the three services of the morning are completed and reviewed.
      await world.pastTheHour();
      await world.finishWalk();
      await world.completeAndReview();
      await visit(
        page,
        'vet-reviews',
        hashPath(buildPath('veterinarian.reviews')),
        /İlgili ve sakin/,
      );
      await visit(
        page,
        'vet-notifications',
        hashPath(buildPath('veterinarian.notifications')),
        /okunmamış bildirim|unread notification/,
      );
    },
  },
];
