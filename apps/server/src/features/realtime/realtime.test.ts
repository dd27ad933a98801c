import { randomUUID } from 'node:crypto';

import {
  CONTACT_MASK,
  REALTIME_CLOSE_CODES,
  questionChatId,
  type ChatMessage,
} from '@patili/domain/chat';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import {
  completeProviderDetails,
  createPet,
  createProviderProfile,
  type CreateUserOptions,
} from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { REALTIME_CHANNEL } from '../../lib/realtime/signal.ts';
import { SOCKETS_PER_USER } from './hub.ts';
import { isType, listenLive, TestSocket, type LiveServer } from './realtime-test-kit.ts';

const { testApp } = useClockedTestApp(TEST_NOW);

// The heartbeat's own rounds (the default, 25 s) stay out of these tests: a socket cut for a pong
// that a busy machine answered late would miss the events a test waits for. Its drops and
// session checks have their own file, realtime-heartbeat.test.ts.
let live: LiveServer;
beforeAll(async () => {
  live = await listenLive(testApp);
});
afterAll(async () => {
  await live?.close();
});

type Person = { id: string; name: string; client: TestClient };

const person = async (
  role: 'owner' | 'pet_walker' | 'sitter',
  account: CreateUserOptions = {},
): Promise<Person> => {
  const { user, client } = await signedInAs(testApp, role, account);
  return { id: user.id, name: user.name, client };
};

/** A listed walker and an owner with a pet, ready to book each other. */
const ownerAndWalker = async (walkerAccount: CreateUserOptions = {}) => {
  const owner = await person('owner', { name: 'Ayşe Sahip' });
  const pet = await createPet({ db: testApp.deps.database.db }, owner, { name: 'Tekir' });
  const walker = await person('pet_walker', { name: 'Deniz Yürür', ...walkerAccount });
  await createProviderProfile(
    { db: testApp.deps.database.db },
    { id: walker.id, role: 'pet_walker', name: walker.name },
    { details: completeProviderDetails('pet_walker') },
  );
  return { owner: { ...owner, petId: pet.id }, walker };
};

/** A walk request (two days after the test clock's today) through the API. */
const requestWalk = async (owner: Person & { petId: string }, walker: Person): Promise<string> => {
  const response = await owner.client.post('/api/bookings', {
    kind: 'pet_walker',
    providerId: walker.id,
    petId: owner.petId,
    date: '2026-06-12',
    time: '09:00',
    hours: 2,
    addressForWalker: 'Moda Parkı girişi',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.booking.id as string;
};

const socketOf = (who: Person) =>
  TestSocket.open(live.socketUrl, { cookie: who.client.cookieHeader() });

describe('GET /api/realtime: the handshake', () => {
  it('refuses a handshake without a session (401) and from another site’s page (403), even with the cookie', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    expect(await TestSocket.refusal(live.socketUrl)).toBe(401);
    expect(
      await TestSocket.refusal(live.socketUrl, {
        cookie: 'better-auth.session_token=forged.c2lnbmF0dXJl',
      }),
    ).toBe(401);
    for (const origin of ['http://evil.example', 'http://localhost:3001', 'null']) {
      expect(
        await TestSocket.refusal(live.socketUrl, { cookie: client.cookieHeader(), origin }),
        origin,
      ).toBe(403);
    }
    // The app's own pages (its address, or the address the request was sent to) are welcome.
    expect(
      await TestSocket.refusal(live.socketUrl, {
        cookie: client.cookieHeader(),
        origin: live.base,
      }),
    ).toBe(101);
    expect(
      await TestSocket.refusal(live.socketUrl, {
        cookie: client.cookieHeader(),
        origin: 'http://localhost:3000',
      }),
    ).toBe(101);
  });

  it('greets an open socket with ready, naming the user', async () => {
    const owner = await person('owner');
    const socket = await socketOf(owner);
    expect(await socket.next(isType('ready'))).toEqual({ type: 'ready', userId: owner.id });
    await socket.close();
  });

  it('answers a request that is not a handshake with a translated 400', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const response = await client.get('/api/realtime');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Bu adres yalnızca WebSocket bağlantısı kabul eder.',
    });
    const english = await client.get('/api/realtime', { headers: { 'accept-language': 'en' } });
    expect(english.body.message).toBe('This address accepts WebSocket connections only.');
    // A handshake that no WebSocket server can take over (here: in-process) is the same 400, not a 500.
    const handshake = await client.get('/api/realtime', {
      headers: {
        upgrade: 'websocket',
        connection: 'Upgrade',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    expect(handshake.status).toBe(400);
  });

  it('is open to every signed-in role, no one else', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/realtime' }, 'signed-in');
  });
});

