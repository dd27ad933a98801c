import { expect } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../api.ts';
import { discoveryWorld, vetRequest } from './discovery-world.ts';
import { VIEWPORTS, pinMorning, type Scene } from './tour.ts';

/** A provider's profile as an owner finds it, and the vet request form. */
export const DISCOVERY_PROFILES_SCENES: readonly Scene[] = [
  {
    title: 'discovery: provider profiles and the vet request',
    timeout: 300_000,
    clock: true,
    run: async ({ page, context, clock }, { visit, here }) => {
      const { day } = await pinMorning(clock);
      const { owner, vet, sitter, walker } = await discoveryWorld();
      await shareSession(owner.api, context);
      await page.goto('/');
      await visit(
        page,
        'provider-profile-vet',
        hashPath(
          buildPath(
            'owner.providers.profile',
            { providerId: vet.id },
            { kind: 'veterinarian', ...vetRequest(day) },
          ),
        ),
        /Moda Veteriner Kliniği/,
      );
      await visit(
        page,
        'provider-profile-sitter',
        hashPath(
          buildPath('owner.providers.profile', { providerId: sitter.id }, { kind: 'sitter' }),
        ),
        /Bahçeli evimde/,
      );
      await visit(
        page,
        'provider-profile-walker',
        hashPath(
          buildPath('owner.providers.profile', { providerId: walker.id }, { kind: 'pet_walker' }),
        ),
        /Moda sahili/,
      );
      await visit(
        page,
        'vet-request',
        hashPath(buildPath('owner.veterinarians.request')),
        /Veterinerleri göster|Show veterinarians/,
      );
      await page.setViewportSize(VIEWPORTS.phone);
      await page.getByRole('button', { name: /Veterinerleri göster|Show veterinarians/ }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await here(page, 'vet-request-errors-en-phone', { fullPage: true });
    },
  },
];
