import type { ReportDetail, ReportList } from '@patili/domain/lostfound';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import type { CreatedUser } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { uploadAs } from '../../../test/uploads.ts';
import { file, lostfoundReport } from '../../db/schema/index.ts';
import { createReportAs, reportInput } from './lostfound-test-kit.ts';

// 22:30 UTC on 10 June 2026: already 11 June (01:30) in Istanbul, still 10 June in New York,
// where the test process runs.
const { testApp } = useClockedTestApp('2026-06-10T22:30:00.000Z');
const db = () => testApp.deps.database.db;

type Person = { user: CreatedUser; client: TestClient };
let reporter: Person;
let other: Person;

beforeAll(async () => {
  reporter = await signedInAs(testApp, 'sitter', { name: 'Zeynep Kaya' });
  other = await signedInAs(testApp, 'owner', { name: 'Ali Veli' });
});

describe('creating a report', () => {
  it('lets any signed-in role report, stores it active and as typed (trimmed), and shows its photos to everyone signed in', async () => {
    const photo = await uploadAs(reporter.client, 'lostfound_photo');
    // Not attached yet: only its uploader reads it.
    expect((await other.client.get(photo.url)).status).toBe(404);
    const response = await reporter.client.post('/api/lostfound', {
      ...(await reportInput(reporter.client)),
      petName: '  <b>Pamuk</b>  ',
      photoIds: [photo.id],
      contactInfo: '   ',
      lastSeenDate: '2026-06-11',
      status: 'closed',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.report).toMatchObject({
      reportType: 'lost',
      reporterUserId: reporter.user.id,
      reporterName: 'Zeynep Kaya',
      petName: '<b>Pamuk</b>',
      animalType: 'cat',
      colors: ['gray', 'white'],
      cityCode: '34',
      cityName: 'İstanbul',
      district: 'Kadıköy',
      lastSeenDate: '2026-06-11',
      lastSeenTime: '19:30',
      contactInfo: null,
      status: 'active',
      photos: [
        {
          id: photo.id,
          url: `/api/files/${photo.id}`,
          thumbnailUrl: `/api/files/${photo.id}/thumbnail`,
        },
      ],
    });
    expect((await other.client.get(photo.url)).status).toBe(200);
    // A sitter, a vet, a walker, a trainer and a user without a role may all report.
    for (const role of ['veterinarian', 'pet_walker', 'trainer', 'none'] as const) {
      const { client } = await signedInAs(testApp, role);
      await createReportAs(client, { reportType: 'found' });
    }
  });

  it('refuses bad input with the translated messages and saves nothing', async () => {
    const before = (await db().select().from(lostfoundReport)).length;
    const empty = await reporter.client.post('/api/lostfound', {
      reportType: '',
      animalType: '',
      lastSeenLocation: ' ',
      lastSeenDate: '',
      photoIds: [],
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        animalType:
          'Lütfen ilan türü, hayvan türü, son görüldüğü yer ve tarih alanlarını doldurun.',
        lastSeenLocation:
          'Lütfen ilan türü, hayvan türü, son görüldüğü yer ve tarih alanlarını doldurun.',
        lastSeenDate:
          'Lütfen ilan türü, hayvan türü, son görüldüğü yer ve tarih alanlarını doldurun.',
        photoIds: 'En az bir fotoğraf ekleyin.',
      },
    });
    // 12 June is tomorrow in Istanbul (the process's New York day is still the 10th).
    const future = await reporter.client.post(
      '/api/lostfound',
      await reportInput(reporter.client, { lastSeenDate: '2026-06-12' }),
    );
    expect(future.status).toBe(422);
    expect(future.body.fields).toEqual({
      lastSeenDate: 'Son görülme tarihi bugünden sonra olamaz.',
    });
    const english = testApp.client({ locale: 'en' });
    await english.post('/api/auth/sign-in/email', {
      email: reporter.user.email,
      password: reporter.user.password,
    });
    const futureEn = await english.post(
      '/api/lostfound',
      await reportInput(english, { lastSeenDate: '2026-06-12' }),
    );
    expect(futureEn.body.fields).toEqual({
      lastSeenDate: 'The last seen date cannot be after today.',
    });

    const wrongDistrict = await reporter.client.post(
      '/api/lostfound',
      await reportInput(reporter.client, { cityCode: '06', district: 'Kadıköy' }),
    );
    expect(wrongDistrict.status).toBe(422);
    expect(Object.keys(wrongDistrict.body.fields)).toEqual(['district']);

    const othersPhoto = await uploadAs(other.client, 'lostfound_photo');
    const petPhoto = await uploadAs(reporter.client, 'pet_photo');
    for (const photoIds of [[othersPhoto.id], [petPhoto.id]]) {
      const response = await reporter.client.post(
        '/api/lostfound',
        await reportInput(reporter.client, { photoIds }),
      );
      expect(response.status).toBe(422);
      expect(response.body.fields).toEqual({
        photoIds:
          'Dosya bulunamadı ya da bu alan için yüklenmedi. Lütfen dosyayı yeniden yükleyin.',
      });
    }
    const six = await Promise.all(
      Array.from({ length: 6 }, () => uploadAs(reporter.client, 'lostfound_photo')),
    );
    const tooMany = await reporter.client.post(
      '/api/lostfound',
      await reportInput(reporter.client, { photoIds: six.map((photo) => photo.id) }),
    );
    expect(tooMany.body.fields).toEqual({ photoIds: 'En fazla 5 fotoğraf ekleyebilirsiniz.' });
    expect((await db().select().from(lostfoundReport)).length).toBe(before);
  });

  it('refuses a photo another of the reporter’s reports shows', async () => {
    const first = await createReportAs(reporter.client);
    const response = await reporter.client.post(
      '/api/lostfound',
      await reportInput(reporter.client, { photoIds: [first.photos[0]!.id] }),
    );
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({
      photoIds: 'Dosya bulunamadı ya da bu alan için yüklenmedi. Lütfen dosyayı yeniden yükleyin.',
    });
  });
});

