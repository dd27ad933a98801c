import { bodyLimit } from 'hono/body-limit';

import { AppError } from './app-error.ts';

/** Largest JSON body an API route reads. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The API's body limit (`api-guards.ts` applies it to requests that carry a body, except the one
 * upload path, which carries its own larger limit in features/files).
 */
export const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE');
  },
});
