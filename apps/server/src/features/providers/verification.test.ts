import { PROVIDER_ROLES } from '@patili/domain/access';
import type { ProviderCard, ProviderPage, PublicProviderProfile } from '@patili/domain/discovery';
import type { MyVerification, VerificationQueueItem, VerificationQueuePage } from '@patili/domain/providers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { latestOutbox, signedInAs } from '../../../test/actors.ts';
import { HOUR_MS, TEST_NOW } from '../../../test/clock.ts';
import { completeProviderDetails } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { testPdf, testPng, uploadAs } from '../../../test/uploads.ts';
import { adminActionLog, file, notification, providerProfile } from '../../db/schema/index.ts';

const { clock, testApp } = useClockedTestApp(TEST_NOW);
const START = new Date(TEST_NOW).getTime();
const db = () => testApp.deps.database.db;
const KADIKOY = { cityCode: '34', district: 'Kadıköy', mapPoint: null };

type Failure = { code: string; message: string; fields?: Record<string, string> };

const sendDocument = async (client: TestClient, kind: string, name = 'belge.pdf') => {
  const uploaded = await uploadAs(client, 'verification_document', testPdf(), name);
  return client.put<MyVerification & Failure>(`/api/providers/me/verification/documents/${kind}`, { fileId: uploaded.id });
};
const myVerification = async (client: TestClient) => (await client.get<MyVerification>('/api/providers/me/verification')).body;
const queue = async (admin: TestClient, query = 'status=pending') =>
  (await admin.get<VerificationQueuePage>(`/api/admin/provider-verifications?${query}`)).body;

/** A listed vet with a saved profile. */
const listedVet = async () => {
  const vet = await signedInAs(testApp, 'veterinarian', { name: 'Dr. Selin Kaya' });
  const saved = await vet.client.put('/api/providers/me', { kind: 'veterinarian', bio: 'Kedi ve köpek hekimi.', ...completeProviderDetails('veterinarian'), location: KADIKOY });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return vet;
};

const vetCard = async (owner: TestClient, vetId: string, query = '') => {
  const page = (await owner.get<ProviderPage>(`/api/discovery/providers?kind=veterinarian${query}`)).body;
  return { card: page.items.find((item: ProviderCard) => item.id === vetId), page };
};

describe('access', () => {
  it('a provider reads and changes their own documents; owner, none and admin are refused', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/providers/me/verification' }, PROVIDER_ROLES);
    await expectAccessMatrix(
      testApp,
      { method: 'PUT', path: '/api/providers/me/verification/documents/identity', json: { fileId: '0190d4e0-0000-7000-8000-000000000001' } },
      PROVIDER_ROLES,
    );
    await expectAccessMatrix(testApp, { method: 'DELETE', path: '/api/providers/me/verification/documents/first_aid' }, PROVIDER_ROLES);
  });

  it('only an admin lists the queue and decides', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/admin/provider-verifications' }, ['admin']);
    const submittedAt = new Date(START).toISOString();
    await expectAccessMatrix(testApp, { method: 'POST', path: '/api/admin/provider-verifications/nobody/approve', json: { submittedAt } }, ['admin']);
    await expectAccessMatrix(
      testApp,
      { method: 'POST', path: '/api/admin/provider-verifications/nobody/reject', json: { submittedAt, reason: 'Diploma okunmuyor.' } },
      ['admin'],
    );
  });
});

