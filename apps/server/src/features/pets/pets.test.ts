import { randomUUID } from 'node:crypto';

import { istanbulToday } from '@patili/domain/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { file, pet, vaccinationRecord } from '../../db/schema/index.ts';
import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { createPet, createUser, createVaccinationRecord } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { uploadAs } from '../../../test/uploads.ts';

const testApp = useTestApp();

const db = () => testApp.deps.database.db;
const NOT_FOUND_TR = 'Evcil hayvan bulunamadı ya da bu kayda erişim izniniz yok.';
const REQUIRED_TR = 'Lütfen isim, tür ve yaş alanlarını doldurun.';

/** A date `years` years and `days` days before today in Turkey. */
const daysAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return istanbulToday(date);
};

const INVALID_PHOTO_TR =
  'Dosya bulunamadı ya da bu alan için yüklenmedi. Lütfen dosyayı yeniden yükleyin.';

const fileRow = async (id: string) => (await db().select().from(file).where(eq(file.id, id)))[0];

const countPets = async (ownerId: string) =>
  (await db().select().from(pet).where(eq(pet.ownerId, ownerId))).length;

describe('access matrix', () => {
  const body = { name: 'Pamuk', species: 'cat', age: 2 };
  it('GET /api/pets is for owners (and the admin)', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/pets' }, ['owner', 'admin']);
  });
  it('POST /api/pets is for owners (and the admin)', async () => {
    await expectAccessMatrix(testApp, { method: 'POST', path: '/api/pets', json: body }, [
      'owner',
      'admin',
    ]);
  });
  it('GET, PUT, DELETE /api/pets/:id and GET /api/pets/:id/vaccinations are for owners (and the admin)', async () => {
    const path = `/api/pets/${randomUUID()}`;
    await expectAccessMatrix(testApp, { method: 'GET', path }, ['owner', 'admin']);
    await expectAccessMatrix(testApp, { method: 'PUT', path, json: body }, ['owner', 'admin']);
    await expectAccessMatrix(testApp, { method: 'DELETE', path }, ['owner', 'admin']);
    await expectAccessMatrix(testApp, { method: 'GET', path: `${path}/vaccinations` }, [
      'owner',
      'admin',
    ]);
  });
  it('refuses a deactivated owner', async () => {
    const inactive = await signedInAs(testApp, 'owner', { isActive: false });
    expect((await inactive.client.get('/api/pets')).status).toBe(403);
  });
});

describe('POST /api/pets', () => {
  it('creates a pet with every field and answers its view', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const response = await client.post('/api/pets', {
      name: '  Karabaş ',
      species: 'dog',
      breed: 'Kangal',
      birthdate: daysAgo(4, 1),
      gender: 'male',
      notes: 'Tavuk alerjisi var.',
    });
    expect(response.status).toBe(201);
    expect(response.body.pet).toMatchObject({
      name: 'Karabaş',
      species: 'dog',
      breed: 'Kangal',
      birthdate: daysAgo(4, 1),
      age: 4,
      gender: 'male',
      notes: 'Tavuk alerjisi var.',
      photoFileId: null,
      photoUrl: null,
      thumbnailUrl: null,
    });
    const [row] = await db().select().from(pet).where(eq(pet.id, response.body.pet.id));
    expect(row).toMatchObject({ ownerId: user.id, ageYears: null });
  });

  it('keeps a given age when there is no birthdate, and defaults the gender', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const response = await client.post('/api/pets', {
      name: 'Maviş',
      species: 'bird',
      age: 0,
      breed: '',
      notes: '',
    });
    expect(response.status).toBe(201);
    expect(response.body.pet).toMatchObject({
      age: 0,
      birthdate: null,
      gender: 'unknown',
      breed: null,
      notes: null,
    });
  });

  it('refuses missing name, species and age with the Turkish field messages and saves nothing', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const response = await client.post('/api/pets', { name: '', species: '', age: '' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { name: REQUIRED_TR, species: REQUIRED_TR, age: REQUIRED_TR },
    });
    expect(await countPets(user.id)).toBe(0);
  });

  it('refuses a negative age, in the caller’s language', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const tr = await client.post('/api/pets', { name: 'Pamuk', species: 'cat', age: -2 });
    expect(tr.status).toBe(422);
    expect(tr.body.fields).toEqual({ age: 'Yaş negatif olamaz.' });
    const en = await client.post(
      '/api/pets',
      { name: 'Pamuk', species: 'cat', age: -2 },
      { headers: { 'accept-language': 'en' } },
    );
    expect(en.body.fields).toEqual({ age: 'Age cannot be negative.' });
  });

  it('refuses a birthdate after today and a malformed one', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const future = await client.post('/api/pets', {
      name: 'Pamuk',
      species: 'cat',
      birthdate: daysAgo(0, -2),
    });
    expect(future.status).toBe(422);
    expect(future.body.fields).toEqual({ birthdate: 'Doğum tarihi bugünden sonra olamaz.' });
    const malformed = await client.post('/api/pets', {
      name: 'Pamuk',
      species: 'cat',
      birthdate: '2020-02-30',
    });
    expect(malformed.body.fields).toEqual({ birthdate: 'Geçerli bir doğum tarihi girin.' });
    const todayBorn = await client.post('/api/pets', {
      name: 'Yavru',
      species: 'cat',
      birthdate: daysAgo(0),
    });
    expect(todayBorn.status).toBe(201);
    expect(todayBorn.body.pet.age).toBe(0);
    expect(await countPets(user.id)).toBe(1);
  });

  it('refuses a photo id that is not a uuid', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const response = await client.post('/api/pets', {
      name: 'Pamuk',
      species: 'cat',
      age: 1,
      photoFileId: 'x.png',
    });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ photoFileId: 'Geçersiz değer.' });
  });
});

