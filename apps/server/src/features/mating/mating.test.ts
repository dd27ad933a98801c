import { randomUUID } from 'node:crypto';

import type { MatingList, MatingListing } from '@patili/domain/mating';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { createPet } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { uploadAs } from '../../../test/uploads.ts';
import { conversation, matingListing, user } from '../../db/schema/index.ts';
import { activeListingsQueries, cityFilterCode } from './lists.service.ts';

const testApp = useTestApp();
const db = () => testApp.deps.database.db;

const REQUIRED_TR = 'Evcil hayvan seçimi, başlık ve şehir zorunludur.';
const NOT_YOURS_TR = 'İlan bulunamadı veya düzenleme yetkiniz yok.';
const PET_NOT_FOUND_TR = 'İlana ait evcil hayvan bulunamadı.';
const NOT_FOUND_TR = 'İlan bulunamadı.';

type ListingBody = { listing: MatingListing };

/** An owner with a pet (a 4-year-old male Golden by default), signed in. */
const ownerWithPet = async (petOptions: Parameters<typeof createPet>[2] = {}) => {
  const owner = await signedInAs(testApp, 'owner');
  const pet = await createPet({ db: db() }, owner.user, {
    name: 'Karamel',
    species: 'dog',
    breed: 'Golden Retriever',
    ageYears: 4,
    gender: 'male',
    ...petOptions,
  });
  return { ...owner, pet };
};

