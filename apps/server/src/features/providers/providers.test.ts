import { PROVIDER_ROLES, type ProviderRole } from '@patili/domain/access';
import { providerProfileInputSchema, splitProfileInput } from '@patili/domain/providers';
import { foldForSearch } from '@patili/domain/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { completeProviderDetails, createProviderProfile, createUser } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { testPdf, uploadAs } from '../../../test/uploads.ts';
import { file, providerProfile, user } from '../../db/schema/index.ts';

const testApp = useTestApp();

const db = () => testApp.deps.database.db;
const KADIKOY = { cityCode: '34', district: 'Kadıköy', mapPoint: null };
const BIOS: Record<ProviderRole, string> = {
  sitter: 'Kedilere ve köpeklere kendi evimde bakıyorum.',
  veterinarian: 'Küçük hayvan hekimliğinde on yıllık deneyim.',
  pet_walker: 'Her sabah ve akşam yürüyüş.',
  trainer: 'Ödülle eğitim.',
};

/** A complete, valid save body of a kind. */
const fullBody = (kind: ProviderRole, extra: Record<string, unknown> = {}) => ({
  kind,
  bio: BIOS[kind],
  ...completeProviderDetails(kind),
  location: KADIKOY,
  ...extra,
});

const rowOf = async (userId: string) => (await db().select().from(providerProfile).where(eq(providerProfile.userId, userId)))[0];
const userRow = async (userId: string) => (await db().select().from(user).where(eq(user.id, userId)))[0]!;

describe('access', () => {
  it('GET /api/providers/me is for the four provider roles; owner, none and admin are refused', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/providers/me' }, PROVIDER_ROLES);
  });
  it.each(PROVIDER_ROLES)('PUT /api/providers/me with a %s profile is for that role only', async (kind) => {
    await expectAccessMatrix(testApp, { method: 'PUT', path: '/api/providers/me', json: fullBody(kind) }, [kind]);
  });
  it('refuses a sitter saving a vet profile, with nothing written, even when the body is invalid too', async () => {
    const { user: sitter, client } = await signedInAs(testApp, 'sitter');
    const valid = await client.put('/api/providers/me', fullBody('veterinarian'));
    expect(valid.status).toBe(403);
    expect(valid.body.message).toBe('Yalnızca kendi hizmet türünüzün profilini kaydedebilirsiniz.');
    const invalid = await client.put('/api/providers/me', { kind: 'veterinarian' });
    expect(invalid.status).toBe(403);
    expect(await rowOf(sitter.id)).toBeUndefined();
  });
  it('tells the admin there is no provider profile', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    for (const response of [await client.get('/api/providers/me'), await client.put('/api/providers/me', fullBody('sitter'))]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Yönetici hesabının hizmet veren profili yoktur.');
    }
  });
  it('refuses an unverified or deactivated provider', async () => {
    for (const options of [{ emailVerified: false }, { isActive: false }]) {
      const account = await createUser({ db: db(), auth: testApp.deps.auth }, { role: 'trainer', ...options });
      const client = testApp.client();
      const signIn = await client.post('/api/auth/sign-in/email', { email: account.email, password: account.password });
      const response = await client.get('/api/providers/me');
      expect([401, 403], JSON.stringify({ options, signIn: signIn.status })).toContain(response.status);
    }
  });
});

describe('GET /api/providers/me', () => {
  it('answers profile null before the first save, with an unset summary', async () => {
    const { client } = await signedInAs(testApp, 'pet_walker');
    const response = await client.get('/api/providers/me');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      kind: 'pet_walker',
      profile: null,
      location: null,
      files: [],
      summary: {
        kind: 'pet_walker',
        isSetUp: false,
        priceLira: null,
        priceUnit: 'hour',
        cityName: null,
        district: null,
        ratingAverage: null,
        ratingCount: 0,
        completeness: 0,
      },
    });
  });
  it('shows a profile written by the factory, with its rating', async () => {
    const { user: trainer, client } = await signedInAs(testApp, 'trainer');
    await createProviderProfile({ db: db() }, trainer, { bio: 'x', details: completeProviderDetails('trainer'), ratingAverage: 4.5, ratingCount: 8 });
    const response = await client.get('/api/providers/me');
    expect(response.body.profile).toMatchObject({ kind: 'trainer', priceLira: 450, ratingAverage: 4.5, ratingCount: 8 });
    expect(response.body.summary).toMatchObject({ isSetUp: true, priceLira: 450, priceUnit: 'session', ratingAverage: 4.5, ratingCount: 8 });
    // The factory derives the browse columns as the save does.
    const row = await rowOf(trainer.id);
    expect(row).toMatchObject({ priceKurus: 45_000, services: ['training_session', 'itaat eğitimi', 'tasma eğitimi'] });
    expect(row!.searchText).toContain(foldForSearch(trainer.name));
    expect(row!.searchText).toContain('itaat egitimi');
  });
});

