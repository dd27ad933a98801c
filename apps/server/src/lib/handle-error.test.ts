import { OpenAPIHono } from '@hono/zod-openapi';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AppEnv } from './context.ts';
import { isDatabaseUnavailable } from './database-outage.ts';
import { databaseErrorOf, handleError } from './handle-error.ts';
import { logger } from './logger.ts';

/** A driver error as node-postgres and PGlite shape it, wrapped as Drizzle wraps it. */
const drizzleError = (code: string, message: string) =>
  Object.assign(new Error('Failed query: select … params: ayse@example.com'), {
    cause: Object.assign(new Error(message), { code, table: 'pet', constraint: 'pet_owner_id_fkey' }),
  });

const appThrowing = (error: Error) => {
  const app = new OpenAPIHono<AppEnv>();
  app.get('/boom', () => {
    throw error;
  });
  app.onError(handleError);
  return app;
};

afterEach(() => vi.restoreAllMocks());

describe('handleError', () => {
  it('finds the driver’s error behind Drizzle’s', () => {
    expect(databaseErrorOf(drizzleError('22021', 'x'))).toMatchObject({ code: '22021' });
    expect(databaseErrorOf(new Error('plain'))).toBeNull();
  });

  it('answers a database error the input caused with 422 (409 for a duplicate), never 500', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    for (const [code, status] of [['22021', 422], ['22001', 422], ['22P02', 422], ['23502', 422], ['23505', 409]] as const) {
      const response = await appThrowing(drizzleError(code, 'bad value')).request('/boom?email=ayse@example.com');
      expect(response.status, code).toBe(status);
    }
  });

  it('keeps personal data out of the log: no query string, no driver message, no parameters', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    await appThrowing(drizzleError('22021', 'invalid byte sequence in "Ayşe Yılmaz"')).request('/boom?email=ayse@example.com');
    await appThrowing(drizzleError('53300', 'too many connections for ayse@example.com')).request('/boom?email=ayse@example.com');
    const logged = JSON.stringify([...warn.mock.calls, ...error.mock.calls]);
    expect(logged).toContain('22021');
    expect(logged).toContain('53300');
    expect(logged).not.toContain('ayse@example.com');
    expect(logged).not.toContain('Ayşe');
  });

  it('answers anything unexpected with a bare 500', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const response = await appThrowing(new Error('bug')).request('/boom');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'INTERNAL', message: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.' });
  });

  it('answers 503 with Retry-After and the translated message while the database cannot be reached', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const outages = [
      // node-postgres: nothing listens; every address refused (AggregateError); PostgreSQL stopping or starting.
      Object.assign(new Error('Failed query: select 1'), { cause: refused }),
      new AggregateError([refused, Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
      drizzleError('57P01', 'terminating connection due to administrator command'),
      drizzleError('57P03', 'the database system is starting up'),
      drizzleError('08006', 'connection failure'),
      Object.assign(new Error('Failed query: select 1'), { cause: new Error('Connection terminated unexpectedly') }),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const outage of outages) {
      const response = await appThrowing(outage).request('/boom');
      expect(response.status, outage.message).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Hizmet şu anda geçici olarak kullanılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
      });
    }
    expect(warn).toHaveBeenCalledTimes(outages.length);
    expect(error).not.toHaveBeenCalled();
  });

  it('tells a database outage apart from a fault of the request or of the code', () => {
    expect(isDatabaseUnavailable(drizzleError('23505', 'duplicate'))).toBe(false);
    expect(isDatabaseUnavailable(drizzleError('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection string is wrong'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ERR_INVALID_ARG_TYPE' }))).toBe(false);
    expect(isDatabaseUnavailable(drizzleError('53300', 'too many connections'))).toBe(true);
  });

  it('does not take a client that went away for a database outage, nor log it as a fault', async () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const response = await appThrowing(aborted).request('/boom', {}, { incoming: { destroyed: true, readableEnded: true } });
    expect(response.status).toBe(499);
    expect(info).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
