import { buildPath, hashPath, shareSession } from '../api.ts';
import { discoveryWorld, vetRequest } from './discovery-world.ts';
import { pinMorning, type Scene } from './tour.ts';

/** Finding a provider: each kind's list, one with a vet request, one filtered and sorted. */
export const DISCOVERY_LISTS_SCENES: readonly Scene[] = [
  {
    title: 'discovery: the list of every kind, and filtered',
    timeout: 300_000,
    clock: true,
    run: async ({ page, context, clock }, { visit }) => {
      const { day } = await pinMorning(clock);
      const { owner } = await discoveryWorld();
      await shareSession(owner.api, context);
      await page.goto('/');
      await visit(
        page,
        'browse-sitters',
        hashPath(buildPath('owner.sitters.browse')),
        /Mehmet Demir/,
      );
      await visit(
        page,
        'browse-vets-request',
        hashPath(buildPath('owner.veterinarians.browse', undefined, vetRequest(day))),
        /Dr. Elif Kaya/,
      );
      await visit(
        page,
        'browse-walkers',
        hashPath(
          buildPath('owner.petWalkers.browse', undefined, { firstAid: 'true', sort: 'distance' }),
        ),
        /Deniz Yürür/,
      );
      await visit(
        page,
        'browse-trainers',
        hashPath(buildPath('owner.trainers.browse')),
        /Zeynep Arslan/,
      );
    },
  },
];