describe('completeProviderDetails', () => {
  it.each(PROVIDER_ROLES)('%s: is exactly what the save schema keeps', (kind) => {
    const parsed = providerProfileInputSchema.parse(fullBody(kind));
    expect(splitProfileInput(parsed).profile).toEqual({ kind, details: completeProviderDetails(kind) });
  });
});

describe('PUT /api/providers/me: round trip per kind', () => {
  it.each(PROVIDER_ROLES)('%s: saves every field, the location, and reads them back', async (kind) => {
    const { user: provider, client } = await signedInAs(testApp, kind, { name: 'Zeynep Arslan' });
    const body = fullBody(kind, { location: { cityCode: '35', district: 'Bornova', mapPoint: { latitude: 38.46, longitude: 27.22 } } });
    const saved = await client.put('/api/providers/me', body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await client.get('/api/providers/me');
    expect(read.body).toEqual(saved.body);
    const { kind: _kind, bio, location: _location, ...details } = body;
    expect(read.body.profile).toMatchObject({ kind, bio, details });
    expect(read.body.location).toEqual({ cityCode: '35', cityName: 'İzmir', district: 'Bornova', mapPoint: { latitude: 38.46, longitude: 27.22 } });
    expect(read.body.summary).toMatchObject({ kind, isSetUp: true, cityName: 'İzmir', district: 'Bornova' });
    // Every field but the (empty) photo and document lists.
    expect(read.body.summary.completeness).toBeGreaterThanOrEqual(75);
    expect(read.body.summary.completeness).toBeLessThan(100);
    expect(await userRow(provider.id)).toMatchObject({ cityCode: '35', district: 'Bornova', latitude: 38.46, longitude: 27.22, locationIsExact: true });
  });

  it('replaces the profile on a second save and stores the district centre without a map point', async () => {
    const { user: walker, client } = await signedInAs(testApp, 'pet_walker');
    expect((await client.put('/api/providers/me', fullBody('pet_walker'))).status).toBe(200);
    const second = await client.put('/api/providers/me', {
      kind: 'pet_walker',
      preferredWalkingAreas: 'Maçka Parkı',
      walkerServiceRegions: ['Şişli'],
      hourlyRate: '200',
      location: { cityCode: '34', district: 'Şişli' },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.profile.details).toEqual({
      preferredWalkingAreas: 'Maçka Parkı',
      walkerServiceRegions: ['Şişli'],
      hourlyRate: 200,
      walkerExperienceNotes: '',
      maxDogSizeServiced: 'any',
      specialServices: [],
      walkerSpeciesPreference: [],
      walkerWeeklyAvailability: '',
      knowsFirstAid: false,
      walkVisuals: [],
      // Not sent: the default policy, not the one saved before.
      cancellationPolicy: 'moderate',
    });
    expect(second.body.location).toEqual({ cityCode: '34', cityName: 'İstanbul', district: 'Şişli', mapPoint: null });
    const stored = await userRow(walker.id);
    expect(stored.locationIsExact).toBe(false);
    expect(stored.latitude).not.toBeNull();
  });
});

describe('PUT /api/providers/me: derived columns', () => {
  it('stores the sitter lowest daily price, the services and a bilingual search text', async () => {
    const { user: sitter, client } = await signedInAs(testApp, 'sitter', { name: 'Elif Şahin' });
    const response = await client.put('/api/providers/me', fullBody('sitter', { servicePrices: { dog_care: 300, cat_care: 175.5 } }));
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({ services: ['cat_care', 'dog_care'], priceLira: 175.5 });
    const row = await rowOf(sitter.id);
    expect(row).toMatchObject({ kind: 'sitter', priceKurus: 17_550, services: ['cat_care', 'dog_care'], bio: BIOS.sitter });
    for (const word of ['elif sahin', 'kedi', 'cat care', 'kopek bakimi', 'dog care', 'bakici', 'sitter']) {
      expect(row!.searchText, word).toContain(foldForSearch(word));
    }
    expect(row!.searchText).not.toContain('kus bakimi');
  });
  it.each([
    ['veterinarian', 'sessionFee', 60_000, ['asi', 'vaccination', 'kedi', 'moda veteriner']],
    ['pet_walker', 'hourlyRate', 15_000, ['kopek gezdirme', 'dog walking', 'fenerbahce', 'ilac verme']],
    ['trainer', 'trainerSessionFee', 45_000, ['itaat egitimi', 'tasma', 'uskudar', 'training session']],
  ] as const)('%s: price from %s in kuruş and searchable words', async (kind, _field, kurus, words) => {
    const { user: provider, client } = await signedInAs(testApp, kind);
    expect((await client.put('/api/providers/me', fullBody(kind))).status).toBe(200);
    const row = await rowOf(provider.id);
    expect(row!.priceKurus).toBe(kurus);
    for (const word of words) expect(row!.searchText, word).toContain(word);
  });
});

describe('PUT /api/providers/me: validation (422, Turkish field messages, nothing changed)', () => {
  const expectUnchanged = async (client: TestClient, userId: string, before: unknown) => {
    expect((await client.get('/api/providers/me')).body).toEqual(before);
    expect((await userRow(userId)).cityCode).toBeNull();
  };

  it.each([
    [
      'sitter',
      {
        bio: 'Lütfen kendinizi ve deneyiminizi anlatan bir tanıtım yazısı girin.',
        servicePrices: 'Lütfen sunduğunuz en az bir hizmeti seçin.',
      },
    ],
    [
      'veterinarian',
      {
        clinicName: 'Lütfen klinik adını girin.',
        clinicAddress: 'Lütfen klinik adresini girin.',
        vetSpecializations: 'Lütfen en az bir uzmanlık alanı seçin.',
        sessionFee: 'Lütfen seans ücretinizi girin.',
      },
    ],
    [
      'pet_walker',
      {
        preferredWalkingAreas: 'Lütfen tercih ettiğiniz yürüyüş alanlarını girin.',
        walkerServiceRegions: 'Lütfen hizmet verdiğiniz en az bir bölge ekleyin.',
        hourlyRate: 'Lütfen saatlik ücretinizi girin.',
      },
    ],
    [
      'trainer',
      {
        trainerSpecializations: 'Lütfen en az bir uzmanlık alanı girin.',
        trainerExperienceYears: 'Lütfen kaç yıllık deneyiminiz olduğunu girin.',
        trainerSessionFee: 'Lütfen seans ücretinizi girin.',
      },
    ],
  ] as const)('%s: an empty form gets every required-field message', async (kind, messages) => {
    const { user: provider, client } = await signedInAs(testApp, kind);
    const before = (await client.get('/api/providers/me')).body;
    const response = await client.put('/api/providers/me', { kind });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.fields).toEqual({ ...messages, 'location.cityCode': 'Lütfen il seçin.', 'location.district': 'Lütfen ilçe seçin.' });
    await expectUnchanged(client, provider.id, before);
  });

  it('answers in English for an English client', async () => {
    const { user: walker } = await signedInAs(testApp, 'pet_walker');
    const client = testApp.client({ locale: 'en' });
    await client.post('/api/auth/sign-in/email', { email: walker.email, password: walker.password });
    const response = await client.put('/api/providers/me', fullBody('pet_walker', { hourlyRate: 0 }));
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ hourlyRate: 'The hourly rate must be a number greater than 0.' });
  });

  it('checks the live-stream link, the fee and the years', async () => {
    const sitter = await signedInAs(testApp, 'sitter');
    const link = await sitter.client.put('/api/providers/me', fullBody('sitter', { isLiveViewingEnabled: true, liveStreamLink: 'kamera' }));
    expect(link.body.fields).toEqual({ liveStreamLink: 'Yayın bağlantısı http:// ya da https:// ile başlamalıdır.' });
    const vet = await signedInAs(testApp, 'veterinarian');
    const fee = await vet.client.put('/api/providers/me', fullBody('veterinarian', { sessionFee: -5 }));
    expect(fee.body.fields).toEqual({ sessionFee: 'Seans ücreti 0\'dan büyük bir sayı olmalıdır.' });
    const trainer = await signedInAs(testApp, 'trainer');
    const years = await trainer.client.put('/api/providers/me', fullBody('trainer', { trainerExperienceYears: 1.5 }));
    expect(years.body.fields).toEqual({ trainerExperienceYears: 'Deneyim yılı 0 ya da daha büyük bir tam sayı olmalıdır.' });
  });

  it('keeps every price within its role\'s bounds, with nothing changed', async () => {
    const sitter = await signedInAs(testApp, 'sitter');
    const sitterBefore = (await sitter.client.get('/api/providers/me')).body;
    const daily = await sitter.client.put('/api/providers/me', fullBody('sitter', { servicePrices: { cat_care: 1200 } }));
    expect(daily.status).toBe(422);
    expect(daily.body.fields).toEqual({ 'servicePrices.cat_care': 'Günlük ücret 50 ₺ ile 1000 ₺ arasında olmalıdır.' });
    await expectUnchanged(sitter.client, sitter.user.id, sitterBefore);
    const walker = await signedInAs(testApp, 'pet_walker');
    const hourly = await walker.client.put('/api/providers/me', fullBody('pet_walker', { hourlyRate: 79.99 }));
    expect(hourly.body.fields).toEqual({ hourlyRate: 'Saatlik ücret 80 ₺ ile 500 ₺ arasında olmalıdır.' });
    const vet = await signedInAs(testApp, 'veterinarian');
    const edge = await vet.client.put('/api/providers/me', fullBody('veterinarian', { sessionFee: 2000 }));
    expect(edge.status).toBe(200);
  });

  it('refuses a district of another city on location.district, with nothing changed', async () => {
    const { user: vet, client } = await signedInAs(testApp, 'veterinarian');
    const before = (await client.get('/api/providers/me')).body;
    const response = await client.put('/api/providers/me', fullBody('veterinarian', { location: { cityCode: '06', district: 'Kadıköy', mapPoint: null } }));
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ 'location.district': 'Seçilen ilçe bu ile ait değil.' });
    await expectUnchanged(client, vet.id, before);
  });

  it('refuses a body that is not JSON', async () => {
    const { client } = await signedInAs(testApp, 'trainer');
    const response = await client.request('PUT', '/api/providers/me', { raw: '{kind:' });
    expect([400, 422]).toContain(response.status);
  });
});

