import { PROVIDER_ROLES } from '@patili/domain/access';
import type { AdoptionListing, AdoptionListingPage } from '@patili/domain/adoption';
import type { Article, ArticleCommentList, ArticleList } from '@patili/domain/articles';
import type { AvailabilityResponse, BookingList, Earnings, TodayWalks } from '@patili/domain/bookings';
import type { BroadcastList } from '@patili/domain/broadcasts';
import type { ConversationPage, MessagePage } from '@patili/domain/chat';
import type { DashboardOf } from '@patili/domain/dashboards';
import type { ProviderPage, PublicProviderProfile } from '@patili/domain/discovery';
import type { EmergencyList } from '@patili/domain/emergencies';
import type { ForumPostPage, ForumReplyPage } from '@patili/domain/forum';
import type { AdminMatchList, AlertSubscription, ReportDetail, ReportList } from '@patili/domain/lostfound';
import type { MatingList } from '@patili/domain/mating';
import type { FlaggedItemDetail, FlagList } from '@patili/domain/moderation';
import type { PatientDetail, PatientList, VetVaccinationList } from '@patili/domain/patients';
import type { AdminPaymentPage, BookingPaymentResponse } from '@patili/domain/payments';
import type { MyVerification, VerificationQueuePage } from '@patili/domain/providers';
import { addDays, istanbulToday } from '@patili/domain/shared';
import type { AdminUserPage, ReferralPage } from '@patili/domain/users';
import { count, countDistinct, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { adminActionLog, file, pet, providerProfile, user } from '../db/schema/index.ts';
import { ensureAdmin } from './admin.ts';
import { DEMO_ADOPTION_OWNERS } from './demo-adoption.ts';
import { demoUnavailableDay } from './demo-bookings.ts';
import { DEMO_CALENDAR_FEED_EMAIL } from './demo-calendar.ts';
import { DEMO_MICROCHIP } from './demo-content.ts';
import { DEMO_FORUM_THREADS } from './demo-forum.ts';
import { DEMO_BANNED_EMAIL, DEMO_INACTIVE_EMAIL } from './demo-users.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';

/**
 * The demo seed, checked area by area on one seeded database. Seeding is the slowest step of the
 * server suite (about 11 s of CPU), so it runs once here rather than once per area. The areas'
 * checks only sign in and read: none writes what another reads, so each passes alone and in any
 * order. The admin is made first, as the running server does (server.ts), so the admin's share of
 * the demo (featured article, reviewed flags, payments, pricing, banned accounts) is seeded too.
 */

const testApp = useTestApp();

const db = () => testApp.deps.database.db;

/** The admin's password (`ensureAdmin`, as ADMIN_PASSWORD gives it to the server). */
const ADMIN_PASSWORD = 'Yonetici123!';

const demo = { seeded: { seeded: false }, now: new Date(0) };

// The whole demo: about 11 s of CPU alone; up to 250 s were seen on a 2-core machine busy with
// other suites and browsers.
beforeAll(async () => {
  const { auth, config } = testApp.deps;
  await ensureAdmin({ db: db(), auth }, { email: config.adminEmail, password: ADMIN_PASSWORD, production: false });
  demo.now = testApp.deps.now();
  demo.seeded = await seedDemo(testApp.deps, demo.now);
}, 600_000);

describe('seedDemo', () => {
  it('seeds every role, the owner’s pets and complete providers of every kind once', async () => {
    const deps = testApp.deps;
    const { now } = demo;
    expect(demo.seeded).toEqual({ seeded: true });
    expect(await seedDemo(deps, now)).toEqual({ seeded: false });

    for (const kind of PROVIDER_ROLES) {
      const profiles = await db().select({ priceKurus: providerProfile.priceKurus, userId: providerProfile.userId }).from(providerProfile).where(eq(providerProfile.kind, kind));
      expect(profiles.length, kind).toBeGreaterThanOrEqual(3);
      expect(profiles.every((p) => p.priceKurus !== null && p.priceKurus > 0), kind).toBe(true);
    }
    const cities = await db().selectDistinct({ cityCode: user.cityCode }).from(user).where(isNotNull(user.cityCode));
    expect(cities.length).toBeGreaterThanOrEqual(4);
    const [attached] = await db().select({ n: count() }).from(file).where(isNotNull(file.attachedAt));
    expect(attached!.n).toBeGreaterThan(20);

    // The demo owner signs in with the listed password and finds her pets and nearby walkers.
    const owner = DEMO_USERS.find((u) => u.role === 'owner')!;
    const client = testApp.client();
    await signIn(client, owner.email, DEMO_PASSWORD);
    const pets = await client.get('/api/pets');
    expect(pets.body.total).toBe(3);
    expect(pets.body.items.filter((p: { photoUrl: string | null }) => p.photoUrl).length).toBe(2);
    expect((await client.get(pets.body.items[0].photoUrl)).status).toBe(200);
    const walkers = await client.get('/api/discovery/providers?kind=pet_walker&maxDistanceKm=5&firstAid=true');
    expect(walkers.status).toBe(200);
    expect(walkers.body.items.map((w: { name: string }) => w.name)).toEqual(['Can Öztürk']);
    // Seeding twice made no second pet (the mating seed gives two more owners their own pets).
    const [petCount] = await db().select({ n: count() }).from(pet);
    const [distinctPets] = await db().select({ n: countDistinct(sql`(${pet.ownerId}, ${pet.name})`) }).from(pet);
    expect(petCount!.n).toBe(distinctPets!.n);

    // Her bookings hold every status and both cancellations and an expiry, with each kind.
    const bookings = await client.get<BookingList>('/api/bookings?pageSize=50');
    expect(bookings.status).toBe(200);
    const items = bookings.body.items;
    expect(new Set(items.map((b) => b.status))).toEqual(new Set(['pending', 'confirmed', 'completed', 'cancelled']));
    expect(new Set(items.map((b) => b.cancellation?.reason).filter(Boolean))).toEqual(new Set(['rejected', 'cancelled_by_owner', 'cancelled_by_provider', 'expired']));
    expect(new Set(items.map((b) => b.kind))).toEqual(new Set(PROVIDER_ROLES));
    const completed = items.filter((b) => b.status === 'completed');
    expect(new Set(completed.map((b) => b.kind))).toEqual(new Set(PROVIDER_ROLES));
    expect(completed.every((b) => b.reviews.length === 2 && !b.canReview)).toBe(true);
    expect(items.filter((b) => b.status === 'pending').every((b) => b.actions.includes('cancel'))).toBe(true);

    // Every demo provider she booked has a rating on the profile and in browse.
    for (const kind of PROVIDER_ROLES) {
      const provider = DEMO_USERS.find((u) => u.role === kind)!;
      const booked = completed.find((b) => b.kind === kind)!;
      expect(booked.provider.name).toBe(provider.name);
      const profile = await client.get<PublicProviderProfile>(`/api/discovery/providers/${booked.provider.id}`);
      expect(profile.body.rating.count, kind).toBe(completed.filter((b) => b.kind === kind).length);
      expect(profile.body.rating.average, kind).toBeGreaterThanOrEqual(4);
      const browse = await client.get<ProviderPage>(`/api/discovery/providers?kind=${kind}`);
      const listed = browse.body.items.find((p) => p.id === booked.provider.id);
      expect(listed?.rating, kind).toEqual(profile.body.rating);
    }

    // The demo sitter's unavailable day refuses a request for it.
    const sitter = completed.find((b) => b.kind === 'sitter')!.provider;
    const day = demoUnavailableDay(now);
    const availability = await client.get<AvailabilityResponse>(`/api/bookings/availability?providerId=${sitter.id}&from=${day}&to=${day}`);
    expect(availability.body.unavailableDays).toEqual([day]);

    // The demo walker has two walks confirmed for today, and finished walks with their record and earnings.
    const walker = DEMO_USERS.find((u) => u.role === 'pet_walker')!;
    const walkerClient = testApp.client();
    await signIn(walkerClient, walker.email, DEMO_PASSWORD);
    const todays = await walkerClient.get<TodayWalks>('/api/bookings/walks/today');
    expect(todays.body.items.map((b) => [b.status, b.startTime])).toEqual([
      ['confirmed', '08:00'],
      ['confirmed', '17:30'],
    ]);
    const history = await walkerClient.get<BookingList>('/api/bookings/walks');
    expect(history.body.total).toBe(3);
    expect(history.body.items.every((b) => b.walk?.minutes !== null && b.walk?.minutes !== undefined)).toBe(true);
    const earnings = await walkerClient.get<Earnings>('/api/bookings/earnings');
    expect(earnings.body.totals.count).toBe(3);
    expect(earnings.body.totals.netPayable).toBe(earnings.body.items.reduce((sum, b) => sum + b.price.netPayable, 0));

    // The walker signed up with the owner's code; their third completed walk earned her a bonus.
    const dashboard = await client.get<{ dashboard: DashboardOf<'owner'> }>('/api/dashboards/me');
    expect(dashboard.status).toBe(200);
    const { referral } = dashboard.body.dashboard;
    expect(referral.invitees.map((i) => [i.name, i.completedBookings, i.bonusAwarded])).toEqual([['Can Öztürk', 3, true]]);
    expect(referral.bonusesEarned).toBe(1);
    expect(referral.activeBonus?.daysLeft).toBeGreaterThan(0);
  });
});

describe('seedDemoUsers (through seedDemo)', () => {
  it('has a banned and an inactive account, refused at sign-in, in the action log and the referral records', async () => {
    const { database, config } = testApp.deps;
    expect(demo.seeded).toEqual({ seeded: true });
    const admin = testApp.client();
    await signIn(admin, config.adminEmail, ADMIN_PASSWORD);

    const banned = (await admin.get<AdminUserPage>('/api/admin/users?status=banned')).body.items;
    expect(banned.map((item) => [item.email, item.name])).toEqual([[DEMO_BANNED_EMAIL, 'Burak Şahin']]);
    expect(banned[0]?.banReason).toContain('sahiplendirme politikası');
    const inactive = (await admin.get<AdminUserPage>('/api/admin/users?status=inactive')).body.items;
    expect(inactive.map((item) => item.email)).toEqual([DEMO_INACTIVE_EMAIL]);

    for (const [email, code] of [[DEMO_BANNED_EMAIL, 'ACCOUNT_BANNED'], [DEMO_INACTIVE_EMAIL, 'ACCOUNT_SUSPENDED']] as const) {
      const refused = await testApp.client().post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
      expect(refused.body.code).toBe(code);
    }
    const log = await database.db.select().from(adminActionLog).where(eq(adminActionLog.targetType, 'user'));
    expect(log.map((row) => row.actionType).filter((type) => type.startsWith('user_')).sort()).toEqual(['user_banned', 'user_status_changed']);

    const referrals = (await admin.get<ReferralPage>('/api/admin/referrals')).body.items;
    expect(referrals.map((row) => [row.invitee.email, row.inviter.email])).toEqual(
      expect.arrayContaining([
        [DEMO_BANNED_EMAIL, 'bakici@demo.patili.app'],
        [DEMO_INACTIVE_EMAIL, 'bakici@demo.patili.app'],
        ['gezdirici@demo.patili.app', 'sahip@demo.patili.app'],
      ]),
    );
  });
});

describe('seedDemoAdoption (through seedDemo)', () => {
  it('lists six active listings in three cities, newest first, and gives the demo owner an adopted one too', async () => {
    expect(demo.seeded).toEqual({ seeded: true });
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);

    const list = (await owner.get<AdoptionListingPage>('/api/adoption/listings')).body;
    expect(list.total).toBe(6);
    expect(list.items.map((item) => item.breed)).toEqual([
      'Kangal kırması',
      'Tekir',
      'Muhabbet kuşu',
      'Van kedisi',
      'Suriye hamsterı',
      'British Shorthair',
    ]);
    expect(list.items.every((item) => item.photos.length >= 1 && item.status === 'active')).toBe(
      true,
    );
    const izmir = (await owner.get<AdoptionListingPage>('/api/adoption/listings?city=izmir')).body;
    expect(izmir.items.map((item) => [item.cityName, item.district])).toEqual([
      ['İzmir', 'Bornova'],
      ['İzmir', 'Karşıyaka'],
    ]);

    const mine = (await owner.get<AdoptionListingPage>('/api/adoption/listings/mine')).body;
    expect(mine.items.map((item: AdoptionListing) => [item.breed, item.status])).toEqual([
      ['Tekir', 'active'],
      ['Golden Retriever kırması', 'adopted'],
    ]);

    // The other adoption owners sign in with the demo password, and their photos are readable.
    const selin = testApp.client();
    await signIn(selin, DEMO_ADOPTION_OWNERS[0].email, DEMO_PASSWORD);
    const photo = list.items[0]!.photos[0]!;
    expect((await owner.get(photo.thumbnailUrl)).status).toBe(200);
  });
});

