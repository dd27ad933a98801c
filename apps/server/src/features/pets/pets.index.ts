import { createRouter } from '../../lib/create-router.ts';
import {
  createPetHandler,
  deletePetHandler,
  getPetHandler,
  listPetsHandler,
  listVaccinationsHandler,
  updatePetHandler,
} from './pets.handlers.ts';
import {
  createPetRoute,
  deletePetRoute,
  getPetRoute,
  listPetsRoute,
  listVaccinationsRoute,
  updatePetRoute,
} from './pets.routes.ts';

export const petsRouter = createRouter()
  .openapi(listPetsRoute, listPetsHandler)
  .openapi(getPetRoute, getPetHandler)
  .openapi(createPetRoute, createPetHandler)
  .openapi(updatePetRoute, updatePetHandler)
  .openapi(deletePetRoute, deletePetHandler)
  .openapi(listVaccinationsRoute, listVaccinationsHandler);
