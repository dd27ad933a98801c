import { randomUUID } from 'node:crypto';

import { MESSAGE_RATE_LIMIT, type ChatMessage } from '@patili/domain/chat';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { TEST_NOW } from '../../../test/clock.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { uploadAs } from '../../../test/uploads.ts';
import { conversation, file, message, messageFlag } from '../../db/schema/index.ts';
import { bookingChat, chatApi, person, type Person } from './chat-test-kit.ts';

const { clock, testApp } = useClockedTestApp(TEST_NOW);
const db = () => testApp.deps.database.db;

let owner: Person;
let walker: Person;
let stranger: Person;

beforeAll(async () => {
  owner = await person(testApp, 'owner');
  walker = await person(testApp, 'pet_walker');
  stranger = await person(testApp, 'trainer');
});

describe('the send rate limit', () => {
  it('refuses the 21st message within 10 s, in Turkish, across conversations, counted in the database', async () => {
    const sender = await person(testApp, 'owner');
    const first = (await bookingChat(testApp, sender, walker)).chatId;
    const second = (await bookingChat(testApp, sender, stranger)).chatId;
    clock.set('2026-06-11T07:00:00.000Z');
    let firstSent: ChatMessage | undefined;
    for (let index = 0; index < MESSAGE_RATE_LIMIT.messages; index += 1) {
      clock.advance(400);
      const response = await chatApi(sender.client).send(index % 2 ? first : second, {
        text: `Mesaj ${index + 1}`,
      });
      expect(response.status, `message ${index + 1}`).toBe(201);
      firstSent ??= response.body;
    }
    clock.advance(400);
    const refused = await chatApi(sender.client).send(first, { text: 'Bir tane daha' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Çok hızlı mesaj gönderiyorsunuz. Lütfen birkaç saniye bekleyin.',
    });
    // The oldest counted message (sent at +0.4 s) leaves the window 10 s after it: 2 s from now (+8.4 s).
    expect(refused.headers.get('retry-after')).toBe('2');
    // A retry of a stored message is not a new one: it is answered, limit or not.
    const retry = await chatApi(sender.client).send(second, {
      clientId: firstSent!.clientId,
      text: firstSent!.text,
    });
    expect(retry.status).toBe(200);
    // The other member may still write.
    expect((await chatApi(walker.client).send(first, { text: 'Yavaş yavaş :)' })).status).toBe(201);
    // Once the first message is 10 s old, one more fits.
    clock.advance(2000);
    expect((await chatApi(sender.client).send(first, { text: 'Şimdi oldu' })).status).toBe(201);
    expect((await chatApi(sender.client).send(first, { text: 'Ama bu olmaz' })).status).toBe(429);
    const english = await sender.client.post(
      `/api/chat/conversations/${first}/messages`,
      { clientId: randomUUID(), text: 'x' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.body.message).toBe(
      'You are sending messages too quickly. Please wait a few seconds.',
    );
  });
});

describe('flags', () => {
  it('lets the other member flag a message once, for the admin, and nobody else', async () => {
    const { chatId } = await bookingChat(testApp, owner, walker);
    clock.advance(60_000);
    const sent = (await chatApi(owner.client).send(chatId, { text: 'Bu bir deneme mesajı.' })).body;
    const flagged = await chatApi(walker.client).flag(sent.id, {
      reason: 'spam',
      details: '  Aynı mesajı tekrar tekrar yolluyor.  ',
    });
    expect(flagged.status).toBe(201);
    expect(flagged.body).toEqual({
      id: expect.any(String),
      messageId: sent.id,
      reason: 'spam',
      details: 'Aynı mesajı tekrar tekrar yolluyor.',
      status: 'open',
      createdAt: clock.now().toISOString(),
    });
    const [flag] = await db().select().from(messageFlag).where(eq(messageFlag.messageId, sent.id));
    expect(flag).toMatchObject({ reporterId: walker.user.id, reason: 'spam', status: 'open' });

    const again = await chatApi(walker.client).flag(sent.id, { reason: 'other' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Bu mesajı zaten şikayet ettiniz.',
    });
    const own = await chatApi(owner.client).flag(sent.id, { reason: 'spam' });
    expect(own.status).toBe(422);
    expect(own.body.message).toBe('Kendi mesajınızı şikayet edemezsiniz.');
    for (const [client, id] of [
      [stranger.client, sent.id],
      [walker.client, randomUUID()],
      [walker.client, 'mesaj-1'],
    ] as const) {
      const response = await chatApi(client).flag(id, { reason: 'spam' });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Mesaj bulunamadı.');
    }
    const noReason = await chatApi(walker.client).flag(sent.id, { reason: 'sevmedim' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.fields).toEqual({ reason: 'Lütfen bir şikayet nedeni seçin.' });
    const long = await chatApi(walker.client).flag(sent.id, {
      reason: 'other',
      details: 'a'.repeat(501),
    });
    expect(long.body.fields).toEqual({ details: 'Açıklama en fazla 500 karakter olabilir.' });
    expect(
      await db().select().from(messageFlag).where(eq(messageFlag.messageId, sent.id)),
    ).toHaveLength(1);
  });
});

describe('images', () => {
  it('attaches the sender’s own chat photos, readable by both members only', async () => {
    const { chatId } = await bookingChat(testApp, owner, walker);
    clock.advance(60_000);
    const photo = await uploadAs(owner.client, 'chat_photo');
    // Before it is sent, only the uploader reads it.
    expect((await walker.client.get(photo.url)).status).toBe(404);

    const sent = await chatApi(owner.client).send(chatId, { text: '', attachmentIds: [photo.id] });
    expect(sent.status).toBe(201);
    expect(sent.body.attachments).toEqual([
      {
        id: photo.id,
        url: `/api/files/${photo.id}`,
        thumbnailUrl: `/api/files/${photo.id}/thumbnail`,
      },
    ]);
    const [row] = await db().select().from(file).where(eq(file.id, photo.id));
    expect(row?.attachedAt).not.toBeNull();

    for (const reader of [owner, walker]) {
      expect((await reader.client.get(photo.url)).status).toBe(200);
      expect((await reader.client.get(photo.thumbnailUrl!)).status).toBe(200);
    }
    expect((await stranger.client.get(photo.url)).status).toBe(404);
    expect((await stranger.client.get(photo.thumbnailUrl!)).status).toBe(404);
    const list = await chatApi(walker.client).list();
    expect(
      list.body.items.find((item: { chatId: string }) => item.chatId === chatId)?.lastMessage,
    ).toMatchObject({ text: '', hasImages: true });
  });

  it('refuses anything but the sender’s own unsent chat photos, and then stores nothing', async () => {
    const { chatId } = await bookingChat(testApp, owner, walker);
    clock.advance(60_000);
    const before = (await db().select().from(message)).length;
    const theirs = await uploadAs(walker.client, 'chat_photo');
    const avatar = await uploadAs(owner.client, 'avatar');
    const used = await uploadAs(owner.client, 'chat_photo');
    const fresh = await uploadAs(owner.client, 'chat_photo');
    expect(
      (await chatApi(owner.client).send(chatId, { text: 'İlk', attachmentIds: [used.id] })).status,
    ).toBe(201);
    clock.advance(1000);
    for (const attachmentIds of [
      [theirs.id],
      [avatar.id],
      [used.id],
      [randomUUID()],
      [fresh.id, fresh.id],
      [fresh.id, theirs.id],
    ]) {
      const response = await chatApi(owner.client).send(chatId, {
        text: 'Fotoğraf',
        attachmentIds,
      });
      expect(response.status, JSON.stringify(attachmentIds)).toBe(422);
      expect(response.body.fields).toEqual({
        attachmentIds: 'Eklenen fotoğraf bulunamadı. Lütfen yeniden yükleyin.',
      });
    }
    expect((await db().select().from(message)).length).toBe(before + 1);
    const [untouched] = await db().select().from(file).where(eq(file.id, fresh.id));
    expect(untouched?.attachedAt).toBeNull();
    // A refused first message leaves no conversation behind either.
    const { chatId: unused } = await bookingChat(testApp, owner, walker);
    expect(
      (await chatApi(owner.client).send(unused, { text: 'x', attachmentIds: [theirs.id] })).status,
    ).toBe(422);
    expect(await db().select().from(conversation).where(eq(conversation.chatKey, unused))).toEqual(
      [],
    );
  });
});
