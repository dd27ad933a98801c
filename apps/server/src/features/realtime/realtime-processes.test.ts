import { randomUUID } from 'node:crypto';

import { REALTIME_CLOSE_CODES } from '@patili/domain/chat';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import {
  completeProviderDetails,
  createPet,
  createProviderProfile,
  createUser,
  type CreatedUser,
} from '../../../test/factories.ts';
import { signInAt, startServerProcess, stopServerProcesses, type ServerProcess } from '../../../test/server-process.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { LISTENER_APPLICATION_NAME } from './listener.ts';
import { isType, TestSocket } from './realtime-test-kit.ts';

/**
 * Several server processes on one PostgreSQL: two real processes (the built server, as
 * `npm start` runs it) on one throwaway database of the PostgreSQL suite (`npm run test:pg`); a
 * change made through one reaches a socket held by the other, through LISTEN/NOTIFY. Skipped on
 * PGlite, which is one process.
 */

/** Both processes sign the session cookies with it, as a deployment's processes share AUTH_SECRET. */
const SECRET = 'realtime-processes-secret-0123456789abcdef';

type Process = { base: string; socketUrl: string; server: ServerProcess };

/** Starts the built server (`node dist/index.mjs`, as `npm start` runs it) on the database, once ready. */
const startProcess = async (databaseUrl: string): Promise<Process> => {
  const server = await startServerProcess({
    // Its users' passwords are hashed with Better Auth's own (the app below is built so).
    env: { DATABASE_URL: databaseUrl, AUTH_SECRET: SECRET, PASSWORD_HASH: undefined, LOG_LEVEL: 'warn' },
  });
  return { base: server.base, socketUrl: `ws://127.0.0.1:${server.port}/api/realtime`, server };
};

/** A JSON request to a process as a browser of it would send it. */
const call = async (
  base: string,
  cookie: string,
  method: 'GET' | 'POST',
  path: string,
  json?: unknown,
) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: base,
      cookie,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return { status: response.status, body: (await response.json()) as any };
};

