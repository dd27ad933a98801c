import type { NotificationList } from '@patili/domain/bookings';
import type { ConsentList, ConsentView, DataExportList, DataExportView } from '@patili/domain/privacy';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { latestOutbox, signedInAs } from '../../../test/actors.ts';
import { DAY_MS } from '../../../test/clock.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { uploadAs } from '../../../test/uploads.ts';
import { adminActionLog, dataExport } from '../../db/schema/index.ts';
import { runDataExports, settleExportPreparations } from './exports.service.ts';

// 23:30 on 7 December 2026 in Istanbul; the process runs in New York.
// Data exports keep their real limit (three a day); the test apps relax the others.
const { clock, testApp } = useClockedTestApp('2026-12-07T20:30:00.000Z', { requestLimits: { dataExport: { points: 3, windowSeconds: 24 * 60 * 60 } } });
const db = () => testApp.deps.database.db;

type Person = { id: string; name: string; email: string; client: TestClient };
let ayse: Person;
let mehmet: Person;

const person = async (role: 'owner' | 'sitter', name: string): Promise<Person> => {
  const { user, client } = await signedInAs(testApp, role, { name });
  return { id: user.id, name: user.name, email: user.email, client };
};

const consentsOf = async (who: Person) => {
  const response = await who.client.get<ConsentList>('/api/privacy/consents');
  expect(response.status).toBe(200);
  return Object.fromEntries(response.body.consents.map((consent) => [consent.kind, consent]));
};

const logOf = (userId: string) => db().select().from(adminActionLog).where(eq(adminActionLog.adminId, userId));

const latestExport = async (who: Person): Promise<DataExportView> => {
  const response = await who.client.get<DataExportList>('/api/privacy/exports');
  expect(response.status).toBe(200);
  const [latest] = response.body.exports;
  if (!latest) throw new Error('no export');
  return latest;
};

beforeAll(async () => {
  ayse = await person('owner', 'Ayşe Yılmaz');
  mehmet = await person('sitter', 'Mehmet Demir');
});

