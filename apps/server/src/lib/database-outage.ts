/**
 * Whether an error means the database cannot be reached for now, rather than a fault of the
 * request or of the code: the connection was refused, reset or timed out; the server is shutting
 * down, starting up or out of connections (SQLSTATE classes 08 and 53, 57P01–57P03); the pool
 * could not hand out a connection in time. Such a request is answered 503 with `Retry-After`; the
 * pool opens new connections by itself once the database is back.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth += 1) {
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code)) return true;
      if (/^(08|53)[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
    }
    if (typeof message === 'string' && OUTAGE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** Socket errors of a connection to the database (node's system error codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);

/** What node-postgres says, without a code, when a connection is lost or cannot be had. */
const OUTAGE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Connection terminated due to connection timeout/,
];
