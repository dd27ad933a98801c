import type { ReportDetail } from '@patili/domain/lostfound';
import { eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { signIn, signedInAs } from '../../../test/actors.ts';
import { placeUser, type CreatedUser } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { lostfoundMatch, notification } from '../../db/schema/index.ts';
import { createReportAs } from './lostfound-test-kit.ts';

const { testApp } = useClockedTestApp('2026-06-10T07:00:00.000Z');
const db = () => testApp.deps.database.db;

type Person = { user: CreatedUser; client: TestClient };
let loser: Person;
let finder: Person;

beforeAll(async () => {
  loser = await signedInAs(testApp, 'owner', { name: 'Ayşe Yılmaz' });
  finder = await signedInAs(testApp, 'pet_walker', { name: 'Mehmet Demir' });
});

const detail = async (client: TestClient, id: string) =>
  (await client.get<ReportDetail>(`/api/lostfound/${id}`)).body;

describe('similar reports', () => {
  it('pairs a lost and a found report above 50 on both sides, stores the pair, and drops it once either is no longer active', async () => {
    const lost = await createReportAs(loser.client, {
      animalType: 'cat',
      breed: 'Tekir',
      colors: ['gray', 'white'],
      lastSeenLocation: 'Moda sahili',
      distinguishingFeatures: 'Kırmızı tasma',
      lastSeenDate: '2026-06-08',
    });
    // Same animal +40, breed (folded) +25, "sahili" +20, gray +5, "kırmızı" +15, 2 days: 105 → 100.
    const found = await createReportAs(finder.client, {
      reportType: 'found',
      animalType: 'cat',
      breed: 'TEKİR',
      colors: ['gray'],
      lastSeenLocation: 'Sahili boyunca, iskele',
      distinguishingFeatures: 'KIRMIZI bir tasması var',
      lastSeenDate: '2026-06-10',
    });
    // Same animal and breed, nothing else, three weeks apart: 40 + 25 − 5 = 60.
    const weaker = await createReportAs(finder.client, {
      reportType: 'found',
      animalType: 'cat',
      breed: 'tekir',
      colors: ['black'],
      lastSeenLocation: 'Üsküdar',
      distinguishingFeatures: null,
      lastSeenDate: '2026-05-18',
    });
    // Same animal only: 40, not a match. Another animal: never a candidate.
    const unlike = await createReportAs(finder.client, {
      reportType: 'found',
      animalType: 'cat',
      breed: 'Van',
      colors: [],
      lastSeenLocation: 'Beşiktaş',
      distinguishingFeatures: null,
    });
    const dog = await createReportAs(finder.client, { reportType: 'found', animalType: 'dog' });
    // The reporter's own found report is never their match.
    const own = await createReportAs(loser.client, {
      reportType: 'found',
      animalType: 'cat',
      breed: 'Tekir',
      colors: ['gray', 'white'],
      lastSeenLocation: 'Moda sahili',
    });

    const lostView = await detail(finder.client, lost.id);
    expect(lostView.similar.map((entry) => [entry.report.id, entry.score])).toEqual([
      [found.id, 100],
      [weaker.id, 60],
    ]);
    expect(lostView.similar[0]!.report).toMatchObject({
      reportType: 'found',
      lastSeenLocation: 'Sahili boyunca, iskele',
      photo: found.photos[0],
    });
    expect(
      (await detail(loser.client, found.id)).similar.map((entry) => [entry.report.id, entry.score]),
    ).toEqual([[lost.id, 100]]);
    for (const id of [unlike.id, dog.id, own.id])
      expect((await detail(loser.client, id)).similar).toEqual([]);

    const rows = await db()
      .select()
      .from(lostfoundMatch)
      .where(eq(lostfoundMatch.lostReportId, lost.id));
    expect(rows.map((row) => [row.foundReportId, row.score]).sort()).toEqual(
      [
        [found.id, 100],
        [weaker.id, 60],
      ].sort(),
    );

    // An edit computes them again: the lost report now far from the weaker one's date and place.
    const edited = await loser.client.put(`/api/lostfound/${lost.id}`, {
      ...lost,
      breed: 'Van',
      photoIds: lost.photos.map((photo) => photo.id),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // 40 + 20 + 5 + 15 = 80 with the found one; 40 − 5 = 35 with the weaker; Van breed +25 with `unlike`: 65.
    expect(
      (await detail(finder.client, lost.id)).similar.map((entry) => [entry.report.id, entry.score]),
    ).toEqual([
      [found.id, 80],
      [unlike.id, 65],
    ]);

    // Reunited: it leaves the found report's similar list and has none itself; the pairs are kept.
    await finder.client.request('PATCH', `/api/lostfound/${found.id}/status`, {
      json: { status: 'reunited' },
    });
    expect((await detail(loser.client, lost.id)).similar.map((entry) => entry.report.id)).toEqual([
      unlike.id,
    ]);
    expect((await detail(loser.client, found.id)).similar).toEqual([]);
    expect(
      await db()
        .select()
        .from(lostfoundMatch)
        .where(or(eq(lostfoundMatch.foundReportId, found.id))),
    ).toHaveLength(1);
  });

  it('shows at most five, best first', async () => {
    const lost = await createReportAs(loser.client, {
      animalType: 'bird',
      breed: 'Muhabbet',
      colors: ['golden'],
      lastSeenLocation: 'Fenerbahçe parkı',
      distinguishingFeatures: null,
    });
    const scores: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      // 40 + 25 = 65, +20 for the park on every other one.
      await createReportAs(finder.client, {
        reportType: 'found',
        animalType: 'bird',
        breed: 'muhabbet',
        colors: [],
        lastSeenLocation: index % 2 ? 'Fenerbahçe' : 'Caddebostan',
        distinguishingFeatures: null,
      });
      scores.push(index % 2 ? 85 : 65);
    }
    const similar = (await detail(loser.client, lost.id)).similar;
    expect(similar.map((entry) => entry.score)).toEqual([85, 85, 85, 65, 65]);
  });
});

describe('the district alert', () => {
  it('is off by default, saved per user, and says whether the account has a district', async () => {
    const person = await signedInAs(testApp, 'trainer');
    expect((await person.client.get('/api/lostfound/alerts')).body).toEqual({
      enabled: false,
      hasLocation: false,
    });
    await placeUser({ db: db() }, person.user, { cityCode: '35', district: 'Bornova' });
    expect((await person.client.put('/api/lostfound/alerts', { enabled: true })).body).toEqual({
      enabled: true,
      hasLocation: true,
    });
    expect((await person.client.put('/api/lostfound/alerts', { enabled: true })).body).toEqual({
      enabled: true,
      hasLocation: true,
    });
    expect((await person.client.get('/api/lostfound/alerts')).body).toEqual({
      enabled: true,
      hasLocation: true,
    });
    expect((await person.client.put('/api/lostfound/alerts', { enabled: false })).body).toEqual({
      enabled: false,
      hasLocation: true,
    });
    const bad = await person.client.put('/api/lostfound/alerts', { enabled: 'evet' });
    expect(bad.status).toBe(422);
  });

  it('tells opted-in people of the lost report’s district, in their language, and nobody else', async () => {
    const make = async (
      role: 'owner' | 'sitter',
      place: { cityCode: string; district: string } | null,
      optIn: boolean,
      locale: 'tr' | 'en' = 'tr',
    ) => {
      const person = await signedInAs(testApp, role, { locale });
      if (place) await placeUser({ db: db() }, person.user, place);
      if (optIn)
        expect((await person.client.put('/api/lostfound/alerts', { enabled: true })).status).toBe(
          200,
        );
      return person;
    };
    const neighbour = await make('owner', { cityCode: '06', district: 'Çankaya' }, true);
    const englishNeighbour = await make(
      'sitter',
      { cityCode: '06', district: 'Çankaya' },
      true,
      'en',
    );
    const notOptedIn = await make('owner', { cityCode: '06', district: 'Çankaya' }, false);
    const otherDistrict = await make('owner', { cityCode: '06', district: 'Keçiören' }, true);
    const sameNameOtherCity = await make('owner', { cityCode: '34', district: 'Kadıköy' }, true);
    const reporterNeighbour = await make('owner', { cityCode: '06', district: 'Çankaya' }, true);

    const lost = await createReportAs(reporterNeighbour.client, {
      cityCode: '06',
      district: 'çankaya',
      petName: 'Boncuk',
      animalType: 'dog',
      lastSeenLocation: 'Kuğulu Park',
    });
    expect(lost.district).toBe('Çankaya');
    await createReportAs(reporterNeighbour.client, {
      reportType: 'found',
      cityCode: '06',
      district: 'Çankaya',
    });

    const notices = async (person: Person) =>
      (await person.client.get('/api/notifications')).body.items as {
        title: string;
        body: string;
        path: string;
        type: string;
      }[];
    expect(await notices(neighbour)).toEqual([
      expect.objectContaining({
        type: 'lostfound_lost_nearby',
        title: 'İlçenizde kayıp bir hayvan var',
        body: 'Çankaya ilçesinde kayıp bir hayvan ilanı verildi: Boncuk (köpek). Son görüldüğü yer: Kuğulu Park.',
        path: `/lost-and-found/${lost.id}`,
      }),
    ]);
    const english = testApp.client({ locale: 'en' });
    await signIn(english, englishNeighbour.user.email, englishNeighbour.user.password);
    expect(await notices({ ...englishNeighbour, client: english })).toEqual([
      expect.objectContaining({
        title: 'A pet is lost in your district',
        body: 'A lost pet was reported in Çankaya: Boncuk (dog). Last seen at Kuğulu Park.',
      }),
    ]);
    for (const person of [notOptedIn, otherDistrict, sameNameOtherCity, reporterNeighbour])
      expect(await notices(person)).toEqual([]);
    const rows = await db()
      .select()
      .from(notification)
      .where(eq(notification.type, 'lostfound_lost_nearby'));
    expect(rows).toHaveLength(2);
  });
});