const createListing = async (
  client: TestClient,
  petId: string,
  body: Record<string, unknown> = {},
): Promise<MatingListing> => {
  const response = await client.post<ListingBody>('/api/mating/listings', {
    petId,
    listingTitle: 'Golden eş arıyor',
    city: '34',
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.listing;
};

const listIds = async (client: TestClient, query = '') => {
  const response = await client.get<MatingList>(`/api/mating/listings${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.items.map((item) => item.id);
};

describe('access matrix', () => {
  const body = { petId: randomUUID(), listingTitle: 'Eş arıyor', city: '34' };
  it('reading listings is for everyone signed in', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/mating/listings' }, 'signed-in');
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: `/api/mating/listings/${randomUUID()}` },
      'signed-in',
    );
  });
  it('creating, my listings, editing, toggling and deleting are for owners (and the admin)', async () => {
    const path = `/api/mating/listings/${randomUUID()}`;
    const owners = ['owner', 'admin'] as const;
    await expectAccessMatrix(testApp, { method: 'POST', path: '/api/mating/listings', json: body }, owners);
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/mating/my-listings' }, owners);
    await expectAccessMatrix(testApp, { method: 'PUT', path, json: body }, owners);
    await expectAccessMatrix(testApp, { method: 'PUT', path: `${path}/active`, json: { isActive: false } }, owners);
    await expectAccessMatrix(testApp, { method: 'DELETE', path }, owners);
  });
});

describe('POST /api/mating/listings', () => {
  it('lists the owner’s pet with every field trimmed and shows the pet’s details', async () => {
    const { user: owner, client, pet } = await ownerWithPet();
    const response = await client.post<ListingBody>('/api/mating/listings', {
      petId: pet.id,
      listingTitle: '  Karamel için eş arıyoruz ',
      healthInfo: ' Aşıları tam, kalça röntgeni temiz. ',
      pedigreeInfo: 'FCI kayıtlı',
      temperament: '   ',
      matingTerms: 'Ücret yok; yavrular paylaşılır.',
      desiredPartnerTraits: 'Sağlıklı dişi Golden',
      city: '34',
      district: ' kadıköy ',
    });
    expect(response.status).toBe(201);
    expect(response.body.listing).toMatchObject({
      ownerId: owner.id,
      ownerName: owner.name,
      petId: pet.id,
      petName: 'Karamel',
      species: 'dog',
      breed: 'Golden Retriever',
      age: 4,
      gender: 'male',
      photoUrl: null,
      listingTitle: 'Karamel için eş arıyoruz',
      healthInfo: 'Aşıları tam, kalça röntgeni temiz.',
      pedigreeInfo: 'FCI kayıtlı',
      temperament: null,
      matingTerms: 'Ücret yok; yavrular paylaşılır.',
      desiredPartnerTraits: 'Sağlıklı dişi Golden',
      cityCode: '34',
      cityName: 'İstanbul',
      // As the city data spells it.
      district: 'Kadıköy',
      isActive: true,
      updatedAt: null,
    });
    const [row] = await db().select().from(matingListing).where(eq(matingListing.id, response.body.listing.id));
    expect(row?.species).toBe('dog');
  });

  it('omits a blank district and keeps an inactive choice', async () => {
    const { client, pet } = await ownerWithPet();
    const listing = await createListing(client, pet.id, { district: '  ', isActive: false });
    expect(listing.district).toBeNull();
    expect(listing.isActive).toBe(false);
  });

  it('refuses a missing pet, a blank title and a blank city with the spec message', async () => {
    const { client } = await ownerWithPet();
    const response = await client.post('/api/mating/listings', { petId: '', listingTitle: ' ', city: '' });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({
      petId: REQUIRED_TR,
      listingTitle: REQUIRED_TR,
      city: REQUIRED_TR,
    });
    expect(await db().select().from(matingListing).where(eq(matingListing.listingTitle, ' '))).toEqual([]);
  });

  it('refuses another owner’s pet and an unknown pet with the spec message, writing nothing', async () => {
    const { client } = await ownerWithPet();
    const other = await ownerWithPet();
    for (const petId of [other.pet.id, randomUUID()]) {
      const response = await client.post('/api/mating/listings', { petId, listingTitle: 'Eş', city: '34' });
      expect(response.status).toBe(422);
      expect(response.body.fields).toEqual({ petId: PET_NOT_FOUND_TR });
    }
    expect(await db().select().from(matingListing).where(eq(matingListing.petId, other.pet.id))).toEqual([]);
  });

  it('refuses a district of another city and a city outside the data', async () => {
    const { client, pet } = await ownerWithPet();
    const wrongDistrict = await client.post('/api/mating/listings', {
      petId: pet.id,
      listingTitle: 'Eş',
      city: '35',
      district: 'Kadıköy',
    });
    expect(wrongDistrict.status).toBe(422);
    expect(Object.keys(wrongDistrict.body.fields)).toEqual(['district']);
    const wrongCity = await client.post('/api/mating/listings', { petId: pet.id, listingTitle: 'Eş', city: '99' });
    expect(wrongCity.status).toBe(422);
    expect(wrongCity.body.fields).toEqual({ city: 'Listeden bir şehir seç.' });
  });

  it('answers in English for an English client', async () => {
    const owner = await signedInAs(testApp, 'owner');
    const english = testApp.client({ locale: 'en' });
    await english.post('/api/auth/sign-in/email', { email: owner.user.email, password: owner.user.password });
    const response = await english.post('/api/mating/listings', {});
    expect(response.status).toBe(422);
    expect(response.body.fields.petId).toBe('Choosing a pet, a title and a city is required.');
  });
});

describe('GET /api/mating/listings', () => {
  it('lists active listings only, newest first, filtered by species and by city in any case', async () => {
    const dogOwner = await ownerWithPet({ species: 'dog' });
    const catOwner = await ownerWithPet({ species: 'cat', name: 'Pamuk', breed: 'Van Kedisi' });
    const izmirDog = await createListing(dogOwner.client, dogOwner.pet.id, { city: '35', district: 'Bornova' });
    const istanbulCat = await createListing(catOwner.client, catOwner.pet.id, { city: '34' });
    const izmirCat = await createListing(catOwner.client, catOwner.pet.id, { city: '35', listingTitle: 'İkinci' });
    const hidden = await createListing(catOwner.client, catOwner.pet.id, { city: '35', isActive: false });
    const reader = await signedInAs(testApp, 'trainer');

    const all = await listIds(reader.client, '?pageSize=50');
    expect(all).not.toContain(hidden.id);
    const ours = all.filter((id) => [izmirDog.id, istanbulCat.id, izmirCat.id].includes(id));
    expect(ours).toEqual([izmirCat.id, istanbulCat.id, izmirDog.id]);

    const dogs = await listIds(reader.client, '?species=dog&pageSize=50');
    expect(dogs).toContain(izmirDog.id);
    expect(dogs).not.toContain(izmirCat.id);

    for (const city of ['35', 'izmir', 'İZMİR', 'Izmir', ' i̇zmir ']) {
      const ids = await listIds(reader.client, `?city=${encodeURIComponent(city)}&pageSize=50`);
      expect(ids, city).toContain(izmirDog.id);
      expect(ids, city).toContain(izmirCat.id);
      expect(ids, city).not.toContain(istanbulCat.id);
    }
    expect(await listIds(reader.client, '?species=cat&city=izmir&pageSize=50')).toEqual(
      expect.arrayContaining([izmirCat.id]),
    );
    expect(await listIds(reader.client, '?species=cat&city=izmir&pageSize=50')).not.toContain(izmirDog.id);
    expect(await listIds(reader.client, '?city=Atlantis')).toEqual([]);
    expect(await listIds(reader.client, '?species=&city=')).not.toHaveLength(0);
  });

  it('pages on the server with the total of all pages', async () => {
    const { client, pet } = await ownerWithPet({ species: 'bird', name: 'Limon' });
    for (let index = 0; index < 3; index += 1) await createListing(client, pet.id, { city: '06', listingTitle: `Kuş ${index}` });
    const first = await client.get<MatingList>('/api/mating/listings?species=bird&city=6&pageSize=2');
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items.map((item) => item.listingTitle)).toEqual(['Kuş 2', 'Kuş 1']);
    const second = await client.get<MatingList>('/api/mating/listings?species=bird&city=6&pageSize=2&page=2');
    expect(second.body.items.map((item) => item.listingTitle)).toEqual(['Kuş 0']);
  });

  it('refuses a bad filter with 422', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    expect((await client.get('/api/mating/listings?species=dragon')).status).toBe(422);
    expect((await client.get('/api/mating/listings?pageSize=500')).status).toBe(422);
  });
});

describe('cityFilterCode', () => {
  it('reads plate codes and city names the Turkish way', () => {
    expect(cityFilterCode('6')).toBe('06');
    expect(cityFilterCode('06')).toBe('06');
    expect(cityFilterCode('ISTANBUL')).toBe('34');
    expect(cityFilterCode('istanbul')).toBe('34');
    expect(cityFilterCode('Çanakkale')).toBe('17');
    expect(cityFilterCode('canakkale')).toBe('17');
    expect(cityFilterCode('99')).toBeNull();
    expect(cityFilterCode('Gotham')).toBeNull();
  });
});

describe('GET /api/mating/listings/{id}', () => {
  it('shows an active listing to anyone signed in, an inactive one to its owner only', async () => {
    const { client, pet } = await ownerWithPet();
    const listing = await createListing(client, pet.id);
    const other = await signedInAs(testApp, 'veterinarian');
    expect((await other.client.get<ListingBody>(`/api/mating/listings/${listing.id}`)).body.listing.id).toBe(listing.id);

    await client.put(`/api/mating/listings/${listing.id}/active`, { isActive: false });
    const hidden = await other.client.get(`/api/mating/listings/${listing.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(NOT_FOUND_TR);
    const own = await client.get<ListingBody>(`/api/mating/listings/${listing.id}`);
    expect(own.status).toBe(200);
    expect(own.body.listing.isActive).toBe(false);
  });

  it('answers 404 for an unknown id and for one that is not an id', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    for (const id of [randomUUID(), 'abc', "1' or '1'='1"]) {
      const response = await client.get(`/api/mating/listings/${encodeURIComponent(id)}`);
      expect(response.status, id).toBe(404);
      expect(response.body.message).toBe(NOT_FOUND_TR);
    }
  });
});

