import { z } from 'zod';

import type { MessageKey } from '../i18n/translate.ts';

/**
 * Error codes the API returns in `{ code, message, fields? }`. The web reads the code to pick a
 * message or a form field; each line says when it is thrown.
 */
export const APP_ERROR_CODES = {
  /** The body, query or path failed validation; `fields` maps each bad field to its message. */
  VALIDATION_FAILED: 422,
  /** The request is malformed in a way no field explains (bad JSON, wrong content type). */
  BAD_REQUEST: 400,
  /** The body is larger than the route reads; the server closes the connection after answering. */
  PAYLOAD_TOO_LARGE: 413,
  /** No signed-in session. */
  UNAUTHENTICATED: 401,
  /** Signed in, but the role or account may not do this. */
  FORBIDDEN: 403,
  /** The row does not exist or the caller may not see it. */
  NOT_FOUND: 404,
  /**
   * The pet does not exist or belongs to another owner; one answer for both, so a pet's
   * existence is not revealed (`petNotFoundOrAccessDenied`).
   */
  PET_NOT_FOUND_OR_ACCESS_DENIED: 404,
  /** The request conflicts with the current state (e.g. the role is already chosen). */
  CONFLICT: 409,
  /** The sign-up honeypot field was filled. */
  REGISTRATION_REJECTED: 400,
  /** The form was submitted faster than a person fills it. */
  FORM_TOO_FAST: 429,
  /** Too many requests from this client in the rate-limit window. */
  RATE_LIMITED: 429,
  /** Too many wrong passwords in a row: the account's password checks wait until the lock ends. */
  PASSWORD_LOCKED: 429,
  /** Sign-in refused: an admin banned the account ('Hesabınız yönetici tarafından engellendi.'). */
  ACCOUNT_BANNED: 403,
  /** Sign-in refused: an admin switched the account off (the owner cannot reactivate it). */
  ACCOUNT_SUSPENDED: 403,
  /** Every request from this client address is refused: an admin put it on the deny list. */
  IP_BLOCKED: 403,
  /** The configured AI model answered nothing ('Yapay zekadan yanıt alınamadı.'). */
  AI_NO_ANSWER: 502,
  /** The configured AI model could not be reached or failed (the message says why). */
  AI_FAILED: 502,
  /**
   * The database cannot be reached for now (down, restarting, out of connections), or the server
   * is stopping: try again after `Retry-After` seconds.
   */
  SERVICE_UNAVAILABLE: 503,
  /** Anything unexpected; the details are in the server log only. */
  INTERNAL: 500,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;

/** The message each code answers with unless the thrower names a more precise one. */
export const APP_ERROR_MESSAGES: Readonly<Record<AppErrorCode, MessageKey>> = {
  VALIDATION_FAILED: 'errors:VALIDATION_FAILED',
  BAD_REQUEST: 'errors:BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'errors:PAYLOAD_TOO_LARGE',
  UNAUTHENTICATED: 'errors:UNAUTHENTICATED',
  FORBIDDEN: 'errors:FORBIDDEN',
  NOT_FOUND: 'errors:NOT_FOUND',
  PET_NOT_FOUND_OR_ACCESS_DENIED: 'pets:petNotFoundOrAccessDenied',
  CONFLICT: 'errors:CONFLICT',
  REGISTRATION_REJECTED: 'errors:REGISTRATION_REJECTED',
  FORM_TOO_FAST: 'errors:FORM_TOO_FAST',
  RATE_LIMITED: 'errors:RATE_LIMITED',
  PASSWORD_LOCKED: 'errors:PASSWORD_LOCKED',
  ACCOUNT_BANNED: 'users:signIn.banned',
  ACCOUNT_SUSPENDED: 'users:signIn.suspended',
  IP_BLOCKED: 'security:errors.ipBlocked',
  AI_NO_ANSWER: 'security:errors.aiNoAnswer',
  AI_FAILED: 'security:errors.aiFailed',
  SERVICE_UNAVAILABLE: 'errors:SERVICE_UNAVAILABLE',
  INTERNAL: 'errors:INTERNAL',
};

/** The JSON body of every error response. */
export type ApiErrorBody = {
  code: string;
  message: string;
  fields?: Record<string, string>;
};

/** The error body as a schema, for the OpenAPI document and for parsing in the web. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
