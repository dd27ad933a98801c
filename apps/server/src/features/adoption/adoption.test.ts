import { randomUUID } from 'node:crypto';

import {
  matchesAdoptionFilters,
  type AdoptionListing,
  type AdoptionListingInput,
} from '@patili/domain/adoption';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import type { TestClient } from '../../../test/http.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { uploadAs } from '../../../test/uploads.ts';
import { adoptionListing, file } from '../../db/schema/index.ts';
import { adoptionAccountHooks } from './adoption.service.ts';

const testApp = useTestApp();
const db = () => testApp.deps.database.db;

const REQUIRED_TR = 'Lütfen tüm zorunlu alanları doldurun.';
const NOT_OWNER_TR = 'Bu ilanı yalnızca ilan sahibi düzenleyebilir.';
const NOT_FOUND_TR = 'İlan bulunamadı.';
const NOT_ACTIVE_TR =
  'Yalnızca yayındaki ilanlar düzenlenebilir, silinebilir ya da sahiplendirildi olarak işaretlenebilir.';

const photo = async (client: TestClient) => (await uploadAs(client, 'adoption_photo')).id;

/** A valid listing body with one fresh photo of the client. */
const body = async (
  client: TestClient,
  over: Partial<AdoptionListingInput> = {},
): Promise<AdoptionListingInput> => ({
  animalType: 'cat',
  breed: 'Tekir',
  gender: 'female',
  age: 2,
  ageUnit: 'years',
  isVaccinated: true,
  isNeutered: false,
  cityCode: '35',
  photoIds: [await photo(client)],
  ...over,
});

const post = async (
  client: TestClient,
  over: Partial<AdoptionListingInput> = {},
): Promise<AdoptionListing> => {
  const response = await client.post('/api/adoption/listings', await body(client, over));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.listing as AdoptionListing;
};

const fileRow = async (id: string) => (await db().select().from(file).where(eq(file.id, id)))[0];

describe('access matrix', () => {
  const listing = {
    animalType: 'cat',
    breed: 'Tekir',
    gender: 'female',
    age: 1,
    cityCode: '35',
    photoIds: [randomUUID()],
  };
  it('GET /api/adoption/listings and GET /api/adoption/listings/:id are for everyone signed in', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: '/api/adoption/listings' },
      'signed-in',
    );
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: `/api/adoption/listings/${randomUUID()}` },
      'signed-in',
    );
  });
  it('posting, my listings, editing, deleting and marking adopted are for owners (and the admin)', async () => {
    const path = `/api/adoption/listings/${randomUUID()}`;
    await expectAccessMatrix(
      testApp,
      { method: 'POST', path: '/api/adoption/listings', json: listing },
      ['owner', 'admin'],
    );
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/adoption/listings/mine' }, [
      'owner',
      'admin',
    ]);
    await expectAccessMatrix(testApp, { method: 'PUT', path, json: listing }, ['owner', 'admin']);
    await expectAccessMatrix(testApp, { method: 'DELETE', path }, ['owner', 'admin']);
    await expectAccessMatrix(testApp, { method: 'POST', path: `${path}/adopted` }, [
      'owner',
      'admin',
    ]);
  });
  it('taking a listing down is the admin’s', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'POST', path: `/api/admin/adoption/listings/${randomUUID()}/remove` },
      ['admin'],
    );
  });
});

