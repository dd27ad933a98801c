import { describe, expect, it } from 'vitest';

import { apiErrorFrom } from './api-client';

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
