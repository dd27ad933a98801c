import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { API_TYPES_FILE, OPENAPI_FILE, renderApiTypes } from './api-types';

describe("the web client's API types", () => {
  it('are generated from the committed contract (else run npm run api:generate)', async () => {
    const generated = await renderApiTypes(readFileSync(OPENAPI_FILE, 'utf8'));
    expect(
      generated === readFileSync(API_TYPES_FILE, 'utf8'),
      'apps/web/src/lib/api/schema.ts is stale: run npm run api:generate',
    ).toBe(true);
  });
});
