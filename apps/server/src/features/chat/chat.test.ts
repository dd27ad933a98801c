import { randomUUID } from 'node:crypto';

import type {
  ChatMessage,
  ConversationPage,
  ConversationView,
  MessagePage,
} from '@patili/domain/chat';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { signIn } from '../../../test/actors.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { conversation, conversationMember, message } from '../../db/schema/index.ts';
import {
  bookingChat,
  chatApi,
  eventually,
  hearSignals,
  person,
  type Person,
} from './chat-test-kit.ts';

const { clock, testApp } = useClockedTestApp(TEST_NOW);
const db = () => testApp.deps.database.db;

let owner: Person;
let sitter: Person;
let stranger: Person;
let chatId: string;

beforeAll(async () => {
  owner = await person(testApp, 'owner', 'Ayşe Yılmaz');
  sitter = await person(testApp, 'sitter', 'Mehmet Demir');
  stranger = await person(testApp, 'owner', 'Başka Biri');
  ({ chatId } = await bookingChat(testApp, owner, sitter));
});

const conversationRows = async (key: string) =>
  db().select().from(conversation).where(eq(conversation.chatKey, key));

describe('opening a conversation', () => {
  it('answers both sides before any message, in their language, and writes nothing', async () => {
    const view = await chatApi(owner.client).view(chatId);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      chatId,
      asker: null,
      subject: {
        kind: 'booking',
        title: 'Rezervasyon: Kedi Bakımı, 7 Oca 2030',
        path: '/owner/bookings',
      },
      other: { id: sitter.user.id, name: 'Mehmet Demir', avatarUrl: null },
      otherReadAt: null,
      unreadCount: 0,
    } satisfies ConversationView);
    // The provider's screen of a request still awaiting an answer is their requests inbox.
    const providerView = await chatApi(sitter.client).view(
      chatId.toUpperCase().replace('BOOKING_', 'booking_'),
    );
    expect(providerView.body).toMatchObject({
      chatId,
      subject: { path: '/sitter/requests' },
      other: { id: owner.user.id, name: 'Ayşe Yılmaz' },
    });

    const english = testApp.client({ locale: 'en' });
    await signIn(english, owner.user.email, owner.user.password);
    expect((await chatApi(english).view(chatId)).body.subject.title).toBe(
      'Booking: Cat care, 7 Jan 2030',
    );

    expect((await chatApi(owner.client).history(chatId)).body).toEqual({
      items: [],
      nextCursor: null,
    });
    const read = await chatApi(owner.client).read(chatId);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ readAt: TEST_NOW });
    expect((await chatApi(owner.client).list()).body).toMatchObject({
      items: [],
      total: 0,
      unreadTotal: 0,
    });
    expect(await conversationRows(chatId)).toEqual([]);
  });

  it('tells a malformed id apart from a conversation that is not found, and never shows one to a third person', async () => {
    const api = chatApi(owner.client);
    for (const bad of [
      'booking_123',
      'sohbet',
      `chat_${randomUUID()}`,
      `booking_${randomUUID()}_x`,
    ]) {
      for (const response of [
        await api.view(bad),
        await api.history(bad),
        await api.send(bad, { text: 'Merhaba' }),
        await api.read(bad),
      ]) {
        expect(response.status, bad).toBe(404);
        expect(response.body).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Geçersiz sohbet bağlantısı.',
        });
      }
    }
    // A booking that does not exist, and kinds whose records do not exist yet.
    for (const unknown of [
      `booking_${randomUUID()}`,
      `adoption_${randomUUID()}_owner_${sitter.user.id}`,
      `lostfound_${randomUUID()}_reporter_${sitter.user.id}`,
    ]) {
      expect((await api.view(unknown)).body).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Sohbet bulunamadı.',
      });
      expect((await api.send(unknown, { text: 'Merhaba' })).status).toBe(404);
    }
    // Someone else's booking, before and after it has messages.
    const outsider = chatApi(stranger.client);
    const check = async () => {
      for (const response of [
        await outsider.view(chatId),
        await outsider.history(chatId),
        await outsider.send(chatId, { text: 'Merhaba' }),
        await outsider.read(chatId),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: 'Sohbet bulunamadı.' });
      }
    };
    await check();
    const { chatId: other } = await bookingChat(testApp, owner, sitter);
    expect((await api.send(other, { text: 'Yalnızca ikimiz görürüz.' })).status).toBe(201);
    const before = (await db().select().from(message)).length;
    for (const response of [
      await outsider.view(other),
      await outsider.history(other),
      await outsider.send(other, { text: 'Araya girebilir miyim?' }),
      await outsider.read(other),
    ]) {
      expect(response.status).toBe(404);
    }
    expect((await db().select().from(message)).length).toBe(before);
    await check();
  });

  it('refuses a conversation with oneself: a holder without an asker, or naming themselves', async () => {
    const listing = `adoption_${randomUUID()}_owner_${owner.user.id}`;
    for (const response of [
      await chatApi(owner.client).view(listing),
      await chatApi(owner.client).view(listing, owner.user.id),
      await chatApi(owner.client).send(listing, { text: 'Merhaba' }),
    ]) {
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Kendinize mesaj gönderemezsiniz.',
      });
    }
    // The holder may not start one with anyone they name; someone who is not the holder may not name another asker.
    expect((await chatApi(owner.client).view(listing, sitter.user.id)).status).toBe(404);
    expect((await chatApi(sitter.client).view(listing, stranger.user.id)).status).toBe(404);
    expect((await chatApi(owner.client).view(listing, 'biri')).status).toBe(422);
  });
});