describe('seedDemoArticles (through seedDemo)', () => {
  it('publishes the demo vet’s and trainer’s articles with covers, likes and comments, one featured, and keeps a draft', async () => {
    // The admin made before the demo (beforeAll, as server.ts does) features one.
    expect(demo.seeded).toEqual({ seeded: true });
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);

    const list = (await owner.get<ArticleList>('/api/articles')).body;
    expect(list.total).toBe(5);
    expect(list.items[0]).toMatchObject({
      title: 'Kedi ve Köpeklerde Aşı Takvimi: Hangi Aşı, Ne Zaman?',
      slug: 'kedi-ve-kopeklerde-asi-takvimi-hangi-asi-ne-zaman',
      isFeatured: true,
      authorName: 'Dr. Elif Kaya',
      authorRoleAtPublish: 'veterinarian',
      likesCount: 4,
      commentsCount: 3,
    });
    expect(list.items.slice(1).map((item) => [item.authorName, item.isFeatured])).toEqual([
      ['Dr. Elif Kaya', false],
      ['Zeynep Arslan', false],
      ['Dr. Elif Kaya', false],
      ['Zeynep Arslan', false],
    ]);
    expect(list.items.filter((item) => item.coverUrl !== null)).toHaveLength(4);
    expect((await owner.get(list.items[0]!.coverUrl!)).status).toBe(200);

    const featured = (
      await owner.get<{ article: Article }>(`/api/articles/slug/${list.items[0]!.slug}`)
    ).body.article;
    expect(featured).toMatchObject({ likedByMe: true, bookmarkedByMe: true, canEdit: false });
    expect(featured.content).toContain('<h2>Yavru köpeklerde ilk aylar</h2>');
    const comments = (await owner.get<ArticleCommentList>(`/api/articles/${featured.id}/comments`))
      .body;
    expect(comments.items.map((item) => item.authorName)).toEqual([
      'Ayşe Yılmaz',
      'Dr. Elif Kaya',
      'Mehmet Demir',
    ]);
    expect((await owner.get<ArticleList>('/api/articles/bookmarks')).body.total).toBe(2);

    const trainer = testApp.client();
    await signIn(trainer, 'egitmen@demo.patili.app', DEMO_PASSWORD);
    const mine = (await trainer.get<ArticleList>('/api/articles?scope=mine')).body;
    expect(mine.items.map((item) => [item.title, item.status])).toEqual([
      ['Ayrılık Kaygısı Yaşayan Köpeklerle Çalışmak', 'draft'],
      ['Tasma Çekmeyi Bırakmak: Sakin Yürüyüşün Püf Noktaları', 'published'],
      ['Yavru Köpeğe Tuvalet Eğitimi: Adım Adım Rehber', 'published'],
    ]);
  });
});