describe('the list', () => {
  it('shows active reports newest first, filters by type, animal and Turkish-folded text, and pages on the server', async () => {
    const lister = await signedInAs(testApp, 'owner');
    const a = await createReportAs(lister.client, {
      reportType: 'lost',
      animalType: 'dog',
      petName: 'Karabaş',
      breed: 'Kangal',
      lastSeenLocation: 'İSTİKLAL Caddesi',
    });
    const b = await createReportAs(lister.client, {
      reportType: 'found',
      animalType: 'dog',
      petName: null,
      breed: 'Golden Retriever',
      lastSeenLocation: 'Bağdat caddesi',
    });
    const c = await createReportAs(lister.client, {
      reportType: 'found',
      animalType: 'bird',
      petName: 'Maviş',
      breed: null,
      lastSeenLocation: 'Işıklar 100%_yolu',
    });
    const list = (query: string) => other.client.get<ReportList>(`/api/lostfound${query}`);

    const newest = (await list('?pageSize=3')).body;
    expect(newest.items.map((item) => item.id)).toEqual([c.id, b.id, a.id]);
    expect(newest).toMatchObject({ page: 1, pageSize: 3 });
    expect(newest.items[0]).toMatchObject({
      reportType: 'found',
      animalType: 'bird',
      petName: 'Maviş',
      cityName: 'İstanbul',
      district: 'Kadıköy',
      status: 'active',
    });
    expect(newest.items[0]!.photo).toEqual({
      id: c.photos[0]!.id,
      url: c.photos[0]!.url,
      thumbnailUrl: c.photos[0]!.thumbnailUrl,
    });
    const second = (await list('?pageSize=3&page=2')).body;
    expect(second.total).toBe(newest.total);
    expect(second.items.map((item) => item.id)).not.toContain(c.id);

    const ids = async (query: string) => (await list(query)).body.items.map((item) => item.id);
    expect(await ids('?type=found&animal=dog')).toEqual([b.id]);
    expect(await ids('?animal=bird')).toEqual([c.id]);
    expect(await ids('?type=lost&animal=dog')).toEqual([a.id]);
    // Location, pet name and breed; İ/ı folded; every word must occur.
    expect(await ids('?q=istiklal')).toEqual([a.id]);
    expect(await ids('?q=ISIKLAR')).toEqual([c.id]);
    expect(await ids('?q=karabaş')).toEqual([a.id]);
    expect(await ids('?q=golden%20retriever')).toEqual([b.id]);
    expect(await ids(`?q=${encodeURIComponent('caddesi kangal')}`)).toEqual([a.id]);
    // LIKE wildcards are taken literally.
    expect(await ids(`?q=${encodeURIComponent('100%_')}`)).toEqual([c.id]);
    expect(await ids(`?q=${encodeURIComponent('%')}`)).toEqual([c.id]);
    expect((await list(`?q=${encodeURIComponent('yok böyle bir yer')}`)).body).toMatchObject({
      items: [],
      total: 0,
    });

    // Closed reports leave the default list and show under their status.
    expect(
      (
        await lister.client.request('PATCH', `/api/lostfound/${b.id}/status`, {
          json: { status: 'closed' },
        })
      ).status,
    ).toBe(200);
    expect(await ids('?type=found&animal=dog')).toEqual([]);
    expect(await ids('?type=found&animal=dog&status=closed')).toEqual([b.id]);

    const bad = await other.client.get<{ fields: Record<string, string> }>('/api/lostfound?type=stolen&pageSize=500');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['pageSize', 'type']);
  });
});