describe.skipIf(!inject('databaseUrl'))('two server processes on one PostgreSQL', () => {
  // A fresh database cloned from the migrated template; the two processes share it. Its users
  // sign in at the processes, which check passwords with Better Auth's own hash.
  const testApp = useTestApp({ passwordHash: 'better-auth' });
  let a: Process | undefined;
  let b: Process | undefined;
  let owner: CreatedUser & { petId: string; cookie: string };
  let walker: CreatedUser & { cookie: string };

  beforeAll(async () => {
    const { db } = testApp.deps.database;
    const deps = { db, auth: testApp.deps.auth };
    // With an admin in place neither process creates one (two would race to).
    await createUser(deps, { email: 'admin@patili.app', role: 'admin' });
    const databaseUrl = testApp.deps.database.pool!.options.connectionString!;
    [a, b] = await Promise.all([startProcess(databaseUrl), startProcess(databaseUrl)]);
    const ownerUser = await createUser(deps, { role: 'owner', name: 'Ayşe Sahip' });
    const pet = await createPet({ db }, ownerUser, { name: 'Tekir' });
    const walkerUser = await createUser(deps, { role: 'pet_walker', name: 'Deniz Yürür' });
    await createProviderProfile(
      { db },
      { id: walkerUser.id, role: 'pet_walker', name: walkerUser.name },
      { details: completeProviderDetails('pet_walker') },
    );
    // Each signs in at a different process; a session is good at either (one database, one secret).
    owner = { ...ownerUser, petId: pet.id, cookie: await signInAt(a.base, ownerUser) };
    walker = { ...walkerUser, cookie: await signInAt(b.base, walkerUser) };
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.server.stop(), b?.server.stop()]);
    await stopServerProcesses();
  });

  let bookingId: string;

  it('tells a socket held by process B of a booking requested through process A: the notification and the booking', async () => {
    const onB = await TestSocket.open(b!.socketUrl, { cookie: walker.cookie });
    const ownerOnA = await TestSocket.open(a!.socketUrl, { cookie: owner.cookie });
    await Promise.all([onB.next(isType('ready')), ownerOnA.next(isType('ready'))]);
    const created = await call(a!.base, owner.cookie, 'POST', '/api/bookings', {
      kind: 'pet_walker',
      providerId: walker.id,
      petId: owner.petId,
      date: '2030-01-07',
      time: '09:00',
      hours: 1,
      addressForWalker: 'Moda Parkı girişi',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    bookingId = created.body.booking.id as string;
    const notified = await onB.next(isType('notification'));
    expect(notified.notification).toMatchObject({
      type: 'booking_requested',
      bookingId,
      title: 'Yeni rezervasyon talebi',
    });
    expect(await onB.next(isType('booking'))).toEqual({
      type: 'booking',
      bookingId,
      status: 'pending',
    });
    expect(await ownerOnA.next(isType('booking'))).toEqual({
      type: 'booking',
      bookingId,
      status: 'pending',
    });
    await Promise.all([onB.close(), ownerOnA.close()]);
  });

  it('tells the other member’s socket on process B, and the sender’s own there, of a message sent through process A', async () => {
    const walkerOnB = await TestSocket.open(b!.socketUrl, { cookie: walker.cookie });
    const ownerOnB = await TestSocket.open(b!.socketUrl, { cookie: owner.cookie });
    await Promise.all([walkerOnB.next(isType('ready')), ownerOnB.next(isType('ready'))]);
    const chatId = `booking_${bookingId}`;
    const sent = await call(
      a!.base,
      owner.cookie,
      'POST',
      `/api/chat/conversations/${chatId}/messages`,
      { clientId: randomUUID(), text: 'Merhaba, Tekir çok uysaldır.' },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    for (const socket of [walkerOnB, ownerOnB]) {
      expect(await socket.next(isType('message'))).toEqual({
        type: 'message',
        chatId,
        asker: null,
        message: sent.body,
      });
    }
    const read = await call(
      a!.base,
      walker.cookie,
      'POST',
      `/api/chat/conversations/${chatId}/read`,
      {},
    );
    expect(read.status).toBe(200);
    expect(await ownerOnB.next(isType('read'))).toEqual({
      type: 'read',
      chatId,
      asker: null,
      readerId: walker.id,
      readAt: read.body.readAt,
    });
    await Promise.all([walkerOnB.close(), ownerOnB.close()]);
  });

  it('closes a signed-out user’s socket held by process B as they sign out through process A, and only that session’s', async () => {
    const other = await createUser({ db: testApp.deps.database.db, auth: testApp.deps.auth }, { role: 'owner', name: 'Kısa Oturum' });
    const [cookieAtA, cookieAtB] = [await signInAt(a!.base, other), await signInAt(b!.base, other)];
    const onB = await TestSocket.open(b!.socketUrl, { cookie: cookieAtA });
    const stays = await TestSocket.open(b!.socketUrl, { cookie: cookieAtB });
    await Promise.all([onB.next(isType('ready')), stays.next(isType('ready'))]);
    const out = await call(a!.base, cookieAtA, 'POST', '/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    // A bound for a busy machine: the close ends the wait as soon as it comes.
    const within = (ms: number) => new Promise((resolve) => setTimeout(() => resolve('still open'), ms));
    expect(await Promise.race([onB.closed, within(10_000)])).toMatchObject({ code: REALTIME_CLOSE_CODES.sessionEnded });
    // The same person's other session, on another device, goes on: B closed the session's sockets
    // together, and this one is not among them.
    expect(await Promise.race([stays.closed, new Promise((resolve) => setImmediate(() => resolve('still open')))])).toBe('still open');
    await stays.close();
  });

  it('recovers when a process loses its database listener: its sockets are told to reconnect, and the new ones hear again', async () => {
    const before = await TestSocket.open(b!.socketUrl, { cookie: walker.cookie });
    await before.next(isType('ready'));
    const { pool } = testApp.deps.database;
    const ended = await pool!.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    expect(ended.rowCount).toBe(2);
    // Events of the gap were missed, so B closes its sockets once it listens again (clients refetch).
    expect((await before.closed).code).toBe(REALTIME_CLOSE_CODES.restart);
    const after = await TestSocket.open(b!.socketUrl, { cookie: walker.cookie });
    await after.next(isType('ready'));
    const sent = await call(
      a!.base,
      owner.cookie,
      'POST',
      `/api/chat/conversations/booking_${bookingId}/messages`,
      { clientId: randomUUID(), text: 'Yarın görüşürüz.' },
    );
    expect(sent.status).toBe(201);
    expect((await after.next(isType('message'))).message).toEqual(sent.body);
    await after.close();
  });
});