describe('seedDemoCare (through seedDemo)', () => {
  it('gives the demo vet patients with records and vaccinations, and emergency requests to answer', async () => {
    expect(demo.seeded).toEqual({ seeded: true });
    const vet = testApp.client();
    await signIn(vet, 'veteriner@demo.patili.app', DEMO_PASSWORD);

    const patients = await vet.get<PatientList>('/api/patients');
    expect(patients.status).toBe(200);
    expect(patients.body.items.map((row) => row.name).sort()).toEqual(['Karamel', 'Pamuk']);
    const pamuk = patients.body.items.find((row) => row.name === 'Pamuk')!;
    expect(pamuk.lastVisit).not.toBeNull();

    const detail = await vet.get<{ patient: PatientDetail }>(`/api/patients/${pamuk.petId}`);
    expect(detail.body.patient.records.total).toBe(1);
    expect(detail.body.patient.vaccinations.items.map((v) => v.vaccineName).sort()).toEqual([
      'Karma (FVRCP)',
      'Kuduz',
    ]);
    expect((await vet.get<VetVaccinationList>('/api/patients/vaccinations')).body.total).toBe(2);

    const emergencies = await vet.get<EmergencyList>('/api/emergencies');
    expect(emergencies.body.items.map((item) => item.status)).toEqual(['pending', 'acknowledged']);
    expect(emergencies.body.items[0]?.actions).toEqual(['acknowledge', 'cannot_help']);

    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);
    const sent = await owner.get<EmergencyList>('/api/emergencies');
    expect(sent.body.total).toBe(2);
    expect(sent.body.items[1]?.vetNote).toBe(
      'Hemen kliniğe getirin, kusturma için hazırlık yapıyoruz.',
    );
  });
});