describe('microchip numbers', () => {
  it('stores the number as digits, one pet per number, and clears it when left blank', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const created = await client.post('/api/pets', { name: 'Zeytin', species: 'cat', age: 2, microchip: '792 0981 0012 3456' });
    expect(created.status).toBe(201);
    expect(created.body.pet.microchip).toBe('792098100123456');

    const { client: other } = await signedInAs(testApp, 'owner');
    const taken = await other.post('/api/pets', { name: 'Başka', species: 'cat', age: 1, microchip: '792098100123456' });
    expect(taken.status).toBe(422);
    expect(taken.body.fields).toEqual({ microchip: 'Bu mikroçip numarası başka bir evcil hayvana kayıtlı.' });

    // Saving the same pet again keeps its own number; a blank clears it and frees it.
    const id = created.body.pet.id;
    expect((await client.put(`/api/pets/${id}`, { name: 'Zeytin', species: 'cat', age: 2, microchip: '792098100123456' })).status).toBe(200);
    const cleared = await client.put(`/api/pets/${id}`, { name: 'Zeytin', species: 'cat', age: 2, microchip: '' });
    expect(cleared.body.pet.microchip).toBeNull();
    expect((await other.post('/api/pets', { name: 'Başka', species: 'cat', age: 1, microchip: '792098100123456' })).status).toBe(201);
  });

  it('refuses a number that is not 15 digits or has no valid code, in the caller’s language', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const short = await client.post('/api/pets', { name: 'Kısa', species: 'dog', age: 1, microchip: '79209810012' });
    expect(short.status).toBe(422);
    expect(short.body.fields).toEqual({ microchip: 'Mikroçip numarası 15 rakamdan oluşmalıdır (ISO 11784/11785).' });
    const test = await client.post('/api/pets', { name: 'Test', species: 'dog', age: 1, microchip: '999000000000001' }, { headers: { 'accept-language': 'en' } });
    expect(test.body.fields).toEqual({ microchip: 'The first three digits of a microchip number must be a valid country or manufacturer code.' });
  });
});

