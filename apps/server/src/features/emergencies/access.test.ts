import { beforeAll, describe, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import {
  completeProviderDetails,
  createPet,
  createProviderProfile,
  createUser,
} from '../../../test/factories.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { emergencyRequest } from '../../db/schema/index.ts';

const { testApp } = useClockedTestApp();

let vetId: string;
let petId: string;
let requestId: string;

beforeAll(async () => {
  const db = testApp.deps.database.db;
  const deps = { db, auth: testApp.deps.auth };
  const owner = await createUser(deps, { role: 'owner' });
  const vet = await createUser(deps, { role: 'veterinarian' });
  await createProviderProfile(
    { db },
    { id: vet.id, role: 'veterinarian', name: vet.name },
    { details: { ...completeProviderDetails('veterinarian'), vetSpecializations: ['emergency'] } },
  );
  vetId = vet.id;
  petId = (await createPet(deps, owner)).id;
  const [row] = await db
    .insert(emergencyRequest)
    .values({ vetId, ownerId: owner.id, petId, location: 'Moda', description: 'Kusuyor' })
    .returning({ id: emergencyRequest.id });
  requestId = row!.id;
});

/**
 * Every emergencies route as an anonymous visitor and as each role: the roles allowed get an
 * answer the route documents (someone else's request or pet a 404), the others 401/403.
 */
describe('access', () => {
  it('send: owners', async () => {
    await expectAccessMatrix(
      testApp,
      {
        method: 'POST',
        path: '/api/emergencies',
        json: { vetId, petId, location: 'Moda', description: 'Kusuyor' },
      },
      ['owner', 'admin'],
    );
  });

  it('list: owners and veterinarians', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/emergencies?status=pending' }, [
      'owner',
      'veterinarian',
      'admin',
    ]);
  });

  it('acknowledge, cannot help, resolve: veterinarians (a stranger to the request gets 404)', async () => {
    for (const action of ['acknowledge', 'cannot-help', 'resolve']) {
      await expectAccessMatrix(
        testApp,
        {
          method: 'POST',
          path: `/api/emergencies/${requestId}/${action}`,
          json: { note: 'Geliyorum' },
        },
        ['veterinarian', 'admin'],
      );
    }
  });
});