describe('seedDemoChat (through seedDemo)', () => {
  it('gives the demo owner conversations about her bookings with unread messages from the providers', async () => {
    expect(demo.seeded).toEqual({ seeded: true });
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);

    const unread = await owner.get<{ unreadTotal: number }>('/api/chat/unread');
    expect(unread.body).toEqual({ unreadTotal: 4 });
    const all = (await owner.get<ConversationPage>('/api/chat/conversations')).body;
    expect(all.total).toBe(5);
    // The question to a sitter she has no booking with, before booking: her phone number masked.
    const question = all.items.find((item) => item.subject.kind === 'question')!;
    expect(question).toMatchObject({ other: { name: 'Selin Aydın' }, unreadCount: 0 });
    const asked = (await owner.get<MessagePage>(`/api/chat/conversations/${question.chatId}/messages`)).body;
    expect(asked.items).toHaveLength(3);
    expect(asked.items.map((item) => item.text).join(' ')).not.toContain('0532 123 45 67');
    expect(asked.items.some((item) => item.text.includes('numarasından arayabilirsiniz'))).toBe(true);

    const list = { items: all.items.filter((item) => item !== question) };
    expect(list.items.map((item) => [item.other.name, item.unreadCount])).toEqual([
      ['Mehmet Demir', 1],
      ['Can Öztürk', 1],
      ['Dr. Elif Kaya', 2],
      ['Zeynep Arslan', 0],
    ]);
    expect(
      list.items.every(
        (item) => item.subject.kind === 'booking' && item.subject.title.startsWith('Rezervasyon: '),
      ),
    ).toBe(true);

    const trainerChat = list.items[3]!;
    const history = (
      await owner.get<MessagePage>(`/api/chat/conversations/${trainerChat.chatId}/messages`)
    ).body;
    expect(history.items).toHaveLength(3);
    expect(trainerChat.otherReadAt).not.toBeNull();

    const walker = testApp.client();
    await signIn(walker, 'gezdirici@demo.patili.app', DEMO_PASSWORD);
    const walkerList = (await walker.get<ConversationPage>('/api/chat/conversations')).body;
    expect(walkerList.items.map((item) => [item.other.name, item.unreadCount])).toEqual([
      ['Ayşe Yılmaz', 0],
    ]);
  });
});