describe('messages', () => {
  it('stores each message before answering it, in order, and counts it unread for the other side until read', async () => {
    const { chatId: fresh } = await bookingChat(testApp, owner, sitter);
    const clientId = randomUUID();
    const first = await chatApi(owner.client).send(fresh, {
      clientId,
      text: '  Merhaba, Pamuk için birkaç sorum var.  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      clientId,
      senderId: owner.user.id,
      text: 'Merhaba, Pamuk için birkaç sorum var.',
      contactMask: 'none',
      attachments: [],
      createdAt: TEST_NOW,
      cursor: expect.stringMatching(/^\d+$/),
    } satisfies ChatMessage);
    const [stored] = await db().select().from(message).where(eq(message.id, first.body.id));
    expect(stored?.text).toBe('Merhaba, Pamuk için birkaç sorum var.');

    expect((await chatApi(sitter.client).view(fresh)).body.unreadCount).toBe(1);
    expect((await chatApi(owner.client).view(fresh)).body.unreadCount).toBe(0);
    const sitterUnreadBefore = await chatApi(sitter.client).unread();

    clock.advance(1000);
    const second = await chatApi(owner.client).send(fresh, {
      text: 'Mama markasını yazıyorum:\nRoyal, tavuklu.',
    });
    clock.advance(1000);
    const answer = await chatApi(sitter.client).send(fresh, { text: 'Tabii, sorun değil.' });
    expect(BigInt(second.body.cursor)).toBeGreaterThan(BigInt(first.body.cursor));
    expect(BigInt(answer.body.cursor)).toBeGreaterThan(BigInt(second.body.cursor));

    const history = await chatApi(sitter.client).history(fresh);
    expect(history.status).toBe(200);
    expect((history.body as MessagePage).items.map((item) => [item.senderId, item.text])).toEqual([
      [owner.user.id, 'Merhaba, Pamuk için birkaç sorum var.'],
      [owner.user.id, 'Mama markasını yazıyorum:\nRoyal, tavuklu.'],
      [sitter.user.id, 'Tabii, sorun değil.'],
    ]);
    expect((await chatApi(owner.client).history(fresh)).body).toEqual(history.body);

    expect((await chatApi(sitter.client).view(fresh)).body.unreadCount).toBe(2);
    expect((await chatApi(owner.client).view(fresh)).body.unreadCount).toBe(1);
    expect(await chatApi(sitter.client).unread()).toBe(sitterUnreadBefore + 1);

    clock.advance(60_000);
    const read = await chatApi(sitter.client).read(fresh);
    expect(read.body).toEqual({ readAt: clock.now().toISOString() });
    expect((await chatApi(sitter.client).view(fresh)).body.unreadCount).toBe(0);
    expect(await chatApi(sitter.client).unread()).toBe(sitterUnreadBefore - 1);
    // The owner's ✓✓: the sitter read up to then.
    expect((await chatApi(owner.client).view(fresh)).body).toMatchObject({
      otherReadAt: clock.now().toISOString(),
      unreadCount: 1,
    });
  });

  it('sends idempotently: the same clientId again answers the stored message and writes nothing', async () => {
    const { chatId: fresh } = await bookingChat(testApp, owner, sitter);
    const clientId = randomUUID();
    const sent = await chatApi(owner.client).send(fresh, { clientId, text: 'Bağlantı koptu mu?' });
    expect(sent.status).toBe(201);
    clock.advance(2000);
    const again = await chatApi(owner.client).send(fresh, { clientId, text: 'Bağlantı koptu mu?' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(sent.body);
    expect(await db().select().from(message).where(eq(message.clientId, clientId))).toHaveLength(1);
    expect((await chatApi(sitter.client).view(fresh)).body.unreadCount).toBe(1);
    // A retry sent while the first send is still in flight is the same message too.
    const racing = randomUUID();
    const all = await Promise.all(
      Array.from({ length: 5 }, () =>
        chatApi(owner.client).send(fresh, { clientId: racing, text: 'Aynı anda' }),
      ),
    );
    expect(all.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(all.map((response) => response.body.id)).size).toBe(1);
    expect(await db().select().from(message).where(eq(message.clientId, racing))).toHaveLength(1);
    // Another sender may use the same id; the same sender may not use it in another conversation.
    expect(
      (await chatApi(sitter.client).send(fresh, { clientId, text: 'Hayır, geldi.' })).status,
    ).toBe(201);
    const { chatId: elsewhere } = await bookingChat(testApp, owner, sitter);
    const reused = await chatApi(owner.client).send(elsewhere, {
      clientId,
      text: 'Başka bir sohbet',
    });
    expect(reused.status).toBe(422);
    expect(reused.body.fields).toEqual({ clientId: 'Mesaj kimliği geçersiz.' });
  });

  it('keeps text as text, trimmed, with its line breaks, and refuses empty, over-long and control characters', async () => {
    const { chatId: fresh } = await bookingChat(testApp, owner, sitter);
    const api = chatApi(owner.client);
    const html = await api.send(fresh, { text: '<script>alert(1)</script>\r\n<b>kalın</b>' });
    expect(html.status).toBe(201);
    expect(html.body.text).toBe('<script>alert(1)</script>\n<b>kalın</b>');
    expect((await api.send(fresh, { text: 'a'.repeat(2000) })).status).toBe(201);
    const cases: Array<[unknown, string, string]> = [
      ['   ', 'text', 'Boş mesaj gönderilemez.'],
      ['a'.repeat(2001), 'text', 'Mesaj en fazla 2000 karakter olabilir.'],
      ['zil\u0007sesi', 'text', 'Geçersiz karakter içeriyor.'],
      ['boş\u0000bayt', 'text', 'Geçersiz karakter içeriyor.'],
    ];
    for (const [text, field, expected] of cases) {
      const response = await owner.client.post(`/api/chat/conversations/${fresh}/messages`, {
        clientId: randomUUID(),
        text,
      });
      expect(response.status, JSON.stringify(text)).toBe(422);
      expect(response.body.fields?.[field], JSON.stringify(text)).toBe(expected);
    }
    const noId = await owner.client.post(`/api/chat/conversations/${fresh}/messages`, {
      text: 'Merhaba',
    });
    expect(noId.body.fields).toEqual({ clientId: 'Mesaj kimliği geçersiz.' });
    const tooMany = await api.send(fresh, {
      text: 'Fotoğraflar',
      attachmentIds: Array.from({ length: 5 }, () => randomUUID()),
    });
    expect(tooMany.body.fields).toEqual({
      attachmentIds: 'Bir mesaja en fazla 4 fotoğraf eklenebilir.',
    });
  });

  it('pages history by cursor, newest page first, without gaps or repeats', async () => {
    const { chatId: fresh } = await bookingChat(testApp, owner, sitter);
    const sent: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      clock.advance(1000);
      const from = index % 3 === 0 ? sitter : owner;
      const response = await chatApi(from.client).send(fresh, { text: `Mesaj ${index + 1}` });
      expect(response.status).toBe(201);
      sent.push(response.body.id);
    }
    const pages: MessagePage[] = [];
    let before: string | null = null;
    do {
      const query: string = `?limit=10${before ? `&before=${before}` : ''}`;
      const response = await chatApi(sitter.client).history(fresh, query);
      expect(response.status).toBe(200);
      pages.push(response.body);
      before = (response.body as MessagePage).nextCursor;
    } while (before !== null && pages.length < 5);
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 5]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(
      pages
        .reverse()
        .flatMap((page) => page.items)
        .map((item) => item.id),
    ).toEqual(sent);
    for (const page of pages) {
      const cursors = page.items.map((item) => BigInt(item.cursor));
      expect([...cursors].sort((a, b) => (a < b ? -1 : 1))).toEqual(cursors);
    }
    for (const query of [
      '?before=abc',
      '?before=-1',
      '?limit=0',
      '?limit=101',
      `?asker=${'x'.repeat(10)}`,
    ]) {
      expect((await chatApi(sitter.client).history(fresh, query)).status, query).toBe(422);
    }
  });
});

