import { istanbulToday } from '@patili/domain/shared';

import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import { lookupMicrochipRoute, notifyMicrochipOwnerRoute } from './microchip.routes.ts';
import { lookupMicrochip, notifyMicrochipOwner } from './microchip.service.ts';
import {
  createPetRoute,
  deletePetRoute,
  getPetRoute,
  listPetsRoute,
  listVaccinationsRoute,
  addOwnVaccinationRoute,
  updatePetRoute,
} from './pets.routes.ts';
import { addOwnVaccination, createPet, deletePet, getPet, listPets, listVaccinations, updatePet } from './pets.service.ts';

/** Today's date in Turkey: ages are derived and birthdates checked against it. */
const today = () => istanbulToday(new Date());

export const petsRouter = createRouter()
  .openapi(lookupMicrochipRoute, async (c) => {
    const { database, limits } = c.get('deps');
    await limits.microchipLookup(currentUser(c).id);
    return c.json(await lookupMicrochip({ db: database.db, microchip: c.req.valid('json').microchip }), 200);
  })
  .openapi(notifyMicrochipOwnerRoute, async (c) => {
    const { database, limits, messenger, config, now } = c.get('deps');
    const vet = currentUser(c);
    await limits.microchipLookup(vet.id);
    await notifyMicrochipOwner({ db: database.db, messenger, appUrl: config.appUrl, vet: { id: vet.id, name: vet.name }, microchip: c.req.valid('json').microchip, now: now() });
    return c.body(null, 204);
  })
  .openapi(listPetsRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    const list = await listPets({ db: c.get('deps').database.db, ownerId: currentUser(c).id, page, pageSize, today: today() });
    return c.json(list, 200);
  })
  .openapi(getPetRoute, async (c) => {
    const { petId } = c.req.valid('param');
    const pet = await getPet({ db: c.get('deps').database.db, ownerId: currentUser(c).id, petId, today: today() });
    return c.json({ pet }, 200);
  })
  .openapi(createPetRoute, async (c) => {
    const pet = await createPet({ db: c.get('deps').database.db, ownerId: currentUser(c).id, input: c.req.valid('json'), today: today() });
    return c.json({ pet }, 201);
  })
  .openapi(updatePetRoute, async (c) => {
    const { database, storage } = c.get('deps');
    const pet = await updatePet({
      db: database.db,
      storage,
      ownerId: currentUser(c).id,
      petId: c.req.valid('param').petId,
      input: c.req.valid('json'),
      today: today(),
    });
    return c.json({ pet }, 200);
  })
  .openapi(deletePetRoute, async (c) => {
    const { database, storage } = c.get('deps');
    await deletePet({ db: database.db, storage, ownerId: currentUser(c).id, petId: c.req.valid('param').petId });
    return c.body(null, 204);
  })
  .openapi(listVaccinationsRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    const list = await listVaccinations({
      db: c.get('deps').database.db,
      ownerId: currentUser(c).id,
      petId: c.req.valid('param').petId,
      page,
      pageSize,
    });
    return c.json(list, 200);
  })
  .openapi(addOwnVaccinationRoute, async (c) => {
    const { database, now } = c.get('deps');
    const vaccination = await addOwnVaccination({
      db: database.db,
      ownerId: currentUser(c).id,
      petId: c.req.valid('param').petId,
      body: c.req.valid('json'),
      now: now(),
    });
    return c.json({ vaccination }, 201);
  });