describe('seedDemoForum (through seedDemo)', () => {
  it('fills the forum with threads by several demo users, newest activity first, counts right', async () => {
    expect(demo.seeded).toEqual({ seeded: true });
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);

    const list = (await owner.get<ForumPostPage>('/api/forum/posts?limit=50')).body;
    expect(list.items).toHaveLength(DEMO_FORUM_THREADS.length);
    expect(list.nextCursor).toBeNull();
    // The vet's answer five hours ago is the newest activity; the trainer's tip (20 h, no reply) next.
    expect(list.items.map((item) => [item.title, item.replyCount])).toEqual([
      ['Yavru kedide aşı takvimi nasıl olmalı?', 2],
      ['Tuvalet eğitiminde ödül zamanlaması', 0],
      ['Kadıköy’de köpek dostu parklar', 1],
      ['Tatile giderken kediyi evde mi bırakmalı, otelde mi?', 1],
      ['Karamel tasmayı ısırmayı bırakmıyor', 3],
      ['Yaz sıcağında köpekleri ne zaman yürütmeli?', 3],
    ]);
    const authors = new Set(list.items.map((item) => item.author.name));
    expect(authors.size).toBeGreaterThanOrEqual(4);
    expect(list.items.every((item) => item.author.avatarUrl !== null)).toBe(true);

    const vaccines = list.items[0]!;
    const replies = (await owner.get<ForumReplyPage>(`/api/forum/posts/${vaccines.id}/replies`))
      .body;
    expect(replies.items.map((reply) => reply.author.name)).toEqual([
      'Dr. Kerem Yıldız',
      'Dr. Elif Kaya',
    ]);
    expect(vaccines.lastActivityAt).toBe(replies.items[1]!.createdAt);
  });
});

describe('seedDemoLostfound (through seedDemo)', () => {
  it('lists the active demo reports newest first, with a lost/found pair that match above 50', async () => {
    expect(demo.seeded).toEqual({ seeded: true });
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);

    const list = (await owner.get<ReportList>('/api/lostfound')).body;
    expect(list.items.map((item) => [item.reportType, item.animalType, item.petName])).toEqual([
      ['found', 'cat', null],
      ['found', 'dog', null],
      ['lost', 'cat', 'Pamuk'],
      ['lost', 'bird', 'Maviş'],
    ]);
    expect(list.items.every((item) => item.photo !== null)).toBe(true);
    const reunited = (await owner.get<ReportList>('/api/lostfound?status=reunited')).body;
    expect(reunited.items.map((item) => item.petName)).toEqual(['Zeytin']);

    const pamuk = list.items[2]!;
    const found = list.items[0]!;
    const detail = (await owner.get<ReportDetail>(`/api/lostfound/${pamuk.id}`)).body;
    expect(detail.report).toMatchObject({
      reporterName: 'Ayşe Yılmaz',
      district: 'Kadıköy',
      photos: [expect.anything(), expect.anything()],
    });
    expect(detail.similar).toEqual([
      expect.objectContaining({ report: expect.objectContaining({ id: found.id }), score: 100 }),
    ]);
    expect(
      (await owner.get<ReportDetail>(`/api/lostfound/${found.id}`)).body.similar.map(
        (entry) => entry.report.id,
      ),
    ).toEqual([pamuk.id]);

    // The demo owner's district alert is on, ready for the next lost pet in Kadıköy.
    expect((await owner.get<AlertSubscription>('/api/lostfound/alerts')).body).toEqual({
      enabled: true,
      hasLocation: true,
    });
  });
});