describe('PUT /api/mating/listings/{id}', () => {
  it('replaces the owner’s listing, keeps its pet and stamps the update time', async () => {
    const { client, pet } = await ownerWithPet();
    const otherPet = await createPet({ db: db() }, (await db().select().from(user).where(eq(user.id, pet.ownerId)))[0]!, { species: 'cat' });
    const listing = await createListing(client, pet.id, { healthInfo: 'Aşılı', district: 'Kadıköy' });
    const response = await client.put<ListingBody>(`/api/mating/listings/${listing.id}`, {
      petId: otherPet.id,
      listingTitle: ' Yeni başlık ',
      city: '35',
      district: '',
      isActive: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.listing).toMatchObject({
      petId: pet.id,
      species: 'dog',
      listingTitle: 'Yeni başlık',
      healthInfo: null,
      cityCode: '35',
      district: null,
    });
    expect(response.body.listing.updatedAt).not.toBeNull();
    expect(response.body.listing.createdAt).toBe(listing.createdAt);
  });

  it('gives another owner the spec’s not-found-or-not-yours and changes nothing', async () => {
    const { client, pet } = await ownerWithPet();
    const listing = await createListing(client, pet.id);
    const other = await signedInAs(testApp, 'owner');
    for (const id of [listing.id, randomUUID(), 'nope']) {
      const response = await other.client.put(`/api/mating/listings/${id}`, { listingTitle: 'Benim', city: '01' });
      expect(response.status, id).toBe(404);
      expect(response.body.message).toBe(NOT_YOURS_TR);
    }
    const [row] = await db().select().from(matingListing).where(eq(matingListing.id, listing.id));
    expect(row?.listingTitle).toBe('Golden eş arıyor');
    expect(row?.updatedAt).toBeNull();
  });

  it('refuses a blank title with the spec message', async () => {
    const { client, pet } = await ownerWithPet();
    const listing = await createListing(client, pet.id);
    const response = await client.put(`/api/mating/listings/${listing.id}`, { listingTitle: '', city: '34' });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ listingTitle: REQUIRED_TR });
  });
});

