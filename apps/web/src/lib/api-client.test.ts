import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../testing/api-stub';
import { api, ApiError, apiErrorFrom } from './api-client';
import { i18n } from './i18n';

describe('apiErrorFrom', () => {
  it('reads code, message and field messages from a parsed body or its text', () => {
    const body = { code: 'VALIDATION_FAILED', message: 'Geçersiz.', fields: { name: 'Zorunlu.' } };
    for (const answer of [body, JSON.stringify(body)]) {
      const error = apiErrorFrom(422, answer, 'yedek');
      expect(error).toMatchObject({ status: 422, code: 'VALIDATION_FAILED', message: 'Geçersiz.', fields: { name: 'Zorunlu.' } });
    }
  });

  it('falls back to a code from the status and the given message', () => {
    expect(apiErrorFrom(500, '<html>', 'Bir hata oluştu.')).toMatchObject({ code: 'HTTP_500', message: 'Bir hata oluştu.', fields: {} });
    expect(apiErrorFrom(429, null, 'x').code).toBe('RATE_LIMITED');
  });

  it('takes a body only in the shape of apiErrorSchema (the code may be missing), else none of it', () => {
    expect(apiErrorFrom(403, { message: 'Yasak.' }, 'yedek')).toMatchObject({ code: 'HTTP_403', message: 'Yasak.', fields: {} });
    for (const body of [{ code: 'X' }, { code: 1, message: 'm' }, { code: 'X', message: 'm', fields: { a: 1 } }, { code: 'X', message: 'm', fields: ['a'] }, 'null', []]) {
      expect(apiErrorFrom(400, body, 'yedek'), JSON.stringify(body)).toMatchObject({ code: 'HTTP_400', message: 'yedek', fields: {} });
    }
  });
});

describe('api (the contract-typed client)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the path, sends the query, body and language, and answers the data', async () => {
    const requests = stubApi({
      'POST /api/bookings/*/cancel': (request) => json(200, { booking: { id: request.path.split('/')[3] }, sent: request.body }),
    });
    await i18n.changeLanguage('en');
    const data = await api.POST('/api/bookings/{bookingId}/cancel', { params: { path: { bookingId: 'a b' } }, body: { note: 'Hasta' } });
    expect(data).toEqual({ booking: { id: 'a%20b' }, sent: { note: 'Hasta' } });
    expect(requests).toHaveLength(1);
    const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit & { headers: Headers }];
    expect(init.headers.get('accept-language')).toBe('en');
    expect(init.headers.get('content-type')).toBe('application/json');
    expect(init.credentials).toBe('include');
  });

  it('writes a list query as repeated keys and leaves out what is undefined', async () => {
    const requests = stubApi({ 'GET /api/bookings': () => json(200, { items: [], total: 0 }) });
    await api.GET('/api/bookings', { params: { query: { status: ['pending', 'confirmed'], as: undefined, page: 2 } } });
    expect(requests[0]?.query.getAll('status')).toEqual(['pending', 'confirmed']);
    expect(requests[0]?.query.has('as')).toBe(false);
    expect(requests[0]?.query.get('page')).toBe('2');
  });

  it('throws a failed answer as ApiError with the server’s code, message and fields', async () => {
    stubApi({ 'POST /api/pets': () => json(422, { code: 'VALIDATION_FAILED', message: 'Geçersiz.', fields: { name: 'Zorunlu.' } }) });
    const failure = api.POST('/api/pets', { body: { name: '', species: 'cat' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 422, code: 'VALIDATION_FAILED', fields: { name: 'Zorunlu.' } });
  });

  it('throws the network error when no answer came, and keeps an abort an abort', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.GET('/api/accounts/session')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError'))));
    await expect(api.GET('/api/accounts/session')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers nothing for a 204', async () => {
    stubApi({ 'DELETE /api/pets/*': () => new Response(null, { status: 204 }) });
    await expect(api.DELETE('/api/pets/{petId}', { params: { path: { petId: 'p1' } } })).resolves.toBeUndefined();
  });
});
