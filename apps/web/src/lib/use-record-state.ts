import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { ApiError } from './api-client';

/**
 * What a screen of one record (`/…/:id`) shows: `loading` until the answer (a spinner, never an
 * empty page), `not-found` (the screen's own message while it goes back to its list), `failed`
 * (any other error, with a retry) or `ready` (the record is there).
 */
export type RecordState = 'loading' | 'not-found' | 'failed' | 'ready';

/** The part of a TanStack query result the state is read from. */
export type RecordQuery = {
  readonly data: unknown;
  readonly error: unknown;
  readonly isPending: boolean;
};

/**
 * Whether `error` says the record is not there: a 404, or one of the feature's own not-found
 * codes whatever the status.
 */
export const isNotFoundError = (error: unknown, codes: readonly string[] = []): boolean =>
  error instanceof ApiError && (error.status === 404 || codes.includes(error.code));

/**
 * The state of a record screen's query, and its way back: once the answer says the record `key`
 * is not there, the state stays `not-found` for that key (a refetch meanwhile, which puts an
 * errored query without data back to pending, neither hides the message nor restarts the
 * delay), and `afterMs` after the message first shows the location is replaced with `to`, however
 * long the answer took. A new `key` (the same screen on another id) starts over; leaving the
 * screen cancels the redirect.
 */
export const useRecordState = (
  query: RecordQuery,
  {
    key,
    to,
    afterMs,
    notFoundCodes,
  }: { key: string; to: string; afterMs: number; notFoundCodes?: readonly string[] },
): RecordState => {
  const navigate = useNavigate();
  const answeredNotFound = isNotFoundError(query.error, notFoundCodes);
  const [missingKey, setMissingKey] = useState<string | null>(null);
  // Remembered during the render that first sees the answer, so no render of this key comes
  // between without it.
  if (answeredNotFound && missingKey !== key) setMissingKey(key);
  const missing = answeredNotFound || missingKey === key;

  useEffect(() => {
    if (!missing) return undefined;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), afterMs);
    return () => window.clearTimeout(timer);
  }, [missing, key, to, afterMs, navigate]);

  if (missing) return 'not-found';
  if (query.data !== undefined) return 'ready';
  if (query.isPending) return 'loading';
  return 'failed';
};
