import type { MessageKey } from '@patili/domain/i18n';
import { APP_ERROR_CODES, APP_ERROR_MESSAGES, type AppErrorCode } from '@patili/domain/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

import type { AppEnv } from './context.ts';
import { t } from './i18n.ts';
import { logger } from './logger.ts';
import { translateFields } from './validation.ts';

/** A field → message key map: which field failed and why (`_` for the whole body). */
export type FieldKeys = Readonly<Record<string, MessageKey>>;

/**
 * The one error type services throw. `handleError` turns it into `{ code, message, fields? }` with
 * the status of its code; the message is the code's own unless the thrower names a more precise
 * one, and both are translated per request.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly fieldKeys: FieldKeys | undefined;

  constructor(code: AppErrorCode, options: { messageKey?: MessageKey; fields?: FieldKeys; cause?: unknown } = {}) {
    const messageKey = options.messageKey ?? APP_ERROR_MESSAGES[code];
    super(messageKey, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = APP_ERROR_CODES[code];
    this.messageKey = messageKey;
    this.fieldKeys = options.fields;
  }
}

/** 422 with one message on one field: the common shape of a service's validation refusal. */
export const fieldError = (field: string, messageKey: MessageKey, code: AppErrorCode = 'VALIDATION_FAILED') =>
  new AppError(code, { messageKey, fields: { [field]: messageKey } });

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
