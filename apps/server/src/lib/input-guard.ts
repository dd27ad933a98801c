import { forbiddenCharacterPath, hasForbiddenCharacters } from '@patili/domain/shared';
import type { Context } from 'hono';

import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';

const refuse = (field: string) =>
  new AppError('VALIDATION_FAILED', {
    fields: { [hasForbiddenCharacters(field) ? '_' : field]: 'errors:forbiddenCharacter' },
  });

/** The path's segments and the query's names and values, decoded: each must be free of forbidden characters. */
const refuseInUrl = (rawUrl: string) => {
  // Without a percent sign nothing decodes to a new character ('+' becomes a space): the raw
  // text is what the route reads, and one test over it is enough.
  if (!rawUrl.includes('%') && !hasForbiddenCharacters(rawUrl)) return;
  const url = new URL(rawUrl);
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
};

/** The first field of a JSON body that holds a forbidden character. */
const refuseInJsonBody = async (c: Context<AppEnv>) => {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined; // malformed JSON is the route's to refuse
  }
  const field = forbiddenCharacterPath(body);
  if (field !== null) throw refuse(field);
};

/**
 * Refuses, before any route or Better Auth sees it, an API request whose path, query or JSON body
 * holds a character no stored text may hold (NUL, other controls, a lone surrogate): 422 on the
 * field. PostgreSQL would fail on such a value, and no form can type one. A step of the API's
 * guards (`api-guards.ts`); only a JSON body makes it wait.
 */
export const refuseForbiddenCharacters = (
  c: Context<AppEnv>,
  { uploadPath }: { uploadPath: string },
): Promise<void> | undefined => {
  refuseInUrl(c.req.url);
  const { method } = c.req;
  if (
    method === 'GET' ||
    method === 'HEAD' ||
    c.req.path === uploadPath ||
    !(c.req.header('content-type') ?? '').includes('json')
  )
    return undefined;
  return refuseInJsonBody(c);
};
