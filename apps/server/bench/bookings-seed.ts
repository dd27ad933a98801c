/**
 * The booking lists of `npm run bench` (issue 10): the bench owner's bookings with one bench
 * walker, `BENCH_BOOKINGS` of them (default 10 000; comma-separated scales grow one database, e.g.
 * `10000,100000`). Both lists are the worst case a person can have: every booking of the table
 * is on the owner's list and on the walker's. Written with one statement per step, before the
 * server opens the database, like the browse set.
 */
import { randomUUID } from 'node:crypto';

import { hashPassword } from 'better-auth/crypto';

import { openDatabase, type Database, type DatabaseTarget } from '../src/db/client.ts';
import { account, pet } from '../src/db/schema/index.ts';
import { insertListedProviders } from '../test/factories.ts';
import { BENCH_OWNER } from './browse-seed.ts';

export const BENCH_WALKER = { email: 'bench-walker@bench.patili.app', password: 'Bench-walker-123' };

/** The booking-list requests: the owner's tabs and the walker's requests, first and a deep page. */
export const BOOKING_PATHS = [
  { name: 'owner bookings (all, page 1)', who: 'owner', query: 'as=owner' },
  { name: 'owner bookings (confirmed, page 1)', who: 'owner', query: 'as=owner&status=confirmed' },
  { name: 'owner bookings (all, page 50)', who: 'owner', query: 'as=owner&page=50' },
  { name: 'walker requests (pending, page 1)', who: 'walker', query: 'as=provider&status=pending' },
] as const;

const run = (database: Database, text: string, params: unknown[] = []) =>
  database.pool ? database.pool.query(text, params) : database.pglite!.query(text, params);

const idOf = async (database: Database, email: string) => {
  const result = await run(database, 'select id from "user" where email = $1', [email]);
  return (result.rows[0] as { id: string } | undefined)?.id;
};

/** The bench walker (signed in with a password) and the owner's pet, once. */
const seedParties = async (database: Database, ownerId: string) => {
  const [walkerId] = await insertListedProviders(database, 'pet_walker', [
    { name: 'Bench Yürüyüşçü', details: { preferredWalkingAreas: 'Moda sahili', walkerServiceRegions: ['Moda'], hourlyRate: 150 }, point: { latitude: 40.99, longitude: 29.03 } },
  ]);
  await run(database, 'update "user" set email = $1 where id = $2', [BENCH_WALKER.email, walkerId]);
  await database.db.insert(account).values({ id: randomUUID(), accountId: walkerId!, providerId: 'credential', userId: walkerId!, password: await hashPassword(BENCH_WALKER.password) });
  const [created] = await database.db.insert(pet).values({ ownerId, name: 'Bench Karabaş', species: 'dog' }).returning({ id: pet.id });
  return { walkerId: walkerId!, petId: created!.id };
};

/**
 * Grows the owner's bookings with the bench walker to `total`: one walk an hour each, a fifth
 * each pending, confirmed, completed and cancelled (and a fifth pending again), created over the
 * past months with the newest first, each with a stored quote that satisfies the table's checks.
 */
export const growBookingsTo = async (target: DatabaseTarget, total: number) => {
  const database = await openDatabase(target);
  try {
    const ownerId = await idOf(database, BENCH_OWNER.email);
    if (!ownerId) throw new Error('the bench owner is seeded first (prepareBenchDatabase)');
    const walkerId = await idOf(database, BENCH_WALKER.email);
    const parties = walkerId
      ? { walkerId, petId: ((await run(database, 'select id from pet where owner_id = $1 limit 1', [ownerId])).rows[0] as { id: string }).id }
      : await seedParties(database, ownerId);
    const have = Number(((await run(database, 'select count(*) as n from booking where owner_id = $1', [ownerId])).rows[0] as { n: string }).n);
    if (have >= total) return;
    const started = Date.now();
    await run(
      database,
      `insert into booking (owner_id, provider_id, provider_kind, pet_id, service_type, status, starts_at, ends_at,
         start_date, end_date, start_time, hours, price_unit, quantity, unit_price_kurus, base_kurus,
         owner_commission_kurus, total_kurus, provider_commission_kurus, net_payable_kurus,
         owner_commission_rate, owner_rate_source, provider_commission_rate, provider_rate_source,
         cancelled_by, cancellation_reason, created_at, updated_at)
       select $1, $2, 'pet_walker', $3, 'dog_walking', s.status, s.starts_at, s.starts_at + interval '1 hour',
         (s.starts_at at time zone 'Europe/Istanbul')::date, (s.starts_at at time zone 'Europe/Istanbul')::date,
         to_char(s.starts_at at time zone 'Europe/Istanbul', 'HH24:MI'), 1, 'hour', 1, 15000, 15000,
         1500, 16500, 1200, 13800, 0.1, 'settings', 0.08, 'default',
         case when s.status = 'cancelled' then 'owner' end, case when s.status = 'cancelled' then 'cancelled_by_owner' end,
         s.created_at, s.created_at
       from (
         select g, (array['pending', 'confirmed', 'completed', 'cancelled', 'pending'])[1 + g % 5] as status,
           date_trunc('hour', now()) + (g - $4::int) * interval '1 hour' as starts_at,
           now() - ($5::int - g) * interval '7 minutes' as created_at
         from generate_series($4::int + 1, $5::int) as g
       ) as s`,
      [ownerId, parties.walkerId, parties.petId, have, total],
    );
    await run(database, 'analyze booking');
    // eslint-disable-next-line no-console -- the bench reports its progress
    console.log(`\nseeded ${total - have} more bookings (now ${total}) in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
};
