/**
 * The data set of `npm run bench:mixed` (bench/mixed.ts): the browse set's providers of the four
 * kinds around five districts (bench/browse-seed.ts, `BENCH_MIXED_PROVIDERS` per kind), owners in
 * three Istanbul districts with one or two pets each, bookings between them in every status (aged as
 * a real table ages: unanswered requests are young, past ones completed or cancelled), payments of
 * the accepted ones, booking conversations with messages, the notifications those bookings wrote,
 * support tickets and the admin action log. The simulated users are some of these people: owners,
 * providers of each kind and admins, signed in with one password (one hash). Written straight into
 * the database before the servers start, like the other benches' sets.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import { PROVIDER_ROLES, type ProviderRole } from '@patili/domain/access';
import { ADMIN_ACTION_TYPES } from '@patili/domain/admin';
import { quoteBooking, type BookingTerms } from '@patili/domain/bookings';
import { paymentReferenceFrom } from '@patili/domain/payments';
import { hashPassword } from 'better-auth/crypto';

import { openDatabase, type Database, type DatabaseTarget } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import {
  account,
  adminActionLog,
  booking,
  bookingPriceColumns,
  conversation,
  conversationMember,
  message,
  notification,
  payment,
  pet,
  supportTicket,
  supportTicketMessage,
  user,
} from '../src/db/schema/index.ts';
import { bookingNotices } from '../src/features/bookings/booking-notices.ts';
import { locationColumns } from '../src/lib/locations/locations.ts';
import { seededRandom } from '../test/random.ts';
import { growBenchTo } from './browse-seed.ts';

export const MIXED_PASSWORD = 'Bench-mixed-123';

export type MixedRole = 'owner' | ProviderRole | 'admin';
export type MixedUser = { id: string; email: string; role: MixedRole };

/** The seeded set: the people the bench signs in, by role, and what was written. */
export type MixedSeed = { users: MixedUser[]; counts: Record<string, number> };

const random = seededRandom(20_260_101);
const pickOne = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const OWNER_PLACES = [
  { cityCode: '34', district: 'Kadıköy', latitude: 40.99, longitude: 29.03 },
  { cityCode: '34', district: 'Beşiktaş', latitude: 41.043, longitude: 29.007 },
  { cityCode: '34', district: 'Üsküdar', latitude: 41.023, longitude: 29.015 },
] as const;
const FIRST_NAMES = ['Ayşe', 'Mehmet', 'Elif', 'Can', 'Zeynep', 'Deniz', 'Ali', 'Selin', 'Mert', 'Ece', 'Burak', 'Oya'];
const LAST_NAMES = ['Yılmaz', 'Demir', 'Kaya', 'Öztürk', 'Arslan', 'Aksoy', 'Çelik', 'Şahin', 'Koç', 'Aydın'];
const PET_NAMES = ['Karabaş', 'Pamuk', 'Boncuk', 'Tarçın', 'Duman', 'Zeytin', 'Fıstık', 'Minnoş'];
const CHAT_LINES = ['Merhaba, yarın uygun musunuz?', 'Evet, saat 10 olur mu?', 'Harika, görüşürüz.', 'Mama ve tasmayı kapıda bırakırım.', 'Teşekkürler!', 'Yolda, 10 dakikaya oradayım.'];
const SERVICE_OF: Readonly<Record<ProviderRole, string>> = { sitter: 'cat_care', veterinarian: 'vet_exam', pet_walker: 'dog_walking', trainer: 'training_session' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Istanbul's wall-clock date of an instant (UTC+3 all year). */
const istanbulDate = (at: number) => new Date(at + 3 * HOUR).toISOString().slice(0, 10);

const termsOf = (kind: ProviderRole, startsAt: number): BookingTerms => {
  const date = istanbulDate(startsAt);
  const time = `${String(between(9, 17)).padStart(2, '0')}:00`;
  switch (kind) {
    case 'sitter':
      return { kind, startDate: date, endDate: istanbulDate(startsAt + between(0, 3) * DAY) };
    case 'pet_walker':
      return { kind, date, time, hours: between(1, 2) };
    case 'veterinarian':
    case 'trainer':
      return { kind, date, time };
  }
};

/**
 * A booking's status from its age, as the table ages in production: the last 20 hours' requests
 * still unanswered or just answered (older ones expire after 24 hours), those still to start
 * confirmed (a few awaiting payment), the past ones mostly completed, some cancelled.
 */
const statusOf = (createdAt: number, startsAt: number, now: number) => {
  if (createdAt > now - 20 * HOUR) return pickOne(['pending', 'pending', 'pending', 'requested', 'confirmed', 'cancelled'] as const);
  if (startsAt > now) return pickOne(['confirmed', 'confirmed', 'confirmed', 'payment_pending', 'cancelled'] as const);
  return pickOne(['completed', 'completed', 'completed', 'cancelled'] as const);
};

const insertBatches = async <T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>, size = 1000) => {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
};

