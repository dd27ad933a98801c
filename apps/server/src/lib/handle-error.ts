import { APP_ERROR_MESSAGES } from '@patili/domain/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';
import { t } from './i18n.ts';
import { logger } from './logger.ts';
import { translateFields } from './validation.ts';

/**
 * `app.onError`: an AppError answers with its code's status and translated messages; a framework
 * refusal below 500 (malformed body) is a 400; anything else is logged and answers a bare 500.
 */
export const handleError = (error: Error, c: Context<AppEnv>) => {
  const locale = c.get('locale') ?? 'tr';
  if (error instanceof AppError) {
    return c.json(
      {
        code: error.code,
        message: t(locale, error.messageKey),
        ...(error.fieldKeys ? { fields: translateFields(locale, error.fieldKeys) } : {}),
      },
      error.status as 400,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ code: 'BAD_REQUEST', message: t(locale, APP_ERROR_MESSAGES.BAD_REQUEST) }, error.status);
  }
  logger.error(`${c.req.method} ${c.req.path} failed`, error);
  return c.json({ code: 'INTERNAL', message: t(locale, APP_ERROR_MESSAGES.INTERNAL) }, 500);
};