describe('the list', () => {
  it('lists the caller’s conversations by newest activity, paginated, with the last message and the unread total', async () => {
    const reader = await person(testApp, 'owner', 'Liste Sahibi');
    const walker = await person(testApp, 'pet_walker', 'Can Öztürk');
    const vet = await person(testApp, 'veterinarian', 'Dr. Elif Kaya');
    const trainer = await person(testApp, 'trainer', 'Zeynep Arslan');
    const chats = {
      walker: (await bookingChat(testApp, reader, walker)).chatId,
      vet: (await bookingChat(testApp, reader, vet)).chatId,
      trainer: (await bookingChat(testApp, reader, trainer)).chatId,
    };
    // Opened but never written: not listed.
    await chatApi(reader.client).view((await bookingChat(testApp, reader, sitter)).chatId);

    clock.advance(60_000);
    await chatApi(reader.client).send(chats.walker, { text: 'Yarın sabah uygun musunuz?' });
    clock.advance(60_000);
    await chatApi(vet.client).send(chats.vet, { text: 'Aşı karnesini getirmeyi unutmayın.' });
    clock.advance(60_000);
    await chatApi(trainer.client).send(chats.trainer, { text: 'Ev ödevini paylaştım.' });
    clock.advance(60_000);
    await chatApi(trainer.client).send(chats.trainer, { text: 'Sorunuz olursa yazın.' });
    clock.advance(60_000);
    const latest = clock.now().toISOString();
    await chatApi(walker.client).send(chats.walker, { text: 'Evet, 08:00’de oradayım.' });

    const first = await chatApi(reader.client).list('?pageSize=2');
    expect(first.status).toBe(200);
    const page = first.body as ConversationPage;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2, unreadTotal: 4 });
    expect(page.items.map((item) => item.chatId)).toEqual([chats.walker, chats.trainer]);
    expect(page.items[0]).toEqual({
      chatId: chats.walker,
      asker: null,
      subject: {
        kind: 'booking',
        title: 'Rezervasyon: Köpek Gezdirme, 7 Oca 2030 10:00',
        path: '/owner/bookings',
      },
      other: { id: walker.user.id, name: 'Can Öztürk', avatarUrl: null },
      otherReadAt: null,
      unreadCount: 1,
      lastMessage: {
        text: 'Evet, 08:00’de oradayım.',
        contactMask: 'none',
        senderId: walker.user.id,
        createdAt: latest,
        hasImages: false,
      },
      lastActivityAt: latest,
    });
    expect(page.items[1]).toMatchObject({
      unreadCount: 2,
      lastMessage: { text: 'Sorunuz olursa yazın.' },
    });
    const second = (await chatApi(reader.client).list('?page=2&pageSize=2'))
      .body as ConversationPage;
    expect(second.items.map((item) => [item.chatId, item.unreadCount])).toEqual([[chats.vet, 1]]);
    expect(second.items[0]?.subject).toMatchObject({
      title: 'Rezervasyon: Veteriner Randevusu, 7 Oca 2030 10:00',
    });

    // An answer in the oldest conversation brings it to the top; the vet sees theirs from their side.
    clock.advance(60_000);
    await chatApi(reader.client).send(chats.vet, { text: 'Getireceğim, teşekkürler.' });
    expect(
      ((await chatApi(reader.client).list()).body as ConversationPage).items.map(
        (item) => item.chatId,
      ),
    ).toEqual([chats.vet, chats.walker, chats.trainer]);
    const vetList = (await chatApi(vet.client).list()).body as ConversationPage;
    expect(
      vetList.items.map((item) => [
        item.chatId,
        item.other.name,
        item.subject.path,
        item.unreadCount,
      ]),
    ).toEqual([[chats.vet, 'Liste Sahibi', '/veterinarian/service-requests', 1]]);
    expect(await chatApi(reader.client).unread()).toBe(4);
    await chatApi(reader.client).read(chats.trainer);
    expect(await chatApi(reader.client).unread()).toBe(2);
    expect((await chatApi(reader.client).list('?pageSize=51')).status).toBe(422);
  });
});

