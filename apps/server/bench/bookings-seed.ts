/**
 * The booking lists of `npm run bench`: the bench owner's bookings with one bench
 * walker, `BENCH_BOOKINGS` of them (default 10 000; comma-separated scales grow one database, e.g.
 * `10000,100000`). Both lists are the worst case a person can have: the owner's every booking is
 * with the one walker. Around them, the table holds `OTHERS_PER_BENCH_BOOKING` times as many
 * bookings between other people (the browse set's providers), so the planner sees a person's list
 * as the small share of the table it is in production. Written with one statement per step, before
 * the server opens the database, like the browse set.
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

/** Other people's bookings in the table for each of the bench pair's. */
const OTHERS_PER_BENCH_BOOKING = 4;

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
 * Inserts walks `$4 + 1` to `$5` of a pair, the last the newest: one made every 7 minutes back from
 * now, each starting three days after it was made, with a stored quote that satisfies the table's
 * checks. As a real list ages: those of the last 20 hours pending or confirmed (a request expires
 * unanswered after 24 hours, and the app's expiry job would otherwise spend the bench cancelling
 * them), those still to start confirmed, the rest completed or cancelled. With `spread`, `owner`
 * and `walker` are arrays of ids, and each walk takes the next of each in turn.
 */
const insertWalks = (database: Database, who: { owner: string; walker: string; pet: string; spread?: boolean }, params: unknown[]) =>
  run(
    database,
    `insert into booking (owner_id, provider_id, provider_kind, pet_id, service_type, status, starts_at, ends_at,
       start_date, end_date, start_time, hours, price_unit, quantity, unit_price_kurus, base_kurus,
       owner_commission_kurus, total_kurus, provider_commission_kurus, net_payable_kurus,
       owner_commission_rate, owner_rate_source, provider_commission_rate, provider_rate_source,
       cancelled_by, cancellation_reason, created_at, updated_at)
     select ${who.spread ? 'p.owners[1 + s.g % array_length(p.owners, 1)]' : 'p.owners'}, ${who.spread ? 'p.walkers[1 + (s.g * 7) % array_length(p.walkers, 1)]' : 'p.walkers'},
       'pet_walker', ${who.pet}, 'dog_walking', s.status, s.starts_at, s.starts_at + interval '1 hour',
       (s.starts_at at time zone 'Europe/Istanbul')::date, (s.starts_at at time zone 'Europe/Istanbul')::date,
       to_char(s.starts_at at time zone 'Europe/Istanbul', 'HH24:MI'), 1, 'hour', 1, 15000, 15000,
       1500, 16500, 1200, 13800, 0.1, 'settings', 0.08, 'default',
       case when s.status = 'cancelled' then 'owner' end, case when s.status = 'cancelled' then 'cancelled_by_owner' end,
       s.created_at, s.created_at
     from (select ${who.owner} as owners, ${who.walker} as walkers) as p,
       (
         select g, created_at, created_at + interval '3 days' as starts_at,
           case
             -- Unanswered requests are young (older ones expire after 24 hours), half answered.
             when created_at > now() - interval '20 hours' then (array['pending', 'confirmed'])[1 + g % 2]
             when created_at + interval '3 days' > now() then 'confirmed'
             else (array['completed', 'completed', 'completed', 'cancelled'])[1 + g % 4]
           end as status
         from (select g, now() - ($5::int - g) * interval '7 minutes' as created_at from generate_series($4::int + 1, $5::int) as g) as t
       ) as s`,
    params,
  );

/** Grows the owner's bookings with the bench walker to `total`, and the other people's around them. */
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
    await insertWalks(database, { owner: '$1::text', walker: '$2::text', pet: '$3::uuid' }, [ownerId, parties.walkerId, parties.petId, have, total]);
    // Other owners with other walkers, the bench pair excluded, a pet-less walk each.
    await insertWalks(
      database,
      {
        owner: `(select array_agg(id order by id) from "user" where id <> $1 and id <> $2)`,
        walker: `(select array_agg(user_id order by user_id) from provider_profile where kind = 'pet_walker' and user_id <> $2)`,
        pet: '$3::uuid',
        spread: true,
      },
      [ownerId, parties.walkerId, null, have * OTHERS_PER_BENCH_BOOKING, total * OTHERS_PER_BENCH_BOOKING],
    );
    await run(database, 'analyze booking');
    // eslint-disable-next-line no-console -- the bench reports its progress
    console.log(`\nseeded ${total - have} more bookings of the bench pair (now ${total}) and ${(total - have) * OTHERS_PER_BENCH_BOOKING} of other people in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
};