describe('GET /api/pets', () => {
  it("lists only the caller's pets, oldest first, a page at a time with the total", async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const other = await createUser({ db: db(), auth: testApp.deps.auth }, { role: 'owner' });
    const base = Date.UTC(2024, 0, 1);
    for (const [index, name] of ['Bir', 'İki', 'Üç', 'Dört', 'Beş'].entries()) {
      await createPet({ db: db() }, user, { name, createdAt: new Date(base + index * 60_000) });
    }
    await createPet({ db: db() }, other, { name: 'Başkasının' });

    const first = await client.get('/api/pets?page=1&pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.body.items.map((p: { name: string }) => p.name)).toEqual(['Bir', 'İki']);
    const last = await client.get('/api/pets?page=3&pageSize=2');
    expect(last.body.items.map((p: { name: string }) => p.name)).toEqual(['Beş']);
    const beyond = await client.get('/api/pets?page=9&pageSize=2');
    expect(beyond.body).toMatchObject({ items: [], total: 5 });
    const all = await client.get('/api/pets');
    expect(all.body).toMatchObject({ total: 5, page: 1, pageSize: 12 });
    expect(all.body.items.map((p: { name: string }) => p.name)).not.toContain('Başkasının');
  });

  it('derives ages and answers an empty list for a new owner', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    expect((await client.get('/api/pets')).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 12,
    });
    await createPet({ db: db() }, user, { birthdate: daysAgo(6, 3), ageYears: 1 });
    await createPet({ db: db() }, user, { birthdate: null, ageYears: 9 });
    const response = await client.get('/api/pets');
    expect(response.body.items.map((p: { age: number }) => p.age)).toEqual([6, 9]);
  });

  it('keeps pets created in the same instant in the order they were created, page after page', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const instant = new Date('2026-01-02T03:04:05Z');
    const created: string[] = [];
    for (let i = 0; i < 15; i += 1) created.push((await createPet({ db: db() }, user, { name: `Aynı an ${i}`, createdAt: instant })).id);
    const first = await client.get('/api/pets?pageSize=12');
    const second = await client.get('/api/pets?pageSize=12&page=2');
    expect([...first.body.items, ...second.body.items].map((p: { id: string }) => p.id)).toEqual(created);
  });

  it('refuses a bad page size', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    expect((await client.get('/api/pets?pageSize=500')).status).toBe(422);
    expect((await client.get('/api/pets?page=0')).status).toBe(422);
  });
});

