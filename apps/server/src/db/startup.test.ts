import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';

import { createDatabase, type ThrowawayDatabase } from '../../test/postgres-cluster.ts';
import { startServerProcess, stopServerProcesses } from '../../test/server-process.ts';
import { MIGRATIONS_FOLDER } from './client.ts';

/**
 * Several processes of the built server started at the same moment on one empty PostgreSQL
 * database, as a deployment of several replicas does on its first day (`npm run test:pg`): one of
 * them migrates and makes the first admin, under the start-up lock (`migrateOnce`); the others wait
 * for it and find everything done. Every one of them becomes ready.
 */

const PROCESSES = 3;
const ADMIN = { email: 'admin@patili.app', password: 'Admin-startup-123' };
const JOURNAL = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };

describe.skipIf(!inject('databaseUrl'))('processes started together on one empty PostgreSQL database', () => {
  let database: ThrowawayDatabase | undefined;

  afterEach(async () => {
    await stopServerProcesses();
    await database?.drop();
    database = undefined;
  });

  it('all become ready; the migrations are applied once and one admin is made', async () => {
    // A new, empty database (not the migrated template): nothing is there yet, no admin either.
    database = await createDatabase(inject('databaseUrl'));
    const env = { DATABASE_URL: database.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const servers = await Promise.all(Array.from({ length: PROCESSES }, () => startServerProcess({ env, waitUntilReady: false })));
    await Promise.all(servers.map((server) => server.waitUntilReady()));

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const migrations = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id');
      expect(migrations.rows).toHaveLength(JOURNAL.entries.length);
      expect(new Set(migrations.rows.map((row) => row.hash)).size).toBe(JOURNAL.entries.length);
      const admins = await client.query<{ email: string }>(`select email from "user" where role = 'admin'`);
      expect(admins.rows).toEqual([{ email: ADMIN.email }]);
    } finally {
      await client.end();
    }
    // One process made the admin and said so; each of the others found it made.
    const made = servers.filter((server) => server.messages().includes(`Admin account ready: ${ADMIN.email}`));
    expect(made, servers.map((server) => server.output()).join('\n---\n')).toHaveLength(1);
    for (const server of servers) expect(server.errorLines(), server.output()).toEqual([]);

    // The admin signs in at any of them.
    for (const server of servers) {
      const response = await fetch(`${server.base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: server.base, 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(response.status, server.base).toBe(200);
    }
    const exits = await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    expect(exits.map((exit) => exit.code)).toEqual(servers.map(() => 0));
  });
});
