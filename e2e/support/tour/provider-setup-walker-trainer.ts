import { adminApi, buildPath, hashPath, shareSession } from '../api.ts';
import { profileSetupScene } from './provider-setup-scene.ts';
import type { Scene } from './tour.ts';

/** The walker's and the trainer's profile setup, and the notice the admin sees there. */
export const PROVIDER_SETUP_WALKER_TRAINER_SCENES: readonly Scene[] = [
  profileSetupScene('pet_walker'),
  profileSetupScene('trainer'),
  {
    title: 'provider profile setup: the admin notice',
    timeout: 90_000,
    run: async ({ page, context }, { visit }) => {
      await shareSession(await adminApi(), context);
      await page.goto('/');
      await visit(
        page,
        'profile-setup-admin',
        hashPath(buildPath('trainer.profileSetup')),
        /Yönetici hesabının hizmet veren profili yok|The admin account has no provider profile/,
      );
    },
  },
];
