import { isProviderRole, type ProviderRole } from '@patili/domain/access';
import { normalizeBookingStatus } from '@patili/domain/bookings';
import {
  APP_TIME_ZONE,
  foldForSearch,
  fromIstanbulDateTime,
  istanbulToday,
} from '@patili/domain/shared';
import {
  PERFORMANCE_DETAIL_MONTHS,
  PERFORMANCE_DETAIL_RECENT,
  PERFORMANCE_DETAIL_REVIEWS,
  shareOf,
  type PerformanceList,
  type PerformanceSort,
  type ProviderPerformance,
  type ProviderPerformanceDetail,
} from '@patili/domain/reports';
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { booking, providerProfile, review, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The performance pages: each provider's figures over all their bookings, as
 * `providerPerformanceSchema` defines them. Two plans, chosen by the sort:
 * - by name: the page of providers comes first (`user_role_folded_name_idx`: the kind's accounts
 *   in name order), then one grouped query aggregates the bookings of those providers only
 *   (`booking_provider_idx`), so a page costs its rows whatever the size of the platform;
 * - by a figure: the figure must be known for every provider of the kind before one can be
 *   ranked, so one grouped query aggregates the kind's bookings (`booking_kind_provider_idx` of
 *   migration 0017, which holds every column the aggregate reads: an index-only scan, no table
 *   reads) and the page is cut from the ranked result. Its cost grows with the kind's bookings.
 */

