import type { PatientDetail, PatientList, VetVaccinationList } from '@patili/domain/patients';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { latestOutbox, signedInAs } from '../../../test/actors.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import {
  createBooking,
  createPet,
  createVaccinationRecord,
  type CreateUserOptions,
} from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { booking, notification } from '../../db/schema/index.ts';

const { clock, testApp } = useClockedTestApp();
const db = () => testApp.deps.database.db;

type Person = { id: string; name: string; email: string; client: TestClient };

const person = async (
  role: 'owner' | 'veterinarian',
  options: CreateUserOptions = {},
): Promise<Person> => {
  const { user, client } = await signedInAs(testApp, role, options);
  return { id: user.id, name: user.name, email: user.email, client };
};

/** A vet booking between an owner's pet and a vet, with `over` written on the row (status, cancellation). */
const vetBooking = async (
  owner: Person,
  vet: Person,
  petId: string,
  options: { date?: string; status?: string; over?: Partial<typeof booking.$inferInsert> } = {},
) => {
  const row = await createBooking(
    { db: db() },
    { owner, provider: { id: vet.id, role: 'veterinarian' }, pet: { id: petId } },
    {
      status: options.status ?? 'confirmed',
      terms: { kind: 'veterinarian', date: options.date ?? '2026-06-20', time: '10:00' },
    },
  );
  if (options.over) await db().update(booking).set(options.over).where(eq(booking.id, row.id));
  return row;
};

let vet: Person;
let otherVet: Person;
let ayse: Person;
let mehmet: Person;
let pamuk: { id: string; name: string };
let karamel: { id: string; name: string };
let isik: { id: string; name: string };
let limon: { id: string; name: string };

beforeAll(async () => {
  vet = await person('veterinarian', { name: 'Dr. Elif Kaya' });
  otherVet = await person('veterinarian', { name: 'Dr. Kerem Yıldız' });
  ayse = await person('owner', { name: 'Ayşe Yılmaz', locale: 'en' });
  mehmet = await person('owner', { name: 'Mehmet Işıklı' });
  pamuk = await createPet({ db: db() }, ayse, {
    name: 'Pamuk',
    species: 'cat',
    breed: 'Van Kedisi',
    birthdate: '2022-06-11',
  });
  karamel = await createPet({ db: db() }, ayse, {
    name: 'Karamel',
    species: 'dog',
    breed: 'Golden Retriever',
    ageYears: 4,
  });
  isik = await createPet({ db: db() }, mehmet, { name: 'Işık', species: 'bird', ageYears: null });
  limon = await createPet({ db: db() }, mehmet, { name: 'Limon', species: 'bird' });

  // Pamuk: a completed visit on 1 June; Karamel: an upcoming confirmed one; Işık: still pending.
  await vetBooking(ayse, vet, pamuk.id, { date: '2026-06-01', status: 'completed' });
  await vetBooking(ayse, vet, karamel.id, { date: '2026-06-20' });
  await vetBooking(mehmet, vet, isik.id, { date: '2026-06-22', status: 'pending' });
  // Limon's requests never made it a patient: rejected, expired, withdrawn while pending.
  const cancelled = { status: 'cancelled' as const };
  await vetBooking(mehmet, vet, limon.id, {
    ...cancelled,
    over: {
      cancelledBy: 'provider',
      cancellationReason: 'rejected',
      answeredAt: new Date(TEST_NOW),
    },
  });
  await vetBooking(mehmet, vet, limon.id, {
    ...cancelled,
    over: { cancelledBy: 'system', cancellationReason: 'expired' },
  });
  await vetBooking(mehmet, vet, limon.id, {
    ...cancelled,
    over: { cancelledBy: 'owner', cancellationReason: 'cancelled_by_owner' },
  });
  // Karamel is also the other vet's patient.
  await vetBooking(ayse, otherVet, karamel.id, { date: '2026-06-25' });
});

beforeEach(() => clock.set(TEST_NOW));

const list = (client: TestClient, query = '') => client.get<PatientList>(`/api/patients${query}`);

