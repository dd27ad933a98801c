import { APP_ERROR_CODES, type AppErrorCode } from '@patili/domain/shared';

/**
 * The one error type services throw. `app.onError` turns it into `{ code, message, fields? }`
 * with the status of its code; `messageKey` and `fieldKeys` are translated per request.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly messageKey: string | undefined;
  readonly fieldKeys: Record<string, string> | undefined;

  constructor(code: AppErrorCode, options: { messageKey?: string; fields?: Record<string, string>; cause?: unknown } = {}) {
    super(options.messageKey ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = APP_ERROR_CODES[code];
    this.messageKey = options.messageKey;
    this.fieldKeys = options.fields;
  }
}
