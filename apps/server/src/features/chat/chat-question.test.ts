import {
  CONTACT_MASK,
  type ChatMessage,
  type ConversationPage,
  type ConversationView,
  type MessagePage,
} from '@patili/domain/chat';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { createProviderProfile } from '../../../test/factories.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { uploadAs } from '../../../test/uploads.ts';
import { booking, conversation, message, user } from '../../db/schema/index.ts';
import { bookingChat, chatApi, person, type Person } from './chat-test-kit.ts';

/**
 * Questions before booking (`question_{providerId}`) and the contact details in provider
 * conversations: an owner asks a provider from their profile, one conversation per pair; until a
 * booking between the two is confirmed, phone numbers, e-mail addresses, IBANs and messaging-app
 * links in either side's messages reach the other side masked (history, list, live pushes), and
 * the sender reads their own whole with `hidden_for_other`. Community conversations never mask.
 */
const { clock, testApp } = useClockedTestApp(TEST_NOW);
const db = () => testApp.deps.database.db;

const M = CONTACT_MASK;
const PHONE = 'Numaram 0532 123 45 67, mail ali [at] gmail nokta com';
const PHONE_MASKED = `Numaram ${M}, mail ${M}`;
const IBAN = 'IBAN: TR33 0006 1005 1978 6457 8413 26 · wa.me/905321234567';
const IBAN_MASKED = `IBAN: ${M} · ${M}`;

let owner: Person;
let sitter: Person;
let stranger: Person;

/** A provider whose profile browse lists (`public`), as owners find them. */
const listedProvider = async (
  role: 'sitter' | 'veterinarian' | 'pet_walker' | 'trainer',
  name?: string,
) => {
  const provider = await person(testApp, role, name);
  await createProviderProfile({ db: db() }, provider.user);
  return provider;
};

const questionPath = (providerId: string) => `/api/chat/questions/${providerId}`;
const historyOf = async (who: Person, chatId: string, asker?: string) => {
  const response = await chatApi(who.client).history(chatId, asker ? `?asker=${asker}` : '');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as MessagePage).items;
};
const lastMessageIn = async (who: Person, chatId: string) =>
  ((await chatApi(who.client).list()).body as ConversationPage).items.find(
    (item) => item.chatId === chatId,
  )?.lastMessage;

beforeAll(async () => {
  owner = await person(testApp, 'owner', 'Ayşe Yılmaz');
  sitter = await listedProvider('sitter', 'Mehmet Demir');
  stranger = await person(testApp, 'owner', 'Başka Biri');
});

