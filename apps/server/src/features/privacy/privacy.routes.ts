import { createRoute, z } from '@hono/zod-openapi';
import {
  CONSENT_KINDS,
  consentChangeSchema,
  consentListSchema,
  consentViewSchema,
  dataExportListSchema,
  dataExportViewSchema,
} from '@patili/domain/privacy';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

export const listConsentsRoute = createRoute({
  operationId: 'listConsents',
  method: 'get',
  path: '/api/privacy/consents',
  tags: ['privacy'],
  summary: "The caller's consents (announcement e-mails, district alerts, reminder e-mails, what Peri may use), each with when it was decided",
  middleware: [requireAccess('manage:consents:own')] as const,
  responses: { 200: jsonResponse(consentListSchema, 'Every consent'), ...errorResponses(401, 403) },
});

export const changeConsentRoute = createRoute({
  operationId: 'changeConsent',
  method: 'put',
  path: '/api/privacy/consents/{kind}',
  tags: ['privacy'],
  summary: 'Give or take back one consent; the change is in the action log',
  middleware: [requireAccess('manage:consents:own')] as const,
  request: {
    params: z.object({ kind: z.enum(CONSENT_KINDS).openapi({ param: { name: 'kind', in: 'path', description: 'Which consent' } }) }),
    body: jsonBody(consentChangeSchema),
  },
  responses: { 200: jsonResponse(consentViewSchema, 'The consent as saved'), ...errorResponses(401, 403, 422) },
});

export const listExportsRoute = createRoute({
  operationId: 'listDataExports',
  method: 'get',
  path: '/api/privacy/exports',
  tags: ['privacy'],
  summary: "The caller's last data exports, newest first",
  middleware: [requireAccess('manage:dataExport:own')] as const,
  responses: { 200: jsonResponse(dataExportListSchema, 'The exports'), ...errorResponses(401, 403) },
});

export const requestExportRoute = createRoute({
  operationId: 'requestDataExport',
  method: 'post',
  path: '/api/privacy/exports',
  tags: ['privacy'],
  summary: 'Ask for a copy of everything the platform holds about the caller, prepared in the background (409 while one is on its way)',
  middleware: [requireAccess('manage:dataExport:own')] as const,
  responses: { 202: jsonResponse(dataExportViewSchema, 'The export, queued'), ...errorResponses(401, 403, 409, 429) },
});

export const downloadExportRoute = createRoute({
  operationId: 'downloadDataExport',
  method: 'get',
  path: '/api/privacy/exports/{id}/download',
  tags: ['privacy'],
  summary: "The caller's own ready export as a ZIP attachment (404 for anyone else's, or once its 7 days are over)",
  middleware: [requireAccess('manage:dataExport:own')] as const,
  request: { params: idParam('id', 'The export id') },
  responses: {
    200: { description: 'The ZIP', content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(401, 403, 404),
  },
});
