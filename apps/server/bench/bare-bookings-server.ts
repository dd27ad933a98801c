/* eslint-disable no-console -- a command-line helper */
/**
 * The bench's baseline for the booking lists (`GET /api/bookings`): bare `pg` (a pool the app's
 * size) behind bare `node:http`, sending the plainest indexed SQL that returns the same page — the
 * booking rows with both names and the pet's, ten of them, no count, no reviews, no session
 * lookup — for the fixed bench owner and walker. Started by bench/run.ts.
 */
import { createServer } from 'node:http';

import { BOOKING_PAGE_SIZE } from '@patili/domain/bookings';
import pg from 'pg';

import { POSTGRES_SESSION_OPTIONS } from '../src/db/client.ts';

const url = process.env.DATABASE_URL;
const ownerId = process.env.BENCH_OWNER_ID;
const walkerId = process.env.BENCH_WALKER_ID;
const port = Number(process.env.PORT);
if (!url || !ownerId || !walkerId || !port) throw new Error('DATABASE_URL, BENCH_OWNER_ID, BENCH_WALKER_ID and PORT are required');

const pool = new pg.Pool({ connectionString: url, max: 10, options: POSTGRES_SESSION_OPTIONS });

const pageSql = (side: 'owner_id' | 'provider_id', withStatus: boolean) => `
  select b.*, o.name as owner_name, p.name as provider_name, pet.name as pet_name
  from booking b join "user" o on o.id = b.owner_id join "user" p on p.id = b.provider_id left join pet on pet.id = b.pet_id
  where b.${side} = $1 ${withStatus ? 'and b.status = $4' : ''}
  order by b.created_at desc, b.id desc limit $2 offset $3`;

const server = createServer((request, response) => {
  const params = new URL(request.url ?? '/', 'http://bench').searchParams;
  const side = params.get('as') === 'provider' ? 'provider_id' : 'owner_id';
  const status = params.get('status');
  const page = Number(params.get('page') ?? 1);
  const values = [side === 'owner_id' ? ownerId : walkerId, BOOKING_PAGE_SIZE, (page - 1) * BOOKING_PAGE_SIZE, ...(status ? [status] : [])];
  pool
    .query({ name: `bare_bookings_${side}_${status ? 's' : 'a'}`, text: pageSql(side, status !== null), values })
    .then((result) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ items: result.rows }));
    })
    .catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
});

server.listen(port, '127.0.0.1', () => console.log(`bare bookings server on ${port}`));
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
