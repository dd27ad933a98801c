import type { ApiErrorBody } from '@patili/domain/shared';
import createClient, { type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';

import type { paths } from './api/schema';
import { currentLocale, i18n } from './i18n';

/** An error answer of the API (or the network), parsed once for every caller. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The JSON in an answer's text, or null when there is none or it is not JSON. */
const parseJson = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/**
 * An error body as `apiErrorSchema` reads it (the code may be missing), or null. A plain check
 * rather than the schema: every page needs this client, and zod does not fit the first page's
 * budget (docs/performance.md, "First load").
 */
const readErrorBody = (value: unknown): (Omit<ApiErrorBody, 'code'> & { code?: string }) | null => {
  if (value === null || typeof value !== 'object') return null;
  const { code, message, fields } = value as Record<string, unknown>;
  if (typeof message !== 'string' || (code !== undefined && typeof code !== 'string')) return null;
  if (fields === undefined) return { code, message };
  const isTextRecord =
    fields !== null &&
    typeof fields === 'object' &&
    !Array.isArray(fields) &&
    Object.values(fields).every((text) => typeof text === 'string');
  return isTextRecord ? { code, message, fields: fields as Record<string, string> } : null;
};

/**
 * The `ApiError` of a failed answer: its `{ code, message, fields }` body (given parsed, or as the
 * raw text), else a code from the status and `fallbackMessage`. Every client of the API (fetch,
 * the upload's XHR) reads error answers through this one function.
 */
export const apiErrorFrom = (status: number, body: unknown, fallbackMessage: string): ApiError => {
  const error = readErrorBody(typeof body === 'string' ? parseJson(body) : body);
  return new ApiError(
    status,
    error?.code ?? (status === 429 ? 'RATE_LIMITED' : `HTTP_${status}`),
    error?.message ?? fallbackMessage,
    error?.fields ?? {},
  );
};

/** The request never got an answer (offline, server down). */
export const networkError = () => new ApiError(0, 'NETWORK', i18n.t('common:errors.network'));

/**
 * The API's client, typed by the contract (`lib/api/schema.ts`, generated from the server's
 * OpenAPI document): same-origin JSON with the session cookie and the UI language in
 * Accept-Language (the server answers messages in it). A failed answer is thrown as `ApiError`,
 * a request that got none as the network's; an aborted one stays an `AbortError`.
 */
/** `/api/…?…` of an address on this page's origin (the client builds absolute ones). */
const sameOriginPath = (address: string) => {
  const url = new URL(address);
  return typeof location !== 'undefined' && url.origin === location.origin
    ? `${url.pathname}${url.search}`
    : address;
};

const client = createClient<paths>({
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  credentials: 'include',
  // Sent as a URL and options (a JSON body as text), and fetch looked up on every call rather than
  // kept: what the page's fetch and a test's stub of it both read.
  fetch: async (request) =>
    globalThis.fetch(sameOriginPath(request.url), {
      method: request.method,
      headers: request.headers,
      credentials: request.credentials,
      signal: request.signal,
      ...(request.method === 'GET' || request.method === 'HEAD'
        ? {}
        : { body: (await request.text()) || null }),
    }),
});

client.use({
  onRequest: ({ request }) => {
    request.headers.set('accept', 'application/json');
    request.headers.set('accept-language', currentLocale());
    return request;
  },
  onResponse: async ({ response }) => {
    if (!response.ok)
      throw apiErrorFrom(
        response.status,
        await response.clone().text(),
        i18n.t('common:errors.generic'),
      );
    return undefined;
  },
  onError: ({ error }) =>
    error instanceof DOMException && error.name === 'AbortError' ? error : networkError(),
});

type InitParam<Init> = RequiredKeysOf<Init> extends never ? [Init?] : [Init];
type Init<P extends keyof paths, M extends HttpMethod> = MaybeOptionalInit<paths[P], M>;
type SuccessData<Operation, I> =
  // openapi-fetch's own constraint on an operation.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Operation extends Record<string | number, any>
    ? NonNullable<FetchResponse<Operation, I, `${string}/${string}`>['data']>
    : never;

/** The JSON body the contract takes at a path and method (what a form sends). */
export type RequestBody<P extends keyof paths, M extends HttpMethod> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The query the contract reads at a path and method. */
export type RequestQuery<P extends keyof paths, M extends HttpMethod> = paths[P][M] extends {
  parameters: { query?: infer Query };
}
  ? NonNullable<Query>
  : never;

/**
 * A call of one method: the contract's path (`/api/bookings/{bookingId}/accept`) with its
 * `params` (`path`, `query`) and `body` as the contract types them, and fetch's own options
 * (`signal`); it answers the success's data.
 */
type Call<M extends HttpMethod> = <P extends PathsWithMethod<paths, M>>(
  path: P,
  ...init: InitParam<Init<P, M>>
) => Promise<SuccessData<paths[P][M], Init<P, M>>>;

const call =
  <M extends HttpMethod>(method: M): Call<M> =>
  async (path, ...init) =>
    // The contract's types are checked at the call; here the path and options pass through.
    (
      (await client.request(method as never, path as never, ...(init as unknown as never[]))) as {
        data: never;
      }
    ).data;

/**
 * The API's addresses that are not JSON calls, checked against the contract: the upload goes by
 * XMLHttpRequest (fetch reports no upload progress), Peri's answer is an event stream read from
 * fetch, and live updates are a WebSocket.
 */
export const API_PATHS = {
  upload: '/api/files',
  assistantMessages: '/api/assistant/messages',
  realtime: '/api/realtime',
} as const satisfies Record<string, keyof paths>;

/** The one way the web calls the API. */
export const api = {
  GET: call('get'),
  POST: call('post'),
  PUT: call('put'),
  PATCH: call('patch'),
  DELETE: call('delete'),
};
