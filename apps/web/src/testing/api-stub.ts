import { vi } from 'vitest';

/** A JSON answer as the API gives it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type StubRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (request: StubRequest) => Response | Promise<Response>;

/**
 * Answers the app's `fetch` from a table of `'METHOD /api/path'` handlers (the path without its
 * query; `*` matches one segment) and records every request. Anything not in the table is a 404,
 * as the server would answer an unknown route. Undo with `vi.unstubAllGlobals()`.
 */
export const stubApi = (routes: Record<string, Handler>) => {
  const requests: StubRequest[] = [];
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern = ''] = key.split(' ');
    const matcher = new RegExp(
      `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`,
    );
    return { method, matcher, handler };
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | Request, init?: RequestInit) => {
      // The API client sends a Request; other callers a URL and options.
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
      const text = typeof input === 'string' ? init?.body : await input.text();
      const request: StubRequest = {
        method: (typeof input === 'string' ? init?.method : input.method) ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof text === 'string' && text !== '' ? (JSON.parse(text) as unknown) : null,
      };
      requests.push(request);
      const route = table.find(
        (entry) => entry.method === request.method && entry.matcher.test(request.path),
      );
      return route ? route.handler(request) : json(404, { code: 'NOT_FOUND', message: 'Bulunamadı.' });
    }),
  );
  return requests;
};
