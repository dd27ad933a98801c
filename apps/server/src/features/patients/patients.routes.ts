import { createRoute } from '@hono/zod-openapi';
import {
  dueVaccinationListResponseSchema,
  reminderSettingsSchema,
  patientDetailResponseSchema,
  patientListQuerySchema,
  patientListResponseSchema,
  patientRecordInputSchema,
  patientRecordResponseSchema,
  petVisitListQuerySchema,
  petVisitListResponseSchema,
  vaccinationInputSchema,
  vaccinationResponseSchema,
  vetVaccinationListQuerySchema,
  vetVaccinationListResponseSchema,
} from '@patili/domain/patients';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const patientParams = idParam('petId', "The patient's pet id");

export const listPatientsRoute = createRoute({
  operationId: 'listPatients',
  method: 'get',
  path: '/api/patients',
  tags: ['patients'],
  summary:
    "One page of the veterinarian's patients (pets it has a booking with), searchable by pet name, species, breed or owner name",
  middleware: [requireAccess('read:patient:own')] as const,
  request: { query: patientListQuerySchema },
  responses: {
    200: jsonResponse(patientListResponseSchema, 'A page of patients and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const listVetVaccinationsRoute = createRoute({
  operationId: 'listVetVaccinations',
  method: 'get',
  path: '/api/patients/vaccinations',
  tags: ['patients'],
  summary: 'The vaccinations the veterinarian recorded, newest first (the vaccination schedule)',
  middleware: [requireAccess('read:patient:own')] as const,
  request: { query: vetVaccinationListQuerySchema },
  responses: {
    200: jsonResponse(vetVaccinationListResponseSchema, 'A page of vaccinations and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const listPetVisitsRoute = createRoute({
  operationId: 'listPetVisits',
  method: 'get',
  path: '/api/patients/visits',
  tags: ['patients'],
  summary:
    "The visit records vets wrote about one of the caller's pets, newest first (owner); 404 for another owner's pet",
  middleware: [requireAccess('read:pet:own')] as const,
  request: { query: petVisitListQuerySchema },
  responses: {
    200: jsonResponse(petVisitListResponseSchema, 'A page of visit records and the total'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const getPatientRoute = createRoute({
  operationId: 'getPatient',
  method: 'get',
  path: '/api/patients/{petId}',
  tags: ['patients'],
  summary:
    "One patient: the pet, its owner, the vet's appointments with it, its vaccinations and the vet's visit records (404 unless the vet has a booking with it)",
  middleware: [requireAccess('read:patient:own')] as const,
  request: { params: patientParams },
  responses: {
    200: jsonResponse(patientDetailResponseSchema, 'The patient'),
    ...errorResponses(401, 403, 404),
  },
});

export const createPatientRecordRoute = createRoute({
  operationId: 'createPatientRecord',
  method: 'post',
  path: '/api/patients/{petId}/records',
  tags: ['patients'],
  summary:
    "Write a visit record for one of the veterinarian's patients; its day may not be after today (Istanbul)",
  middleware: [requireAccess('create:patient-record:own')] as const,
  request: { params: patientParams, body: jsonBody(patientRecordInputSchema) },
  responses: {
    201: jsonResponse(patientRecordResponseSchema, 'The new visit record'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const addVaccinationRoute = createRoute({
  operationId: 'addVaccination',
  method: 'post',
  path: '/api/patients/{petId}/vaccinations',
  tags: ['patients'],
  summary:
    "Record a vaccination of one of the veterinarian's patients (only a vet adds one); the owner is notified",
  middleware: [requireAccess('create:vaccination:own')] as const,
  request: { params: patientParams, body: jsonBody(vaccinationInputSchema) },
  responses: {
    201: jsonResponse(vaccinationResponseSchema, 'The new vaccination record'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const listDueVaccinationsRoute = createRoute({
  operationId: 'listDueVaccinations',
  method: 'get',
  path: '/api/patients/vaccinations/due',
  tags: ['patients'],
  summary: 'The doses the veterinarian gave that fall due this week (Istanbul days), soonest first',
  middleware: [requireAccess('read:patient:own')] as const,
  responses: {
    200: jsonResponse(dueVaccinationListResponseSchema, 'The doses due, and the week'),
    ...errorResponses(401, 403),
  },
});

export const getReminderSettingsRoute = createRoute({
  operationId: 'getReminderSettings',
  method: 'get',
  path: '/api/patients/reminder-settings',
  tags: ['patients'],
  summary: "The owner's vaccine reminder setting (e-mails too, or the app only)",
  middleware: [requireAccess('update:reminders:own')] as const,
  responses: { 200: jsonResponse(reminderSettingsSchema, 'The setting'), ...errorResponses(401, 403) },
});

export const putReminderSettingsRoute = createRoute({
  operationId: 'putReminderSettings',
  method: 'put',
  path: '/api/patients/reminder-settings',
  tags: ['patients'],
  summary: "Change the owner's vaccine reminder setting",
  middleware: [requireAccess('update:reminders:own')] as const,
  request: { body: jsonBody(reminderSettingsSchema) },
  responses: { 200: jsonResponse(reminderSettingsSchema, 'The setting'), ...errorResponses(401, 403, 422) },
});
