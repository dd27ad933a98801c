import { buildPath, hashPath, shareSession } from '../api.ts';
import { careWorld } from './care-world.ts';
import type { Scene } from './tour.ts';

/** The trainer after the morning's session: the dashboard and a review without a comment. */
export const CARE_TRAINER_SCENES: readonly Scene[] = [
  {
    title: 'care work: the trainer’s dashboard and reviews',
    timeout: 180_000,
    clock: true,
    run: async ({ page, context, clock }, { visit }) => {
      const world = await careWorld(clock);
      await world.pastTheHour();
      await world.finishWalk();
      await world.completeAndReview();
      await shareSession(world.trainer.api, context);
      await page.goto('/');
      await visit(
        page,
        'trainer-dashboard',
        hashPath(buildPath('trainer.dashboard')),
        /Merhaba Zeynep|Hello Zeynep/,
      );
      await visit(
        page,
        'trainer-reviews',
        hashPath(buildPath('trainer.reviews')),
        /Yorum yazılmadı|No comment/,
      );
    },
  },
];
