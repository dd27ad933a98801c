import { expect } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../api.ts';
import { careWorld } from './care-world.ts';
import type { Scene } from './tour.ts';

/** The walker after a morning's walk: earnings, reviews, notifications, dashboard, appointments. */
export const CARE_WALKER_WORK_SCENES: readonly Scene[] = [
  {
    title: 'care work: the walker’s earnings, reviews, notifications and appointments',
    timeout: 300_000,
    clock: true,
    run: async ({ page, context, clock }, { visit, here }) => {
      const world = await careWorld(clock);
      await world.pastTheHour();
      await world.finishWalk();
      await world.completeAndReview();
      await shareSession(world.walker.api, context);
      await page.goto('/');
      await visit(
        page,
        'walker-earnings',
        hashPath(buildPath('petWalker.earnings')),
        /Toplam net kazanç|Total net earnings/,
      );
      await visit(
        page,
        'walker-reviews',
        hashPath(buildPath('petWalker.reviews')),
        /fotoğraflar için de teşekkürler/,
      );
      await visit(
        page,
        'walker-notifications',
        hashPath(buildPath('petWalker.notifications')),
        /okunmamış bildirim|unread notification/,
      );
      await visit(
        page,
        'walker-dashboard-busy',
        hashPath(buildPath('petWalker.dashboard')),
        /Merhaba Can|Hello Can/,
      );
      await visit(
        page,
        'walker-appointments-completed',
        hashPath(buildPath('petWalker.appointments', undefined, { tab: 'completed' })),
        /Deniz Aksoy/,
      );
      await page.getByRole('button', { name: /^(Sahibi değerlendir|Review the owner)$/ }).click();
      const ownerReview = page.getByRole('dialog');
      await expect(ownerReview).toBeVisible();
      const fourStars = ownerReview.getByRole('radio', { name: /^4 (yıldız|stars)$/ });
      await ownerReview.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
      await expect(fourStars).toBeChecked();
      await here(page, 'walker-review-owner-dialog-en-desktop');
    },
  },
];
