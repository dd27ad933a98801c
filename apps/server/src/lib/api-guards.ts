import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';

import { jsonBodyLimit } from './body-limit.ts';
import { compressJsonAnswer } from './compression.ts';
import type { AppEnv } from './context.ts';
import { answerError } from './handle-error.ts';
import { refuseForbiddenCharacters } from './input-guard.ts';
import { refuseCrossSiteChange } from './same-origin.ts';
import { defaultToNoStore } from './security-headers.ts';

/** A request that carries no body to limit: a read, or the upload path, which has its own limit (features/files). */
const carriesNoBody = (c: Context<AppEnv>, uploadPath: string) => {
  const { method } = c.req;
  // Asking a GET for its body would build a full web Request for nothing.
  return method === 'GET' || method === 'HEAD' || (method === 'POST' && c.req.path === uploadPath);
};

/** The refusals, then the route. */
const checkThenRoute = async (c: Context<AppEnv>, next: Next, uploadPath: string) => {
  refuseCrossSiteChange(c);
  const readingBody = refuseForbiddenCharacters(c, { uploadPath });
  if (readingBody) await readingBody;
  await next();
};

/**
 * Every `/api/*` request's guards and its answer's defaults, as one middleware (one link of the
 * chain instead of five: each link costs a dispatch and its promises on every request).
 * - Before the route: the body limit for a request that carries one, the refusal of a change
 *   sent by another site, and of a forbidden character in the path, the query or a JSON body.
 * - Once the answer is made (a refusal here included, answered by the app's error handler): the
 *   JSON compression, and `no-store` unless the route chose its own cache policy.
 */
export const apiGuards = ({ uploadPath }: { uploadPath: string }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    try {
      if (carriesNoBody(c, uploadPath)) await checkThenRoute(c, next, uploadPath);
      else await jsonBodyLimit(c, () => checkThenRoute(c, next, uploadPath));
    } catch (error) {
      // The refusal becomes the answer here, so the defaults below apply.
      await answerError(c, error);
    }
    await compressJsonAnswer(c);
    defaultToNoStore(c);
  });
