import type { MessageKey, TranslateParams } from '@patili/domain/i18n';
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
  /** Values the message interpolates (`{{minutes}}`). */
  readonly params: TranslateParams | undefined;
  /** When a refused request may be tried again (the `Retry-After` header), in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    options: { messageKey?: MessageKey; fields?: FieldKeys; params?: TranslateParams; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    const messageKey = options.messageKey ?? APP_ERROR_MESSAGES[code];
    super(messageKey, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = APP_ERROR_CODES[code];
    this.messageKey = messageKey;
    this.fieldKeys = options.fields;
    this.params = options.params;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** 422 with one message on one field: the common shape of a service's validation refusal. */
export const fieldError = (field: string, messageKey: MessageKey, code: AppErrorCode = 'VALIDATION_FAILED') =>
  new AppError(code, { messageKey, fields: { [field]: messageKey } });

/** 429 with when to try again, in minutes in the message and seconds in `Retry-After`. */
export const tooManyAttempts = (retryAfterMs: number, messageKey: MessageKey = 'errors:tryAgainLater') => {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('RATE_LIMITED', { messageKey, params: { minutes: Math.ceil(retryAfterSeconds / 60) }, retryAfterSeconds });
};