describe('seedDemoMating (through seedDemo)', () => {
  it('lists the demo owners’ pets for mating in three cities, one listing taken down', async () => {
    expect(demo.seeded).toEqual({ seeded: true });
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);

    const list = (await owner.get<MatingList>('/api/mating/listings')).body;
    expect(list.total).toBe(3);
    expect(list.items.map((item) => [item.petName, item.species, item.cityName, item.ownerName])).toEqual([
      ['Bal', 'dog', 'Ankara', 'Selin Acar'],
      ['Duman', 'cat', 'İzmir', 'Mert Kaplan'],
      ['Karamel', 'dog', 'İstanbul', 'Ayşe Yılmaz'],
    ]);
    // The listed pets' photos are readable by the other demo users.
    const duman = list.items.find((item) => item.petName === 'Duman');
    expect(duman?.thumbnailUrl).not.toBeNull();
    expect((await owner.get(duman!.thumbnailUrl!)).status).toBe(200);

    const dogsInIzmir = (await owner.get<MatingList>('/api/mating/listings?species=dog&city=izmir')).body;
    expect(dogsInIzmir.total).toBe(0);

    const selin = testApp.client();
    await signIn(selin, 'selin.acar@demo.patili.app', DEMO_PASSWORD);
    const mine = (await selin.get<MatingList>('/api/mating/my-listings')).body;
    expect(mine.items.map((item) => item.isActive)).toEqual([false, true]);
  });
});

describe('seedDemoModeration (through seedDemo)', () => {
  it('fills the flagged-content queue, leaves the tabby pair pending and sends one announcement to the owners', async () => {
    expect(demo.seeded).toEqual({ seeded: true });
    const admin = testApp.client();
    await signIn(admin, testApp.deps.config.adminEmail, ADMIN_PASSWORD);

    const queue = (await admin.get<FlagList>('/api/admin/moderation/flags')).body;
    expect(
      queue.items.map((item) => [item.kind, item.status, item.reporterCount, item.reason]),
    ).toEqual([
      ['message', 'open', 1, 'scam'],
      ['forum_reply', 'open', 2, 'spam'],
      ['forum_reply', 'open', 1, 'off_topic'],
    ]);
    const scam = queue.items[0]!;
    const detail = (
      await admin.get<FlaggedItemDetail>(`/api/admin/moderation/flags/message/${scam.targetId}`)
    ).body;
    expect(detail.context).toMatchObject({
      kind: 'conversation',
      conversationKind: 'lostfound',
      subject: 'Maviş',
    });
    expect(detail.reports[0]).toMatchObject({
      reporterName: 'Dr. Elif Kaya',
      note: 'Kuşu göstermeden para istiyor.',
    });

    const matches = (await admin.get<AdminMatchList>('/api/admin/lostfound/matches')).body;
    expect(matches.items.map((match) => [match.lost.petName, match.score, match.status])).toEqual([
      ['Pamuk', 100, 'pending'],
    ]);

    const broadcasts = (await admin.get<BroadcastList>('/api/admin/broadcasts')).body;
    expect(broadcasts.items).toHaveLength(1);
    expect(broadcasts.items[0]).toMatchObject({
      audience: 'owners',
      status: 'sent',
      title: 'Bayram tatilinde destek saatleri',
    });
    expect(broadcasts.items[0]!.deliveredCount).toBe(broadcasts.items[0]!.recipientCount);
    expect(broadcasts.items[0]!.recipientCount).toBeGreaterThan(0);

    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);
    const items = (await owner.get('/api/notifications?pageSize=50')).body.items as {
      type: string;
      title: string;
    }[];
    expect(items.find((item) => item.type === 'admin_broadcast')?.title).toBe(
      'Bayram tatilinde destek saatleri',
    );
    const sitter = testApp.client();
    await signIn(sitter, 'bakici@demo.patili.app', DEMO_PASSWORD);
    const sitterItems = (await sitter.get('/api/notifications?pageSize=50')).body.items as {
      type: string;
    }[];
    expect(sitterItems.some((item) => item.type === 'admin_broadcast')).toBe(false);
  });
});

