import { createRoute, z } from '@hono/zod-openapi';
import { serviceTypeViewSchema } from '@patili/domain/pricing';
import {
  adminAccountPageSchema,
  adminAccountSchema,
  adminEmailInputSchema,
  defaultLocaleInputSchema,
  ibanInputSchema,
  platformSettingsSchema,
  serviceTypeInputSchema,
  serviceTypePageSchema,
  settingsListQuerySchema,
} from '@patili/domain/settings';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const tags = ['admin: settings'];
const adminParams = idParam('userId', "The admin's user id");

export const getPlatformSettingsRoute = createRoute({
  operationId: 'getPlatformSettings',
  method: 'get',
  path: '/api/admin/settings',
  tags,
  summary: 'The platform IBAN, the default language and the protected default admin (admin only)',
  middleware: [requireAccess('manage:settings')] as const,
  responses: { 200: jsonResponse(platformSettingsSchema, 'The settings'), ...errorResponses(401, 403) },
});

export const updateIbanRoute = createRoute({
  operationId: 'updateIban',
  method: 'put',
  path: '/api/admin/settings/iban',
  tags,
  summary: 'Set the platform IBAN owners transfer to (a valid Turkish IBAN, stored electronic)',
  middleware: [requireAccess('manage:settings')] as const,
  request: { body: jsonBody(ibanInputSchema) },
  responses: { 200: jsonResponse(platformSettingsSchema, 'The settings'), ...errorResponses(401, 403, 422) },
});

export const updateDefaultLocaleRoute = createRoute({
  operationId: 'updateDefaultLocale',
  method: 'put',
  path: '/api/admin/settings/default-locale',
  tags,
  summary: 'Set the language of signed-out visitors and new accounts',
  middleware: [requireAccess('manage:settings')] as const,
  request: { body: jsonBody(defaultLocaleInputSchema) },
  responses: { 200: jsonResponse(platformSettingsSchema, 'The settings'), ...errorResponses(401, 403, 422) },
});

export const listAdminsRoute = createRoute({
  operationId: 'listAdmins',
  method: 'get',
  path: '/api/admin/settings/admins',
  tags,
  summary: 'The accounts with the admin role, by name, one page at a time',
  middleware: [requireAccess('manage:settings')] as const,
  request: { query: settingsListQuerySchema },
  responses: { 200: jsonResponse(adminAccountPageSchema, 'A page of admins and the total'), ...errorResponses(401, 403, 422) },
});

export const addAdminRoute = createRoute({
  operationId: 'addAdmin',
  method: 'post',
  path: '/api/admin/settings/admins',
  tags,
  summary: 'Make a registered user an admin by e-mail',
  middleware: [requireAccess('manage:settings')] as const,
  request: { body: jsonBody(adminEmailInputSchema) },
  responses: { 201: jsonResponse(z.object({ admin: adminAccountSchema }), 'The new admin'), ...errorResponses(401, 403, 409, 422) },
});

export const removeAdminRoute = createRoute({
  operationId: 'removeAdmin',
  method: 'delete',
  path: '/api/admin/settings/admins/{userId}',
  tags,
  summary: "Take an admin's role away (back to none: they choose a role at next sign-in) and sign them out",
  middleware: [requireAccess('manage:settings')] as const,
  request: { params: adminParams },
  responses: { 200: jsonResponse(z.object({ removed: adminAccountSchema }), 'The former admin'), ...errorResponses(401, 403, 404, 409) },
});

export const listServiceTypesRoute = createRoute({
  operationId: 'listServiceTypes',
  method: 'get',
  path: '/api/admin/settings/service-types',
  tags,
  summary: 'The service types with their default prices: the catalogue, then those added',
  middleware: [requireAccess('manage:settings')] as const,
  request: { query: settingsListQuerySchema },
  responses: { 200: jsonResponse(serviceTypePageSchema, 'A page of service types and the total'), ...errorResponses(401, 403, 422) },
});

export const addServiceTypeRoute = createRoute({
  operationId: 'addServiceType',
  method: 'post',
  path: '/api/admin/settings/service-types',
  tags,
  summary: 'Add a service type (a sitter care service) with its default price',
  middleware: [requireAccess('manage:settings')] as const,
  request: { body: jsonBody(serviceTypeInputSchema) },
  responses: { 201: jsonResponse(z.object({ serviceType: serviceTypeViewSchema }), 'The new service type'), ...errorResponses(401, 403, 409, 422) },
});