describe('POST /api/adoption/listings', () => {
  it('creates an active listing with every field, trimmed, the city and district as the data spells them', async () => {
    const { user, client } = await signedInAs(testApp, 'owner', { name: 'Ayşe Sahip' });
    const photos = [await photo(client), await photo(client)];
    const response = await client.post('/api/adoption/listings', {
      animalType: 'dog',
      breed: '  Golden Retriever ',
      gender: 'male',
      age: 8,
      ageUnit: 'months',
      isVaccinated: true,
      isNeutered: true,
      healthNotes: ' Karma aşıları tam. ',
      characterNotes: 'Çocuklarla çok iyi anlaşır.\nTasmaya alışkın.',
      photoIds: photos,
      cityCode: '35',
      district: 'bornova',
      additionalInfo: '<script>alert(1)</script>',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.listing).toMatchObject({
      ownerId: user.id,
      ownerName: 'Ayşe Sahip',
      animalType: 'dog',
      breed: 'Golden Retriever',
      gender: 'male',
      age: 8,
      ageUnit: 'months',
      isVaccinated: true,
      isNeutered: true,
      healthNotes: 'Karma aşıları tam.',
      characterNotes: 'Çocuklarla çok iyi anlaşır.\nTasmaya alışkın.',
      cityCode: '35',
      cityName: 'İzmir',
      district: 'Bornova',
      additionalInfo: '<script>alert(1)</script>',
      status: 'active',
      photos: photos.map((id) => ({
        id,
        url: `/api/files/${id}`,
        thumbnailUrl: `/api/files/${id}/thumbnail`,
      })),
    });
    const [row] = await db()
      .select()
      .from(adoptionListing)
      .where(eq(adoptionListing.id, response.body.listing.id));
    expect(row).toMatchObject({ ageMonths: 8, cityFolded: 'izmir' });
    expect((await fileRow(photos[0]!))?.attachedAt).not.toBeNull();
  });

  it('refuses missing fields with the spec’s message on each, in the caller’s language, and saves nothing', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const response = await client.post('/api/adoption/listings', {
      photoIds: [await photo(client)],
      breed: '  ',
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        animalType: REQUIRED_TR,
        breed: REQUIRED_TR,
        gender: REQUIRED_TR,
        age: REQUIRED_TR,
        cityCode: REQUIRED_TR,
      },
    });
    const en = await client.post(
      '/api/adoption/listings',
      { ...(await body(client)), age: 0 },
      { headers: { 'accept-language': 'en' } },
    );
    expect(en.body.fields).toEqual({ age: 'Age must be greater than 0.' });
    const tr = await client.post('/api/adoption/listings', { ...(await body(client)), age: -1 });
    expect(tr.body.fields).toEqual({ age: "Yaş 0'dan büyük olmalıdır." });
    expect(
      await db().select().from(adoptionListing).where(eq(adoptionListing.ownerId, user.id)),
    ).toEqual([]);
  });

  it('needs one to five photos, the owner’s own adoption uploads, not another listing’s', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const none = await client.post('/api/adoption/listings', await body(client, { photoIds: [] }));
    expect(none.body.fields).toEqual({ photoIds: 'Lütfen en az bir fotoğraf ekleyin.' });
    const six = await client.post(
      '/api/adoption/listings',
      await body(client, {
        photoIds: await Promise.all([1, 2, 3, 4, 5, 6].map(() => photo(client))),
      }),
    );
    expect(six.body.fields).toEqual({ photoIds: 'En fazla 5 fotoğraf ekleyebilirsiniz.' });

    const other = await signedInAs(testApp, 'owner');
    const theirs = await photo(other.client);
    const refused =
      'Dosya bulunamadı ya da bu alan için yüklenmedi. Lütfen dosyayı yeniden yükleyin.';
    expect(
      (await client.post('/api/adoption/listings', await body(client, { photoIds: [theirs] }))).body
        .fields,
    ).toEqual({ photoIds: refused });
    const petPhoto = (await uploadAs(client, 'pet_photo')).id;
    expect(
      (await client.post('/api/adoption/listings', await body(client, { photoIds: [petPhoto] })))
        .body.fields,
    ).toEqual({ photoIds: refused });
    const first = await post(client);
    const reused = await client.post(
      '/api/adoption/listings',
      await body(client, { photoIds: [first.photos[0]!.id] }),
    );
    expect(reused.body.fields).toEqual({ photoIds: refused });
  });

  it('refuses a district that is not the city’s', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const response = await client.post(
      '/api/adoption/listings',
      await body(client, { cityCode: '06', district: 'Bornova' }),
    );
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ district: 'Seçilen ilçe bu ile ait değil.' });
  });
});

