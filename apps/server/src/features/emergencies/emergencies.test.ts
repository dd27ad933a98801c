import type { EmergencyList, EmergencyView } from '@patili/domain/emergencies';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { latestOutbox, signedInAs } from '../../../test/actors.ts';
import { HOUR_MS, TEST_NOW } from '../../../test/clock.ts';
import {
  completeProviderDetails,
  createBooking,
  createPet,
  createProviderProfile,
  type CreateUserOptions,
} from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { createTestApp, useClockedTestApp, type TestApp } from '../../../test/setup-app.ts';
import { emergencyRequest, notification, pet, user } from '../../db/schema/index.ts';

const { clock, testApp } = useClockedTestApp();

type Person = { id: string; name: string; email: string; client: TestClient };
type Answer = {
  request: EmergencyView;
  code?: string;
  message?: string;
  fields?: Record<string, string>;
};

/** A vet with a listed profile and these specializations (emergency by default). */
const vetWith = async (
  app: TestApp,
  specializations: string[] = ['dogs', 'emergency'],
  options: { account?: CreateUserOptions; visibility?: 'public' | 'matches_only' } = {},
): Promise<Person> => {
  const { user: created, client } = await signedInAs(app, 'veterinarian', options.account);
  if (options.visibility)
    await app.deps.database.db
      .update(user)
      .set({ profileVisibility: options.visibility })
      .where(eq(user.id, created.id));
  await createProviderProfile(
    { db: app.deps.database.db },
    { id: created.id, role: 'veterinarian', name: created.name },
    {
      details: { ...completeProviderDetails('veterinarian'), vetSpecializations: specializations },
    },
  );
  return { id: created.id, name: created.name, email: created.email, client };
};

const ownerWithPet = async (app: TestApp, options: CreateUserOptions = {}) => {
  const { user: created, client } = await signedInAs(app, 'owner', options);
  const owned = await createPet({ db: app.deps.database.db }, created, {
    name: 'Karamel',
    species: 'dog',
  });
  return { id: created.id, name: created.name, email: created.email, client, petId: owned.id };
};

const body = (vetId: string, petId: string, over: Record<string, unknown> = {}) => ({
  vetId,
  petId,
  location: '  Moda Cad. No: 12, Kadıköy ',
  description: ' Çikolata yedi, titriyor ve kusuyor. ',
  ...over,
});

const send = (client: TestClient, json: unknown) => client.post<Answer>('/api/emergencies', json);
const act = (
  client: TestClient,
  id: string,
  action: 'acknowledge' | 'cannot-help' | 'resolve',
  json: unknown = {},
) => client.post<Answer>(`/api/emergencies/${id}/${action}`, json);

let vet: Person;
let owner: Awaited<ReturnType<typeof ownerWithPet>>;

beforeAll(async () => {
  vet = await vetWith(testApp, ['dogs', 'emergency'], {
    account: { name: 'Dr. Kerem Yıldız', locale: 'en' },
  });
  owner = await ownerWithPet(testApp, { name: 'Ayşe Yılmaz' });
  await testApp.deps.database.db
    .update(user)
    .set({ contactPhone: '+905321112233' })
    .where(eq(user.id, owner.id));
});

beforeEach(() => clock.set(TEST_NOW));

const noticesOf = (userId: string, requestId: string) =>
  testApp.deps.database.db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.emergencyRequestId, requestId)));