describe('a provider’s documents', () => {
  it('are private: the provider and the admins open them, another provider or owner gets 404', async () => {
    const { client } = await signedInAs(testApp, 'sitter');
    const sent = await sendDocument(client, 'identity', 'kimlik.pdf');
    expect(sent.status).toBe(200);
    const url = sent.body.documents.find((d) => d.kind === 'identity')!.file!.url;
    const own = await client.request('GET', url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(/^attachment;/);
    const { client: admin } = await signedInAs(testApp, 'admin');
    expect((await admin.request('GET', url)).status).toBe(200);
    for (const role of ['owner', 'sitter'] as const) {
      const { client: other } = await signedInAs(testApp, role);
      expect((await other.request('GET', url)).status, role).toBe(404);
    }
  });

  it('lists what the kind needs; the file goes to review once every required one is there', async () => {
    const { client } = await signedInAs(testApp, 'veterinarian');
    const empty = await myVerification(client);
    expect(empty).toMatchObject({ status: 'incomplete', submittedAt: null });
    expect(empty.documents.map((d) => [d.kind, d.required, d.file])).toEqual([
      ['diploma', true, null],
      ['clinic_licence', true, null],
    ]);
    const half = await sendDocument(client, 'diploma', 'diploma.pdf');
    expect(half.body).toMatchObject({ status: 'incomplete', submittedAt: null });
    expect(half.body.documents[0]!.file).toMatchObject({ name: 'diploma.pdf', contentType: 'application/pdf' });
    clock.set(new Date(START + HOUR_MS));
    const whole = await sendDocument(client, 'clinic_licence', 'ruhsat.pdf');
    expect(whole.body).toMatchObject({ status: 'pending', submittedAt: new Date(START + HOUR_MS).toISOString() });
  });

  it('refuses a document the kind is not asked for, and a file uploaded for something else', async () => {
    const { client } = await signedInAs(testApp, 'trainer');
    const wrongKind = await sendDocument(client, 'identity');
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.message).toBe('Bu belge hesabınızın türü için istenmiyor.');
    const avatar = await uploadAs(client, 'avatar', await testPng());
    const wrongFile = await client.put<Failure>('/api/providers/me/verification/documents/certificate', { fileId: avatar.id });
    expect(wrongFile.status).toBe(422);
    expect(wrongFile.body.fields).toEqual({ fileId: expect.any(String) });
    const noFile = await client.put<Failure>('/api/providers/me/verification/documents/certificate', {});
    expect(noFile.status).toBe(422);
    expect(noFile.body.fields).toEqual({ fileId: 'Lütfen bir belge yükleyin.' });
    const unknown = await client.put<Failure>('/api/providers/me/verification/documents/passport', { fileId: avatar.id });
    expect(unknown.status).toBe(422);
    expect((await myVerification(client)).status).toBe('incomplete');
  });

  it('a sitter’s first-aid certificate is optional: the identity alone is a complete file', async () => {
    const { client } = await signedInAs(testApp, 'pet_walker');
    expect((await sendDocument(client, 'first_aid')).body.status).toBe('incomplete');
    expect((await sendDocument(client, 'identity')).body.status).toBe('pending');
    const removed = await client.request<MyVerification>('DELETE', '/api/providers/me/verification/documents/first_aid');
    expect(removed.status).toBe(200);
    expect(removed.body.status).toBe('pending');
    expect(removed.body.documents.find((d) => d.kind === 'first_aid')!.file).toBeNull();
  });

  it('a replaced document’s old file is deleted', async () => {
    const { user, client } = await signedInAs(testApp, 'trainer');
    const first = await sendDocument(client, 'certificate', 'eski.pdf');
    const oldId = first.body.documents[0]!.file!.id;
    const second = await sendDocument(client, 'certificate', 'yeni.pdf');
    expect(second.body.documents[0]!.file!.name).toBe('yeni.pdf');
    const files = await db().select({ id: file.id }).from(file).where(and(eq(file.ownerId, user.id), eq(file.purpose, 'verification_document')));
    expect(files.map((f) => f.id)).not.toContain(oldId);
    expect(files).toHaveLength(1);
  });
});

