import { createOwnerAt } from '../../specs/discovery/discovery-helpers.ts';
import { buildPath, hashPath, shareSession } from '../api.ts';
import { discoveryWorld } from './discovery-world.ts';
import type { Scene } from './tour.ts';

/** The lists with nothing to show: a search nobody matches, no location yet, no online vet. */
export const DISCOVERY_EMPTY_SCENES: readonly Scene[] = [
  {
    title: 'discovery: the lists with nothing to show',
    timeout: 300_000,
    run: async ({ page, context }, { visit }) => {
      const { owner } = await discoveryWorld();
      await shareSession(owner.api, context);
      await page.goto('/');
      await visit(
        page,
        'browse-walkers-empty',
        hashPath(buildPath('owner.petWalkers.browse', undefined, { q: 'kanarya' })),
        /Aramana uyan kimse bulunamadı|Nobody matches your search/,
      );

      const newcomer = await createOwnerAt('Kaan Yeni', null);
      await shareSession(newcomer.api, context);
      await visit(
        page,
        'browse-trainers-no-location',
        hashPath(buildPath('owner.trainers.browse')),
        /Konumunu ekle|Add your location/,
      );
      await visit(
        page,
        'browse-vets-online-empty',
        hashPath(buildPath('owner.veterinarians.browse', undefined, { servicePlace: 'online' })),
        /Aramana uyan kimse bulunamadı|Nobody matches your search/,
      );
    },
  },
];