describe('the detail', () => {
  it("answers 'Rapor bulunamadı.' for an unknown or malformed id", async () => {
    for (const id of ['0195f3a0-0000-7000-8000-000000000000', 'yok', 'alerts-x']) {
      const response = await other.client.get(`/api/lostfound/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: 'Rapor bulunamadı.' });
    }
    const english = testApp.client({ locale: 'en' });
    await english.post('/api/auth/sign-in/email', {
      email: other.user.email,
      password: other.user.password,
    });
    expect((await english.get('/api/lostfound/yok')).body.message).toBe('Report not found.');
  });

  it('shows the report to everyone signed in', async () => {
    const report = await createReportAs(reporter.client, { contactInfo: '0555 000 00 00' });
    const response = await other.client.get<ReportDetail>(`/api/lostfound/${report.id}`);
    expect(response.status).toBe(200);
    expect(response.body.report).toEqual(report);
  });
});

describe('editing and the status', () => {
  it('lets only the reporter edit, keeps the status, and deletes the photos it no longer shows', async () => {
    const report = await createReportAs(reporter.client);
    const oldPhoto = report.photos[0]!.id;
    const input = await reportInput(reporter.client, {
      petName: 'Pamuk Hanım',
      lastSeenLocation: 'Moda parkı',
    });
    const stranger = await other.client.put(
      `/api/lostfound/${report.id}`,
      await reportInput(other.client),
    );
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Bu ilanı yalnızca ilanı veren kişi düzenleyebilir.',
    });
    expect((await reporter.client.put('/api/lostfound/yok', input)).status).toBe(404);

    const marked = await reporter.client.request('PATCH', `/api/lostfound/${report.id}/status`, {
      json: { status: 'reunited' },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.report.status).toBe('reunited');

    const edited = await reporter.client.put(`/api/lostfound/${report.id}`, {
      ...input,
      status: 'active',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.report).toMatchObject({
      petName: 'Pamuk Hanım',
      lastSeenLocation: 'Moda parkı',
      status: 'reunited',
    });
    expect(await db().select().from(file).where(eq(file.id, oldPhoto))).toEqual([]);
    const [row] = await db()
      .select()
      .from(lostfoundReport)
      .where(eq(lostfoundReport.id, report.id));
    expect(row).toMatchObject({ status: 'reunited', searchText: 'moda parki pamuk hanim tekir' });
  });

  it('lets only the reporter mark an active report reunited or closed, once', async () => {
    const report = await createReportAs(reporter.client);
    const patch = (client: TestClient, status: string, id = report.id) =>
      client.request('PATCH', `/api/lostfound/${id}/status`, { json: { status } });
    expect((await patch(other.client, 'closed')).body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Bu ilanı yalnızca ilanı veren kişi düzenleyebilir.',
    });
    const invalid = await patch(reporter.client, 'active');
    expect(invalid.status).toBe(422);
    expect(invalid.body.fields).toEqual({
      status: 'İlan yalnızca kavuştu ya da kapatıldı olarak işaretlenebilir.',
    });
    expect((await patch(reporter.client, 'closed', 'yok')).body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Rapor bulunamadı.',
    });
    const closed = await patch(reporter.client, 'closed');
    expect(closed.status).toBe(200);
    expect(closed.body.report).toMatchObject({ id: report.id, status: 'closed' });
    const again = await patch(reporter.client, 'reunited');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Bu ilan artık aktif değil; durumu değiştirilemez.',
    });
    expect((await other.client.get(`/api/lostfound/${report.id}`)).body.report.status).toBe(
      'closed',
    );
  });
});
