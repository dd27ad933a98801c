import { expect } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../api.ts';
import { pageAs } from '../bookings.ts';
import { careWorld } from './care-world.ts';
import type { Scene } from './tour.ts';

/**
 * The care work seen by the owners: the vet's emergency prompt, the pet's vet records, the
 * notifications of a morning's services, and the inviter's bonus.
 */
export const CARE_OWNER_SCENES: readonly Scene[] = [
  {
    title: 'care work: the owners’ vet records, emergency, notifications and referral bonus',
    timeout: 300_000,
    clock: true,
    run: async ({ page, context, browser, clock }, { visit, here }) => {
      const world = await careWorld(clock);
      await shareSession(world.deniz.api, context);
      await page.goto('/');
      await visit(
        page,
        'provider-profile-vet-emergency',
        hashPath(
          buildPath(
            'owner.providers.profile',
            { providerId: world.vet.id },
            { kind: 'veterinarian' },
          ),
        ),
        /Acil bir durum mu var\?|Is it an emergency\?/,
      );
      await page
        .getByRole('button', { name: /Acil durum talebi gönder|Send an emergency request/ })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await here(page, 'emergency-request-dialog-en-desktop');
      await visit(
        page,
        'pet-edit-vet-records',
        hashPath(buildPath('owner.pets.edit', { petId: world.pamuk })),
        /Yıllık kontrol|Kuduz/,
      );

      // Past the hour: the three services of the morning are completed and reviewed.
      await world.pastTheHour();
      await world.finishWalk();
      await world.completeAndReview();

      await visit(
        page,
        'owner-notifications',
        hashPath(buildPath('notifications')),
        /okunmamış bildirim|unread notification/,
      );

      // Ayşe: two invitees, one with three completed services, and thirty commission-free days.
      const ayse = await pageAs(browser, world.ayse.api, { clock });
      await ayse.page.goto('/');
      await visit(
        ayse.page,
        'owner-dashboard-referral',
        hashPath(buildPath('owner.dashboard')),
        /Komisyonsuz dönemin|commission-free period is running/,
      );
      await ayse.close();
    },
  },
];