type Sizes = { users: number; providersPerKind: number };

/** Seeds the mixed set into a migrated, empty database; returns who the bench signs in. */
export const seedMixed = async (target: DatabaseTarget, sizes: Sizes): Promise<MixedSeed> => {
  const started = Date.now();
  const database = await openDatabase(target);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await growBenchTo(target, sizes.providersPerKind);
  const db = await openDatabase(target);
  try {
    return { ...(await seedPeopleAndActivity(db, sizes)), counts: { ...(await countRows(db)), seconds: Math.round((Date.now() - started) / 1000) } };
  } finally {
    await db.close();
  }
};

const countRows = async (database: Database) => {
  const tables = ['user', 'provider_profile', 'pet', 'booking', 'payment', 'conversation', 'message', 'notification', 'support_ticket', 'admin_action_log'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await database.pool!.query<{ n: string }>(`select count(*) as n from "${table}"`);
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
};

const seedPeopleAndActivity = async (database: Database, sizes: Sizes): Promise<Omit<MixedSeed, 'counts'>> => {
  const { db, pool } = database;
  if (!pool) throw new Error('the mixed bench runs on PostgreSQL');
  const now = Date.now();
  const hash = await hashPassword(MIXED_PASSWORD);
  // The roles of the simulated users: ~70 % owners, ~25 % providers (the four kinds in turn), ~5 % admins.
  const adminUsers = Math.max(1, Math.round(sizes.users * 0.05));
  const providerUsers = Math.max(PROVIDER_ROLES.length, Math.round(sizes.users * 0.25));
  const ownerUsers = Math.max(1, sizes.users - adminUsers - providerUsers);
  const ownerCount = Math.max(2000, ownerUsers);

  // Owners in Istanbul with one or two pets; the first `ownerUsers` are the simulated ones.
  const owners = Array.from({ length: ownerCount }, (_, index) => {
    const place = pickOne(OWNER_PLACES);
    const id = newId();
    return {
      id,
      email: `mixed-owner-${index}@bench.patili.app`,
      name: `${pickOne(FIRST_NAMES)} ${pickOne(LAST_NAMES)}`,
      emailVerified: true,
      role: 'owner',
      referralCode: `MO${id.replace(/-/g, '').slice(-10).toUpperCase()}`,
      createdAt: new Date(now - between(30, 700) * DAY),
      ...locationColumns({ ...place, latitude: place.latitude + (random() - 0.5) * 0.05, longitude: place.longitude + (random() - 0.5) * 0.05, locationIsExact: true }, randomBytes(4).readUInt32BE() >>> 1),
    };
  });
  // `admin@patili.app` is there already, so no server process creates it (two would race to).
  const admins = Array.from({ length: adminUsers + 1 }, (_, index) => {
    const id = newId();
    return {
      id,
      email: index === 0 ? 'admin@patili.app' : `mixed-admin-${index}@bench.patili.app`,
      name: `Bench Yönetici ${index}`,
      emailVerified: true,
      role: 'admin',
      referralCode: `MA${id.replace(/-/g, '').slice(-10).toUpperCase()}`,
    };
  });
  await insertBatches([...owners, ...admins], (batch) => db.insert(user).values(batch));
  const pets = owners.flatMap((owner) =>
    Array.from({ length: between(1, 2) }, () => ({ id: newId(), ownerId: owner.id, name: pickOne(PET_NAMES), species: pickOne(['cat', 'dog', 'dog'] as const), ageYears: between(1, 12) })),
  );
  await insertBatches(pets, (batch) => db.insert(pet).values(batch));
  const petsOf = new Map<string, string[]>();
  for (const row of pets) petsOf.set(row.ownerId, [...(petsOf.get(row.ownerId) ?? []), row.id]);

  // Providers: the browse set's public ones in Istanbul; the first of each kind are the simulated ones.
  const listed = await pool.query<{ id: string; kind: ProviderRole; email: string; name: string }>(
    `select p.user_id as id, p.kind, u.email, u.name from provider_profile p join "user" u on u.id = p.user_id
     where u.city_code = '34' and u.profile_visibility = 'public' order by u.email`,
  );
  const providersOf = new Map<ProviderRole, { id: string; email: string; name: string }[]>(PROVIDER_ROLES.map((kind) => [kind, []]));
  for (const row of listed.rows) providersOf.get(row.kind)?.push(row);
  const simulatedProviders = PROVIDER_ROLES.flatMap((kind, kindIndex) => {
    const want = Math.floor(providerUsers / PROVIDER_ROLES.length) + (kindIndex < providerUsers % PROVIDER_ROLES.length ? 1 : 0);
    return providersOf.get(kind)!.slice(0, want).map((row) => ({ ...row, kind }));
  });
  const simulatedOwners = owners.slice(0, ownerUsers);
  const signedIn = [...simulatedOwners, ...simulatedProviders, ...admins.slice(1)];
  await insertBatches(signedIn, (batch) =>
    db.insert(account).values(batch.map((row) => ({ id: newId(), accountId: row.id, providerId: 'credential', userId: row.id, password: hash }))),
  );

  // Bookings: every owner has a few with providers of any kind; each simulated provider has a
  // busy list (and some requests to answer); the simulated owners have a history too.
  const allProviders = PROVIDER_ROLES.flatMap((kind) => providersOf.get(kind)!.map((row) => ({ ...row, kind })));
  const nameOf = new Map<string, string>([...owners.map((o) => [o.id, o.name] as const), ...allProviders.map((p) => [p.id, p.name] as const)]);
  type Pair = { ownerId: string; provider: { id: string; kind: ProviderRole } };
  const pairs: Pair[] = [];
  for (const owner of owners) for (let i = between(2, 8); i > 0; i -= 1) pairs.push({ ownerId: owner.id, provider: pickOne(allProviders) });
  for (const provider of simulatedProviders) for (let i = 0; i < 40; i += 1) pairs.push({ ownerId: pickOne(owners).id, provider });
  for (const owner of simulatedOwners) for (let i = 0; i < 6; i += 1) pairs.push({ ownerId: owner.id, provider: pickOne(simulatedProviders) });
  const bookingRows = pairs.map(({ ownerId, provider }) => {
    // Made in the last 180 days (a third of them in the last 20 hours), starting 1–20 days later.
    const createdAt = random() < 0.08 ? now - random() * 20 * HOUR : now - random() * 180 * DAY;
    const terms = termsOf(provider.kind, createdAt + between(1, 20) * DAY);
    const quote = quoteBooking({ terms, serviceType: SERVICE_OF[provider.kind], unitPriceKurus: between(8, 60) * 1000 });
    const status = statusOf(createdAt, quote.startsAt.getTime(), now);
    const answered = status === 'confirmed' || status === 'completed' || status === 'payment_pending';
    const created = new Date(createdAt);
    return {
      id: newId(),
      ownerId,
      providerId: provider.id,
      providerKind: provider.kind,
      petId: pickOne(petsOf.get(ownerId) ?? [null]),
      serviceType: SERVICE_OF[provider.kind],
      status,
      ...bookingPriceColumns(quote),
      startDate: terms.kind === 'sitter' ? terms.startDate : terms.date,
      endDate: terms.kind === 'sitter' ? terms.endDate : terms.date,
      startTime: terms.kind === 'sitter' ? null : terms.time,
      hours: terms.kind === 'pet_walker' ? quote.quantity : null,
      cancellationPolicy: provider.kind === 'veterinarian' ? 'vet' : 'moderate',
      createdAt: created,
      updatedAt: created,
      answeredAt: answered ? new Date(createdAt + HOUR) : null,
      completedAt: status === 'completed' ? quote.endsAt : null,
      ...(status === 'cancelled' ? { cancelledBy: 'owner', cancellationReason: 'cancelled_by_owner', cancelledAt: new Date(createdAt + 2 * HOUR) } : {}),
    };
  });
  const bookings: (typeof booking.$inferSelect)[] = [];
  await insertBatches(bookingRows, async (batch) => bookings.push(...(await db.insert(booking).values(batch).returning())));

  // Payments of the accepted ones (opened when the provider accepts).
  const payments = bookings
    .filter((row) => ['confirmed', 'completed', 'payment_pending'].includes(row.status))
    .map((row) => ({
      bookingId: row.id,
      status: row.status === 'completed' ? pickOne(['paid_out', 'paid_out', 'confirmed'] as const) : row.status === 'payment_pending' ? 'awaiting_transfer' : pickOne(['awaiting_transfer', 'confirmed'] as const),
      reference: paymentReferenceFrom(randomBytes(8)),
      amountKurus: row.totalKurus,
      payoutKurus: row.netPayableKurus,
      commissionKurus: row.ownerCommissionKurus + row.providerCommissionKurus,
      createdAt: row.answeredAt ?? row.createdAt,
      updatedAt: row.answeredAt ?? row.createdAt,
    }));
  await insertBatches(payments, (batch) => db.insert(payment).values(batch).onConflictDoNothing());

  // The notifications those bookings wrote: the request to the provider, the answer to the owner.
  const notifications = bookings.flatMap((row) => {
    const names = { actorName: nameOf.get(row.ownerId) ?? null, petName: null };
    const notices = [
      ...bookingNotices({ row, type: 'booking_requested', to: ['provider'], ...names }),
      ...(row.answeredAt ? bookingNotices({ row, type: 'booking_accepted', to: ['owner'], actorName: nameOf.get(row.providerId) ?? null, petName: null }) : []),
    ];
    return notices.map((notice) => ({
      userId: notice.userId,
      type: notice.type,
      bookingId: notice.bookingId,
      payload: { ...notice.payload, path: notice.path },
      createdAt: row.createdAt,
      readAt: row.createdAt.getTime() < now - 2 * DAY ? row.createdAt : null,
    }));
  });
  await insertBatches(notifications, (batch) => db.insert(notification).values(batch));

  // Booking conversations: every accepted booking of a simulated person and a share of the rest, 3–10 messages each.
  const simulated = new Set(signedIn.map((row) => row.id));
  const talked = bookings.filter((row) => row.status !== 'cancelled' && (simulated.has(row.ownerId) || simulated.has(row.providerId) || random() < 0.2));
  const conversations = talked.map((row) => ({ id: newId(), chatKey: `booking_${row.id}`, kind: 'booking', contextId: row.id, bookingId: row.id, createdAt: row.createdAt, lastMessageAt: row.createdAt }));
  await insertBatches(conversations, (batch) => db.insert(conversation).values(batch));
  const members = talked.flatMap((row, index) => [
    { conversationId: conversations[index]!.id, userId: row.ownerId, otherUserId: row.providerId, lastActivityAt: row.createdAt, lastReadAt: row.createdAt },
    { conversationId: conversations[index]!.id, userId: row.providerId, otherUserId: row.ownerId, lastActivityAt: row.createdAt, unreadCount: random() < 0.3 ? 1 : 0, lastReadAt: row.createdAt },
  ]);
  await insertBatches(members, (batch) => db.insert(conversationMember).values(batch));
  const messages = talked.flatMap((row, index) =>
    Array.from({ length: between(3, 10) }, (_, n) => ({
      conversationId: conversations[index]!.id,
      senderId: n % 2 === 0 ? row.ownerId : row.providerId,
      clientId: randomUUID(),
      text: pickOne(CHAT_LINES),
      createdAt: new Date(row.createdAt.getTime() + n * 60_000),
    })),
  );
  await insertBatches(messages, (batch) => db.insert(message).values(batch), 2000);

  // Support tickets with a short thread, and the admin action log.
  const askers = [...owners.slice(0, 600), ...allProviders.slice(0, 200)];
  const tickets = Array.from({ length: 800 }, () => {
    const asker = pickOne(askers);
    const at = new Date(now - random() * 120 * DAY);
    return {
      id: newId(),
      userId: asker.id,
      subject: 'Ödeme dekontu hakkında',
      description: 'Havale yaptım ama rezervasyonum hâlâ ödeme bekliyor görünüyor.',
      status: pickOne(['open', 'in_progress', 'resolved', 'closed', 'new_reply_user', 'new_reply_admin'] as const),
      priority: pickOne(['medium', 'medium', 'high'] as const),
      messageCount: 2,
      lastMessageByAdmin: true,
      createdAt: at,
      updatedAt: at,
      lastMessageAt: at,
      askerName: asker.name,
    };
  });
  await insertBatches(tickets, (batch) => db.insert(supportTicket).values(batch.map(({ askerName: _name, ...row }) => row)));
  await insertBatches(
    tickets.flatMap((ticket) => [
      { ticketId: ticket.id, senderId: ticket.userId, senderName: ticket.askerName, text: ticket.description, isAdminMessage: false, createdAt: ticket.createdAt },
      { ticketId: ticket.id, senderId: admins[0]!.id, senderName: admins[0]!.name, text: 'Kontrol ediyoruz, teşekkürler.', isAdminMessage: true, createdAt: ticket.lastMessageAt },
    ]),
    (batch) => db.insert(supportTicketMessage).values(batch),
  );
  const logs = Array.from({ length: 5000 }, () => {
    const admin = pickOne(admins);
    const target = pickOne(owners);
    return {
      createdAt: new Date(now - random() * 365 * DAY),
      adminId: admin.id,
      adminName: admin.name,
      actionType: pickOne(ADMIN_ACTION_TYPES),
      targetType: 'user',
      targetId: target.id,
      description: `${target.name} hesabı güncellendi`,
      ipAddress: '127.0.0.1',
    };
  });
  await insertBatches(logs, (batch) => db.insert(adminActionLog).values(batch));
  await pool.query('vacuum analyze');

  const users: MixedUser[] = [
    ...simulatedOwners.map((row) => ({ id: row.id, email: row.email, role: 'owner' as const })),
    ...simulatedProviders.map((row) => ({ id: row.id, email: row.email, role: row.kind })),
    ...admins.slice(1).map((row) => ({ id: row.id, email: row.email, role: 'admin' as const })),
  ];
  return { users };
};