describe('POST /api/emergencies (owner)', () => {
  it('sends a pending request to a vet who takes emergencies; the vet is told in the app and by e-mail', async () => {
    const response = await send(owner.client, body(vet.id, owner.petId));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const request = response.body.request;
    expect(request).toMatchObject({
      status: 'pending',
      viewerRole: 'owner',
      vet: {
        id: vet.id,
        name: 'Dr. Kerem Yıldız',
        clinicName: 'Moda Veteriner Kliniği',
        clinicPhone: '+90 216 555 12 34',
      },
      owner: { id: owner.id, name: 'Ayşe Yılmaz', phone: '+905321112233' },
      pet: { id: owner.petId, name: 'Karamel', species: 'dog' },
      location: 'Moda Cad. No: 12, Kadıköy',
      description: 'Çikolata yedi, titriyor ve kusuyor.',
      vetNote: null,
      actions: [],
      createdAt: TEST_NOW,
      answeredAt: null,
      resolvedAt: null,
    });
    expect((await noticesOf(vet.id, request.id)).map((row) => row.type)).toEqual([
      'emergency_requested',
    ]);
    const mail = await latestOutbox(testApp, vet.email);
    expect(mail?.subject).toBe('Patili: New emergency request');
    expect(mail?.text).toContain(
      'Ayşe Yılmaz sent an emergency request for Karamel. Location: Moda Cad. No: 12, Kadıköy.',
    );
    expect(mail?.link).toBe('http://localhost:3000/#/veterinarian/emergency');
    const listed = await vet.client.get<EmergencyList>('/api/emergencies');
    expect(listed.body.items[0]).toMatchObject({
      id: request.id,
      viewerRole: 'veterinarian',
      actions: ['acknowledge', 'cannot_help'],
    });
  });

  it('refuses a vet who does not list the emergency specialization, is hidden or unknown (404)', async () => {
    const noEmergency = await vetWith(testApp, ['cats', 'vaccination']);
    const deactivated = await vetWith(testApp, ['emergency'], { account: { isActive: false } });
    for (const vetId of [noEmergency.id, deactivated.id, owner.id, 'nobody']) {
      const response = await send(owner.client, body(vetId, owner.petId));
      expect(response.status, vetId).toBe(404);
      expect(response.body).toEqual({
        code: 'NOT_FOUND',
        message: 'Bu veteriner bulunamadı ya da acil durum taleplerini kabul etmiyor.',
      });
    }
  });

  it('reaches a matches-only vet only with a booking between them', async () => {
    const private_ = await vetWith(testApp, ['emergency'], { visibility: 'matches_only' });
    expect((await send(owner.client, body(private_.id, owner.petId))).status).toBe(404);
    await createBooking(
      { db: testApp.deps.database.db },
      { owner, provider: { id: private_.id, role: 'veterinarian' } },
    );
    expect((await send(owner.client, body(private_.id, owner.petId))).status).toBe(201);
  });

  it('only about one of the caller’s own pets', async () => {
    const other = await ownerWithPet(testApp);
    const response = await send(owner.client, body(vet.id, other.petId));
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      code: 'PET_NOT_FOUND_OR_ACCESS_DENIED',
      fields: { petId: 'Evcil hayvan bulunamadı ya da bu kayda erişim izniniz yok.' },
    });
  });

  it('validates every field with translated messages and stores nothing', async () => {
    const [before] = await testApp.deps.database.db
      .select({ id: emergencyRequest.id })
      .from(emergencyRequest)
      .where(eq(emergencyRequest.ownerId, owner.id));
    const response = await send(owner.client, {
      vetId: vet.id,
      petId: 'x',
      location: ' ',
      description: 'a'.repeat(2001),
    });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({
      petId: 'Lütfen bir evcil hayvan seçin.',
      location: 'Lütfen bulunduğunuz yeri yazın.',
      description: 'Açıklama en fazla 2000 karakter olabilir.',
    });
    const english = await owner.client.post(
      '/api/emergencies',
      { vetId: vet.id, petId: owner.petId, location: 'x'.repeat(201), description: 'x' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.body.fields).toEqual({
      location: 'The location can be at most 200 characters.',
    });
    const [after] = await testApp.deps.database.db
      .select({ id: emergencyRequest.id })
      .from(emergencyRequest)
      .where(eq(emergencyRequest.ownerId, owner.id));
    expect(after?.id).toBe(before?.id);
  });
});

describe('the vet answers (acknowledge, cannot help, resolve)', () => {
  const fresh = async () => (await send(owner.client, body(vet.id, owner.petId))).body.request;

  it('acknowledges with a note, then resolves; the owner is told each time', async () => {
    const request = await fresh();
    clock.advance(HOUR_MS / 12);
    const acknowledged = await act(vet.client, request.id, 'acknowledge', {
      note: '  Hemen kliniğe gelin. ',
    });
    expect(acknowledged.status, JSON.stringify(acknowledged.body)).toBe(200);
    expect(acknowledged.body.request).toMatchObject({
      status: 'acknowledged',
      viewerRole: 'veterinarian',
      vetNote: 'Hemen kliniğe gelin.',
      actions: ['resolve'],
      answeredAt: '2026-06-10T07:05:00.000Z',
      resolvedAt: null,
    });
    const ownerList = await owner.client.get('/api/notifications');
    expect(ownerList.body.items[0]).toMatchObject({
      type: 'emergency_acknowledged',
      title: 'Veteriner acil durum talebinizle ilgileniyor',
      body: 'Dr. Kerem Yıldız, Karamel için gönderdiğiniz acil durum talebini aldı ve ilgileniyor. Not: Hemen kliniğe gelin.',
      path: '/owner/dashboard',
    });
    const again = await act(vet.client, request.id, 'acknowledge');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: 'Bu talep zaten yanıtlandı.' });
    expect((await act(vet.client, request.id, 'cannot-help')).status).toBe(409);

    clock.advance(HOUR_MS);
    const resolved = await act(vet.client, request.id, 'resolve');
    expect(resolved.status).toBe(200);
    expect(resolved.body.request).toMatchObject({
      status: 'resolved',
      // No new note keeps the earlier one.
      vetNote: 'Hemen kliniğe gelin.',
      actions: [],
      answeredAt: '2026-06-10T07:05:00.000Z',
      resolvedAt: '2026-06-10T08:05:00.000Z',
    });
    expect((await noticesOf(owner.id, request.id)).map((row) => row.type).sort()).toEqual([
      'emergency_acknowledged',
      'emergency_resolved',
    ]);
    const twice = await act(vet.client, request.id, 'resolve');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      'Yalnızca ilgilendiğiniz bir talep çözüldü olarak işaretlenebilir.',
    );
  });

  it('says it cannot help: final, the owner told; it cannot be resolved', async () => {
    const request = await fresh();
    const declined = await act(vet.client, request.id, 'cannot-help', {
      note: 'Şehir dışındayım.',
    });
    expect(declined.status).toBe(200);
    expect(declined.body.request).toMatchObject({
      status: 'cannot_help',
      actions: [],
      answeredAt: TEST_NOW,
    });
    const [notice] = await noticesOf(owner.id, request.id);
    expect(notice?.type).toBe('emergency_cannot_help');
    expect((await act(vet.client, request.id, 'resolve')).status).toBe(409);
    expect((await act(vet.client, request.id, 'acknowledge')).status).toBe(409);
  });

  it('refuses a pending request resolved before it was acknowledged, and a note over 1000 characters', async () => {
    const request = await fresh();
    expect((await act(vet.client, request.id, 'resolve')).status).toBe(409);
    const long = await act(vet.client, request.id, 'acknowledge', { note: 'n'.repeat(1001) });
    expect(long.status).toBe(422);
    expect(long.body.fields).toEqual({ note: 'Not en fazla 1000 karakter olabilir.' });
    const listed = await owner.client.get<EmergencyList>('/api/emergencies');
    expect(listed.body.items.find((item) => item.id === request.id)?.status).toBe('pending');
  });

  it('is 404 for another vet and a bad id, 403 for the owner', async () => {
    const request = await fresh();
    const otherVet = await vetWith(testApp);
    const stranger = await act(otherVet.client, request.id, 'acknowledge');
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ code: 'NOT_FOUND', message: 'Acil durum talebi bulunamadı.' });
    expect(
      (await act(vet.client, '0190d4e0-0000-7000-8000-000000000000', 'acknowledge')).status,
    ).toBe(404);
    expect((await act(vet.client, 'nope', 'resolve')).status).toBe(404);
    expect((await act(owner.client, request.id, 'acknowledge')).status).toBe(403);
  });
});