describe('seedDemoPayments (through seedDemo)', () => {
  it('fills the finance queues and the demo owner’s payment panels, each admin step in the action log', async () => {
    const { db } = testApp.deps.database;
    expect(demo.seeded).toEqual({ seeded: true });

    const admin = testApp.client();
    await signIn(admin, testApp.deps.config.adminEmail, ADMIN_PASSWORD);
    const receipts = (await admin.get<AdminPaymentPage>('/api/admin/payments?queue=receipts')).body;
    expect(receipts.items).toHaveLength(1);
    expect(receipts.items[0]).toMatchObject({
      owner: { name: 'Ayşe Yılmaz' },
      provider: { name: 'Can Öztürk' },
      receipt: { contentType: 'application/pdf' },
    });
    const payouts = (await admin.get<AdminPaymentPage>('/api/admin/payments?queue=payouts')).body;
    expect(
      payouts.items.map((item) => [item.provider.name, item.provider.payoutIban !== null]),
    ).toEqual([
      ['Zeynep Arslan', false],
      ['Can Öztürk', true],
    ]);
    // The sitter stay the owner paid for and cancelled under a day before it: Esnek keeps half.
    const refunds = (await admin.get<AdminPaymentPage>('/api/admin/payments?queue=refunds')).body;
    expect(refunds.items).toHaveLength(1);
    expect(refunds.items[0]).toMatchObject({
      provider: { name: 'Mehmet Demir' },
      refundPercent: 50,
      refundKurus: Math.round((refunds.items[0]?.amountKurus ?? 0) / 2),
    });
    const log = await db
      .select()
      .from(adminActionLog)
      .where(eq(adminActionLog.targetType, 'payment'));
    expect(log.map((row) => row.actionType).sort()).toEqual([
      ...Array(7).fill('payment_confirmed'),
      'payment_rejected',
      ...Array(4).fill('payout_marked'),
    ]);

    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);
    const bookings = (await owner.get<BookingList>('/api/bookings?as=owner&pageSize=50')).body;
    const statuses = [];
    for (const item of bookings.items) {
      const shown = (await owner.get<BookingPaymentResponse>(`/api/payments/bookings/${item.id}`))
        .body;
      expect(shown.platformIban).toBe('TR330006100519786457841326');
      if (shown.payment) statuses.push(shown.payment.status);
    }
    expect(statuses.sort()).toEqual(
      [
        ...Array(4).fill('paid_out'),
        ...Array(2).fill('confirmed'),
        'receipt_uploaded',
        'rejected',
        ...Array(2).fill('awaiting_transfer'),
        'refund_due',
        // The owner's cancellation and the trainer's, both before any payment.
        ...Array(2).fill('void'),
      ].sort(),
    );
  });
});

describe('seedDemoVerification (through seedDemo)', () => {
  it('has verified, pending and rejected providers, the badge in browse and the decisions in the action log', async () => {
    expect(demo.seeded).toEqual({ seeded: true });
    const admin = testApp.client();
    await signIn(admin, testApp.deps.config.adminEmail, ADMIN_PASSWORD);
    const names = async (status: string) =>
      (await admin.get<VerificationQueuePage>(`/api/admin/provider-verifications?status=${status}`)).body.items.map((item) => item.name);
    expect(await names('pending')).toEqual(['Dr. Kerem Yıldız', 'Can Öztürk']);
    // Newest decision first.
    expect(await names('verified')).toEqual(['Emre Güneş', 'Deniz Yalçın', 'Selin Aydın', 'Mehmet Demir', 'Dr. Elif Kaya']);
    expect(await names('rejected')).toEqual(['Zeynep Arslan']);
    const log = await testApp.deps.database.db.select().from(adminActionLog).where(eq(adminActionLog.actionType, 'provider_verified'));
    expect(log).toHaveLength(5);

    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);
    const vets = (await owner.get<ProviderPage>('/api/discovery/providers?kind=veterinarian&verified=true')).body;
    expect(vets.items.map((card) => card.name)).toEqual(['Dr. Elif Kaya']);
    const trainer = testApp.client();
    await signIn(trainer, 'egitmen@demo.patili.app', DEMO_PASSWORD);
    const mine = (await trainer.get<MyVerification>('/api/providers/me/verification')).body;
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: expect.stringContaining('daha net bir kopya') });
  });
});

