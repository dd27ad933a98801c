import type { ApiErrorBody } from '@patili/domain/shared';

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
    fields !== null && typeof fields === 'object' && !Array.isArray(fields) && Object.values(fields).every((text) => typeof text === 'string');
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

type RequestOptions = {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
};

const withQuery = (path: string, query: RequestOptions['query']) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

/**
 * The one fetch wrapper: same-origin JSON with the session cookie, the UI language in
 * Accept-Language (the server answers messages in it), and errors thrown as `ApiError`.
 */
export const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'accept-language': currentLocale(),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  const data = parseJson(await response.text());
  if (!response.ok) throw apiErrorFrom(response.status, data, i18n.t('common:errors.generic'));
  return data as T;
};

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
