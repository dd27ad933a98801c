import {
  RESPONSE_MIN_REQUESTS,
  RESPONSE_ON_TIME_HOURS,
  RESPONSE_WINDOW_DAYS,
} from '@patili/domain/bookings';
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import type { Job } from '../../lib/jobs.ts';

/**
 * How providers answer requests (`@patili/domain/bookings` responsiveness), measured in SQL from
 * their bookings of the last 90 days and kept on their profile rows, where browse sorts by it and
 * the cards and profile read it. Measured again in the transaction of every answer or
 * cancellation of a provider's booking, and hourly (`responsivenessJob`) for the providers whose
 * figures time alone changes: a request whose 24 hours just ran out unanswered, or one just
 * leaving the 90 days. Each measure reads one provider's bookings of the window by the
 * provider's index, so it costs the same at any size of the marketplace.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Measures `providerIds` at `now` and stores the figures on each of their profile rows. */
export const measureResponsiveness = async (db: Db, providerIds: readonly string[], now: Date) => {
  if (providerIds.length === 0) return;
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
  const dueBy = new Date(now.getTime() - RESPONSE_ON_TIME_HOURS * HOUR_MS);
  const onTime = sql.raw(`interval '${RESPONSE_ON_TIME_HOURS} hours'`);
  // A request counts once answered or once its 24 hours are over, unless the owner withdrew it
  // unanswered within them; a lapsed one (expired) counts, unanswered.
  await db.execute(sql`
    with measured as (
      select p.user_id, p.kind,
        count(b.id) filter (where b.counted) as requests,
        count(b.id) filter (where b.counted and b.answered_at <= b.created_at + ${onTime}) as on_time,
        percentile_cont(0.5) within group (order by extract(epoch from b.answered_at - b.created_at) / 60)
          filter (where b.counted and b.answered_at is not null) as median_minutes,
        count(b.id) filter (where b.cancellation_reason = 'cancelled_by_provider') as cancellations
      from provider_profile p
      left join lateral (
        select b.id, b.created_at, b.answered_at, b.cancellation_reason,
          (b.answered_at is not null or b.created_at <= ${dueBy} or b.cancellation_reason = 'expired')
            and not (b.answered_at is null and b.cancelled_by = 'owner'
              and b.cancelled_at <= b.created_at + ${onTime}) as counted
        from booking b
        where b.provider_id = p.user_id and b.created_at > ${since} and b.created_at <= ${now}
      ) b on true
      where p.user_id in (${sql.join(
        providerIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by p.user_id, p.kind
    )
    update provider_profile p set
      response_requests = m.requests,
      response_on_time = m.on_time,
      response_rate = case when m.requests >= ${RESPONSE_MIN_REQUESTS}
        then round(100.0 * m.on_time / m.requests)::smallint end,
      response_median_minutes = case when m.requests >= ${RESPONSE_MIN_REQUESTS}
        then round(m.median_minutes)::int end,
      provider_cancellations = m.cancellations
    from measured m
    where p.user_id = m.user_id and p.kind = m.kind
      and (p.response_requests, p.response_on_time, p.response_rate, p.response_median_minutes, p.provider_cancellations)
        is distinct from (m.requests::int, m.on_time::int,
          case when m.requests >= ${RESPONSE_MIN_REQUESTS} then round(100.0 * m.on_time / m.requests)::smallint end,
          case when m.requests >= ${RESPONSE_MIN_REQUESTS} then round(m.median_minutes)::int end,
          m.cancellations::int)`);
};

/** How far back each hourly run looks past its edges (a late or missed run still catches up). */
const JOB_REACH_MS = 3 * HOUR_MS;
const JOB_BATCH = 500;

/**
 * The providers whose figures time changed since about `reachMs` ago: a request crossing its 24
 * hours, or one leaving the 90 days (the booking table's creation-time index finds both).
 */
export const providersDueForRemeasure = async (db: Db, now: Date, reachMs = JOB_REACH_MS) => {
  const dueBy = now.getTime() - RESPONSE_ON_TIME_HOURS * HOUR_MS;
  const leaving = now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS;
  const result = await db.execute(sql`
    select distinct provider_id from booking
    where (created_at > ${new Date(dueBy - reachMs)} and created_at <= ${new Date(dueBy)})
       or (created_at > ${new Date(leaving - reachMs)} and created_at <= ${new Date(leaving)})
    limit ${JOB_BATCH * 20}`);
  // Both drivers answer `{ rows }`.
  const { rows } = result as { rows: { provider_id: string }[] };
  return rows.map((row) => row.provider_id);
};

/**
 * Hourly, on every process: re-measures the providers time moved. Measuring twice gives the
 * same figures, so processes running it together do no harm.
 */
export const responsivenessJob: Job = {
  name: 'provider-responsiveness',
  intervalMs: HOUR_MS,
  run: async (deps) => {
    const db = deps.database.db;
    const now = deps.now();
    const due = await providersDueForRemeasure(db, now);
    for (let start = 0; start < due.length; start += JOB_BATCH)
      await measureResponsiveness(db, due.slice(start, start + JOB_BATCH), now);
  },
};