describe('GET /api/chat/questions/{providerId}', () => {
  it('opens an owner’s question to a provider before any message, and writes nothing', async () => {
    const response = await owner.client.get<ConversationView>(questionPath(sitter.user.id));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      chatId: `question_${sitter.user.id}`,
      asker: null,
      subject: {
        kind: 'question',
        title: 'Rezervasyon öncesi soru: Bakıcı',
        path: `/owner/providers/${sitter.user.id}?kind=sitter`,
      },
      other: { id: sitter.user.id, name: 'Mehmet Demir', avatarUrl: null },
      otherReadAt: null,
      unreadCount: 0,
    } satisfies ConversationView);
    const rows = await db()
      .select()
      .from(conversation)
      .where(like(conversation.chatKey, `question_${sitter.user.id}%`));
    expect(rows).toEqual([]);
  });

  it('keeps one conversation per owner and provider, which the provider answers by the owner’s name', async () => {
    const chatId = `question_${sitter.user.id}`;
    expect(
      (await chatApi(owner.client).send(chatId, { text: 'Merhaba, kedim için sorum var.' })).status,
    ).toBe(201);
    clock.advance(1000);
    const again = await owner.client.get<ConversationView>(questionPath(sitter.user.id));
    expect(again.body.chatId).toBe(chatId);
    expect(
      (await chatApi(owner.client).send(chatId, { text: 'Hafta sonu müsait misiniz?' })).status,
    ).toBe(201);
    const rows = await db()
      .select({
        chatKey: conversation.chatKey,
        kind: conversation.kind,
        holderId: conversation.holderId,
      })
      .from(conversation)
      .where(like(conversation.chatKey, `question_${sitter.user.id}%`));
    expect(rows).toEqual([
      { chatKey: `${chatId}:${owner.user.id}`, kind: 'question', holderId: sitter.user.id },
    ]);

    const list = (await chatApi(sitter.client).list()).body as ConversationPage;
    expect(list.items.find((item) => item.chatId === chatId)).toMatchObject({
      asker: owner.user.id,
      subject: { kind: 'question', title: 'Rezervasyon öncesi soru', path: null },
      other: { id: owner.user.id, name: 'Ayşe Yılmaz' },
      unreadCount: 2,
      lastMessage: { text: 'Hafta sonu müsait misiniz?', contactMask: 'none' },
    });
    const answer = await chatApi(sitter.client).send(
      chatId,
      { text: 'Evet, müsaitim.' },
      owner.user.id,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((await historyOf(owner, chatId)).map((item) => item.text)).toEqual([
      'Merhaba, kedim için sorum var.',
      'Hafta sonu müsait misiniz?',
      'Evet, müsaitim.',
    ]);
  });

  it('is for owners only: visitors 401, providers and users without a role 403, the admin not found', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: questionPath(sitter.user.id) }, [
      'owner',
      'admin',
    ]);
    const { client: admin } = await person(testApp, 'admin');
    const refused = await admin.get(questionPath(sitter.user.id));
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'NOT_FOUND', message: 'Sohbet bulunamadı.' });
  });

  it('finds only providers the owner may reach: not other owners, unknown or hidden ones', async () => {
    const hidden = await listedProvider('trainer');
    await db()
      .update(user)
      .set({ profileVisibility: 'matches_only' })
      .where(eq(user.id, hidden.user.id));
    const unlisted = await person(testApp, 'pet_walker');
    for (const id of [
      stranger.user.id,
      hidden.user.id,
      unlisted.user.id,
      '0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0b',
    ]) {
      const response = await owner.client.get(questionPath(id));
      expect(response.status, id).toBe(404);
      expect(response.body, id).toMatchObject({ message: 'Sohbet bulunamadı.' });
    }
    expect((await owner.client.get(questionPath('not-an-id'))).body).toMatchObject({
      message: 'Geçersiz sohbet bağlantısı.',
    });
    // A matches_only provider is reachable once a booking between them exists, as browse shows it.
    await bookingChat(testApp, owner, hidden);
    expect((await owner.client.get(questionPath(hidden.user.id))).status).toBe(200);
  });
});

describe('who reads a question conversation', () => {
  it('lets no one but its two members read it, and no provider start one', async () => {
    const chatId = `question_${sitter.user.id}`;
    // Another owner opening the same id reads their own conversation with the provider: empty.
    expect(await historyOf(stranger, chatId)).toEqual([]);
    for (const [who, asker] of [
      [stranger, owner.user.id],
      [sitter, stranger.user.id],
    ] as const) {
      const response = await chatApi(who.client).history(chatId, `?asker=${asker}`);
      expect(response.status).toBe(404);
    }
    const otherSitter = await listedProvider('sitter');
    for (const request of [
      chatApi(otherSitter.client).view(chatId),
      chatApi(otherSitter.client).send(chatId, { text: 'Merhaba' }),
      chatApi(otherSitter.client).history(chatId, `?asker=${owner.user.id}`),
    ]) {
      expect((await request).status).toBe(404);
    }
    // The provider only answers: without an owner named, it is a conversation with themselves.
    expect((await chatApi(sitter.client).send(chatId, { text: 'Merhaba' })).status).toBe(422);
  });
});

