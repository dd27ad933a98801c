import { randomUUID } from 'node:crypto';

import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { signedInAs } from '../../test/actors.ts';
import { createBooking, createPet, placeUser, type CreatedUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/http.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { uploadAs } from '../../test/uploads.ts';
import {
  account,
  booking,
  file,
  payment,
  payoutAccount,
  session,
  user,
  walkPoint,
  walkReport,
} from '../db/schema/index.ts';
import type { ExportSection } from '../lib/privacy.ts';
import { PRIVACY_PARTS } from './index.ts';

/**
 * Every feature's part of a data export, called for one user as the privacy centre's job calls
 * them: plain JSON under unique area names, the user's own rows in it, nothing of the other party
 * but their display name, and only the user's own stored files to copy.
 */

const testApp = useTestApp();
const db = () => testApp.deps.database.db;

type Person = { user: CreatedUser; client: TestClient };

const B_PHONE = '+905321234567';
const B_CONTACT_PHONE = '+905329876543';
const B_ADDRESS = 'Gizli Sokak No: 7, Moda';
const B_IBAN = 'TR330006100519786457841326';
const B_HOME = { latitude: 40.987654, longitude: 29.031234 };
const A_HOME = { latitude: 41.021987, longitude: 29.015432 };
const A_MESSAGE = `Ayşe'nin mesajı ${randomUUID()}`;
const B_MESSAGE = `Burak'ın gizli mesajı ${randomUUID()}`;
const B_REPLY = `Burak'ın forum yanıtı ${randomUUID()}`;
const A_TICKET = `Ayşe'nin destek talebi ${randomUUID()}`;
const A_TICKET_REPLY = `Ayşe'nin ek bilgisi ${randomUUID()}`;
const ADMIN_REPLY = `Yöneticinin yanıtı ${randomUUID()}`;
const WALKER_NOTE = `Cem'in yürüyüş notu ${randomUUID()}`;
const B_NOTE = `Burak'ın iptal notu ${randomUUID()}`;

let ayse: Person;
let burak: Person;
let admin: Person;
let bookingId: string;
let ayseFileKey: string;
let burakFileKey: string;
let sections: { feature: string; section: ExportSection }[];
let exported: string;

const send = async (from: Person, chatId: string, text: string) => {
  const response = await from.client.post<{ id: string }>(
    `/api/chat/conversations/${chatId}/messages`,
    {
      clientId: randomUUID(),
      text,
    },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

const exportFor = async (userId: string) => {
  const all: { feature: string; section: ExportSection }[] = [];
  for (const { feature, exportData } of PRIVACY_PARTS.exporters) {
    for (const section of await exportData({ db: db(), userId })) all.push({ feature, section });
  }
  return all;
};

const sectionOf = (area: string): ExportSection => {
  const found = sections.find(({ section }) => section.area === area)?.section;
  if (!found) throw new Error(`no ${area} section`);
  return found;
};

beforeAll(async () => {
  ayse = await signedInAs(testApp, 'owner', { name: 'Ayşe Yılmaz' });
  burak = await signedInAs(testApp, 'sitter', { name: 'Burak Demir' });
  await db()
    .update(user)
    .set({ phoneNumber: B_PHONE, contactPhone: B_CONTACT_PHONE, address: B_ADDRESS })
    .where(eq(user.id, burak.user.id));
  await db().insert(payoutAccount).values({ userId: burak.user.id, iban: B_IBAN });
  await placeUser({ db: db() }, burak.user, {
    cityCode: '34',
    district: 'Kadıköy',
    mapPoint: B_HOME,
  });
  await placeUser({ db: db() }, ayse.user, {
    cityCode: '34',
    district: 'Üsküdar',
    mapPoint: A_HOME,
  });

  const photo = await uploadAs(ayse.client, 'pet_photo', undefined, 'Pamuk ğüşiöç (1).png');
  const burakPhoto = await uploadAs(burak.client, 'avatar');
  const pamuk = await createPet({ db: db() }, ayse.user, { name: 'Pamuk', photoFileId: photo.id });
  await db().update(file).set({ attachedAt: new Date() }).where(eq(file.id, photo.id));
  const [keys] = await db()
    .select({ key: file.storageKey })
    .from(file)
    .where(eq(file.id, photo.id));
  const [burakKeys] = await db()
    .select({ key: file.storageKey })
    .from(file)
    .where(eq(file.id, burakPhoto.id));
  ayseFileKey = keys!.key;
  burakFileKey = burakKeys!.key;

  const booked = await createBooking(
    { db: db() },
    { owner: ayse.user, provider: burak.user, pet: pamuk },
    { status: 'completed' },
  );
  bookingId = booked.id;
  // Paid out to Burak's IBAN: his side of the payment, never Ayşe's.
  await db()
    .insert(payment)
    .values({
      bookingId,
      status: 'paid_out',
      reference: `PTL-${randomUUID().slice(0, 8)}`,
      amountKurus: booked.totalKurus,
      payoutKurus: booked.netPayableKurus,
      commissionKurus: booked.ownerCommissionKurus + booked.providerCommissionKurus,
      payoutIban: B_IBAN,
      paidOutAt: new Date(),
    });

  const chatId = `booking_${bookingId}`;
  await send(ayse, chatId, A_MESSAGE);
  const fromBurak = await send(burak, chatId, B_MESSAGE);
  const flagged = await ayse.client.post(`/api/chat/messages/${fromBurak.id}/flag`, {
    reason: 'spam',
  });
  expect(flagged.status, JSON.stringify(flagged.body)).toBe(201);

  const reviewed = await ayse.client.post(`/api/bookings/${bookingId}/reviews`, {
    rating: 5,
    comment: 'Pamuk çok mutlu döndü.',
  });
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(201);
  const reviewedBack = await burak.client.post(`/api/bookings/${bookingId}/reviews`, {
    rating: 4,
    comment: 'Dakik ve özenli bir sahip.',
  });
  expect(reviewedBack.status, JSON.stringify(reviewedBack.body)).toBe(201);

  const posted = await ayse.client.post('/api/forum/posts', {
    title: 'Kedim mama seçiyor',
    content: 'Ne önerirsiniz?',
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  const replied = await burak.client.post(`/api/forum/posts/${posted.body.id}/replies`, {
    content: B_REPLY,
  });
  expect(replied.status, JSON.stringify(replied.body)).toBe(201);

  // A support ticket: Ayşe's own words are hers, the admin's answer is the admin's.
  admin = await signedInAs(testApp, 'admin', { name: 'Destek Ekibi' });
  const opened = await ayse.client.post('/api/support/tickets', {
    subject: 'Dekontum onaylanmadı',
    description: A_TICKET,
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const ticketId = opened.body.ticket.id as string;
  const answered = await admin.client.post(`/api/admin/support-tickets/${ticketId}/messages`, {
    text: ADMIN_REPLY,
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(201);
  const added = await ayse.client.post(`/api/support/tickets/${ticketId}/messages`, {
    text: A_TICKET_REPLY,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);

  // A second booking Burak cancelled with his own note: his words, not Ayşe's.
  const cancelled = await createBooking({ db: db() }, { owner: ayse.user, provider: burak.user });
  await db()
    .update(booking)
    .set({
      status: 'cancelled',
      cancelledBy: 'provider',
      cancellationNote: B_NOTE,
      cancelledAt: new Date(),
    })
    .where(eq(booking.id, cancelled.id));

  // A walk of Pamuk by another provider: the route is the booking's, the report's note the walker's.
  const cem = await signedInAs(testApp, 'pet_walker', { name: 'Cem Kaya' });
  const walk = await createBooking(
    { db: db() },
    { owner: ayse.user, provider: cem.user, pet: pamuk },
    { status: 'completed' },
  );
  const started = new Date('2030-01-07T07:00:00.000Z');
  await db()
    .update(booking)
    .set({
      walkStartedAt: started,
      walkFinishedAt: new Date(started.getTime() + 3_600_000),
      walkDistanceM: 120,
    })
    .where(eq(booking.id, walk.id));
  await db()
    .insert(walkPoint)
    .values([
      { bookingId: walk.id, recordedAt: started, latitude: 40.99, longitude: 29.02 },
      {
        bookingId: walk.id,
        recordedAt: new Date(started.getTime() + 60_000),
        latitude: 40.991,
        longitude: 29.021,
      },
    ]);
  await db().insert(walkReport).values({ bookingId: walk.id, note: WALKER_NOTE, distanceM: 120 });

  sections = await exportFor(ayse.user.id);
  exported = JSON.stringify(sections.map(({ section }) => section));
});

describe('the features’ data export parts', () => {
  it('are plain JSON under area names unique across the features', () => {
    const areas = sections.map(({ section }) => section.area);
    expect(new Set(areas).size).toBe(areas.length);
    for (const { feature, section } of sections) {
      expect(section.area, feature).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(JSON.parse(JSON.stringify(section.data)), `${feature} ${section.area}`).toStrictEqual(
        section.data,
      );
    }
    // Each part gives its areas even when it holds nothing of the user.
    expect(new Set(sections.map(({ feature }) => feature))).toEqual(
      new Set(PRIVACY_PARTS.exporters.map(({ feature }) => feature)),
    );
    expect(PRIVACY_PARTS.exporters.map(({ feature }) => feature)).toEqual(
      expect.arrayContaining([
        'accounts',
        'files',
        'pets',
        'bookings',
        'chat',
        'forum',
        'security',
      ]),
    );
  });

  it('hold the user’s own rows', () => {
    expect(sectionOf('account').data).toMatchObject({
      id: ayse.user.id,
      name: 'Ayşe Yılmaz',
      email: ayse.user.email,
      role: 'owner',
      district: 'Üsküdar',
      locationIsExact: true,
      mapPoint: A_HOME,
    });
    expect((sectionOf('sessions').data as unknown[]).length).toBeGreaterThan(0);
    expect(sectionOf('pets').data).toEqual([
      expect.objectContaining({ name: 'Pamuk', photoFileId: expect.any(String) }),
    ]);
    expect(sectionOf('bookings').data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: bookingId,
          side: 'owner',
          otherPartyName: 'Burak Demir',
          petName: 'Pamuk',
          status: 'completed',
          totalKurus: expect.any(Number),
        }),
      ]),
    );
    expect(sectionOf('messages').data).toEqual([expect.objectContaining({ text: A_MESSAGE })]);
    expect(sectionOf('conversations').data).toEqual([
      expect.objectContaining({ kind: 'booking', bookingId, otherParticipantName: 'Burak Demir' }),
    ]);
    expect(sectionOf('message_flags').data).toEqual([expect.objectContaining({ reason: 'spam' })]);
    expect(sectionOf('reviews_written').data).toEqual([
      expect.objectContaining({
        rating: 5,
        comment: 'Pamuk çok mutlu döndü.',
        revieweeName: 'Burak Demir',
      }),
    ]);
    expect(sectionOf('reviews_received').data).toEqual([
      expect.objectContaining({ rating: 4, authorName: 'Burak Demir' }),
    ]);
    expect(sectionOf('forum_posts').data).toEqual([
      expect.objectContaining({ title: 'Kedim mama seçiyor' }),
    ]);
    expect(sectionOf('payments').data).toEqual([
      expect.objectContaining({ bookingId, side: 'owner', amountKurus: expect.any(Number) }),
    ]);
    expect(sectionOf('support_tickets').data).toEqual([
      expect.objectContaining({ description: A_TICKET }),
    ]);
    expect(sectionOf('support_messages').data).toEqual([
      expect.objectContaining({ text: A_TICKET_REPLY }),
    ]);
    expect(sectionOf('walks').data).toEqual([
      expect.objectContaining({
        side: 'owner',
        distanceM: 120,
        route: [
          expect.objectContaining({ latitude: 40.99, longitude: 29.02 }),
          expect.objectContaining({ latitude: 40.991, longitude: 29.021 }),
        ],
        report: expect.objectContaining({ distanceM: 120 }),
      }),
    ]);
    expect(sectionOf('security_events').data).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'sign_in' })]),
    );
  });

  it('show nothing of the other party but their display name, and no secret', async () => {
    const secrets = [
      burak.user.email,
      B_PHONE,
      B_CONTACT_PHONE,
      B_ADDRESS,
      B_IBAN,
      B_MESSAGE,
      B_NOTE,
      B_REPLY,
      ADMIN_REPLY,
      WALKER_NOTE,
    ];
    for (const secret of [...secrets, String(B_HOME.latitude), String(B_HOME.longitude)])
      expect(exported, secret).not.toContain(secret);
    const ids = [ayse.user.id, burak.user.id];
    const passwords = await db()
      .select({ hash: account.password })
      .from(account)
      .where(inArray(account.userId, ids));
    const tokens = await db()
      .select({ token: session.token })
      .from(session)
      .where(inArray(session.userId, ids));
    expect(passwords.length).toBeGreaterThanOrEqual(2);
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    for (const { hash } of passwords) expect(exported).not.toContain(hash!);
    for (const { token } of tokens) expect(exported).not.toContain(token);
    expect(exported).not.toMatch(/locationBlurSeed|sharedLatitude|sharedPoint|"password"|"token"/);
  });

  it('copy only the user’s own stored files, under safe unique names', async () => {
    const entries = sections.flatMap(({ section }) => section.files ?? []);
    expect(entries.map((entry) => entry.storageKey)).toContain(ayseFileKey);
    expect(entries.map((entry) => entry.storageKey)).not.toContain(burakFileKey);
    const owners = await db()
      .select({ ownerId: file.ownerId })
      .from(file)
      .where(
        inArray(
          file.storageKey,
          entries.map((entry) => entry.storageKey),
        ),
      );
    expect(owners.length).toBe(entries.length);
    expect(new Set(owners.map((row) => row.ownerId))).toEqual(new Set([ayse.user.id]));
    for (const entry of entries) {
      expect(entry.name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
      expect(await testApp.deps.storage.get(entry.storageKey)).not.toBeNull();
    }
    expect(new Set(entries.map((entry) => entry.name)).size).toBe(entries.length);
    expect(entries.find((entry) => entry.storageKey === ayseFileKey)?.name).toMatch(
      /-Pamuk-gusioc-1\.webp$/,
    );
  });

  it('give the other party their own side, and an admin nothing of the people they served', async () => {
    const theirs = JSON.stringify((await exportFor(burak.user.id)).map(({ section }) => section));
    expect(theirs).toContain(B_MESSAGE);
    expect(theirs).toContain(B_IBAN);
    expect(theirs).not.toContain(A_MESSAGE);
    expect(theirs).not.toContain(ayse.user.email);
    const admins = JSON.stringify((await exportFor(admin.user.id)).map(({ section }) => section));
    for (const secret of [ayse.user.email, A_TICKET, A_TICKET_REPLY, 'Dekontum onaylanmadı'])
      expect(admins, secret).not.toContain(secret);
  });
});
