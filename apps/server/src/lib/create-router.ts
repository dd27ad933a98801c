import { OpenAPIHono } from '@hono/zod-openapi';

import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';
import { issueKeys } from './validation.ts';

/**
 * A feature router: request bodies, queries and params are validated by the route's schemas, and a
 * failure becomes 422 `VALIDATION_FAILED` with a message per field (translated in `onError`).
 */
export const createRouter = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'errors:VALIDATION_FAILED',
          fields: issueKeys(result.error.issues),
        });
      }
      return undefined;
    },
  });

export type AppRouter = ReturnType<typeof createRouter>;