describe('contact details in provider conversations', () => {
  it('masks them for the reader until a booking is confirmed, shows the sender theirs, and stores them as written', async () => {
    const chatId = `question_${sitter.user.id}`;
    clock.advance(1000);
    const sent = await chatApi(owner.client).send(chatId, { text: PHONE });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      text: PHONE,
      contactMask: 'hidden_for_other',
    } satisfies Partial<ChatMessage>);
    const [stored] = await db().select().from(message).where(eq(message.id, sent.body.id));
    expect(stored?.text).toBe(PHONE);

    expect((await historyOf(sitter, chatId, owner.user.id)).at(-1)).toMatchObject({
      text: PHONE_MASKED,
      contactMask: 'masked',
    });
    expect(await lastMessageIn(sitter, chatId)).toMatchObject({
      text: PHONE_MASKED,
      contactMask: 'masked',
    });
    expect((await historyOf(owner, chatId)).at(-1)).toMatchObject({
      text: PHONE,
      contactMask: 'hidden_for_other',
    });
    expect(await lastMessageIn(owner, chatId)).toMatchObject({
      text: PHONE,
      contactMask: 'hidden_for_other',
    });

    // Either side: the provider's IBAN and link reach the owner masked.
    clock.advance(1000);
    const reply = await chatApi(sitter.client).send(chatId, { text: IBAN }, owner.user.id);
    expect(reply.body).toMatchObject({ text: IBAN, contactMask: 'hidden_for_other' });
    expect((await historyOf(owner, chatId)).at(-1)).toMatchObject({
      text: IBAN_MASKED,
      contactMask: 'masked',
    });
    expect(await lastMessageIn(owner, chatId)).toMatchObject({
      text: IBAN_MASKED,
      contactMask: 'masked',
    });

    // The booking chat between them masks the same way while its request waits.
    const { booking: made, chatId: bookingChatId } = await bookingChat(testApp, owner, sitter);
    clock.advance(1000);
    expect((await chatApi(sitter.client).send(bookingChatId, { text: IBAN })).body).toMatchObject({
      contactMask: 'hidden_for_other',
    });
    expect((await historyOf(owner, bookingChatId)).at(-1)).toMatchObject({
      text: IBAN_MASKED,
      contactMask: 'masked',
    });

    // The provider accepts: the same old messages now read whole, on both sides and in both chats.
    const accepted = await sitter.client.post(`/api/bookings/${made.id}/accept`, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    for (const [who, asker] of [
      [owner, undefined],
      [sitter, owner.user.id],
    ] as const) {
      const items = await historyOf(who, chatId, asker);
      expect(items.map((item) => item.contactMask)).toEqual(items.map(() => 'none'));
      expect(items.slice(-2).map((item) => item.text)).toEqual([PHONE, IBAN]);
      expect((await historyOf(who, bookingChatId)).at(-1)).toMatchObject({
        text: IBAN,
        contactMask: 'none',
      });
    }
    expect(await lastMessageIn(sitter, chatId)).toMatchObject({ text: IBAN, contactMask: 'none' });
    expect(await lastMessageIn(owner, chatId)).toMatchObject({ text: IBAN, contactMask: 'none' });
  });

  it('counts a confirmed booking the owner cancelled later, never a rejected or unanswered one', async () => {
    const cases = [
      {
        name: 'cancelled after confirmation',
        accept: true,
        then: 'cancel' as const,
        masked: false,
      },
      { name: 'rejected', accept: false, then: 'reject' as const, masked: true },
      { name: 'cancelled before an answer', accept: false, then: 'cancel' as const, masked: true },
    ];
    for (const { name, accept, then, masked } of cases) {
      const asker = await person(testApp, 'owner');
      const provider = await listedProvider('pet_walker');
      const { booking: made, chatId } = await bookingChat(testApp, asker, provider);
      clock.advance(1000);
      expect((await chatApi(asker.client).send(chatId, { text: PHONE })).status).toBe(201);
      if (accept)
        expect((await provider.client.post(`/api/bookings/${made.id}/accept`, {})).status).toBe(
          200,
        );
      const actor = then === 'cancel' ? asker : provider;
      const ended = await actor.client.post(`/api/bookings/${made.id}/${then}`, {});
      expect(ended.status, `${name}: ${JSON.stringify(ended.body)}`).toBe(200);
      const [row] = await db()
        .select({ status: booking.status })
        .from(booking)
        .where(eq(booking.id, made.id));
      expect(row?.status, name).toBe('cancelled');
      expect((await historyOf(provider, chatId)).at(-1), name).toMatchObject(
        masked
          ? { text: PHONE_MASKED, contactMask: 'masked' }
          : { text: PHONE, contactMask: 'none' },
      );
    }
  });

  it('never masks community conversations, even between an owner and a provider with no booking', async () => {
    const newcomer = await listedProvider('sitter', 'Yeni Bakıcı');
    const photo = await uploadAs(owner.client, 'adoption_photo');
    const listing = await owner.client.post('/api/adoption/listings', {
      animalType: 'cat',
      breed: 'Tekir',
      gender: 'female',
      age: 2,
      cityCode: '35',
      photoIds: [photo.id],
    });
    expect(listing.status, JSON.stringify(listing.body)).toBe(201);
    const chatId = `adoption_${listing.body.listing.id as string}_owner_${owner.user.id}`;
    clock.advance(1000);
    const sent = await chatApi(newcomer.client).send(chatId, { text: PHONE });
    expect(sent.body).toMatchObject({ text: PHONE, contactMask: 'none' });
    expect((await historyOf(owner, chatId, newcomer.user.id)).at(-1)).toMatchObject({
      text: PHONE,
      contactMask: 'none',
    });
    expect(await lastMessageIn(owner, chatId)).toMatchObject({ text: PHONE, contactMask: 'none' });
  });
});
