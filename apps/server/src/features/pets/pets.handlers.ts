import type { RouteHandler } from '@hono/zod-openapi';
import { isoDateOf } from '@patili/domain/pets';

import type { AppEnv } from '../../lib/context.ts';
import { currentUser } from '../../lib/require-access.ts';
import type {
  createPetRoute,
  deletePetRoute,
  getPetRoute,
  listPetsRoute,
  listVaccinationsRoute,
  updatePetRoute,
} from './pets.routes.ts';
import {
  createPet,
  deletePet,
  getPet,
  listPets,
  listVaccinations,
  updatePet,
} from './pets.service.ts';

/** Today's date in Turkey: ages are derived and birthdates checked against it. */
const today = () => isoDateOf(new Date());

export const listPetsHandler: RouteHandler<typeof listPetsRoute, AppEnv> = async (c) => {
  const { page, pageSize } = c.req.valid('query');
  const list = await listPets({
    db: c.var.deps.database.db,
    ownerId: currentUser(c).id,
    page,
    pageSize,
    today: today(),
  });
  return c.json(list, 200);
};

export const getPetHandler: RouteHandler<typeof getPetRoute, AppEnv> = async (c) => {
  const { petId } = c.req.valid('param');
  const pet = await getPet({
    db: c.var.deps.database.db,
    ownerId: currentUser(c).id,
    petId,
    today: today(),
  });
  return c.json({ pet }, 200);
};

export const createPetHandler: RouteHandler<typeof createPetRoute, AppEnv> = async (c) => {
  const input = c.req.valid('json');
  const pet = await createPet({
    db: c.var.deps.database.db,
    ownerId: currentUser(c).id,
    input,
    today: today(),
  });
  return c.json({ pet }, 201);
};

export const updatePetHandler: RouteHandler<typeof updatePetRoute, AppEnv> = async (c) => {
  const { petId } = c.req.valid('param');
  const input = c.req.valid('json');
  const { database, storage } = c.var.deps;
  const pet = await updatePet({
    db: database.db,
    storage,
    ownerId: currentUser(c).id,
    petId,
    input,
    today: today(),
  });
  return c.json({ pet }, 200);
};

export const deletePetHandler: RouteHandler<typeof deletePetRoute, AppEnv> = async (c) => {
  const { petId } = c.req.valid('param');
  const { database, storage } = c.var.deps;
  await deletePet({ db: database.db, storage, ownerId: currentUser(c).id, petId });
  return c.body(null, 204);
};

export const listVaccinationsHandler: RouteHandler<typeof listVaccinationsRoute, AppEnv> = async (
  c,
) => {
  const { petId } = c.req.valid('param');
  const { page, pageSize } = c.req.valid('query');
  const list = await listVaccinations({
    db: c.var.deps.database.db,
    ownerId: currentUser(c).id,
    petId,
    page,
    pageSize,
  });
  return c.json(list, 200);
};
