import { expect } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../api.ts';
import { careWorld } from './care-world.ts';
import type { Scene } from './tour.ts';

/** The walker's walk: under way, the calendar, finished on screen, and the walk's record. */
export const CARE_WALKER_WALK_SCENES: readonly Scene[] = [
  {
    title: 'care work: the walker’s walk under way, finished, and the calendar and history',
    timeout: 300_000,
    clock: true,
    run: async ({ page, context, clock }, { visit, here }) => {
      const world = await careWorld(clock);
      await shareSession(world.walker.api, context);
      await page.goto('/');
      const today = hashPath(buildPath('petWalker.today'));
      await visit(page, 'walker-today', today, /Geçen süre|Elapsed/);
      await visit(
        page,
        'walker-calendar',
        hashPath(buildPath('petWalker.calendar')),
        /Müsait değil|Not available/,
      );

      // Past the walk's hour: the walker finishes it (with the confirmation).
      await world.pastTheHour();
      await page.goto(today);
      await page.getByRole('button', { name: /^(Yürüyüşü bitir|Finish walk)$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await here(page, 'walker-today-finish-dialog-en-desktop');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Evet, bitir|Yes, finish)$/ })
        .click();
      // Finishing offers the walk report at once; the walker writes it later.
      const report = page.getByRole('dialog', { name: /^(Yürüyüş raporu|Walk report)$/ });
      await expect(report).toBeVisible();
      await report.getByRole('button', { name: /^(Sonra yaz|Write later)$/ }).click();
      // Both dialogs close: the confirmation may still be fading out beside the report, so count
      // them down to none (`toBeHidden` on two at once is a strict-mode failure, not a wait).
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await world.completeAndReview();

      await visit(page, 'walker-today-done', today, /Bitti:|Finished:/);
      await visit(
        page,
        'walker-history',
        hashPath(buildPath('petWalker.history')),
        /Moda Parkı girişi/,
      );
    },
  },
];
