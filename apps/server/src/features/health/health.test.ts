import { sql } from 'drizzle-orm';
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

describe('probes', () => {
  it('says the process is alive at /api/health/live and /health, not with the web page', async () => {
    for (const path of ['/api/health/live', '/health']) {
      const response = await testApp.client().get(path);
      expect(response.status, path).toBe(200);
      expect(response.body, path).toEqual({ status: 'ok' });
    }
  });

  it('says ready when the database answers and every migration is applied', async () => {
    for (const path of ['/api/health/ready', '/ready']) {
      const response = await testApp.client().get(path);
      expect(response.status, path).toBe(200);
      expect(response.body, path).toEqual({ status: 'ready', database: 'ok', migrations: 'current', stopping: false });
    }
  });

  it('says not ready once the process is stopping, while it still answers', async () => {
    const stopping = await createTestApp();
    try {
      stopping.deps.lifecycle.markStopping();
      const response = await stopping.client().get('/api/health/ready');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ status: 'unready', database: 'ok', stopping: true });
      expect((await stopping.client().get('/api/health/live')).status).toBe(200);
    } finally {
      await stopping.close();
    }
  });

  it('says not ready on a database a newer version migrated', async () => {
    const { db } = testApp.deps.database;
    await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${Date.now() + 365 * 86_400_000})`);
    try {
      const response = await testApp.client().get('/ready');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ status: 'unready', database: 'ok', migrations: 'ahead' });
    } finally {
      await db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-version'`);
    }
  });

  it('says not ready when the database does not answer', async () => {
    const broken = await createTestApp();
    await broken.deps.database.close();
    try {
      const response = await broken.client().get('/api/health/ready');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ status: 'unready', database: 'unavailable' });
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});
