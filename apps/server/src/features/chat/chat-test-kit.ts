import { randomUUID } from 'node:crypto';

import type { Role } from '@patili/domain/access';
import type { ChatMessage } from '@patili/domain/chat';

import { signedInAs } from '../../../test/actors.ts';
import { createBooking, type CreatedUser } from '../../../test/factories.ts';
import type { TestClient, TestResponse } from '../../../test/http.ts';
import type { TestApp } from '../../../test/setup-app.ts';
import { REALTIME_CHANNEL, type RealtimeSignal } from '../../lib/realtime/signal.ts';

/** A signed-in person of a chat test. */
export type Person = { user: CreatedUser; client: TestClient };

export const person = async (
  testApp: TestApp,
  role: Role = 'owner',
  name?: string,
): Promise<Person> => signedInAs(testApp, role, name ? { name } : {});

/** A booking between an owner and a provider (the factory's defaults: pending, 7 Jan 2030), and its chat id. */
export const bookingChat = async (
  testApp: TestApp,
  owner: Person,
  provider: Person,
  options: Parameters<typeof createBooking>[2] = {},
) => {
  const row = await createBooking(
    { db: testApp.deps.database.db },
    { owner: owner.user, provider: provider.user },
    options,
  );
  return { booking: row, chatId: `booking_${row.id}` };
};

const withAsker = (path: string, asker?: string) => (asker ? `${path}?asker=${asker}` : path);

/** The chat routes, as a client calls them. */
export const chatApi = (client: TestClient) => ({
  view: (chatId: string, asker?: string) =>
    client.get(withAsker(`/api/chat/conversations/${chatId}`, asker)),
  history: (chatId: string, query = '') =>
    client.get(`/api/chat/conversations/${chatId}/messages${query}`),
  send: (
    chatId: string,
    body: { text?: string; clientId?: string; attachmentIds?: string[] },
    asker?: string,
  ): Promise<
    TestResponse<ChatMessage & { message?: string; code?: string; fields?: Record<string, string> }>
  > =>
    client.post(withAsker(`/api/chat/conversations/${chatId}/messages`, asker), {
      clientId: randomUUID(),
      ...body,
    }),
  read: (chatId: string, asker?: string) =>
    client.post(withAsker(`/api/chat/conversations/${chatId}/read`, asker)),
  list: (query = '') => client.get(`/api/chat/conversations${query}`),
  unread: async () =>
    (await client.get<{ unreadTotal: number }>('/api/chat/unread')).body.unreadTotal,
  flag: (messageId: string, body: unknown) =>
    client.post(`/api/chat/messages/${messageId}/flag`, body),
});

/**
 * Hears the realtime channel (`signalRealtime`) as the listening process would: PGlite's own
 * LISTEN when embedded, a pooled connection's LISTEN on PostgreSQL. `stop` ends it.
 */
export const hearSignals = async (
  testApp: TestApp,
): Promise<{ signals: RealtimeSignal[]; stop: () => Promise<void> }> => {
  const signals: RealtimeSignal[] = [];
  const { pglite, pool } = testApp.deps.database;
  if (pglite) {
    const unlisten = await pglite.listen(REALTIME_CHANNEL, (payload) =>
      signals.push(JSON.parse(payload) as RealtimeSignal),
    );
    return { signals, stop: unlisten };
  }
  if (!pool) throw new Error('no database to listen on');
  const connection = await pool.connect();
  connection.on('notification', (notification) => {
    if (notification.channel === REALTIME_CHANNEL && notification.payload)
      signals.push(JSON.parse(notification.payload) as RealtimeSignal);
  });
  await connection.query(`listen ${REALTIME_CHANNEL}`);
  return {
    signals,
    stop: async () => {
      await connection.query(`unlisten ${REALTIME_CHANNEL}`);
      connection.release();
    },
  };
};

/**
 * Waits until a condition holds (notifications arrive after the commit, asynchronously); the
 * limit allows for a machine busy with other suites, and a condition that holds ends it at once.
 */
export const eventually = async (check: () => boolean, timeoutMs = 10_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
};