describe('realtime signals', () => {
  it('announces a sent message and a read mark when they commit, and nothing for a refused send', async () => {
    const { chatId: fresh } = await bookingChat(testApp, owner, sitter);
    const heard = await hearSignals(testApp);
    try {
      const sent = await chatApi(owner.client).send(fresh, { text: 'Canlı mı?' });
      expect(await eventually(() => heard.signals.length >= 1)).toBe(true);
      expect(heard.signals).toEqual([{ type: 'message', messageId: sent.body.id }]);

      await chatApi(sitter.client).read(fresh);
      const [stored] = await conversationRows(fresh);
      expect(await eventually(() => heard.signals.length >= 2)).toBe(true);
      expect(heard.signals[1]).toEqual({
        type: 'read',
        conversationId: stored?.id,
        readerId: sitter.user.id,
      });

      const refused = await chatApi(owner.client).send(fresh, {
        text: 'Fotoğraf',
        attachmentIds: [randomUUID()],
      });
      expect(refused.status).toBe(422);
      await chatApi(owner.client).read(fresh);
      expect(await eventually(() => heard.signals.length >= 3)).toBe(true);
      expect(heard.signals.map((signal) => signal.type)).toEqual(['message', 'read', 'read']);
    } finally {
      await heard.stop();
    }
  });

  it('keeps two members per conversation and the list’s rows with their other member', async () => {
    const rows = await db().select().from(conversationMember);
    const byConversation = new Map<string, string[]>();
    for (const row of rows)
      byConversation.set(row.conversationId, [
        ...(byConversation.get(row.conversationId) ?? []),
        row.userId,
      ]);
    expect([...byConversation.values()].every((members) => members.length === 2)).toBe(true);
    expect(
      rows.every((row) =>
        rows.some(
          (other) =>
            other.conversationId === row.conversationId && other.userId === row.otherUserId,
        ),
      ),
    ).toBe(true);
  });
});
