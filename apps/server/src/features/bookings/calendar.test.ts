import type { Role } from '@patili/domain/access';
import { fromIstanbulDateTime } from '@patili/domain/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { createBooking } from '../../../test/factories.ts';
import { user } from '../../db/schema/index.ts';
import {
  act,
  book,
  listedProvider,
  ownerAndWalker,
  ownerWithPet,
  useBookingTestApp,
  type OwnerWithPet,
  type Person,
} from './booking-test-kit.ts';

const { testApp } = useBookingTestApp();

const PROVIDERS: readonly Role[] = ['sitter', 'veterinarian', 'pet_walker', 'trainer'];
const FEED = '/api/bookings/calendar-feed';
/** An address no account gives anyone: the owner's own, kept on her account. */
const OWNER_HOME = 'Gizli Sokak No: 5, Kadıköy';

let owner: OwnerWithPet;
let walker: Person;
let confirmedId: string;
let pendingId: string;

/** The content lines of a calendar text, folded lines joined back. */
const linesOf = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

const download = (client: Person['client'], bookingId: string, query = '') =>
  client.get<string>(`/api/bookings/${bookingId}/calendar.ics${query}`);

/** The path of a feed's address (the test client calls the app, not its host). */
const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  ({ owner, walker } = await ownerAndWalker(testApp));
  await testApp.deps.database.db.update(user).set({ address: OWNER_HOME }).where(eq(user.id, owner.id));
  const confirmed = await book(owner, walker, { notes: 'Tasma, mama; ödül\nkapıda' });
  expect((await act(walker.client, confirmed.id, 'accept')).status).toBe(200);
  confirmedId = confirmed.id;
  pendingId = (await book(owner, walker, { date: '2026-06-13' })).id;
});