describe('PUT /api/mating/listings/{id}/active and my listings', () => {
  it('takes a listing down and back up; my listings show both states; others may not toggle', async () => {
    const { client, pet } = await ownerWithPet();
    const first = await createListing(client, pet.id, { listingTitle: 'Birinci' });
    const second = await createListing(client, pet.id, { listingTitle: 'İkinci' });
    const reader = await signedInAs(testApp, 'sitter');

    const down = await client.put<ListingBody>(`/api/mating/listings/${first.id}/active`, { isActive: false });
    expect(down.status).toBe(200);
    expect(down.body.listing.isActive).toBe(false);
    expect(await listIds(reader.client, '?pageSize=50')).not.toContain(first.id);

    const mine = await client.get<MatingList>('/api/mating/my-listings');
    expect(mine.body.total).toBe(2);
    expect(mine.body.items.map((item) => [item.listingTitle, item.isActive])).toEqual([
      ['İkinci', true],
      ['Birinci', false],
    ]);
    const someoneElse = await signedInAs(testApp, 'owner');
    expect((await someoneElse.client.get<MatingList>('/api/mating/my-listings')).body.total).toBe(0);

    const refused = await someoneElse.client.put(`/api/mating/listings/${second.id}/active`, { isActive: false });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(NOT_YOURS_TR);
    expect(await listIds(reader.client, '?pageSize=50')).toContain(second.id);

    await client.put(`/api/mating/listings/${first.id}/active`, { isActive: true });
    expect(await listIds(reader.client, '?pageSize=50')).toContain(first.id);
    expect((await client.put(`/api/mating/listings/${first.id}/active`, { isActive: 'no' })).status).toBe(422);
  });
});

