import { z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@patili/domain/shared';
import { createMiddleware } from 'hono/factory';

import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';

const DESCRIPTIONS: Record<number, string> = {
  400: 'The request could not be read',
  401: 'No signed-in session',
  403: 'The caller may not do this',
  404: 'Not found, or not visible to the caller',
  409: 'Conflicts with the current state',
  413: 'The body is larger than the route reads (the connection is closed)',
  422: 'Validation failed; `fields` holds a message per field',
  429: 'Too many requests',
};

/**
 * A route's id path parameter (`{bookingId}`), described in the API reference. Any string: an id
 * that cannot be a row's names nothing, so the feature answers its own 404 for it (the service
 * checks `isUuid` before the value reaches a uuid column), never a validation error that would
 * tell a mistyped id from someone else's. Several ids: `idParam(…).extend(idParam(…).shape)`.
 */
export const idParam = <const N extends string>(name: N, description: string) =>
  z.object({ [name]: z.string().openapi({ param: { name, in: 'path', description } }) } as Record<N, z.ZodString>);

/** The error responses a route may give, each with the shared `{ code, message, fields? }` body. */
export const errorResponses = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: apiErrorSchema } } },
    ]),
  ) as { [K in S[number]]: { description: string; content: { 'application/json': { schema: typeof apiErrorSchema } } } };

/** A JSON response description for createRoute. */
export const jsonResponse = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A JSON request body for createRoute. */
export const jsonBody = <T>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** The body of an action that takes no fields but must be sent as JSON (`{}`, with `requireJsonBody`). */
export const emptyJsonBody = jsonBody(z.object({}));

/**
 * For a route whose JSON body may be empty (`{}`): the request must still say it carries JSON, so
 * a bodiless or plain-form post from another page is refused (400) rather than read as `{}`.
 */
export const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(c.req.header('content-type') ?? '')) throw new AppError('BAD_REQUEST');
  await next();
});
