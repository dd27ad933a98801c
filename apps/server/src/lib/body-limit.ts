import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';

import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';

/** Largest JSON body an API route reads. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The API's body limit, except for the one upload path, which carries its own larger limit
 * (features/files). A plain branch rather than hono's `except` combinator, which costs more on
 * every request.
 */
export const apiBodyLimit = ({ uploadPath }: { uploadPath: string }) => {
  const limit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  return createMiddleware<AppEnv>((c, next) => {
    const { method } = c.req;
    // GET and HEAD carry no body here; asking the request for one would build a full web Request for nothing.
    if (method === 'GET' || method === 'HEAD' || (method === 'POST' && c.req.path === uploadPath)) return next();
    return limit(c, next);
  });
};