describe('live updates', () => {
  it('tells the provider of a booking request: the notification in their language, and the booking to both sides', async () => {
    const { owner, walker } = await ownerAndWalker({ locale: 'en' });
    const stranger = await person('owner');
    const [walkerSocket, ownerSocket, strangerSocket] = await Promise.all([
      socketOf(walker),
      socketOf(owner),
      socketOf(stranger),
    ]);
    for (const socket of [walkerSocket, ownerSocket, strangerSocket])
      await socket.next(isType('ready'));

    const bookingId = await requestWalk(owner, walker);

    const notified = await walkerSocket.next(isType('notification'));
    const listed = await walker.client.get('/api/notifications?pageSize=1', {
      headers: { 'accept-language': 'en' },
    });
    expect(notified.notification).toEqual(listed.body.items[0]);
    expect(notified.notification).toMatchObject({
      type: 'booking_requested',
      bookingId,
      title: 'New booking request',
      body: 'Ayşe Sahip requested dog walking for Tekir on 12 Jun 2026 09:00.',
      readAt: null,
    });
    expect(await walkerSocket.next(isType('booking'))).toEqual({
      type: 'booking',
      bookingId,
      status: 'pending',
    });
    expect(await ownerSocket.next(isType('booking'))).toEqual({
      type: 'booking',
      bookingId,
      status: 'pending',
    });
    // The owner is not told of their own request; a stranger hears nothing at all.
    expect(await ownerSocket.after(200, isType('notification'))).toEqual([]);
    expect(strangerSocket.events.filter((event) => event.type !== 'ready')).toEqual([]);

    // The provider accepts: the owner hears the status and the notification, in Turkish.
    const accepted = await walker.client.post(`/api/bookings/${bookingId}/accept`, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(
      await ownerSocket.next(isType('booking', (event) => event.status === 'confirmed')),
    ).toEqual({ type: 'booking', bookingId, status: 'confirmed' });
    expect((await ownerSocket.next(isType('notification'))).notification).toMatchObject({
      type: 'booking_accepted',
      bookingId,
      title: 'Rezervasyonunuz onaylandı',
    });
    expect(strangerSocket.events.filter((event) => event.type !== 'ready')).toEqual([]);
    await Promise.all([walkerSocket.close(), ownerSocket.close(), strangerSocket.close()]);
  });

  it('replays nothing after a reconnect: what happened meanwhile is read over HTTP', async () => {
    const { owner, walker } = await ownerAndWalker();
    const first = await socketOf(walker);
    await first.next(isType('ready'));
    await first.close();

    const bookingId = await requestWalk(owner, walker);

    const again = await socketOf(walker);
    await again.next(isType('ready'));
    expect(await again.after(300, (event) => event.type !== 'ready')).toEqual([]);
    const listed = await walker.client.get('/api/notifications?pageSize=1');
    expect(listed.body.items[0]).toMatchObject({ type: 'booking_requested', bookingId });
    // Later events reach the new socket.
    await owner.client.post(`/api/bookings/${bookingId}/cancel`, { note: 'Planım değişti.' });
    expect(await again.next(isType('booking'))).toEqual({
      type: 'booking',
      bookingId,
      status: 'cancelled',
    });
    await again.close();
  });

  it('ignores what is not a signal on the channel and goes on delivering', async () => {
    const { owner, walker } = await ownerAndWalker();
    const socket = await socketOf(walker);
    await socket.next(isType('ready'));
    const { db } = testApp.deps.database;
    for (const payload of [
      'not json',
      '{"type":"booking","bookingId":"x"}',
      '{"type":"notification","notificationIds":[]}',
      '{"type":"unknown"}',
    ])
      await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
    // A signal of a row that does not exist tells no one.
    await db.execute(
      sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ type: 'booking', bookingId: randomUUID() })})`,
    );
    const bookingId = await requestWalk(owner, walker);
    expect(await socket.next(isType('booking'))).toEqual({
      type: 'booking',
      bookingId,
      status: 'pending',
    });
    await socket.next(isType('notification'));
    // In the order the request's transaction signalled them.
    expect(socket.events.map((event) => event.type)).toEqual(['ready', 'booking', 'notification']);
    await socket.close();
  });
});

describe('the sockets a process holds', () => {
  it(`keeps at most ${SOCKETS_PER_USER} sockets per user, closing the oldest`, async () => {
    const owner = await person('owner');
    const sockets: TestSocket[] = [];
    for (let index = 0; index < SOCKETS_PER_USER + 1; index += 1) {
      sockets.push(await socketOf(owner));
      await sockets[index]!.next(isType('ready'));
    }
    expect(await sockets[0]!.closed).toEqual({
      code: REALTIME_CLOSE_CODES.tooManySockets,
      reason: 'too many sockets',
    });
    expect(sockets.slice(1).every((socket) => socket.raw.readyState === socket.raw.OPEN)).toBe(
      true,
    );
    expect(live.realtime.hub.counts.sockets).toBeGreaterThanOrEqual(SOCKETS_PER_USER);
    await Promise.all(sockets.map((socket) => socket.close()));
  });
});

describe('messages and read marks', () => {
  it('sends a message to the other member’s sockets and the sender’s other tabs, never to anyone else, in order', async () => {
    const { owner, walker } = await ownerAndWalker();
    const bookingId = await requestWalk(owner, walker);
    const chatId = `booking_${bookingId}`;
    const stranger = await person('owner');
    const [senderTab, senderOtherTab, receiver, strangerSocket] = await Promise.all([
      socketOf(owner),
      socketOf(owner),
      socketOf(walker),
      socketOf(stranger),
    ]);
    for (const socket of [senderTab, senderOtherTab, receiver, strangerSocket])
      await socket.next(isType('ready'));

    const sent: ChatMessage[] = [];
    for (const text of ['Merhaba!', 'Tekir biraz çekingen.', 'Görüşmek üzere.']) {
      const response = await owner.client.post(`/api/chat/conversations/${chatId}/messages`, {
        clientId: randomUUID(),
        text,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      sent.push(response.body as ChatMessage);
    }
    for (const socket of [receiver, senderTab, senderOtherTab]) {
      const last = sent.at(-1)!;
      await socket.next(isType('message', (event) => event.message.id === last.id));
      expect(socket.events.filter(isType('message'))).toEqual(
        sent.map((message) => ({ type: 'message', chatId, asker: null, message })),
      );
    }
    // A resend of the same message writes nothing and tells no one again.
    const resent = await owner.client.post(`/api/chat/conversations/${chatId}/messages`, {
      clientId: sent[0]!.clientId,
      text: 'Merhaba!',
    });
    expect(resent.status).toBe(200);
    expect(await receiver.after(200, isType('message'))).toHaveLength(3);
    expect(strangerSocket.events.filter((event) => event.type !== 'ready')).toEqual([]);

    // The walker reads it: the owner's sockets hear the read mark; the walker's own do not.
    const read = await walker.client.post(`/api/chat/conversations/${chatId}/read`, {});
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    for (const socket of [senderTab, senderOtherTab]) {
      expect(await socket.next(isType('read'))).toEqual({
        type: 'read',
        chatId,
        asker: null,
        readerId: walker.id,
        readAt: read.body.readAt,
      });
    }
    expect(await receiver.after(200, isType('read'))).toEqual([]);
    expect(strangerSocket.events.filter((event) => event.type !== 'ready')).toEqual([]);
    await Promise.all(
      [senderTab, senderOtherTab, receiver, strangerSocket].map((socket) => socket.close()),
    );
  });
});

describe('contact details, live', () => {
  it('pushes a question’s contact details masked to the provider and whole to the sender’s tabs', async () => {
    const { owner, walker } = await ownerAndWalker();
    const chatId = questionChatId(walker.id);
    const [senderTab, receiver] = await Promise.all([socketOf(owner), socketOf(walker)]);
    for (const socket of [senderTab, receiver]) await socket.next(isType('ready'));
    const text = 'Numaram 0532 123 45 67, t.me/aysesahip';
    const response = await owner.client.post(`/api/chat/conversations/${chatId}/messages`, {
      clientId: randomUUID(),
      text,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const sent = response.body as ChatMessage;
    expect(await receiver.next(isType('message'))).toEqual({
      type: 'message',
      chatId,
      asker: owner.id,
      message: { ...sent, text: `Numaram ${CONTACT_MASK}, ${CONTACT_MASK}`, contactMask: 'masked' },
    });
    expect(await senderTab.next(isType('message'))).toEqual({
      type: 'message',
      chatId,
      asker: null,
      message: { ...sent, text, contactMask: 'hidden_for_other' },
    });
    await Promise.all([senderTab, receiver].map((socket) => socket.close()));
  });
});

describe('a forum thread, live', () => {
  it('tells everyone connected that a thread’s replies changed, naming only the post', async () => {
    const author = await person('owner', { name: 'Konu Sahibi' });
    const reader = await person('sitter');
    const replier = await person('pet_walker');
    const posted = await author.client.post('/api/forum/posts', {
      title: 'Kedim mama seçmiyor',
      content: 'Ne önerirsiniz?',
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const postId = posted.body.id as string;
    const [authorSocket, readerSocket] = await Promise.all([socketOf(author), socketOf(reader)]);
    for (const socket of [authorSocket, readerSocket]) await socket.next(isType('ready'));

    const replied = await replier.client.post(`/api/forum/posts/${postId}/replies`, {
      content: 'Islak mama deneyin.',
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(201);
    expect(await authorSocket.next(isType('forum'))).toEqual({ type: 'forum', postId });
    expect(await readerSocket.next(isType('forum'))).toEqual({ type: 'forum', postId });

    // The reply taken back: the thread changes again for everyone reading it.
    expect(
      (await replier.client.request('DELETE', `/api/forum/replies/${replied.body.id as string}`))
        .status,
    ).toBe(204);
    const forumEvents = () => authorSocket.events.filter((event) => event.type === 'forum');
    await authorSocket.next(isType('forum', () => forumEvents().length === 2));
    expect(forumEvents()).toEqual([
      { type: 'forum', postId },
      { type: 'forum', postId },
    ]);
    await Promise.all([authorSocket.close(), readerSocket.close()]);
  });
});