describe('GET /api/adoption/listings', () => {
  it('lists active listings newest first, a page at a time, and filters by animal, city, vaccination, neutering and age', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const reader = await signedInAs(testApp, 'sitter');
    // A fresh set: earlier tests' listings stay, so every check below is against this file's rows.
    const made: AdoptionListing[] = [];
    const variants: Partial<AdoptionListingInput>[] = [
      {
        animalType: 'cat',
        age: 6,
        ageUnit: 'months',
        cityCode: '35',
        isVaccinated: true,
        isNeutered: false,
      },
      {
        animalType: 'dog',
        age: 3,
        ageUnit: 'years',
        cityCode: '06',
        isVaccinated: false,
        isNeutered: true,
      },
      {
        animalType: 'cat',
        age: 18,
        ageUnit: 'months',
        cityCode: '34',
        isVaccinated: true,
        isNeutered: true,
      },
      {
        animalType: 'rodent',
        age: 1,
        ageUnit: 'years',
        cityCode: '35',
        isVaccinated: false,
        isNeutered: false,
      },
      {
        animalType: 'bird',
        age: 12,
        ageUnit: 'years',
        cityCode: '76',
        isVaccinated: true,
        isNeutered: false,
      },
      {
        animalType: 'dog',
        age: 2,
        ageUnit: 'years',
        cityCode: '35',
        isVaccinated: true,
        isNeutered: true,
      },
    ];
    for (const variant of variants)
      made.push(await post(client, { ...variant, breed: `Filtre ${made.length}` }));
    const mine = new Set(made.map((listing) => listing.id));
    const adopted = made[5]!;
    expect((await client.post(`/api/adoption/listings/${adopted.id}/adopted`)).status).toBe(200);

    const ids = async (query: string) => {
      const response = await reader.client.get(`/api/adoption/listings?pageSize=48&${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return (response.body.items as AdoptionListing[])
        .filter((item) => mine.has(item.id))
        .map((item) => item.id);
    };
    const expected = (filters: Parameters<typeof matchesAdoptionFilters>[1]) =>
      [...made]
        .reverse()
        .filter((listing) =>
          matchesAdoptionFilters(
            { ...listing, status: listing.id === adopted.id ? 'adopted' : 'active' },
            filters,
          ),
        )
        .map((listing) => listing.id);

    expect(await ids('')).toEqual(expected({}));
    expect(await ids('')).not.toContain(adopted.id);
    expect(await ids('animalType=cat')).toEqual([made[2]!.id, made[0]!.id]);
    expect(await ids('city=izmir')).toEqual([made[3]!.id, made[0]!.id]);
    expect(await ids('city=IZMIR')).toEqual(await ids('city=%C4%B0zm'));
    expect(await ids('city=%C4%B0STANBUL')).toEqual([made[2]!.id]);
    expect(await ids('city=nowhere')).toEqual([]);
    expect(await ids('vaccinated=false')).toEqual(expected({ vaccinated: false }));
    expect(await ids('vaccinated=true&neutered=true')).toEqual([made[2]!.id]);
    expect(await ids('minAge=1&maxAge=1.5')).toEqual([made[3]!.id, made[2]!.id]);
    expect(await ids('maxAge=0.5')).toEqual([made[0]!.id]);
    expect(await ids('minAge=10')).toEqual([made[4]!.id]);
    for (const query of [
      'animalType=dog&minAge=2',
      'city=a&vaccinated=true',
      'neutered=false&maxAge=12',
    ]) {
      const filters = Object.fromEntries(new URLSearchParams(query));
      expect(await ids(query), query).toEqual(
        expected({
          animalType: filters.animalType as never,
          city: filters.city,
          vaccinated: filters.vaccinated === undefined ? undefined : filters.vaccinated === 'true',
          neutered: filters.neutered === undefined ? undefined : filters.neutered === 'true',
          minAge: filters.minAge === undefined ? undefined : Number(filters.minAge),
          maxAge: filters.maxAge === undefined ? undefined : Number(filters.maxAge),
        }),
      );
    }

    const first = await reader.client.get('/api/adoption/listings?pageSize=2');
    expect(first.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.body.items).toHaveLength(2);
    const second = await reader.client.get('/api/adoption/listings?pageSize=2&page=2');
    expect(second.body.total).toBe(first.body.total);
    expect(second.body.items[0].id).not.toBe(first.body.items[1].id);
  });

  it('refuses malformed filters with a translated message', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const range = await client.get('/api/adoption/listings?minAge=4&maxAge=2');
    expect(range.status).toBe(422);
    expect(range.body.fields).toEqual({ maxAge: 'En yüksek yaş, en düşük yaştan küçük olamaz.' });
    expect((await client.get('/api/adoption/listings?animalType=horse')).status).toBe(422);
    expect((await client.get('/api/adoption/listings?minAge=abc')).body.fields).toEqual({
      minAge: 'Yaş 0 ile 50 arasında bir sayı olmalıdır.',
    });
    expect((await client.get('/api/adoption/listings?city=%25_%5C')).status).toBe(200);
  });
});

describe('one listing and its owner’s actions', () => {
  it('shows a listing to anyone signed in, an adopted one too, a removed one only to its owner and the admin', async () => {
    const owner = await signedInAs(testApp, 'owner');
    const other = await signedInAs(testApp, 'trainer');
    const admin = await signedInAs(testApp, 'admin');
    const listing = await post(owner.client);
    const path = `/api/adoption/listings/${listing.id}`;
    expect((await other.client.get(path)).body.listing).toEqual(listing);
    expect((await other.client.get(`/api/adoption/listings/${randomUUID()}`)).body).toMatchObject({
      code: 'NOT_FOUND',
      message: NOT_FOUND_TR,
    });
    expect((await other.client.get('/api/adoption/listings/not-an-id')).status).toBe(404);

    // Photos are readable by anyone signed in once attached.
    expect((await other.client.get(listing.photos[0]!.url)).status).toBe(200);
    const loose = await photo(owner.client);
    expect((await other.client.get(`/api/files/${loose}`)).status).toBe(404);

    const remove = `/api/admin/adoption/listings/${listing.id}/remove`;
    const removed = await admin.client.post(remove);
    expect(removed.status).toBe(200);
    expect(removed.body.listing.status).toBe('removed');
    expect((await admin.client.post(remove)).body).toMatchObject({
      code: 'CONFLICT',
      message: 'Bu ilan zaten yayından kaldırılmış.',
    });
    expect((await other.client.get(path)).body).toMatchObject({
      code: 'NOT_FOUND',
      message: NOT_FOUND_TR,
    });
    expect((await owner.client.get(path)).body.listing.status).toBe('removed');
    expect((await admin.client.get(path)).status).toBe(200);
    // Removed: not listed, and its owner can no longer change it.
    const listed = await other.client.get('/api/adoption/listings?pageSize=48');
    expect(listed.body.items.map((item: AdoptionListing) => item.id)).not.toContain(listing.id);
    expect((await owner.client.put(path, await body(owner.client))).body).toMatchObject({
      code: 'CONFLICT',
      message: NOT_ACTIVE_TR,
    });
    expect((await other.client.post(`/api/admin/adoption/listings/${randomUUID()}/remove`)).status).toBe(
      403,
    );
    expect((await admin.client.post(`/api/admin/adoption/listings/${randomUUID()}/remove`)).status).toBe(
      404,
    );
  });

  it('lets only the owner edit, replacing photos (the dropped one is deleted)', async () => {
    const owner = await signedInAs(testApp, 'owner', { name: 'İlk Sahip' });
    const intruder = await signedInAs(testApp, 'owner');
    const listing = await post(owner.client);
    const path = `/api/adoption/listings/${listing.id}`;
    const oldPhoto = listing.photos[0]!.id;
    const newPhoto = await photo(owner.client);
    const updated = await owner.client.put(
      path,
      await body(owner.client, {
        breed: 'Van kedisi',
        age: 4,
        photoIds: [newPhoto],
        district: 'Karşıyaka',
      }),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.listing).toMatchObject({
      breed: 'Van kedisi',
      age: 4,
      district: 'Karşıyaka',
      ownerName: 'İlk Sahip',
      photos: [{ id: newPhoto }],
    });
    expect(await fileRow(oldPhoto)).toBeUndefined();

    const refused = await intruder.client.put(
      path,
      await body(intruder.client, { breed: 'Ele geçirildi' }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: NOT_OWNER_TR });
    const en = await intruder.client.put(path, await body(intruder.client), {
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.message).toBe("Only the listing's owner can edit this listing.");
    expect((await intruder.client.request('DELETE', path)).status).toBe(403);
    expect((await intruder.client.post(`${path}/adopted`)).status).toBe(403);
    expect((await owner.client.get(path)).body.listing.breed).toBe('Van kedisi');
    // Even the admin does not edit someone else's listing (it takes it down instead).
    const admin = await signedInAs(testApp, 'admin');
    expect((await admin.client.put(path, await body(admin.client))).status).toBe(403);
  });

  it('marks a listing adopted once; an adopted listing is no longer edited or deleted', async () => {
    const owner = await signedInAs(testApp, 'owner');
    const listing = await post(owner.client);
    const path = `/api/adoption/listings/${listing.id}`;
    const adopted = await owner.client.post(`${path}/adopted`);
    expect(adopted.body.listing.status).toBe('adopted');
    expect((await owner.client.post(`${path}/adopted`)).body).toMatchObject({
      code: 'CONFLICT',
      message: NOT_ACTIVE_TR,
    });
    expect((await owner.client.request('DELETE', path)).status).toBe(409);
    expect((await owner.client.put(path, await body(owner.client))).status).toBe(409);
  });

  it('deletes an owner’s active listing with its photos', async () => {
    const owner = await signedInAs(testApp, 'owner');
    const listing = await post(owner.client);
    const path = `/api/adoption/listings/${listing.id}`;
    expect((await owner.client.request('DELETE', path)).status).toBe(204);
    expect((await owner.client.get(path)).status).toBe(404);
    expect(await fileRow(listing.photos[0]!.id)).toBeUndefined();
    expect((await owner.client.request('DELETE', path)).status).toBe(404);
  });

  it('lists the caller’s own listings in every status, newest first, and nobody else’s', async () => {
    const owner = await signedInAs(testApp, 'owner');
    const other = await signedInAs(testApp, 'owner');
    const first = await post(owner.client, { breed: 'Birinci' });
    const second = await post(owner.client, { breed: 'İkinci' });
    await post(other.client, { breed: 'Başkasının' });
    await owner.client.post(`/api/adoption/listings/${first.id}/adopted`);
    const mine = await owner.client.get('/api/adoption/listings/mine');
    expect(mine.body).toMatchObject({ total: 2, page: 1, pageSize: 6 });
    expect(mine.body.items.map((item: AdoptionListing) => [item.breed, item.status])).toEqual([
      ['İkinci', 'active'],
      ['Birinci', 'adopted'],
    ]);
    expect(second.status).toBe('active');
    expect(
      (await owner.client.get('/api/adoption/listings/mine?page=2&pageSize=1')).body.items[0].breed,
    ).toBe('Birinci');
  });

  it('goes with its owner’s deleted account', async () => {
    const owner = await signedInAs(testApp, 'owner');
    await post(owner.client);
    await adoptionAccountHooks.deleted!({ db: db(), userId: owner.user.id });
    expect(
      await db().select().from(adoptionListing).where(eq(adoptionListing.ownerId, owner.user.id)),
    ).toEqual([]);
  });
});