describe('GET /api/patients', () => {
  it('lists the pets the vet has a booking with, most recently seen first, with age and owner', async () => {
    const response = await list(vet.client);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.total).toBe(3);
    expect(response.body.items).toEqual([
      {
        petId: pamuk.id,
        name: 'Pamuk',
        species: 'cat',
        breed: 'Van Kedisi',
        // Born 11 June 2022: the birthday is tomorrow in Istanbul.
        age: 3,
        ownerName: 'Ayşe Yılmaz',
        lastVisit: '2026-06-01',
      },
      // Never seen yet: by name.
      {
        petId: isik.id,
        name: 'Işık',
        species: 'bird',
        breed: null,
        age: null,
        ownerName: 'Mehmet Işıklı',
        lastVisit: null,
      },
      {
        petId: karamel.id,
        name: 'Karamel',
        species: 'dog',
        breed: 'Golden Retriever',
        age: 4,
        ownerName: 'Ayşe Yılmaz',
        lastVisit: null,
      },
    ]);
  });

  it('counts a confirmed booking the owner cancelled later, never a request cancelled before it was confirmed', async () => {
    const withdrawn = await vetBooking(mehmet, vet, limon.id, {
      status: 'cancelled',
      over: {
        cancelledBy: 'owner',
        cancellationReason: 'cancelled_by_owner',
        answeredAt: new Date(TEST_NOW),
      },
    });
    expect((await list(vet.client)).body.items.map((row) => row.name)).toContain('Limon');
    await db().delete(booking).where(eq(booking.id, withdrawn.id));
    expect((await list(vet.client)).body.items.map((row) => row.name)).not.toContain('Limon');
  });

  it('searches name, species (either language), breed and owner name, Turkish case and accents ignored', async () => {
    const names = async (q: string) =>
      (await list(vet.client, `?q=${encodeURIComponent(q)}`)).body.items
        .map((row) => row.name)
        .sort();
    expect(await names('PAMUK')).toEqual(['Pamuk']);
    expect(await names('kedi')).toEqual(['Pamuk']);
    expect(await names('Köpek')).toEqual(['Karamel']);
    expect(await names('bird')).toEqual(['Işık']);
    expect(await names('golden')).toEqual(['Karamel']);
    expect(await names('AYŞE')).toEqual(['Karamel', 'Pamuk']);
    expect(await names('ayse yilmaz')).toEqual(['Karamel', 'Pamuk']);
    expect(await names('isik')).toEqual(['Işık']);
    expect(await names('IŞIKLI')).toEqual(['Işık']);
    expect(await names('%')).toEqual([]);
    expect(await names('zürafa')).toEqual([]);
    const empty = await list(vet.client, '?q=z%C3%BCrafa');
    expect(empty.body).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('pages on the server, with the total on every page', async () => {
    const first = await list(vet.client, '?pageSize=2');
    expect(first.body.items.map((row) => row.name)).toEqual(['Pamuk', 'Işık']);
    expect(first.body.total).toBe(3);
    const second = await list(vet.client, '?pageSize=2&page=2');
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items.map((row) => row.name)).toEqual(['Karamel']);
    const past = await list(vet.client, '?pageSize=2&page=5');
    expect(past.body).toMatchObject({ items: [], total: 3, page: 5 });
  });

  it('shows each vet only its own patients', async () => {
    const other = await list(otherVet.client);
    expect(other.body.items.map((row) => row.name)).toEqual(['Karamel']);
    const stranger = await person('veterinarian');
    expect((await list(stranger.client)).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });

  it('refuses a bad query with a translated message, and owners altogether', async () => {
    const long = await vet.client.get(`/api/patients?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(422);
    expect(long.body.fields).toEqual({ q: 'Arama en fazla 100 karakter olabilir.' });
    expect((await list(vet.client, '?page=0')).status).toBe(422);
    const owner = await list(ayse.client);
    expect(owner.status).toBe(403);
  });
});

describe('GET /api/patients/{petId}', () => {
  it('gives the pet, its owner, the vet’s appointments, every vaccination and the vet’s records', async () => {
    await createVaccinationRecord({ db: db() }, karamel, {
      vaccineName: 'Kuduz',
      vaccinationDate: '2026-05-02',
      vetId: otherVet.id,
    });
    await createVaccinationRecord({ db: db() }, karamel, {
      vaccineName: 'Karma',
      vaccinationDate: '2025-04-01',
      vetId: null,
    });
    const response = await vet.client.get<{ patient: PatientDetail }>(
      `/api/patients/${karamel.id}`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { patient } = response.body;
    expect(patient.pet).toEqual({
      id: karamel.id,
      name: 'Karamel',
      species: 'dog',
      breed: 'Golden Retriever',
      birthdate: null,
      age: 4,
      gender: 'unknown',
      notes: null,
    });
    expect(patient.owner).toEqual({ id: ayse.id, name: 'Ayşe Yılmaz' });
    // Only this vet's appointment, not the other vet's.
    expect(patient.appointments.total).toBe(1);
    expect(patient.appointments.items[0]).toMatchObject({
      serviceType: 'vet_exam',
      status: 'confirmed',
      startDate: '2026-06-20',
      startTime: '10:00',
      startsAt: '2026-06-20T07:00:00.000Z',
    });
    expect(patient.vaccinations.total).toBe(2);
    expect(patient.vaccinations.items.map((v) => [v.vaccineName, v.vetName])).toEqual([
      ['Kuduz', 'Dr. Kerem Yıldız'],
      ['Karma', null],
    ]);
    expect(patient.records).toEqual({ items: [], total: 0 });
  });

  it('is 404 with a translated message for another vet’s patient, a non-patient and a bad id', async () => {
    for (const [client, petId] of [
      [otherVet.client, pamuk.id],
      [vet.client, limon.id],
      [vet.client, '0190d4e0-0000-7000-8000-000000000000'],
      [vet.client, 'pamuk'],
    ] as const) {
      const response = await client.get(`/api/patients/${petId}`);
      expect(response.status, petId).toBe(404);
      expect(response.body).toEqual({
        code: 'NOT_FOUND',
        message: 'Hasta bulunamadı ya da bu evcil hayvanla bir randevunuz yok.',
      });
    }
    expect((await ayse.client.get(`/api/patients/${pamuk.id}`)).status).toBe(403);
  });
});

describe('POST /api/patients/{petId}/records', () => {
  const body = {
    visitDate: '2026-06-10',
    reason: '  Yıllık kontrol  ',
    diagnosis: 'Sağlıklı',
    treatment: '',
    notes: '  Bir ay sonra tartı kontrolü. ',
  };

  it('writes a visit record that the detail and the list show', async () => {
    const response = await vet.client.post(`/api/patients/${isik.id}/records`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.record).toMatchObject({
      petId: isik.id,
      visitDate: '2026-06-10',
      reason: 'Yıllık kontrol',
      diagnosis: 'Sağlıklı',
      treatment: null,
      notes: 'Bir ay sonra tartı kontrolü.',
      createdAt: TEST_NOW,
    });
    const detail = await vet.client.get<{ patient: PatientDetail }>(`/api/patients/${isik.id}`);
    expect(detail.body.patient.records.items.map((r) => r.id)).toEqual([response.body.record.id]);
    // The visit is now Işık's last visit: it leads the list.
    const rows = (await list(vet.client)).body.items;
    expect(rows[0]).toMatchObject({ name: 'Işık', lastVisit: '2026-06-10' });
    // Another vet does not see this vet's records of a shared patient.
    await vet.client.post(`/api/patients/${karamel.id}/records`, { ...body, reason: 'Aşı' });
    const other = await otherVet.client.get<{ patient: PatientDetail }>(
      `/api/patients/${karamel.id}`,
    );
    expect(other.body.patient.records.total).toBe(0);
  });

  it('refuses a visit after today in Istanbul and a missing reason, with translated messages', async () => {
    // 22:30 in New York on 10 June is already 11 June in Istanbul: 11 June is today, 12 June is not.
    clock.set('2026-06-11T02:30:00.000Z');
    expect(
      (
        await vet.client.post(`/api/patients/${isik.id}/records`, {
          ...body,
          visitDate: '2026-06-11',
        })
      ).status,
    ).toBe(201);
    const future = await vet.client.post(`/api/patients/${isik.id}/records`, {
      visitDate: '2026-06-12',
      reason: 'Kusma',
    });
    expect(future.status).toBe(422);
    expect(future.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { visitDate: 'Muayene tarihi bugünden sonra olamaz.' },
    });
    const missing = await vet.client.post(`/api/patients/${isik.id}/records`, {
      visitDate: '2026-06-10',
      reason: ' ',
    });
    expect(missing.body.fields).toEqual({ reason: 'Lütfen geliş nedenini yazın.' });
    const english = await vet.client.post(
      `/api/patients/${isik.id}/records`,
      { visitDate: '2026-06-12', reason: 'x' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.body.fields).toEqual({ visitDate: 'The visit date cannot be after today.' });
  });

  it('is 404 for a pet that is not the vet’s patient and 403 for an owner', async () => {
    expect((await otherVet.client.post(`/api/patients/${isik.id}/records`, body)).status).toBe(404);
    expect((await vet.client.post(`/api/patients/${limon.id}/records`, body)).status).toBe(404);
    expect((await ayse.client.post(`/api/patients/${pamuk.id}/records`, body)).status).toBe(403);
  });
});

describe('POST /api/patients/{petId}/vaccinations', () => {
  it('records a vaccination under the vet’s name; the owner sees it on the pet and is told', async () => {
    const response = await vet.client.post(`/api/patients/${pamuk.id}/vaccinations`, {
      vaccineName: ' Kuduz ',
      vaccinationDate: '2026-06-01',
      notes: 'Seri no: KZ-2291',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.vaccination).toMatchObject({
      petId: pamuk.id,
      vaccineName: 'Kuduz',
      vaccinationDate: '2026-06-01',
      notes: 'Seri no: KZ-2291',
      vetId: vet.id,
      vetName: 'Dr. Elif Kaya',
    });
    const onPet = await ayse.client.get(`/api/pets/${pamuk.id}/vaccinations`);
    expect(onPet.body.items[0]).toMatchObject({ vaccineName: 'Kuduz', vetName: 'Dr. Elif Kaya' });

    const [notice] = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.userId, ayse.id), eq(notification.type, 'vaccination_recorded')));
    expect(notice).toBeDefined();
    const inTurkish = await ayse.client.get('/api/notifications', {
      headers: { 'accept-language': 'tr' },
    });
    expect(inTurkish.body.items[0]).toMatchObject({
      type: 'vaccination_recorded',
      title: 'Yeni aşı kaydı',
      body: 'Dr. Elif Kaya, Pamuk için 1 Haz 2026 tarihli Kuduz aşısını kaydetti.',
      path: '/owner/pets',
    });
    // Ayşe reads English: the e-mail is in English.
    const mail = await latestOutbox(testApp, ayse.email);
    expect(mail?.subject).toBe('Patili: New vaccination record');
    expect(mail?.text).toContain(
      'Dr. Elif Kaya recorded the Kuduz vaccination of Pamuk on 1 Jun 2026.',
    );
    expect(mail?.link).toBe('http://localhost:3000/#/owner/pets');
  });

  it('refuses a missing name, a bad date and a future one with translated messages, changing nothing', async () => {
    const before = (await vet.client.get<VetVaccinationList>('/api/patients/vaccinations')).body
      .total;
    const missing = await vet.client.post(`/api/patients/${pamuk.id}/vaccinations`, {});
    expect(missing.status).toBe(422);
    expect(missing.body.fields).toEqual({
      vaccineName: 'Lütfen aşının adını yazın.',
      vaccinationDate: 'Lütfen aşı tarihini girin.',
    });
    const bad = await vet.client.post(`/api/patients/${pamuk.id}/vaccinations`, {
      vaccineName: 'Karma',
      vaccinationDate: '2026-02-30',
    });
    expect(bad.body.fields).toEqual({ vaccinationDate: 'Geçerli bir tarih girin.' });
    const future = await vet.client.post(`/api/patients/${pamuk.id}/vaccinations`, {
      vaccineName: 'Karma',
      vaccinationDate: '2026-06-11',
    });
    expect(future.status).toBe(422);
    expect(future.body.fields).toEqual({ vaccinationDate: 'Aşı tarihi bugünden sonra olamaz.' });
    expect(
      (await vet.client.get<VetVaccinationList>('/api/patients/vaccinations')).body.total,
    ).toBe(before);
  });

  it('is 404 for another vet’s patient and 403 for an owner (only a vet adds one)', async () => {
    const valid = { vaccineName: 'Karma', vaccinationDate: '2026-06-01' };
    const other = await otherVet.client.post(`/api/patients/${pamuk.id}/vaccinations`, valid);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Hasta bulunamadı ya da bu evcil hayvanla bir randevunuz yok.');
    expect((await ayse.client.post(`/api/patients/${pamuk.id}/vaccinations`, valid)).status).toBe(
      403,
    );
  });
});

describe('GET /api/patients/vaccinations', () => {
  it('lists the vaccinations this vet recorded, newest first, paged, with patient and owner', async () => {
    const vetOf = await person('veterinarian', { name: 'Dr. Aylin Çelik' });
    const owner = await person('owner', { name: 'Zeynep Kaya' });
    const tekir = await createPet({ db: db() }, owner, { name: 'Tekir', species: 'cat' });
    await vetBooking(owner, vetOf, tekir.id, { date: '2026-05-01', status: 'completed' });
    for (const [vaccineName, vaccinationDate] of [
      ['Karma', '2026-05-01'],
      ['Kuduz', '2026-06-05'],
      ['Lösemi', '2026-03-15'],
    ] as const) {
      const made = await vetOf.client.post(`/api/patients/${tekir.id}/vaccinations`, {
        vaccineName,
        vaccinationDate,
      });
      expect(made.status).toBe(201);
    }
    // Another vet's record of the same pet is not in this vet's schedule.
    await createVaccinationRecord({ db: db() }, tekir, {
      vaccineName: 'Başka',
      vaccinationDate: '2026-06-09',
      vetId: vet.id,
    });

    const first = await vetOf.client.get<VetVaccinationList>(
      '/api/patients/vaccinations?pageSize=2',
    );
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.items.map((v) => v.vaccineName)).toEqual(['Kuduz', 'Karma']);
    expect(first.body.items[0]).toMatchObject({
      petId: tekir.id,
      petName: 'Tekir',
      species: 'cat',
      ownerName: 'Zeynep Kaya',
      vaccinationDate: '2026-06-05',
      vetId: vetOf.id,
      vetName: 'Dr. Aylin Çelik',
      createdAt: TEST_NOW,
    });
    const second = await vetOf.client.get<VetVaccinationList>(
      '/api/patients/vaccinations?pageSize=2&page=2',
    );
    expect(second.body.items.map((v) => v.vaccineName)).toEqual(['Lösemi']);
    expect((await ayse.client.get('/api/patients/vaccinations')).status).toBe(403);
  });
});

describe('GET /api/patients/visits (the owner)', () => {
  it('shows the owner every vet’s visit records of their pet, newest first, with the vet', async () => {
    const owner = await person('owner', { name: 'Selin Ak' });
    const minnos = await createPet({ db: db() }, owner, { name: 'Minnoş' });
    await vetBooking(owner, vet, minnos.id, { date: '2026-05-01', status: 'completed' });
    await vetBooking(owner, otherVet, minnos.id, { date: '2026-05-20', status: 'completed' });
    const reason = (text: string, visitDate: string) => ({ visitDate, reason: text });
    expect(
      (await vet.client.post(`/api/patients/${minnos.id}/records`, reason('Aşı', '2026-05-01')))
        .status,
    ).toBe(201);
    expect(
      (
        await otherVet.client.post(
          `/api/patients/${minnos.id}/records`,
          reason('Kontrol', '2026-05-20'),
        )
      ).status,
    ).toBe(201);

    const visits = await owner.client.get(`/api/patients/visits?petId=${minnos.id}`);
    expect(visits.status, JSON.stringify(visits.body)).toBe(200);
    expect(visits.body.total).toBe(2);
    expect(
      visits.body.items.map((v: { reason: string; vetName: string }) => [v.reason, v.vetName]),
    ).toEqual([
      ['Kontrol', 'Dr. Kerem Yıldız'],
      ['Aşı', 'Dr. Elif Kaya'],
    ]);
    const paged = await owner.client.get(
      `/api/patients/visits?petId=${minnos.id}&pageSize=1&page=2`,
    );
    expect(paged.body.items.map((v: { reason: string }) => v.reason)).toEqual(['Aşı']);
  });

  it('is 404 for another owner’s pet and 403 for a vet', async () => {
    const other = await ayse.client.get(`/api/patients/visits?petId=${isik.id}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({
      code: 'PET_NOT_FOUND_OR_ACCESS_DENIED',
      message: 'Evcil hayvan bulunamadı ya da bu kayda erişim izniniz yok.',
    });
    expect((await ayse.client.get('/api/patients/visits?petId=pamuk')).status).toBe(422);
    expect((await vet.client.get(`/api/patients/visits?petId=${pamuk.id}`)).status).toBe(403);
  });
});