describe('seedDemoPricing (through seedDemo)', () => {
  it('adds an active and an ended override rule and a platform IBAN, each in the action log', async () => {
    expect(demo.seeded).toEqual({ seeded: true });
    const client = testApp.client();
    await signIn(client, testApp.deps.config.adminEmail, ADMIN_PASSWORD);

    const rules = (await client.get('/api/admin/commission-rules')).body;
    expect(rules.total).toBe(2);
    const byIdentifier = Object.fromEntries(rules.items.map((rule: { identifier: string }) => [rule.identifier, rule]));
    expect(byIdentifier.pet_walker).toMatchObject({ type: 'role', percent: 5, isActive: true, inForce: true });
    expect(byIdentifier.vaccination).toMatchObject({ type: 'service', percent: 4.5, isActive: true, inForce: false });
    expect(byIdentifier.pet_walker.notes).toContain('Yaz kampanyası');

    const settings = (await client.get('/api/admin/settings')).body;
    expect(settings.iban).toMatch(/^TR\d{24}$/);
  });
});

describe('seedDemoCalendar (through seedDemo)', () => {
  it('gives the demo walker a calendar feed of today’s confirmed walks, read without a session', async () => {
    expect(demo.seeded).toEqual({ seeded: true });
    const client = testApp.client();
    await signIn(client, DEMO_CALENDAR_FEED_EMAIL, DEMO_PASSWORD);
    const { feed } = (await client.get<{ feed: { url: string } | null }>('/api/bookings/calendar-feed')).body;
    expect(feed?.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\/bookings\.ics$/);

    const read = await testApp.client().get<string>(new URL(feed!.url).pathname);
    expect(read.status).toBe(200);
    const events = read.body.split('BEGIN:VEVENT').length - 1;
    expect(events).toBeGreaterThanOrEqual(5);
    expect(read.body).toContain('LOCATION:Moda Parkı girişi');
  });
});

describe('a chipped demo pet', () => {
  it('shows Karamel’s number to its owner, and a vet’s lookup finds it registered', async () => {
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);
    const pets = (await owner.get<{ items: Array<{ name: string; microchip: string | null }> }>('/api/pets')).body.items;
    expect(pets.find((each) => each.name === 'Karamel')?.microchip).toBe(DEMO_MICROCHIP);
    const vet = testApp.client();
    await signIn(vet, 'veteriner@demo.patili.app', DEMO_PASSWORD);
    expect((await vet.post('/api/microchips/lookup', { microchip: DEMO_MICROCHIP })).body).toEqual({ microchip: DEMO_MICROCHIP, registered: true });
  });
});

describe('vaccinations coming due in the demo', () => {
  it('shows the demo vet Pamuk’s booster due this week', async () => {
    const vet = testApp.client();
    await signIn(vet, 'veteriner@demo.patili.app', DEMO_PASSWORD);
    const due = (await vet.get<{ items: Array<{ petName: string; vaccineName: string }> }>('/api/patients/vaccinations/due')).body.items;
    expect(due.map((item) => [item.petName, item.vaccineName])).toEqual([['Pamuk', 'Karma (FVRCP)']]);
  });

  it('shows the owner Karamel’s rabies dose she recorded herself, with its next dose', async () => {
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);
    const pets = (await owner.get<{ items: Array<{ id: string; name: string }> }>('/api/pets')).body.items;
    const karamel = pets.find((each) => each.name === 'Karamel');
    const records = (await owner.get<{ items: Array<{ vaccineName: string; recordedBy: string; nextDueDate: string | null }> }>(`/api/pets/${karamel?.id}/vaccinations`)).body.items;
    expect(records).toEqual([expect.objectContaining({ vaccineName: 'Kuduz', recordedBy: 'owner', nextDueDate: addDays(istanbulToday(demo.now), 25) })]);
  });
});

describe('the demo owner’s consents', () => {
  it('shows the consents she gave a week ago in her privacy centre, and her decisions in the action log', async () => {
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);
    const consents = (await owner.get<{ consents: Array<{ kind: string; granted: boolean; decidedAt: string | null }> }>('/api/privacy/consents')).body.consents;
    const weekAgo = new Date(demo.now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
    const byKind = new Map(consents.map((consent) => [consent.kind, consent]));
    expect(byKind.get('announcement_emails')).toEqual({ kind: 'announcement_emails', granted: true, decidedAt: weekAgo });
    expect(byKind.get('assistant_name')).toEqual({ kind: 'assistant_name', granted: true, decidedAt: weekAgo });
    expect(byKind.get('assistant_recent_activity')).toEqual({ kind: 'assistant_recent_activity', granted: false, decidedAt: weekAgo });
    const admin = testApp.client();
    await signIn(admin, testApp.deps.config.adminEmail, ADMIN_PASSWORD);
    const log = (await admin.get<{ items: Array<{ actionType: string; adminName: string }> }>('/api/admin/action-logs?type=consent_changed')).body.items;
    expect(log.filter((line) => line.adminName === 'Ayşe Yılmaz')).toHaveLength(2);
  });
});