describe('GET /api/emergencies', () => {
  it('gives each side its own requests, newest first, by status and page; strangers see none', async () => {
    const listVet = await vetWith(testApp);
    const sender = await ownerWithPet(testApp);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      clock.advance(60_000);
      ids.push((await send(sender.client, body(listVet.id, sender.petId))).body.request.id);
    }
    await act(listVet.client, ids[0]!, 'acknowledge');

    const all = await listVet.client.get<EmergencyList>('/api/emergencies?pageSize=2');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const second = await listVet.client.get<EmergencyList>('/api/emergencies?pageSize=2&page=2');
    expect(second.body.items.map((item) => item.id)).toEqual([ids[0]]);
    const pending = await listVet.client.get<EmergencyList>('/api/emergencies?status=pending');
    expect(pending.body).toMatchObject({ total: 2 });
    const acknowledged = await sender.client.get<EmergencyList>(
      '/api/emergencies?status=acknowledged',
    );
    expect(acknowledged.body.items.map((item) => [item.id, item.viewerRole, item.actions])).toEqual(
      [[ids[0], 'owner', []]],
    );

    const otherOwner = await ownerWithPet(testApp);
    expect((await otherOwner.client.get<EmergencyList>('/api/emergencies')).body.total).toBe(0);
    expect(
      (await vet.client.get<EmergencyList>('/api/emergencies')).body.items.some((item) =>
        ids.includes(item.id),
      ),
    ).toBe(false);
    expect((await listVet.client.get('/api/emergencies?status=done')).status).toBe(422);
  });

  it('keeps a request whose pet was deleted, without the pet', async () => {
    const keeper = await ownerWithPet(testApp);
    const made = (await send(keeper.client, body(vet.id, keeper.petId))).body.request;
    await testApp.deps.database.db.delete(pet).where(eq(pet.id, keeper.petId));
    const listed = await keeper.client.get<EmergencyList>('/api/emergencies');
    expect(listed.body.items[0]).toMatchObject({ id: made.id, pet: null });
    const acknowledged = await act(vet.client, made.id, 'acknowledge');
    expect(acknowledged.status).toBe(200);
    const notices = await keeper.client.get('/api/notifications');
    expect(notices.body.items[0].body).toBe(
      'Dr. Kerem Yıldız, evcil hayvanınız için gönderdiğiniz acil durum talebini aldı ve ilgileniyor.',
    );
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  afterAll(async () => {
    await limited?.close();
  });

  it('refuses more requests than the owner’s limit allows, with when to try again (429)', async () => {
    limited = await createTestApp({
      requestLimits: { emergencyRequest: { points: 2, windowSeconds: 3600 } },
    });
    const limitedVet = await vetWith(limited);
    const sender = await ownerWithPet(limited);
    for (let index = 0; index < 2; index += 1)
      expect((await send(sender.client, body(limitedVet.id, sender.petId))).status).toBe(201);
    const third = await send(sender.client, body(limitedVet.id, sender.petId));
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('RATE_LIMITED');
    expect(third.headers.get('retry-after')).not.toBeNull();
  });
});