/** The aggregate of a provider's bookings, one row per provider (see `providerPerformanceSchema`). */
const aggregateColumns = {
  providerId: booking.providerId,
  bookings: sql<number>`count(*)::int`.as('bookings'),
  completed: sql<number>`count(*) filter (where ${booking.status} = 'completed')::int`.as('completed'),
  answered: sql<number>`count(${booking.answeredAt})::int`.as('answered'),
  accepted: sql<number>`count(${booking.answeredAt}) filter (where ${booking.cancellationReason} is distinct from 'rejected')::int`.as('accepted'),
  cancelled: sql<number>`count(*) filter (where ${booking.status} in ('cancelled', 'canceled'))::int`.as('cancelled'),
  medianResponseSeconds: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${booking.answeredAt} - ${booking.createdAt})) filter (where ${booking.answeredAt} is not null)`.as(
    'median_response_seconds',
  ),
  earningsKurus: sql<number>`coalesce(sum(${booking.netPayableKurus}) filter (where ${booking.status} = 'completed'), 0)::bigint`.as(
    'earnings_kurus',
  ),
};

type AggregateRow = {
  bookings: number | null;
  completed: number | null;
  answered: number | null;
  accepted: number | null;
  cancelled: number | null;
  medianResponseSeconds: number | string | null;
  earningsKurus: number | string | null;
};

/** A provider's row from their account, profile and aggregate (a provider without bookings has zeros). */
const performanceOf = (
  kind: ProviderRole,
  provider: { id: string; name: string; ratingAverage: number | null; ratingCount: number | null },
  aggregate: AggregateRow | undefined,
): ProviderPerformance => {
  const bookings = aggregate?.bookings ?? 0;
  const answered = aggregate?.answered ?? 0;
  const accepted = aggregate?.accepted ?? 0;
  const cancelled = aggregate?.cancelled ?? 0;
  const median = aggregate?.medianResponseSeconds;
  return {
    providerId: provider.id,
    name: provider.name,
    kind,
    bookings,
    completed: aggregate?.completed ?? 0,
    answered,
    accepted,
    cancelled,
    acceptanceRate: shareOf(accepted, answered),
    cancellationRate: shareOf(cancelled, bookings),
    ratingAverage: provider.ratingAverage === null ? null : Number(provider.ratingAverage),
    ratingCount: provider.ratingCount ?? 0,
    medianResponseMinutes: median === null || median === undefined ? null : Math.round(Number(median) / 6) / 10,
    earningsKurus: Number(aggregate?.earningsKurus ?? 0),
  };
};

/** A `like` pattern that finds a folded word anywhere, with `%`, `_` and `\` taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The kind's accounts whose Turkish-folded name (or e-mail) holds every folded word of the search:
 * the expression of the trigram index `user_search_folded_idx` (migration 0014), so a search
 * reads the index rather than every account of the kind.
 */
const providersWhere = (kind: ProviderRole, q: string | undefined): SQL => {
  const words = [...new Set(foldForSearch(q ?? '').split(' ').filter((word) => word !== ''))].slice(0, 5);
  return and(
    eq(user.role, kind),
    ...words.map((word) => sql`patili_fold(${user.name} || ' ' || ${user.email}) like ${containing(word)}`),
  )!;
};

/**
 * Names in the order a Turkish reader expects, near enough: Turkish-folded (`Şule` with the S's,
 * not after `Z` as the bytes would have it), the order of `user_role_folded_name_idx` (migration 0017).
 */
const foldedName = sql`patili_fold(${user.name})`;

const profileJoin = (kind: ProviderRole) => and(eq(providerProfile.userId, user.id), eq(providerProfile.kind, kind));

/** `GET /api/admin/performance`: one page of a kind's providers with their figures. */
export const listPerformance = async ({
  db,
  query,
}: {
  db: Db;
  query: { kind: ProviderRole; sort: PerformanceSort; dir: 'asc' | 'desc'; q?: string | undefined; page: number; pageSize: number };
}): Promise<PerformanceList> => {
  const { kind, sort, dir, page, pageSize } = query;
  const where = providersWhere(kind, query.q);
  const offset = (page - 1) * pageSize;
  const direction = dir === 'asc' ? sql`asc` : sql`desc`;

  if (sort === 'name') {
    const [providers, [counted]] = await Promise.all([
      db
        .select({ id: user.id, name: user.name, ratingAverage: providerProfile.ratingAverage, ratingCount: providerProfile.ratingCount })
        .from(user)
        .leftJoin(providerProfile, profileJoin(kind))
        .where(where)
        .orderBy(sql`${foldedName} ${direction}`, sql`${user.id} ${direction}`)
        .limit(pageSize)
        .offset(offset),
      db.select({ total: sql<number>`count(*)::int` }).from(user).where(where),
    ]);
    const ids = providers.map((provider) => provider.id);
    const aggregates =
      ids.length === 0
        ? []
        : await db.select(aggregateColumns).from(booking).where(inArray(booking.providerId, ids)).groupBy(booking.providerId);
    const byProvider = new Map(aggregates.map((row) => [row.providerId, row]));
    return {
      items: providers.map((provider) => performanceOf(kind, provider, byProvider.get(provider.id))),
      total: counted?.total ?? 0,
      page,
      pageSize,
    };
  }

  const stats = db
    .select(aggregateColumns)
    .from(booking)
    .where(eq(booking.providerKind, kind))
    .groupBy(booking.providerId)
    .as('stats');
  // The figure each sort ranks by; a provider without it (no answer yet, no review) comes last either way.
  const orders: Record<Exclude<PerformanceSort, 'name'>, SQL> = {
    completed: sql`coalesce(${stats.completed}, 0)`,
    acceptanceRate: sql`${stats.accepted}::float / nullif(${stats.answered}, 0)`,
    cancellationRate: sql`${stats.cancelled}::float / nullif(${stats.bookings}, 0)`,
    rating: sql`${providerProfile.ratingAverage}`,
    responseTime: sql`${stats.medianResponseSeconds}`,
    earnings: sql`coalesce(${stats.earningsKurus}, 0)`,
  };
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      ratingAverage: providerProfile.ratingAverage,
      ratingCount: providerProfile.ratingCount,
      bookings: stats.bookings,
      completed: stats.completed,
      answered: stats.answered,
      accepted: stats.accepted,
      cancelled: stats.cancelled,
      medianResponseSeconds: stats.medianResponseSeconds,
      earningsKurus: stats.earningsKurus,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(user)
    .leftJoin(stats, eq(stats.providerId, user.id))
    .leftJoin(providerProfile, profileJoin(kind))
    .where(where)
    .orderBy(sql`${orders[sort]} ${direction} nulls last`, asc(foldedName), asc(user.id))
    .limit(pageSize)
    .offset(offset);
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page the window counts nothing: count the kind's matching providers.
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(user).where(where);
    total = counted?.total ?? 0;
  }
  return { items: rows.map((row) => performanceOf(kind, row, row)), total, page, pageSize };
};

const providerNotFound = () => new AppError('NOT_FOUND', { messageKey: 'reports:detail.notFound' });

/** The first day of the Istanbul month `offset` months from `month` (`YYYY-MM`). */
const shiftMonth = (month: string, offset: number): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** `GET /api/admin/performance/{id}`: one provider's figures, last twelve months, recent bookings and reviews. */
export const getProviderPerformance = async ({
  db,
  providerId,
  now,
}: {
  db: Db;
  providerId: string;
  now: Date;
}): Promise<ProviderPerformanceDetail> => {
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, providerId))
    .limit(1);
  if (!account || !isProviderRole(account.role)) throw providerNotFound();
  const kind = account.role;

  const thisMonth = istanbulToday(now).slice(0, 7);
  const months = Array.from({ length: PERFORMANCE_DETAIL_MONTHS }, (_, index) => shiftMonth(thisMonth, index - PERFORMANCE_DETAIL_MONTHS + 1));
  const firstMonthStart = fromIstanbulDateTime(`${months[0]!}-01`);
  const monthOf = sql<string>`to_char(${booking.startsAt} at time zone ${APP_TIME_ZONE}, 'YYYY-MM')`;

  const [[profile], [aggregate], monthly, recent, distribution, latest] = await Promise.all([
    db
      .select({ ratingAverage: providerProfile.ratingAverage, ratingCount: providerProfile.ratingCount })
      .from(providerProfile)
      .where(and(eq(providerProfile.userId, providerId), eq(providerProfile.kind, kind)))
      .limit(1),
    db.select(aggregateColumns).from(booking).where(eq(booking.providerId, providerId)).groupBy(booking.providerId),
    // Completed work by the month it started (as the provider's own earnings page counts it).
    db
      .select({
        month: monthOf,
        completed: sql<number>`count(*)::int`,
        earningsKurus: sql<number>`coalesce(sum(${booking.netPayableKurus}), 0)`.mapWith(Number),
      })
      .from(booking)
      .where(and(eq(booking.providerId, providerId), eq(booking.status, 'completed'), gte(booking.startsAt, firstMonthStart)))
      .groupBy(sql`1`),
    db
      .select({
        id: booking.id,
        ownerName: user.name,
        status: booking.status,
        startsAt: booking.startsAt,
        createdAt: booking.createdAt,
        totalKurus: booking.totalKurus,
        netPayableKurus: booking.netPayableKurus,
      })
      .from(booking)
      .innerJoin(user, eq(user.id, booking.ownerId))
      .where(eq(booking.providerId, providerId))
      .orderBy(desc(booking.createdAt), desc(booking.id))
      .limit(PERFORMANCE_DETAIL_RECENT),
    db
      .select({ rating: review.rating, count: sql<number>`count(*)::int` })
      .from(review)
      .where(and(eq(review.revieweeId, providerId), sql`${review.reviewType} <> 'owner_review'`))
      .groupBy(review.rating),
    db
      .select({ id: review.id, rating: review.rating, comment: review.comment, reviewerName: user.name, createdAt: review.createdAt })
      .from(review)
      .innerJoin(user, eq(user.id, review.reviewerId))
      .where(and(eq(review.revieweeId, providerId), sql`${review.reviewType} <> 'owner_review'`))
      .orderBy(desc(review.createdAt), desc(review.id))
      .limit(PERFORMANCE_DETAIL_REVIEWS),
  ]);

  const figures = performanceOf(
    kind,
    { id: account.id, name: account.name, ratingAverage: profile?.ratingAverage ?? null, ratingCount: profile?.ratingCount ?? 0 },
    aggregate,
  );
  const perMonth = new Map(monthly.map((row) => [row.month, row]));
  const perRating = new Map(distribution.map((row) => [row.rating, row.count]));
  return {
    provider: { ...figures, email: account.email, joinedAt: account.createdAt.toISOString() },
    months: months.map((month) => ({
      month,
      completed: perMonth.get(month)?.completed ?? 0,
      earningsKurus: perMonth.get(month)?.earningsKurus ?? 0,
    })),
    recentBookings: recent.map((row) => ({
      id: row.id,
      ownerName: row.ownerName,
      status: normalizeBookingStatus(row.status),
      startsAt: row.startsAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      totalKurus: row.totalKurus,
      netPayableKurus: row.netPayableKurus,
    })),
    reviews: {
      average: figures.ratingAverage,
      count: figures.ratingCount,
      distribution: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: perRating.get(rating) ?? 0 })),
      latest: latest.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
  };
};