describe('PUT /api/providers/me: files', () => {
  it('attaches home photos in order, shows their urls, and deletes a photo once removed', async () => {
    const { user: sitter, client } = await signedInAs(testApp, 'sitter');
    const [first, second] = [await uploadAs(client, 'home_photo'), await uploadAs(client, 'home_photo')];
    const saved = await client.put('/api/providers/me', fullBody('sitter', { homePhotos: [second.id, first.id] }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.profile.details.homePhotos).toEqual([second.id, first.id]);
    expect(saved.body.files.map((f: { id: string }) => f.id)).toEqual([second.id, first.id]);
    expect(saved.body.files[0]).toMatchObject({ url: `/api/files/${second.id}`, thumbnailUrl: `/api/files/${second.id}/thumbnail` });
    const stored = await db().select().from(file).where(eq(file.ownerId, sitter.id));
    expect(stored.every((row) => row.attachedAt !== null)).toBe(true);
    // Another signed-in user may now see the attached photo (a public profile gallery).
    const { client: owner } = await signedInAs(testApp, 'owner');
    expect((await owner.get(first.url)).status).toBe(200);

    const kept = await client.put('/api/providers/me', fullBody('sitter', { homePhotos: [second.id] }));
    expect(kept.status).toBe(200);
    expect(kept.body.files.map((f: { id: string }) => f.id)).toEqual([second.id]);
    expect(await db().select().from(file).where(eq(file.id, first.id))).toEqual([]);
    expect((await client.get(first.url)).status).toBe(404);
  });

  it('takes a vet certificate PDF and clinic photos, each for its own field', async () => {
    const { client } = await signedInAs(testApp, 'veterinarian');
    const certificate = await uploadAs(client, 'vet_certificate', testPdf(), 'diploma.pdf');
    const photo = await uploadAs(client, 'clinic_photo');
    const saved = await client.put('/api/providers/me', fullBody('veterinarian', { certificate: [certificate.id], clinicPhotos: [photo.id] }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.files).toEqual([
      expect.objectContaining({ id: photo.id }),
      expect.objectContaining({ id: certificate.id, name: 'diploma.pdf', contentType: 'application/pdf', thumbnailUrl: null }),
    ]);
  });

  it("refuses a file uploaded for another field or another user's file, with nothing changed", async () => {
    const { user: trainer, client } = await signedInAs(testApp, 'trainer');
    const before = (await client.get('/api/providers/me')).body;
    const wrongPurpose = await uploadAs(client, 'avatar');
    const { client: other } = await signedInAs(testApp, 'trainer');
    const othersFile = await uploadAs(other, 'trainer_certification', testPdf(), 'sertifika.pdf');
    for (const id of [wrongPurpose.id, othersFile.id]) {
      const response = await client.put('/api/providers/me', fullBody('trainer', { trainerCertifications: [id] }));
      expect(response.status).toBe(422);
      expect(response.body.fields).toEqual({
        trainerCertifications: 'Dosya bulunamadı ya da bu alan için yüklenmedi. Lütfen dosyayı yeniden yükleyin.',
      });
    }
    await expectUnchangedProfile(client, trainer.id, before);
  });

  it('refuses more than 5 photos', async () => {
    const { client } = await signedInAs(testApp, 'pet_walker');
    const ids = Array.from({ length: 6 }, (_, n) => `5f3c1c2e-8d4b-4a8e-9c1a-2b3c4d5e6f7${n}`);
    const response = await client.put('/api/providers/me', fullBody('pet_walker', { walkVisuals: ids }));
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ walkVisuals: 'Bu alan için dosya sınırını aştınız.' });
  });
});

const expectUnchangedProfile = async (client: TestClient, userId: string, before: unknown) => {
  expect((await client.get('/api/providers/me')).body).toEqual(before);
  expect(await rowOf(userId)).toBeUndefined();
  expect((await userRow(userId)).cityCode).toBeNull();
};

