import type { IncomingMessage } from 'node:http';

import { APP_ERROR_MESSAGES } from '@patili/domain/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

import { AppError } from './app-error.ts';
import { isDatabaseUnavailable } from './database-outage.ts';
import { drainRequestBody } from './drain-request.ts';
import type { AppEnv } from './context.ts';
import { t } from './i18n.ts';
import { logger } from './logger.ts';
import { translateFields } from './validation.ts';

/** A PostgreSQL error as node-postgres and PGlite report it: the SQLSTATE code and where. */
type DatabaseError = { code: string; table?: string; constraint?: string; routine?: string };

/** The database error behind an error (Drizzle wraps the driver's in `cause`), if any. */
export const databaseErrorOf = (error: unknown): DatabaseError | null => {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
};

/**
 * The answer to a database error the input caused: a value PostgreSQL cannot take (class 22, data
 * exception) or that breaks a constraint (class 23) is the caller's to fix, never a server fault.
 */
const inputErrorFor = (database: DatabaseError): AppError | null => {
  if (database.code === '23505') return new AppError('CONFLICT');
  if (database.code.startsWith('22') || database.code.startsWith('23')) return new AppError('VALIDATION_FAILED');
  return null;
};

/**
 * The client's connection is gone (it gave up, or the server cut it at its stop deadline): a reset
 * seen now is the client's, not the database's.
 */
const clientGone = (c: Context<AppEnv>) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.destroyed === true;

/** The status an answer nobody received is counted with (nginx's "client closed request"). */
const CLIENT_CLOSED_REQUEST = 499;

/** How long a client waits before trying again while the database cannot be reached, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const databaseUnavailable = () => new AppError('SERVICE_UNAVAILABLE', { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });

/** The outage's code (a SQLSTATE or a socket error), never a message that could carry values. */
const outageReason = (error: unknown): string => {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause ?? (current instanceof AggregateError ? current.errors[0] : undefined);
  }
  return 'connection lost';
};

/**
 * What the log keeps of a failure: for a database error its code and where it happened, never its
 * message, whose values (from a query string or a body) may be someone's personal data.
 */
const loggable = (error: Error, database: DatabaseError | null) =>
  database ? `database error ${database.code}${database.table ? ` on ${database.table}` : ''}${database.constraint ? ` (${database.constraint})` : ''}` : error;

/**
 * A refusal can come before the request's body was read (a bad path, a forbidden character in the
 * query, an over-long body). Its rest is read and dropped first, so the answer is not reset away
 * and the kept-alive connection stays in step for the client's next request; when it cannot be
 * read to its end (over the limit, or too slow), the connection is ended after the answer.
 */
const settleUnreadBody = async (c: Context<AppEnv>, close: boolean) => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.readableEnded && !incoming.destroyed) await drainRequestBody(c);
  if (close || (incoming && !incoming.readableEnded)) c.header('connection', 'close');
};

/**
 * `app.onError`: an AppError answers with its code's status and translated messages; a framework
 * refusal below 500 (malformed body) is a 400; a database that cannot be reached is a 503 with
 * `Retry-After`; a database error the input caused is a 422 (or 409); anything else is logged and answers a bare 500. The log line names the route, not its query.
 */
export const handleError = async (error: Error, c: Context<AppEnv>) => {
  const locale = c.get('locale') ?? 'tr';
  const database = databaseErrorOf(error);
  const outage = !(error instanceof AppError) && !clientGone(c) && isDatabaseUnavailable(error);
  const appError =
    error instanceof AppError ? error : outage ? databaseUnavailable() : database ? inputErrorFor(database) : null;
  if (outage) logger.warn(`${c.req.method} ${c.req.path} answered 503: the database is unavailable`, { reason: outageReason(error) });
  if (appError) {
    if (database && !outage) logger.warn(`${c.req.method} ${c.req.path} refused: ${String(loggable(error, database))}`);
    await settleUnreadBody(c, appError.code === 'PAYLOAD_TOO_LARGE');
    if (appError.retryAfterSeconds !== undefined) c.header('retry-after', String(appError.retryAfterSeconds));
    return c.json(
      {
        code: appError.code,
        message: t(locale, appError.messageKey, appError.params),
        ...(appError.fieldKeys ? { fields: translateFields(locale, appError.fieldKeys, appError.params) } : {}),
      },
      appError.status as 400,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    await settleUnreadBody(c, false);
    return c.json({ code: 'BAD_REQUEST', message: t(locale, APP_ERROR_MESSAGES.BAD_REQUEST) }, error.status);
  }
  if (clientGone(c)) {
    // Nobody reads this answer: the access line records it as 499, as proxies do.
    logger.info(`${c.req.method} ${c.req.path}: the client's connection closed before the answer`);
    return c.body(null, CLIENT_CLOSED_REQUEST as 400);
  }
  logger.error(`${c.req.method} ${c.req.path} failed`, loggable(error, database));
  return c.json({ code: 'INTERNAL', message: t(locale, APP_ERROR_MESSAGES.INTERNAL) }, 500);
};

/**
 * What Hono does with a throw one link further out, done inside a middleware that still has work
 * to do on the answer (headers, compression): the error becomes the answer, through `handleError`.
 * Anything thrown that is not an Error is thrown on.
 */
export const answerError = async (c: Context<AppEnv>, error: unknown) => {
  if (!(error instanceof Error)) throw error;
  c.error = error;
  c.res = await handleError(error, c);
};
