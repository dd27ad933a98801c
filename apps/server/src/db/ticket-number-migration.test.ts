import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

import { createDatabase } from '../../test/postgres-cluster.ts';
import { MIGRATIONS_FOLDER } from './client.ts';

/**
 * The migration that numbers support tickets (0022_ticket_numbers), on a database that already
 * holds tickets: PGlite always, PostgreSQL 15 too under `npm run test:pg`. The tickets are written
 * out of their opening order, so a number given in the order the table is read would show.
 */

const TAG = '0022_ticket_numbers';

type Journal = { entries: { idx: number; tag: string }[] };

/** A copy of the migrations that stops just before `TAG`: the database as it was before it. */
const migrationsBefore = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'patili-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === TAG);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
};

type Target = {
  migrate(folder: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
};

const openPglite = async (): Promise<Target> => {
  const client = await PGlite.create({ extensions: { cube, pg_trgm } });
  const db = drizzlePglite({ client });
  return {
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    close: () => client.close(),
  };
};

const openPostgres = async (adminUrl: string): Promise<Target> => {
  const database = await createDatabase(adminUrl);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const db = drizzleNodePg({ client: pool });
  return {
    migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    query: async <T>(text: string) => (await pool.query(text)).rows as T[],
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
};

const databaseUrl = inject('databaseUrl');
const targets: [string, () => Promise<Target>][] = [
  ['PGlite', openPglite],
  ...(databaseUrl
    ? ([['PostgreSQL', () => openPostgres(databaseUrl)]] as [string, () => Promise<Target>][])
    : []),
];

const before = migrationsBefore();
afterAll(() => rmSync(before, { recursive: true, force: true }));

const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe.each(targets)('numbering the tickets already there (%s)', (_name, open) => {
  it('numbers them oldest first, keeps the numbers in their notifications, and goes on after the last', async () => {
    const database = await open();
    try {
      await database.migrate(before);
      await database.query(
        `insert into "user" (id, name, email, referral_code) values ('u1', 'Ayşe', 'ayse@example.com', 'R1')`,
      );
      // Written in another order than opened; two opened at the same moment go by id.
      const tickets: [number, string][] = [
        [3, '2026-11-03T09:00:00Z'],
        [1, '2026-11-01T09:00:00Z'],
        [5, '2026-11-04T09:00:00Z'],
        [4, '2026-11-03T09:00:00Z'],
        [2, '2026-11-02T09:00:00Z'],
      ];
      for (const [n, createdAt] of tickets) {
        await database.query(
          `insert into support_ticket (id, user_id, subject, description, created_at) values ('${id(n)}', 'u1', 'Talep ${n}', 'Açıklama', '${createdAt}')`,
        );
      }
      await database.query(
        `insert into notification (user_id, type, payload) values
          ('u1', 'support_admin_replied', '{"ticketId": "${id(4)}", "subject": "Talep 4", "actorName": ""}'),
          ('u1', 'support_status_changed', '{"ticketId": "${id(9)}", "subject": "Silinmiş", "actorName": ""}'),
          ('u1', 'booking_requested', '{"ticketId": "${id(4)}"}')`,
      );

      await database.migrate(MIGRATIONS_FOLDER);

      const numbered = await database.query<{ id: string; number: number }>(
        'select id, number from support_ticket order by number',
      );
      expect(numbered).toEqual([1, 2, 3, 4, 5].map((n) => ({ id: id(n), number: n })));
      const payloads = await database.query<{ type: string; payload: Record<string, unknown> }>(
        'select type, payload from notification order by type',
      );
      expect(payloads).toEqual([
        { type: 'booking_requested', payload: { ticketId: id(4) } },
        {
          type: 'support_admin_replied',
          payload: { ticketId: id(4), ticketNumber: 4, subject: 'Talep 4', actorName: '' },
        },
        {
          type: 'support_status_changed',
          payload: { ticketId: id(9), subject: 'Silinmiş', actorName: '' },
        },
      ]);

      // The next ticket takes the next number; none is given twice.
      const [next] = await database.query<{ number: number }>(
        `insert into support_ticket (user_id, subject, description) values ('u1', 'Yeni', 'Açıklama') returning number`,
      );
      expect(next?.number).toBe(6);
      await expect(
        database.query(
          `insert into support_ticket (number, user_id, subject, description) overriding system value values (2, 'u1', 'S', 'D')`,
        ),
      ).rejects.toMatchObject({ code: '23505', constraint: 'support_ticket_number_key' });
    } finally {
      await database.close();
    }
  });
});