describe('DELETE /api/mating/listings/{id}', () => {
  it('deletes the owner’s listing with its conversations; others get not-found-or-not-yours', async () => {
    const { user: owner, client, pet } = await ownerWithPet();
    const listing = await createListing(client, pet.id);
    const asker = await signedInAs(testApp, 'owner');
    const chatId = `mating_${listing.id}_owner_${owner.id}`;
    const sent = await asker.client.post(`/api/chat/conversations/${chatId}/messages`, {
      clientId: randomUUID(),
      text: 'Merhaba, ilanınızla ilgileniyorum.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await db().select().from(conversation).where(eq(conversation.matingListingId, listing.id))).toHaveLength(1);

    const refused = await asker.client.request('DELETE', `/api/mating/listings/${listing.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(NOT_YOURS_TR);

    expect((await client.request('DELETE', `/api/mating/listings/${listing.id}`)).status).toBe(204);
    expect((await client.get(`/api/mating/listings/${listing.id}`)).status).toBe(404);
    expect(await db().select().from(conversation).where(eq(conversation.contextId, listing.id))).toEqual([]);
    expect((await client.request('DELETE', `/api/mating/listings/${listing.id}`)).status).toBe(404);
  });

  it('goes with its pet', async () => {
    const { client, pet } = await ownerWithPet();
    const listing = await createListing(client, pet.id);
    expect((await client.request('DELETE', `/api/pets/${pet.id}`)).status).toBe(204);
    expect(await db().select().from(matingListing).where(eq(matingListing.id, listing.id))).toEqual([]);
  });
});

describe('the pet’s photo', () => {
  it('is readable by others only while the pet has an active listing', async () => {
    const owner = await signedInAs(testApp, 'owner');
    const photo = await uploadAs(owner.client, 'pet_photo');
    const created = await owner.client.post('/api/pets', { name: 'Fındık', species: 'cat', age: 2, photoFileId: photo.id });
    expect(created.status).toBe(201);
    const petId = created.body.pet.id as string;
    const reader = await signedInAs(testApp, 'owner');
    const thumbnailUrl = photo.thumbnailUrl ?? '';
    expect(thumbnailUrl).not.toBe('');
    const readable = async () => (await reader.client.get(thumbnailUrl)).status;

    expect(await readable()).toBe(404);
    const listing = await createListing(owner.client, petId);
    expect(listing.thumbnailUrl).toBe(thumbnailUrl);
    expect(await readable()).toBe(200);
    expect((await reader.client.get(photo.url)).status).toBe(200);

    await owner.client.put(`/api/mating/listings/${listing.id}/active`, { isActive: false });
    expect(await readable()).toBe(404);
    expect((await owner.client.get(thumbnailUrl)).status).toBe(200);

    await owner.client.put(`/api/mating/listings/${listing.id}/active`, { isActive: true });
    expect(await readable()).toBe(200);
    await owner.client.request('DELETE', `/api/mating/listings/${listing.id}`);
    expect(await readable()).toBe(404);
  });
});

describe('account deletion', () => {
  it('removes the account’s listings', async () => {
    const { user: owner, client, pet } = await ownerWithPet();
    await createListing(client, pet.id);
    const response = await client.request('DELETE', '/api/accounts/me', {
      json: { confirmation: 'SİL', password: owner.password },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await db().select().from(matingListing).where(eq(matingListing.ownerId, owner.id))).toEqual([]);
  });
});

const USES_ACTIVE_INDEX = /(Index (Only )?Scan using|Bitmap Index Scan on) mating_listing_active/;

describe('list plans', () => {
  it('reads every mix of filters from an index on a few thousand listings', async () => {
    const { user: owner, pet } = await ownerWithPet();
    const species = ['cat', 'dog', 'bird', 'other'];
    const rows = Array.from({ length: 4000 }, (_, index) => ({
      ownerId: owner.id,
      petId: pet.id,
      species: species[index % 4]!,
      listingTitle: `İlan ${index}`,
      cityCode: String((index % 81) + 1).padStart(2, '0'),
      isActive: index % 5 !== 0,
      createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
    }));
    for (let start = 0; start < rows.length; start += 1000) await db().insert(matingListing).values(rows.slice(start, start + 1000));
    await db().execute(sql`vacuum analyze mating_listing`);
    // The joined tables too: with the owner newer than the last analyze of "user", PostgreSQL
    // believed a merge join on the owner would stop at once, and read the owner's index instead.
    await db().execute(sql`analyze "user", pet`);
    const planOf = async (query: Parameters<typeof sql>[1]) => {
      const result = (await db().execute(sql`explain ${query}`)) as { rows: Array<Record<string, string>> };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    };
    const mixes = [{}, { species: 'dog' as const }, { cityCode: '35' }, { species: 'cat' as const, cityCode: '06' }];
    for (const filters of mixes) {
      const { rows: page, total } = activeListingsQueries({ db: db(), ...filters, page: 1, pageSize: 12 });
      const label = JSON.stringify(filters);
      const pagePlan = await planOf(page);
      // A bucket of a few rows may be fetched by bitmap and sorted; either way through its index.
      expect(pagePlan, label).toMatch(USES_ACTIVE_INDEX);
      expect(pagePlan, label).not.toMatch(/Seq Scan on mating_listing/);
      // A total over a city is a few rows, read through the index. The unfiltered total and a
      // species' (a quarter of the listings) count much of the table, which PostgreSQL may rightly
      // read in one pass.
      if ('cityCode' in filters) {
        const totalPlan = await planOf(total);
        expect(totalPlan, label).toMatch(USES_ACTIVE_INDEX);
        expect(totalPlan, label).not.toMatch(/Seq Scan on mating_listing/);
      }
    }
  });
});
