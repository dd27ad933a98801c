import { forbiddenCharacterPath, hasForbiddenCharacters } from '@patili/domain/shared';
import { createMiddleware } from 'hono/factory';

import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';

const refuse = (field: string) =>
  new AppError('VALIDATION_FAILED', { fields: { [hasForbiddenCharacters(field) ? '_' : field]: 'errors:forbiddenCharacter' } });

/**
 * Refuses, before any route or Better Auth sees it, an API request whose path, query or JSON body
 * holds a character no stored text may hold (NUL, other controls, a lone surrogate): 422 on the
 * field. PostgreSQL would fail on such a value, and no form can type one.
 */
export const rejectForbiddenCharacters = ({ uploadPath }: { uploadPath: string }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    for (const segment of url.pathname.split('/')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        throw new AppError('BAD_REQUEST');
      }
      if (hasForbiddenCharacters(decoded)) throw refuse('path');
    }
    for (const [key, value] of url.searchParams) {
      if (hasForbiddenCharacters(key) || hasForbiddenCharacters(value)) throw refuse(key);
    }
    // The upload route streams its own (multipart) body under its own limit.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.path !== uploadPath && (c.req.header('content-type') ?? '').includes('json')) {
      // Read once and kept by Hono: the route's validator (or Better Auth's forwarder) reads it again.
      const text = await c.req.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined; // malformed JSON is the route's to refuse
      }
      const field = forbiddenCharacterPath(body);
      if (field !== null) throw refuse(field);
    }
    await next();
  });
