import type { Role } from '@patili/domain/access';
import { beforeAll, describe, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { createBooking, createPet, createUser } from '../../../test/factories.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';

const { testApp } = useClockedTestApp();

/** Only veterinarians (and the admin account, which passes every role list) reach patients. */
const VETS: readonly Role[] = ['veterinarian', 'admin'];

let petId: string;

beforeAll(async () => {
  const deps = { db: testApp.deps.database.db, auth: testApp.deps.auth };
  const owner = await createUser(deps, { role: 'owner' });
  const vet = await createUser(deps, { role: 'veterinarian' });
  petId = (await createPet(deps, owner)).id;
  await createBooking(deps, {
    owner,
    provider: { id: vet.id, role: 'veterinarian' },
    pet: { id: petId },
  });
});

/**
 * Every patients route as an anonymous visitor and as each role: veterinarians get an answer the
 * route documents (a pet that is not their patient a 404), every other role 403.
 */
describe('access', () => {
  it('the patient list and the vaccination schedule', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/patients?q=pamuk' }, VETS);
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/patients/vaccinations' }, VETS);
  });

  it('an owner’s pet visits: owners (another owner’s pet is a 404)', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: `/api/patients/visits?petId=${petId}` },
      ['owner', 'admin'],
    );
  });

  it('a patient, its new visit record and its new vaccination', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: `/api/patients/${petId}` }, VETS);
    await expectAccessMatrix(
      testApp,
      {
        method: 'POST',
        path: `/api/patients/${petId}/records`,
        json: { visitDate: '2026-06-10', reason: 'Kontrol' },
      },
      VETS,
    );
    await expectAccessMatrix(
      testApp,
      {
        method: 'POST',
        path: `/api/patients/${petId}/vaccinations`,
        json: { vaccineName: 'Kuduz', vaccinationDate: '2026-06-10' },
      },
      VETS,
    );
  });
});