describe('privacy centre', () => {
  it('answers the access matrix of every route', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/privacy/consents' }, 'signed-in');
    await expectAccessMatrix(testApp, { method: 'PUT', path: '/api/privacy/consents/announcement_emails', json: { granted: true } }, 'signed-in');
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/privacy/exports' }, 'signed-in');
    await expectAccessMatrix(testApp, { method: 'POST', path: '/api/privacy/exports' }, 'signed-in');
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/privacy/exports/00000000-0000-4000-8000-000000000000/download' }, 'signed-in');
    await settleExportPreparations();
  });

  it('lists each consent: off until given, reminder e-mails on since sign-up', async () => {
    const consents = await consentsOf(ayse);
    expect(Object.keys(consents)).toEqual([
      'announcement_emails',
      'district_alerts',
      'vaccine_reminder_emails',
      'assistant_name',
      'assistant_role',
      'assistant_recent_activity',
    ]);
    expect(consents.announcement_emails).toEqual({ kind: 'announcement_emails', granted: false, decidedAt: null });
    expect(consents.district_alerts).toEqual({ kind: 'district_alerts', granted: false, decidedAt: null });
    expect(consents.assistant_recent_activity).toEqual({ kind: 'assistant_recent_activity', granted: false, decidedAt: null });
    expect(consents.vaccine_reminder_emails?.granted).toBe(true);
    expect(consents.vaccine_reminder_emails?.decidedAt).not.toBeNull();
  });

  it('switches a consent in the feature that owns it, with the time, and logs the change once', async () => {
    const given = await ayse.client.put<ConsentView>('/api/privacy/consents/assistant_recent_activity', { granted: true });
    expect(given.status).toBe(200);
    expect(given.body).toEqual({ kind: 'assistant_recent_activity', granted: true, decidedAt: '2026-12-07T20:30:00.000Z' });
    // Peri's own consent reads the same, and its other items stay as they were.
    const peri = await ayse.client.get<{ consent: { name: boolean; role: boolean; recentActivity: boolean } | null }>('/api/assistant/consent');
    expect(peri.body.consent).toMatchObject({ name: false, role: false, recentActivity: true });

    const alerts = await ayse.client.put<ConsentView>('/api/privacy/consents/district_alerts', { granted: true });
    expect(alerts.body.granted).toBe(true);
    expect((await ayse.client.get<{ enabled: boolean }>('/api/lostfound/alerts')).body.enabled).toBe(true);

    clock.advance(60_000);
    const reminders = await ayse.client.put<ConsentView>('/api/privacy/consents/vaccine_reminder_emails', { granted: false });
    expect(reminders.body).toEqual({ kind: 'vaccine_reminder_emails', granted: false, decidedAt: '2026-12-07T20:31:00.000Z' });
    expect((await ayse.client.get<{ emails: boolean }>('/api/patients/reminder-settings')).body.emails).toBe(false);

    const announcements = await ayse.client.put<ConsentView>('/api/privacy/consents/announcement_emails', { granted: true });
    expect(announcements.body).toEqual({ kind: 'announcement_emails', granted: true, decidedAt: '2026-12-07T20:31:00.000Z' });

    // The same choice again changes nothing and writes no second line.
    await ayse.client.put('/api/privacy/consents/announcement_emails', { granted: true });
    const lines = (await logOf(ayse.id)).filter((line) => line.actionType === 'consent_changed').map((line) => line.description).sort();
    expect(lines).toEqual([
      'Aşı hatırlatma e-postaları: geri alındı',
      'Duyuru e-postaları: verildi',
      'Peri – son etkinlikler: verildi',
      'İlçe kayıp hayvan uyarıları: verildi',
    ].sort());
    expect((await logOf(ayse.id)).every((line) => line.adminName === 'Ayşe Yılmaz' && line.targetId === ayse.id)).toBe(true);

    // Taking one back keeps when it was decided; the other person's consents never moved.
    const withdrawn = await ayse.client.put<ConsentView>('/api/privacy/consents/announcement_emails', { granted: false });
    expect(withdrawn.body).toEqual({ kind: 'announcement_emails', granted: false, decidedAt: '2026-12-07T20:31:00.000Z' });
    expect((await consentsOf(mehmet)).announcement_emails?.granted).toBe(false);
  });

  it('logs a consent switched from its own feature too: Peri\'s dialog, the district alert, reminder e-mails', async () => {
    const zeynep = await person('owner', 'Zeynep Kaya');
    await zeynep.client.put('/api/assistant/consent', { name: true, role: false, recentActivity: false });
    await zeynep.client.put('/api/lostfound/alerts', { enabled: true });
    await zeynep.client.put('/api/patients/reminder-settings', { emails: false });
    // Saving the same again writes nothing.
    await zeynep.client.put('/api/lostfound/alerts', { enabled: true });
    const lines = (await logOf(zeynep.id)).filter((line) => line.actionType === 'consent_changed').map((line) => line.description);
    expect(lines.sort()).toEqual(['Aşı hatırlatma e-postaları: geri alındı', 'Peri – ad: verildi', 'İlçe kayıp hayvan uyarıları: verildi'].sort());
  });

  it('refuses an unknown consent or a value that is not yes or no', async () => {
    expect((await ayse.client.put('/api/privacy/consents/everything', { granted: true })).status).toBe(422);
    expect((await ayse.client.put('/api/privacy/consents/district_alerts', { granted: 'yes' })).status).toBe(422);
  });

  it('prepares an export in the background, tells the user, and lets only them download it', async () => {
    await uploadAs(ayse.client, 'pet_photo');
    const asked = await ayse.client.post<DataExportView>('/api/privacy/exports');
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ status: 'queued', readyAt: null, expiresAt: null });
    // One at a time.
    const again = await ayse.client.post<{ message: string }>('/api/privacy/exports');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bir veri dökümünüz zaten hazırlanıyor. Hazır olduğunda size haber vereceğiz.');

    await settleExportPreparations();
    const ready = await latestExport(ayse);
    expect(ready).toMatchObject({ id: asked.body.id, status: 'ready', readyAt: '2026-12-07T20:31:00.000Z', expiresAt: '2026-12-14T20:31:00.000Z' });
    expect(ready.sizeBytes).toBeGreaterThan(0);

    const told = (await ayse.client.get<NotificationList>('/api/notifications')).body.items.find((item) => item.type === 'privacy_export_ready');
    expect(told?.title).toBe('Veri dökümünüz hazır');
    expect(told?.body).toContain('14 Ara 2026');
    expect(told?.path).toBe('/settings/privacy');
    expect((await latestOutbox(testApp, ayse.email))?.subject).toContain('Veri dökümünüz hazır');

    const download = await ayse.client.get(`/api/privacy/exports/${ready.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="patili-verilerim-2026-12-07.zip"');
    const entries = unzipSync(download.bytes);
    const names = Object.keys(entries);
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'index.json']));
    expect(strFromU8(entries['README.txt']!)).toContain('KVKK');
    const index = JSON.parse(strFromU8(entries['index.json']!)) as { areas: string[]; files: string[] };
    for (const area of index.areas) expect(names).toContain(`${area}.json`);
    expect(index.files.length).toBeGreaterThan(0);
    for (const file of index.files) expect(entries[file]?.length).toBeGreaterThan(0);
    expect(JSON.stringify(Object.values(entries).map((bytes) => strFromU8(bytes, true)))).toContain(ayse.email);
    // The consents as the centre shows them, and this very request.
    const consents = JSON.parse(strFromU8(entries['consents.json']!)) as { kind: string; granted: boolean }[];
    expect(consents.find((consent) => consent.kind === 'district_alerts')?.granted).toBe(true);
    const requests = JSON.parse(strFromU8(entries['data_exports.json']!)) as { id: string }[];
    expect(requests.map((request) => request.id)).toContain(ready.id);

    // Nobody else: another user gets what an unknown id gets.
    expect((await mehmet.client.get(`/api/privacy/exports/${ready.id}/download`)).status).toBe(404);
    expect((await mehmet.client.get<DataExportList>('/api/privacy/exports')).body.exports).toEqual([]);
    expect((await ayse.client.get('/api/privacy/exports/not-an-id/download')).status).toBe(404);

    const logged = (await logOf(ayse.id)).map((line) => line.actionType);
    expect(logged).toContain('data_export_requested');
    expect(logged).toContain('data_export_downloaded');
  });

  it('stops serving an export after its 7 days and removes its file', async () => {
    const ready = await latestExport(ayse);
    const [row] = await db().select({ storageKey: dataExport.storageKey }).from(dataExport).where(eq(dataExport.id, ready.id));
    const key = row?.storageKey;
    if (!key) throw new Error('no storage key');
    expect(await testApp.deps.storage.get(key)).not.toBeNull();

    clock.set(new Date(new Date(ready.expiresAt ?? 0).getTime() - 1));
    expect((await latestExport(ayse)).status).toBe('ready');
    clock.set(ready.expiresAt ?? '');
    expect((await latestExport(ayse)).status).toBe('expired');
    expect((await ayse.client.get(`/api/privacy/exports/${ready.id}/download`)).status).toBe(404);

    await runDataExports(testApp.deps);
    expect(await testApp.deps.storage.get(key)).toBeNull();
    expect(await latestExport(ayse)).toMatchObject({ status: 'expired' });
  });

  it('takes a new request once the last one is ready, and stops at three a day', async () => {
    clock.advance(DAY_MS);
    for (let n = 0; n < 3; n += 1) {
      const asked = await mehmet.client.post('/api/privacy/exports');
      expect(asked.status).toBe(202);
      await settleExportPreparations();
    }
    expect((await mehmet.client.post('/api/privacy/exports')).status).toBe(429);
  });
});