describe('a booking in the calendar (.ics)', () => {
  it('gives the owner one event naming the service and the walker, at Istanbul time, with the meeting point', async () => {
    const response = await download(owner.client, confirmedId);
    expect(response.status, response.body).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="patili-booking-${confirmedId}.ics"`,
    );
    const lines = linesOf(response.body);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Köpek Gezdirme · Deniz Yürür');
    expect(lines).toContain('DTSTART;TZID=Europe/Istanbul:20260612T090000');
    expect(lines).toContain('DTEND;TZID=Europe/Istanbul:20260612T110000');
    expect(lines).toContain(`UID:booking-${confirmedId}@localhost`);
    expect(lines).toContain('LOCATION:Moda Parkı girişi');
    expect(lines).toContain('URL:http://localhost:3000/#/owner/bookings');
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toContain('Notlar: Tasma\\, mama\\; ödül\\nkapıda');
    expect(response.body).not.toContain('Gizli Sokak');
  });

  it('gives the walker the same event (same UID) naming the owner, in the language asked for', async () => {
    const response = await download(walker.client, confirmedId, '?locale=en');
    expect(response.status, response.body).toBe(200);
    const lines = linesOf(response.body);
    expect(lines).toContain('SUMMARY:Dog walking · Ayşe Sahip');
    expect(lines).toContain(`UID:booking-${confirmedId}@localhost`);
    expect(lines).toContain('LOCATION:Moda Parkı girişi');
    expect(lines).toContain('URL:http://localhost:3000/#/pet-walker/appointments');
    expect(response.body).not.toContain('Gizli Sokak');
  });

  it('answers anyone else, an unknown id and a malformed one 404 (as for a booking that does not exist)', async () => {
    const stranger = await ownerWithPet(testApp);
    const otherWalker = await listedProvider(testApp, 'pet_walker');
    for (const [client, id] of [
      [stranger.client, confirmedId],
      [otherWalker.client, confirmedId],
      [owner.client, '6f9619ff-8b86-4d11-b42d-00c04fc964ff'],
      [owner.client, 'not-a-booking'],
    ] as const) {
      const response = await client.get<{ code: string; message: string }>(`/api/bookings/${id}/calendar.ics`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: 'Rezervasyon bulunamadı.' });
    }
  });

  it('refuses a booking not yet confirmed with 409 and says why, in the caller’s language', async () => {
    const response = await owner.client.get<{ code: string; message: string }>(`/api/bookings/${pendingId}/calendar.ics`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Takvime yalnızca onaylanmış veya tamamlanmış bir rezervasyon eklenebilir.',
    });
    const english = await owner.client.request<{ message: string }>('GET', `/api/bookings/${pendingId}/calendar.ics`, {
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.message).toBe('Only a confirmed or completed booking can be added to a calendar.');
  });

  it('writes a sitter stay as whole days, without a location', async () => {
    const sitter = await listedProvider(testApp, 'sitter');
    const stay = await createBooking(
      { db: testApp.deps.database.db },
      { owner, provider: { id: sitter.id, role: 'sitter' }, pet: { id: owner.petId } },
      { status: 'completed', terms: { kind: 'sitter', startDate: '2026-06-01', endDate: '2026-06-03' } },
    );
    const response = await download(sitter.client, stay.id);
    expect(response.status, response.body).toBe(200);
    const lines = linesOf(response.body);
    expect(lines).toContain('DTSTART;VALUE=DATE:20260601');
    expect(lines).toContain('DTEND;VALUE=DATE:20260604');
    expect(response.body).not.toContain('LOCATION');
    expect(response.body).not.toContain('Gizli Sokak');
  });
});

describe("a provider's calendar feed", () => {
  it('is made, read without a session, renewed (the old address then 404) and turned off', async () => {
    expect((await walker.client.get(FEED)).body).toEqual({ feed: null });

    const made = await walker.client.post<{ feed: { url: string; createdAt: string } }>(FEED);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const first = made.body.feed.url;
    expect(first).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\/bookings\.ics$/);
    expect((await walker.client.get(FEED)).body).toEqual(made.body);

    const read = await testApp.client().get<string>(pathOf(first));
    expect(read.status, read.body).toBe(200);
    expect(read.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(read.headers.get('cache-control')).toBe('private, max-age=900');
    const lines = linesOf(read.body);
    expect(lines).toContain('X-PUBLISHED-TTL:PT1H');
    expect(lines).toContain('X-WR-CALNAME:Patili rezervasyonlarım');
    expect(lines).toContain(`UID:booking-${confirmedId}@localhost`);
    expect(lines).toContain('SUMMARY:Köpek Gezdirme · Ayşe Sahip');

    const renewed = await walker.client.post<{ feed: { url: string } }>(FEED);
    expect(renewed.status).toBe(200);
    const second = renewed.body.feed.url;
    expect(second).not.toBe(first);
    const old = await testApp.client().get<{ code: string; message: string }>(pathOf(first));
    expect(old.status).toBe(404);
    expect(old.body).toMatchObject({ code: 'NOT_FOUND', message: 'Bu takvim adresi geçersiz: kapatılmış ya da yenilenmiş olabilir.' });
    expect((await testApp.client().get(pathOf(second))).status).toBe(200);

    const off = await walker.client.request('DELETE', FEED);
    expect(off.status).toBe(204);
    expect((await walker.client.get(FEED)).body).toEqual({ feed: null });
    expect((await testApp.client().get(pathOf(second))).status).toBe(404);
    expect((await walker.client.request('DELETE', FEED)).status).toBe(204);
  });

  it("lists only that provider's confirmed and completed bookings from 30 days ago, as the provider sees them", async () => {
    const db = testApp.deps.database.db;
    const other = await listedProvider(testApp, 'pet_walker');
    const walk = (date: string, status: string, provider: Person = walker) =>
      createBooking(
        { db },
        { owner, provider: { id: provider.id, role: 'pet_walker' }, pet: { id: owner.petId } },
        { status, terms: { kind: 'pet_walker', date, time: '10:00', hours: 1 } },
      );
    const recent = await walk('2026-05-20', 'completed');
    const tooOld = await walk('2026-05-05', 'completed');
    const cancelled = await walk('2026-06-20', 'cancelled');
    const othersWalk = await walk('2026-06-21', 'confirmed', other);
    const feed = (await walker.client.post<{ feed: { url: string } }>(FEED)).body.feed;
    const text = (await testApp.client().get<string>(pathOf(feed.url))).body;
    const uids = linesOf(text).filter((line) => line.startsWith('UID:'));
    // Earliest first: the completed walk of 20 May, then the confirmed one of 12 June.
    expect(uids).toEqual([`UID:booking-${recent.id}@localhost`, `UID:booking-${confirmedId}@localhost`]);
    for (const left of [tooOld, cancelled, othersWalk]) expect(text).not.toContain(left.id);
    expect(text).not.toContain(pendingId);
    expect(text).toContain('LOCATION:Moda Parkı girişi');
    expect(text).not.toContain('Gizli Sokak');
    expect(fromIstanbulDateTime('2026-05-20', '10:00').toISOString()).toBe('2026-05-20T07:00:00.000Z');
    expect(linesOf(text)).toContain('DTSTART;TZID=Europe/Istanbul:20260520T100000');
  });

  it('answers an unknown or malformed token 404', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'A'.repeat(42)}.`]) {
      expect((await testApp.client().get(`/api/calendar/${token}/bookings.ics`)).status).toBe(404);
    }
  });

  it('is for providers only: owners, the admin and roleless accounts get 403, visitors 401', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      await expectAccessMatrix(testApp, { method, path: FEED }, PROVIDERS);
    const { client } = await ownerWithPet(testApp);
    const refused = await client.post<{ message: string }>(FEED);
    expect(refused.status).toBe(403);
  });

  it('offers the .ics to both sides of a booking (anyone else: 404)', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: `/api/bookings/${confirmedId}/calendar.ics` },
      ['owner', ...PROVIDERS, 'admin'],
      { denied: 404 },
    );
  });
});
