import { createRoute, z } from '@hono/zod-openapi';
import {
  commissionRateInputSchema,
  commissionRateResponseSchema,
  commissionRuleInputSchema,
  commissionRuleListQuerySchema,
  commissionRulePageSchema,
  commissionRuleResponseSchema,
  commissionRuleStatusInputSchema,
  priceBoundInputSchema,
  priceBoundResponseSchema,
  priceSettingsSchema,
  servicePriceInputSchema,
  servicePriceResponseSchema,
} from '@patili/domain/pricing';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

/** Any short string: a role or key that is not one is refused by the service with its own message. */
const roleParams = z.object({ role: z.string().max(100) });
const serviceParams = z.object({ key: z.string().max(200) });
const ruleParams = idParam('ruleId', 'The commission rule id');

const tags = ['admin: pricing'];

export const getPriceSettingsRoute = createRoute({
  operationId: 'getPriceSettings',
  method: 'get',
  path: '/api/admin/pricing',
  tags,
  summary: 'Price bounds per role, default service prices and commission rates (admin only)',
  middleware: [requireAccess('manage:pricing')] as const,
  responses: { 200: jsonResponse(priceSettingsSchema, 'The three sections of the pricing page'), ...errorResponses(401, 403) },
});

export const updatePriceBoundRoute = createRoute({
  operationId: 'updatePriceBound',
  method: 'put',
  path: '/api/admin/pricing/bounds/{role}',
  tags,
  summary: "Set a provider role's min and max price in lira; new profile saves and bookings use them",
  middleware: [requireAccess('manage:pricing')] as const,
  request: { params: roleParams, body: jsonBody(priceBoundInputSchema) },
  responses: { 200: jsonResponse(priceBoundResponseSchema, 'The saved bounds'), ...errorResponses(401, 403, 422) },
});

export const updateServicePriceRoute = createRoute({
  operationId: 'updateServicePrice',
  method: 'put',
  path: '/api/admin/pricing/services/{key}',
  tags,
  summary: "Set a service type's default price in lira (the sitter form's starting suggestion)",
  middleware: [requireAccess('manage:pricing')] as const,
  request: { params: serviceParams, body: jsonBody(servicePriceInputSchema) },
  responses: { 200: jsonResponse(servicePriceResponseSchema, 'The saved service price'), ...errorResponses(401, 403, 404, 422) },
});

export const updateCommissionRateRoute = createRoute({
  operationId: 'updateCommissionRate',
  method: 'put',
  path: '/api/admin/pricing/commissions/{role}',
  tags,
  summary: 'Set the owner (platform) or a provider role commission percent; new quotes use it at once',
  middleware: [requireAccess('manage:pricing')] as const,
  request: { params: roleParams, body: jsonBody(commissionRateInputSchema) },
  responses: { 200: jsonResponse(commissionRateResponseSchema, 'The saved rate'), ...errorResponses(401, 403, 422) },
});

export const listCommissionRulesRoute = createRoute({
  operationId: 'listCommissionRules',
  method: 'get',
  path: '/api/admin/commission-rules',
  tags,
  summary: 'Commission override rules, newest first or by start date, one page at a time (admin only)',
  middleware: [requireAccess('manage:pricing')] as const,
  request: { query: commissionRuleListQuerySchema },
  responses: { 200: jsonResponse(commissionRulePageSchema, 'A page of rules and the total'), ...errorResponses(401, 403, 422) },
});

export const createCommissionRuleRoute = createRoute({
  operationId: 'createCommissionRule',
  method: 'post',
  path: '/api/admin/commission-rules',
  tags,
  summary: 'Add a commission override rule for a provider role or a service type',
  middleware: [requireAccess('manage:pricing')] as const,
  request: { body: jsonBody(commissionRuleInputSchema) },
  responses: { 201: jsonResponse(commissionRuleResponseSchema, 'The new rule'), ...errorResponses(401, 403, 422) },
});

export const changeCommissionRuleRoute = createRoute({
  operationId: 'changeCommissionRule',
  method: 'patch',
  path: '/api/admin/commission-rules/{ruleId}',
  tags,
  summary: 'Activate or deactivate a commission override rule',
  middleware: [requireAccess('manage:pricing')] as const,
  request: { params: ruleParams, body: jsonBody(commissionRuleStatusInputSchema) },
  responses: { 200: jsonResponse(commissionRuleResponseSchema, 'The updated rule'), ...errorResponses(401, 403, 404, 422) },
});
