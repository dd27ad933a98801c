import { createRoute } from '@hono/zod-openapi';
import { vaccinationInputSchema, vaccinationResponseSchema } from '@patili/domain/patients';
import {
  petInputSchema,
  petListQuerySchema,
  petListResponseSchema,
  petResponseSchema,
  vaccinationListQuerySchema,
  vaccinationListResponseSchema,
} from '@patili/domain/pets';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const petParams = idParam('petId', 'The pet id');

export const listPetsRoute = createRoute({
  operationId: 'listPets',
  method: 'get',
  path: '/api/pets',
  tags: ['pets'],
  summary: "The caller's pets, oldest first, one page at a time (owner)",
  middleware: [requireAccess('read:pet:own')] as const,
  request: { query: petListQuerySchema },
  responses: {
    200: jsonResponse(petListResponseSchema, 'A page of pets and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const getPetRoute = createRoute({
  operationId: 'getPet',
  method: 'get',
  path: '/api/pets/{petId}',
  tags: ['pets'],
  summary: "One of the caller's pets (owner)",
  middleware: [requireAccess('read:pet:own')] as const,
  request: { params: petParams },
  responses: { 200: jsonResponse(petResponseSchema, 'The pet'), ...errorResponses(401, 403, 404) },
});

export const createPetRoute = createRoute({
  operationId: 'createPet',
  method: 'post',
  path: '/api/pets',
  tags: ['pets'],
  summary: 'Add a pet (owner)',
  middleware: [requireAccess('create:pet:own')] as const,
  request: { body: jsonBody(petInputSchema) },
  responses: {
    201: jsonResponse(petResponseSchema, 'The new pet'),
    ...errorResponses(401, 403, 422),
  },
});

export const updatePetRoute = createRoute({
  operationId: 'updatePet',
  method: 'put',
  path: '/api/pets/{petId}',
  tags: ['pets'],
  summary: "Replace one of the caller's pets (owner)",
  middleware: [requireAccess('update:pet:own')] as const,
  request: { params: petParams, body: jsonBody(petInputSchema) },
  responses: {
    200: jsonResponse(petResponseSchema, 'The updated pet'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const deletePetRoute = createRoute({
  operationId: 'deletePet',
  method: 'delete',
  path: '/api/pets/{petId}',
  tags: ['pets'],
  summary: "Delete one of the caller's pets with its vaccination records and photo (owner)",
  middleware: [requireAccess('delete:pet:own')] as const,
  request: { params: petParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

export const listVaccinationsRoute = createRoute({
  operationId: 'listVaccinations',
  method: 'get',
  path: '/api/pets/{petId}/vaccinations',
  tags: ['pets'],
  summary: "The vaccination records of one of the caller's pets, newest first (owner)",
  middleware: [requireAccess('read:pet:own')] as const,
  request: { params: petParams, query: vaccinationListQuerySchema },
  responses: {
    200: jsonResponse(vaccinationListResponseSchema, 'A page of records and the total'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const addOwnVaccinationRoute = createRoute({
  operationId: 'addOwnVaccination',
  method: 'post',
  path: '/api/pets/{petId}/vaccinations',
  tags: ['pets'],
  summary: "The owner records a dose one of their pets was given elsewhere, with the next dose's day for its reminders (owner)",
  middleware: [requireAccess('create:petVaccination:own')] as const,
  request: { params: petParams, body: jsonBody(vaccinationInputSchema) },
  responses: {
    201: jsonResponse(vaccinationResponseSchema, 'The record'),
    ...errorResponses(401, 403, 404, 422),
  },
});
