import type { MessageKey } from '@patili/domain/i18n';
import { APP_ERROR_CODES, APP_ERROR_MESSAGES, type AppErrorCode } from '@patili/domain/shared';

/** A field → message key map: which field failed and why (`_` for the whole body). */
export type FieldKeys = Readonly<Record<string, MessageKey>>;

/**
 * The one error type services throw. `handleError` (handle-error.ts) turns it into
 * `{ code, message, fields? }` with the status of its code; the message is the code's own unless
 * the thrower names a more precise one, and both are translated per request.
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