describe('the admin’s review', () => {
  it('approves a pending file: the badge shows on the card and the profile, browse can keep to verified, the provider is told, the log has it', async () => {
    const vet = await listedVet();
    const other = await signedInAs(testApp, 'veterinarian', { name: 'Dr. Onaysız' });
    await other.client.put('/api/providers/me', { kind: 'veterinarian', bio: 'Klinik.', ...completeProviderDetails('veterinarian'), location: KADIKOY });
    const { client: owner } = await signedInAs(testApp, 'owner');
    expect((await vetCard(owner, vet.user.id)).card?.verified).toBe(false);

    await sendDocument(vet.client, 'diploma');
    const { body: mine } = await sendDocument(vet.client, 'clinic_licence');
    const { client: admin } = await signedInAs(testApp, 'admin', { name: 'Yönetici Ece' });
    const pending = await queue(admin);
    const item = pending.items.find((i) => i.userId === vet.user.id)!;
    expect(item).toMatchObject({ name: 'Dr. Selin Kaya', kind: 'veterinarian', status: 'pending', submittedAt: mine.submittedAt });
    expect(item.documents.map((d) => d.file?.name)).toEqual(['belge.pdf', 'belge.pdf']);

    const approved = await admin.post<VerificationQueueItem>(`/api/admin/provider-verifications/${vet.user.id}/approve`, { submittedAt: item.submittedAt });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'verified', decidedByName: 'Yönetici Ece' });

    expect((await vetCard(owner, vet.user.id)).card?.verified).toBe(true);
    const onlyVerified = await vetCard(owner, vet.user.id, '&verified=true');
    expect(onlyVerified.page.items.map((card) => card.id)).toEqual([vet.user.id]);
    expect((await owner.get<PublicProviderProfile>(`/api/discovery/providers/${vet.user.id}`)).body.verified).toBe(true);
    expect((await myVerification(vet.client)).status).toBe('verified');
    expect((await queue(admin)).items.some((i) => i.userId === vet.user.id)).toBe(false);
    expect((await queue(admin, 'status=verified')).items.map((i) => i.userId)).toContain(vet.user.id);

    const [told] = await db().select().from(notification).where(and(eq(notification.userId, vet.user.id), eq(notification.type, 'provider_verified')));
    expect(told?.payload.path).toBe('/veterinarian/profile/setup');
    expect((await latestOutbox(testApp, vet.user.email))?.subject).toBe('Patili: Hesabınız doğrulandı');
    const [logged] = await db().select().from(adminActionLog).where(eq(adminActionLog.targetId, vet.user.id));
    expect(logged).toMatchObject({ actionType: 'provider_verified', targetType: 'user', adminName: 'Yönetici Ece', description: 'Dr. Selin Kaya (Veteriner) doğrulandı' });
  });

  it('a provider approved before saving a profile is listed with the badge from the first save', async () => {
    const { user, client } = await signedInAs(testApp, 'veterinarian');
    await sendDocument(client, 'diploma');
    const { body } = await sendDocument(client, 'clinic_licence');
    const { client: admin } = await signedInAs(testApp, 'admin');
    expect((await admin.post(`/api/admin/provider-verifications/${user.id}/approve`, { submittedAt: body.submittedAt })).status).toBe(200);
    await client.put('/api/providers/me', { kind: 'veterinarian', bio: 'Yeni klinik.', ...completeProviderDetails('veterinarian'), location: KADIKOY });
    const { client: owner } = await signedInAs(testApp, 'owner');
    expect((await vetCard(owner, user.id)).card?.verified).toBe(true);
    // Saving again keeps it.
    await client.put('/api/providers/me', { kind: 'veterinarian', bio: 'Yeni klinik, yeni saatler.', ...completeProviderDetails('veterinarian'), location: KADIKOY });
    expect((await vetCard(owner, user.id)).card?.verified).toBe(true);
  });

  it('a changed document takes the badge away and sends the file back to review', async () => {
    const vet = await listedVet();
    await sendDocument(vet.client, 'diploma');
    const { body } = await sendDocument(vet.client, 'clinic_licence');
    const { client: admin } = await signedInAs(testApp, 'admin');
    await admin.post(`/api/admin/provider-verifications/${vet.user.id}/approve`, { submittedAt: body.submittedAt });
    clock.set(new Date(START + 2 * HOUR_MS));
    const changed = await sendDocument(vet.client, 'diploma', 'yeni-diploma.pdf');
    expect(changed.body).toMatchObject({ status: 'pending', submittedAt: new Date(START + 2 * HOUR_MS).toISOString(), decidedAt: null });
    const [row] = await db().select({ verified: providerProfile.verified }).from(providerProfile).where(eq(providerProfile.userId, vet.user.id));
    expect(row?.verified).toBe(false);
    expect((await queue(admin)).items.map((i) => i.userId)).toContain(vet.user.id);
  });

  it('rejects with a reason the provider reads, and the provider can send again', async () => {
    const { user, client } = await signedInAs(testApp, 'trainer', { name: 'Kerem Eğitmen' });
    const { body } = await sendDocument(client, 'certificate');
    const { client: admin } = await signedInAs(testApp, 'admin');
    const short = await admin.post<Failure>(`/api/admin/provider-verifications/${user.id}/reject`, { submittedAt: body.submittedAt, reason: 'okunmuyor' });
    expect(short.status).toBe(422);
    expect(short.body.fields).toEqual({ reason: 'Gerekçe en az 10 karakter olmalıdır.' });
    const rejected = await admin.post<VerificationQueueItem>(`/api/admin/provider-verifications/${user.id}/reject`, {
      submittedAt: body.submittedAt,
      reason: 'Sertifikanın tarihi okunmuyor.',
    });
    expect(rejected.status).toBe(200);
    expect(await myVerification(client)).toMatchObject({ status: 'rejected', rejectionReason: 'Sertifikanın tarihi okunmuyor.' });
    const [told] = await db().select().from(notification).where(and(eq(notification.userId, user.id), eq(notification.type, 'provider_verification_rejected')));
    expect(told).toBeDefined();
    expect((await latestOutbox(testApp, user.email))?.text).toContain('Gerekçe: Sertifikanın tarihi okunmuyor.');
    const [logged] = await db().select().from(adminActionLog).where(eq(adminActionLog.targetId, user.id));
    expect(logged?.description).toBe('Kerem Eğitmen (Eğitmen) doğrulaması reddedildi: Sertifikanın tarihi okunmuyor.');

    const again = await sendDocument(client, 'certificate');
    expect(again.body).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('refuses (409) a decision on a file changed since the screen showed it, or already decided', async () => {
    const { user, client } = await signedInAs(testApp, 'sitter');
    const { body: shown } = await sendDocument(client, 'identity');
    clock.set(new Date(START + HOUR_MS));
    await sendDocument(client, 'identity', 'yeni-kimlik.pdf');
    const { client: admin } = await signedInAs(testApp, 'admin');
    const stale = await admin.post<Failure>(`/api/admin/provider-verifications/${user.id}/approve`, { submittedAt: shown.submittedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Sağlayıcı siz incelerken belgelerini değiştirdi. Güncel belgeleri inceleyip yeniden karar verin.');
    expect((await myVerification(client)).status).toBe('pending');

    const current = (await queue(admin)).items.find((i) => i.userId === user.id)!;
    expect((await admin.post(`/api/admin/provider-verifications/${user.id}/approve`, { submittedAt: current.submittedAt })).status).toBe(200);
    const twice = await admin.post<Failure>(`/api/admin/provider-verifications/${user.id}/reject`, {
      submittedAt: current.submittedAt,
      reason: 'İkinci yönetici de baktı.',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Bu başvuru artık incelemede değil; liste yenilendi.');
    expect((await myVerification(client)).status).toBe('verified');
  });

  it('a file not yet complete is not in the queue and cannot be decided; an unknown provider is 404', async () => {
    const { user, client } = await signedInAs(testApp, 'veterinarian');
    await sendDocument(client, 'diploma');
    const { client: admin } = await signedInAs(testApp, 'admin');
    expect((await queue(admin)).items.some((i) => i.userId === user.id)).toBe(false);
    const early = await admin.post<Failure>(`/api/admin/provider-verifications/${user.id}/approve`, { submittedAt: new Date(START).toISOString() });
    expect(early.status).toBe(409);
    const nobody = await admin.post<Failure>('/api/admin/provider-verifications/nobody/approve', { submittedAt: new Date(START).toISOString() });
    expect(nobody.status).toBe(404);
  });

  it('lists pending files oldest sent first, a kind at a time when asked, a page at a time', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const before = (await queue(admin, 'status=pending&pageSize=50')).items.map((i) => i.userId);
    const sent: string[] = [];
    for (const [index, role] of (['sitter', 'pet_walker', 'sitter'] as const).entries()) {
      clock.set(new Date(START + (10 + index) * HOUR_MS));
      const { user, client } = await signedInAs(testApp, role);
      await sendDocument(client, 'identity');
      sent.push(user.id);
    }
    const all = (await queue(admin, 'status=pending&pageSize=50')).items.map((i) => i.userId);
    expect(all.filter((id) => !before.includes(id))).toEqual(sent);
    const sitters = await queue(admin, 'status=pending&kind=sitter&pageSize=50');
    expect(sitters.items.every((i) => i.kind === 'sitter')).toBe(true);
    expect(sitters.items.map((i) => i.userId)).toEqual(expect.arrayContaining([sent[0], sent[2]]));
    const paged = await queue(admin, 'status=pending&pageSize=1&page=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: all.length });
    expect(paged.items).toHaveLength(1);
    expect((await admin.get('/api/admin/provider-verifications?status=incomplete')).status).toBe(422);
  });
});
