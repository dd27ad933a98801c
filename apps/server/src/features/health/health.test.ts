import { describe, expect, it } from 'vitest';

import { createTestApp, useTestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp();

describe('GET /api/health', () => {
  it('answers with the database state, to anyone', async () => {
    const response = await testApp.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const broken = await createTestApp();
    await broken.deps.database.close();
    try {
      const response = await broken.client().get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ status: 'degraded', database: 'unavailable' });
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});