describe('GET /api/pets/:id', () => {
  it('answers the owner their pet', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const row = await createPet({ db: db() }, user, {
      name: 'Tarçın',
      species: 'other',
      ageYears: 2,
    });
    const response = await client.get(`/api/pets/${row.id}`);
    expect(response.status).toBe(200);
    expect(response.body.pet).toMatchObject({
      id: row.id,
      name: 'Tarçın',
      species: 'other',
      age: 2,
    });
  });

  it("gives the same 404 for another owner's pet, an unknown id and a malformed id", async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const other = await createUser({ db: db(), auth: testApp.deps.auth }, { role: 'owner' });
    const theirs = await createPet({ db: db() }, other);
    for (const id of [theirs.id, randomUUID(), 'not-a-uuid']) {
      const response = await client.get(`/api/pets/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({
        code: 'PET_NOT_FOUND_OR_ACCESS_DENIED',
        message: NOT_FOUND_TR,
      });
    }
  });
});

describe('PUT /api/pets/:id', () => {
  it('replaces the fields; a birthdate given later replaces the stored age', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const row = await createPet({ db: db() }, user, { name: 'Pamuk', species: 'cat', ageYears: 1 });
    const response = await client.put(`/api/pets/${row.id}`, {
      name: 'Pamuk Hanım',
      species: 'cat',
      breed: 'Van kedisi',
      birthdate: daysAgo(2, 1),
      gender: 'female',
    });
    expect(response.status).toBe(200);
    expect(response.body.pet).toMatchObject({
      name: 'Pamuk Hanım',
      breed: 'Van kedisi',
      age: 2,
      gender: 'female',
      notes: null,
    });
    const [stored] = await db().select().from(pet).where(eq(pet.id, row.id));
    expect(stored).toMatchObject({ ageYears: null, birthdate: daysAgo(2, 1) });
    expect(stored!.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
  });

  it('refuses a bad body and changes nothing', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const row = await createPet({ db: db() }, user, { name: 'Pamuk', ageYears: 1 });
    const response = await client.put(`/api/pets/${row.id}`, {
      name: 'Yeni',
      species: 'cat',
      age: -1,
    });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({ age: 'Yaş negatif olamaz.' });
    const [stored] = await db().select().from(pet).where(eq(pet.id, row.id));
    expect(stored).toMatchObject({ name: 'Pamuk', ageYears: 1 });
  });

  it("cannot touch another owner's pet", async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const other = await createUser({ db: db(), auth: testApp.deps.auth }, { role: 'owner' });
    const theirs = await createPet({ db: db() }, other, { name: 'Onların' });
    const response = await client.put(`/api/pets/${theirs.id}`, {
      name: 'Benim',
      species: 'dog',
      age: 1,
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(NOT_FOUND_TR);
    const [stored] = await db().select().from(pet).where(eq(pet.id, theirs.id));
    expect(stored!.name).toBe('Onların');
  });
});

describe('DELETE /api/pets/:id', () => {
  it('deletes the pet and its vaccination records', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const row = await createPet({ db: db() }, user);
    await createVaccinationRecord({ db: db() }, row);
    const response = await client.request('DELETE', `/api/pets/${row.id}`);
    expect(response.status).toBe(204);
    expect(await countPets(user.id)).toBe(0);
    expect(
      await db().select().from(vaccinationRecord).where(eq(vaccinationRecord.petId, row.id)),
    ).toEqual([]);
    expect((await client.request('DELETE', `/api/pets/${row.id}`)).status).toBe(404);
  });

  it("cannot delete another owner's pet", async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const other = await createUser({ db: db(), auth: testApp.deps.auth }, { role: 'owner' });
    const theirs = await createPet({ db: db() }, other);
    const response = await client.request('DELETE', `/api/pets/${theirs.id}`);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('PET_NOT_FOUND_OR_ACCESS_DENIED');
    expect(await countPets(other.id)).toBe(1);
  });
});

describe('GET /api/pets/:id/vaccinations', () => {
  it('lists records of the same day and instant newest entry first, the same on every page', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const row = await createPet({ db: db() }, user);
    const instant = new Date('2026-01-02T03:04:05Z');
    const created: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      created.push((await createVaccinationRecord({ db: db() }, row, { vaccineName: `Doz ${i}`, vaccinationDate: '2025-05-05', createdAt: instant })).id);
    }
    const first = await client.get(`/api/pets/${row.id}/vaccinations?pageSize=5`);
    const second = await client.get(`/api/pets/${row.id}/vaccinations?pageSize=5&page=2`);
    expect([...first.body.items, ...second.body.items].map((r: { id: string }) => r.id)).toEqual(created.reverse());
  });

  it('lists the records newest first with the veterinarian, a page at a time', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const vet = await createUser(
      { db: db(), auth: testApp.deps.auth },
      { role: 'veterinarian', name: 'Dr. Elif Kaya' },
    );
    const row = await createPet({ db: db() }, user);
    const other = await createPet({ db: db() }, user);
    await createVaccinationRecord({ db: db() }, row, {
      vaccineName: 'Karma',
      vaccinationDate: '2023-03-01',
      vetId: vet.id,
    });
    await createVaccinationRecord({ db: db() }, row, {
      vaccineName: 'Kuduz',
      vaccinationDate: '2024-03-01',
      vetId: vet.id,
      notes: 'Yıllık',
    });
    await createVaccinationRecord({ db: db() }, row, {
      vaccineName: 'İç parazit',
      vaccinationDate: '2023-09-01',
    });
    await createVaccinationRecord({ db: db() }, other, { vaccineName: 'Başka' });

    const response = await client.get(`/api/pets/${row.id}/vaccinations`);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(3);
    expect(response.body.items.map((r: { vaccineName: string }) => r.vaccineName)).toEqual([
      'Kuduz',
      'İç parazit',
      'Karma',
    ]);
    expect(response.body.items[0]).toMatchObject({
      petId: row.id,
      vaccinationDate: '2024-03-01',
      notes: 'Yıllık',
      vetId: vet.id,
      vetName: 'Dr. Elif Kaya',
    });
    expect(response.body.items[1]).toMatchObject({ vetId: null, vetName: null });
    const second = await client.get(`/api/pets/${row.id}/vaccinations?page=2&pageSize=2`);
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items.map((r: { vaccineName: string }) => r.vaccineName)).toEqual(['Karma']);
  });

  it('answers an empty list for a pet without records', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const row = await createPet({ db: db() }, user);
    expect((await client.get(`/api/pets/${row.id}/vaccinations`)).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });

  it("refuses another owner's pet with 404 rather than an empty list", async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const other = await createUser({ db: db(), auth: testApp.deps.auth }, { role: 'owner' });
    const theirs = await createPet({ db: db() }, other);
    await createVaccinationRecord({ db: db() }, theirs);
    const response = await client.get(`/api/pets/${theirs.id}/vaccinations`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(NOT_FOUND_TR);
  });
});

describe('POST /api/pets/:id/vaccinations (a dose the owner records)', () => {
  it('is for owners (and the admin)', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'POST', path: `/api/pets/${randomUUID()}/vaccinations`, json: { vaccineName: 'Kuduz', vaccinationDate: '2025-05-05' } },
      ['owner', 'admin'],
    );
  });

  it('records it as the owner’s, lists it with the vet’s, and keeps its next dose for the reminders', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const row = await createPet({ db: db() }, user);
    const response = await client.post(`/api/pets/${row.id}/vaccinations`, {
      vaccineName: '  Kuduz  ',
      vaccinationDate: daysAgo(0, 10),
      nextDueDate: daysAgo(-1, 10),
      notes: 'Yurt dışında yapıldı',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.vaccination).toMatchObject({
      petId: row.id,
      vaccineName: 'Kuduz',
      vaccinationDate: daysAgo(0, 10),
      nextDueDate: daysAgo(-1, 10),
      notes: 'Yurt dışında yapıldı',
      vetId: null,
      vetName: null,
      recordedBy: 'owner',
    });
    const list = await client.get(`/api/pets/${row.id}/vaccinations`);
    expect(list.body.items).toEqual([response.body.vaccination]);
    const [stored] = await db().select().from(vaccinationRecord).where(eq(vaccinationRecord.id, response.body.vaccination.id));
    expect(stored?.recordedBy).toBe('owner');
  });

  it('checks the dose as a vet’s is checked, with the Turkish messages', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const row = await createPet({ db: db() }, user);
    const empty = await client.post(`/api/pets/${row.id}/vaccinations`, { vaccineName: ' ', vaccinationDate: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.fields).toEqual({ vaccineName: 'Lütfen aşının adını yazın.', vaccinationDate: 'Lütfen aşı tarihini girin.' });
    const future = await client.post(`/api/pets/${row.id}/vaccinations`, { vaccineName: 'Karma', vaccinationDate: daysAgo(-1) });
    expect(future.body.fields).toEqual({ vaccinationDate: 'Aşı tarihi bugünden sonra olamaz.' });
    const due = await client.post(`/api/pets/${row.id}/vaccinations`, { vaccineName: 'Karma', vaccinationDate: daysAgo(0, 3), nextDueDate: daysAgo(0, 3) });
    expect(due.body.fields).toEqual({ nextDueDate: 'Sonraki doz tarihi aşı tarihinden sonra olmalıdır.' });
    expect(await db().select().from(vaccinationRecord).where(eq(vaccinationRecord.petId, row.id))).toEqual([]);
  });

  it("refuses another owner's pet, or one that is no pet, with 404", async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const other = await createUser({ db: db(), auth: testApp.deps.auth }, { role: 'owner' });
    const theirs = await createPet({ db: db() }, other);
    const body = { vaccineName: 'Karma', vaccinationDate: daysAgo(0, 1) };
    const response = await client.post(`/api/pets/${theirs.id}/vaccinations`, body);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(NOT_FOUND_TR);
    expect((await client.post('/api/pets/not-a-pet/vaccinations', body)).status).toBe(404);
    expect(await db().select().from(vaccinationRecord).where(eq(vaccinationRecord.petId, theirs.id))).toEqual([]);
  });
});

describe('pet photos', () => {
  /** A pet's body for these tests: Pamuk, a two-year-old cat, showing `photoFileId`. */
  const catWithPhoto = (photoFileId: string | null, changes: { name?: string; age?: number } = {}) => ({
    name: 'Pamuk',
    species: 'cat',
    age: 2,
    photoFileId,
    ...changes,
  });

  it('attaches an uploaded pet photo and serves it to the owner only', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const photo = await uploadAs(client, 'pet_photo');
    const response = await client.post('/api/pets', catWithPhoto(photo.id));
    expect(response.status).toBe(201);
    expect(response.body.pet).toMatchObject({
      photoFileId: photo.id,
      photoUrl: `/api/files/${photo.id}`,
      thumbnailUrl: `/api/files/${photo.id}/thumbnail`,
    });
    expect((await fileRow(photo.id))!.attachedAt).not.toBeNull();
    expect((await client.get(`/api/files/${photo.id}/thumbnail`)).status).toBe(200);
    const stranger = await signedInAs(testApp, 'owner');
    expect((await stranger.client.get(`/api/files/${photo.id}`)).status).toBe(404);
  });

  it("refuses another user's upload, an avatar upload and an unknown id, saving nothing", async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const other = await signedInAs(testApp, 'owner');
    const theirs = await uploadAs(other.client, 'pet_photo');
    const avatar = await uploadAs(client, 'avatar');
    for (const photoFileId of [theirs.id, avatar.id, randomUUID()]) {
      const response = await client.post('/api/pets', catWithPhoto(photoFileId));
      expect(response.status, photoFileId).toBe(422);
      expect(response.body.fields).toEqual({ photoFileId: INVALID_PHOTO_TR });
    }
    expect(await countPets(user.id)).toBe(0);
    expect((await fileRow(theirs.id))!.attachedAt).toBeNull();
  });

  it("refuses a photo another of the owner's pets shows", async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const photo = await uploadAs(client, 'pet_photo');
    const first = await client.post('/api/pets', catWithPhoto(photo.id, { name: 'Bir' }));
    expect(first.status).toBe(201);
    const second = await client.post('/api/pets', catWithPhoto(photo.id, { name: 'İki' }));
    expect(second.status).toBe(422);
    expect(second.body.fields).toEqual({ photoFileId: INVALID_PHOTO_TR });
  });

  it('keeps the photo on a save that does not change it, and deletes a replaced or removed one', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const firstPhoto = await uploadAs(client, 'pet_photo');
    const created = await client.post('/api/pets', catWithPhoto(firstPhoto.id));
    const petId = created.body.pet.id;

    const unchanged = await client.put(`/api/pets/${petId}`, catWithPhoto(firstPhoto.id, { age: 3 }));
    expect(unchanged.status).toBe(200);
    expect(await fileRow(firstPhoto.id)).toBeDefined();

    const secondPhoto = await uploadAs(client, 'pet_photo');
    const replaced = await client.put(`/api/pets/${petId}`, catWithPhoto(secondPhoto.id, { age: 3 }));
    expect(replaced.body.pet.photoUrl).toBe(`/api/files/${secondPhoto.id}`);
    expect(await fileRow(firstPhoto.id)).toBeUndefined();
    expect((await client.get(`/api/files/${firstPhoto.id}`)).status).toBe(404);

    const removed = await client.put(`/api/pets/${petId}`, catWithPhoto(null, { age: 3 }));
    expect(removed.body.pet).toMatchObject({
      photoFileId: null,
      photoUrl: null,
      thumbnailUrl: null,
    });
    expect(await fileRow(secondPhoto.id)).toBeUndefined();
  });

  it('keeps the old photo when an update is refused', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const photo = await uploadAs(client, 'pet_photo');
    const created = await client.post('/api/pets', catWithPhoto(photo.id));
    const response = await client.put(`/api/pets/${created.body.pet.id}`, catWithPhoto(randomUUID()));
    expect(response.status).toBe(422);
    expect(await fileRow(photo.id)).toBeDefined();
    expect((await client.get(`/api/pets/${created.body.pet.id}`)).body.pet.photoFileId).toBe(
      photo.id,
    );
  });

  it('deletes the photo with the pet', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const photo = await uploadAs(client, 'pet_photo');
    const created = await client.post('/api/pets', catWithPhoto(photo.id));
    expect((await client.request('DELETE', `/api/pets/${created.body.pet.id}`)).status).toBe(204);
    expect(await fileRow(photo.id)).toBeUndefined();
  });
});
