import { expect } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../api.ts';
import { pageAs } from '../bookings.ts';
import { bookingsWorld } from './bookings-world.ts';
import type { Scene } from './tour.ts';

/** The providers' side of booking: the walker's and the sitter's requests and appointments. */
export const BOOKINGS_PROVIDER_SCENES: readonly Scene[] = [
  {
    title: 'bookings: the walker’s and the sitter’s requests and appointments',
    timeout: 300_000,
    clock: true,
    run: async ({ page, context, browser, clock }, { visit, here }) => {
      const { sitter, walker } = await bookingsWorld(clock);
      await shareSession(walker.api, context);
      await page.goto('/');
      await visit(
        page,
        'walker-requests',
        hashPath(buildPath('petWalker.serviceRequests')),
        /Ayşe Yılmaz/,
      );
      await page
        .getByRole('button', { name: /^(Reddet|Reject)$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await here(page, 'walker-requests-reject-dialog-en-desktop');
      await visit(
        page,
        'walker-appointments',
        hashPath(buildPath('petWalker.appointments')),
        /Ayşe Yılmaz/,
      );

      const sitterSide = await pageAs(browser, sitter.api, { clock });
      await sitterSide.page.goto('/');
      await visit(
        sitterSide.page,
        'sitter-requests',
        hashPath(buildPath('sitter.requests')),
        /Ayşe Yılmaz/,
      );
      await visit(
        sitterSide.page,
        'sitter-reservations-empty',
        hashPath(buildPath('sitter.reservations')),
        /Onaylanmış işiniz yok|You have no confirmed jobs/,
      );
      await sitterSide.close();
    },
  },
];
