import type { Broadcast, BroadcastList } from '@patili/domain/broadcasts';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { latestOutbox, signedInAs } from '../../../test/actors.ts';
import { createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { newId } from '../../db/ids.ts';
import { adminActionLog, broadcast, notification, user } from '../../db/schema/index.ts';
import {
  broadcastDeliveryJob,
  deliverBroadcast,
  settleBroadcastDeliveries,
} from './delivery.service.ts';

const testApp = useTestApp();
const db = () => testApp.deps.database.db;

/** `n` accounts of a role written in one insert (no password: they never sign in). */
const insertAccounts = async (
  role: string,
  n: number,
  extra: Partial<typeof user.$inferInsert> = {},
) => {
  const rows = Array.from({ length: n }, (_, index) => ({
    id: newId(),
    email: `${role}-${index}-${newId()}@bulk.patili.app`,
    name: `${role} ${index}`,
    emailVerified: true,
    role,
    referralCode: `B${newId().replace(/-/g, '').slice(-10).toUpperCase()}`,
    ...extra,
  }));
  await db().insert(user).values(rows);
  return rows.map((row) => row.id);
};

/** The `admin_broadcast` notifications of one broadcast, with their readers' roles. */
const notificationsOf = (broadcastId: string) =>
  db()
    .select({ userId: notification.userId, role: user.role })
    .from(notification)
    .innerJoin(user, eq(user.id, notification.userId))
    .where(
      and(
        eq(notification.type, 'admin_broadcast'),
        sql`${notification.payload}->>'broadcastId' = ${broadcastId}`,
      ),
    );

const stored = async (id: string) => {
  const [row] = await db().select().from(broadcast).where(eq(broadcast.id, id));
  if (!row) throw new Error('no broadcast');
  return row;
};

describe('broadcast routes: access', () => {
  it('admit only the admin', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/admin/broadcasts' }, ['admin']);
    await expectAccessMatrix(
      testApp,
      {
        method: 'POST',
        path: '/api/admin/broadcasts',
        json: { title: '', message: '', audience: 'owners' },
      },
      ['admin'],
    );
  });
});

describe('POST /api/admin/broadcasts', () => {
  it('requires a title, a message and an audience, with translated messages, and stores nothing', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const before = await db().select({ total: count() }).from(broadcast);
    const response = await client.post('/api/admin/broadcasts', {
      title: '  ',
      message: '',
      audience: 'vets',
    });
    expect(response.status).toBe(422);
    expect(response.body.fields).toEqual({
      title: 'Başlık zorunludur.',
      message: 'Mesaj zorunludur.',
      audience: 'Hedef kitleyi seçin.',
    });
    const english = testApp.client({ locale: 'en' });
    const admin = await createUser({ db: db(), auth: testApp.deps.auth }, { role: 'admin' });
    await english.post('/api/auth/sign-in/email', { email: admin.email, password: admin.password });
    expect(
      (await english.post('/api/admin/broadcasts', { title: 'x', audience: 'all' })).body.fields,
    ).toEqual({
      message: 'The message is required.',
    });
    expect(await db().select({ total: count() }).from(broadcast)).toEqual(before);
  });

  it('answers 202 before delivery, then tells exactly the 1 200 owners, no sitter and no admin, in batches', async () => {
    const { client, user: admin } = await signedInAs(testApp, 'admin');
    const owners = await insertAccounts('owner', 1200);
    await insertAccounts('sitter', 30);
    // Not told: a banned, a deactivated and a deleted owner.
    await insertAccounts('owner', 1, { bannedAt: new Date() });
    await insertAccounts('owner', 1, { isActive: false });
    await insertAccounts('owner', 1, { deletedAt: new Date() });
    // The 1 200 and the few owners earlier tests signed in (the access matrix's).
    const [audience] = await db()
      .select({ total: count() })
      .from(user)
      .where(
        and(
          eq(user.role, 'owner'),
          eq(user.isActive, true),
          isNull(user.bannedAt),
          isNull(user.deletedAt),
        ),
      );
    const existingOwners = audience!.total;
    expect(existingOwners - owners.length).toBeLessThan(5);

    const response = await client.post<Broadcast>('/api/admin/broadcasts', {
      title: '  Bayram tatili  ',
      message: 'Bayramda destek hattımız 10:00-16:00 arası açık.',
      audience: 'owners',
    });
    // The answer comes before a single notification is written.
    const atAnswer = (await notificationsOf(response.body.id)).length;
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    expect(atAnswer).toBe(0);
    expect(response.body).toMatchObject({
      title: 'Bayram tatili',
      audience: 'owners',
      status: 'queued',
      deliveredCount: 0,
      adminName: admin.name,
    });
    expect(response.body.recipientCount).toBe(existingOwners);

    await settleBroadcastDeliveries();
    const told = await notificationsOf(response.body.id);
    expect(told).toHaveLength(existingOwners);
    expect(new Set(told.map((row) => row.userId)).size).toBe(told.length);
    expect(told.every((row) => row.role === 'owner')).toBe(true);
    const toldIds = new Set(told.map((row) => row.userId));
    expect(owners.every((id) => toldIds.has(id))).toBe(true);
    const row = await stored(response.body.id);
    expect(row).toMatchObject({
      status: 'sent',
      deliveredCount: existingOwners,
      recipientCount: existingOwners,
    });
    expect(row.finishedAt).not.toBeNull();

    const [logged] = await db()
      .select()
      .from(adminActionLog)
      .where(
        and(
          eq(adminActionLog.actionType, 'broadcast_sent'),
          eq(adminActionLog.targetId, response.body.id),
        ),
      );
    expect(logged?.description).toBe(
      `Duyuru: "Bayram tatili" → evcil hayvan sahipleri (${existingOwners} alıcı)`,
    );

    const history = await client.get<BroadcastList>('/api/admin/broadcasts');
    expect(history.body.items[0]).toMatchObject({
      id: response.body.id,
      status: 'sent',
      deliveredCount: existingOwners,
    });
  }, 120_000);

  it('shows the announcement to its readers as the admin wrote it, in either language', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const sitter = await signedInAs(testApp, 'sitter');
    const owner = await signedInAs(testApp, 'owner');
    const english = testApp.client({ locale: 'en' });
    await english.post('/api/auth/sign-in/email', {
      email: sitter.user.email,
      password: sitter.user.password,
    });
    const text = { title: 'Yeni özellik <b>!</b>', message: 'Takvim artık\nhaftalık görünümde.' };
    const response = await client.post<Broadcast>('/api/admin/broadcasts', {
      ...text,
      audience: 'sitters',
    });
    await settleBroadcastDeliveries();
    const seen = (await english.get('/api/notifications')).body.items[0];
    expect(seen).toMatchObject({ type: 'admin_broadcast', title: text.title, body: text.message });
    const ownerItems = (await owner.client.get('/api/notifications')).body.items as {
      type: string;
    }[];
    expect(ownerItems.some((item) => item.type === 'admin_broadcast')).toBe(false);
    expect((await stored(response.body.id)).status).toBe('sent');
  });

  it('e-mails a copy only to those who consented to announcement e-mails', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const consenting = await signedInAs(testApp, 'trainer');
    const silent = await signedInAs(testApp, 'trainer');
    const given = await consenting.client.put('/api/privacy/consents/announcement_emails', { granted: true });
    expect(given.status).toBe(200);
    const text = { title: 'Bayram kampanyası', message: 'Bu hafta komisyon yok.' };
    expect((await client.post('/api/admin/broadcasts', { ...text, audience: 'all' })).status).toBe(202);
    await settleBroadcastDeliveries();
    const copy = await latestOutbox(testApp, consenting.user.email);
    expect(copy?.subject).toContain(text.title);
    expect(copy?.text).toContain(text.message);
    expect((await latestOutbox(testApp, silent.user.email))?.subject ?? '').not.toContain(text.title);
  });
});

describe('delivery', () => {
  const queue = async (audience: 'all' | 'sitters' | 'owners') => {
    const [admin] = await db()
      .select({ id: user.id, name: user.name })
      .from(user)
      .where(eq(user.role, 'admin'))
      .limit(1);
    const [row] = await db()
      .insert(broadcast)
      .values({
        adminId: admin!.id,
        adminName: admin!.name,
        title: 'T',
        message: 'M',
        audience,
        status: 'queued',
        recipientCount: 0,
      })
      .returning();
    return row!;
  };

  it('tries a failed batch again and carries on, telling no one twice', async () => {
    await signedInAs(testApp, 'admin');
    const row = await queue('all');
    let calls = 0;
    const outcome = await deliverBroadcast({
      db: db(),
      broadcastId: row.id,
      batchSize: 100,
      retryDelayMs: 1,
      write: async (tx, current, ids, now) => {
        calls += 1;
        if (calls === 2) throw new Error('connection reset');
        const { recordNotifications } = await import('../../lib/notifications/notifications.ts');
        await recordNotifications({
          db: tx,
          now,
          notifications: ids.map((userId) => ({
            userId,
            type: 'admin_broadcast' as const,
            payload: { broadcastId: current.id, title: current.title, message: current.message },
            path: null,
          })),
        });
      },
    });
    expect(outcome).toBe('done');
    const told = await notificationsOf(row.id);
    expect(new Set(told.map((item) => item.userId)).size).toBe(told.length);
    const [everyone] = await db().select({ total: count() }).from(user);
    expect(told.length).toBeGreaterThan(1000);
    expect(told.length).toBeLessThan(everyone!.total);
    expect(told.every((item) => item.role !== 'admin')).toBe(true);
    expect(await stored(row.id)).toMatchObject({ status: 'sent', deliveredCount: told.length });
  }, 120_000);

  it('marks the broadcast failed when a batch fails every attempt, keeping what was delivered', async () => {
    const row = await queue('sitters');
    const outcome = await deliverBroadcast({
      db: db(),
      broadcastId: row.id,
      batchSize: 10,
      attempts: 3,
      retryDelayMs: 1,
      write: () => Promise.reject(new Error('disk full')),
    });
    expect(outcome).toBe('failed');
    expect(await stored(row.id)).toMatchObject({ status: 'failed', deliveredCount: 0 });
    expect(await notificationsOf(row.id)).toHaveLength(0);
  });

  it('resumes an interrupted delivery from the job', async () => {
    const row = await queue('sitters');
    await broadcastDeliveryJob.run(testApp.deps);
    const told = await notificationsOf(row.id);
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((item) => item.role === 'sitter')).toBe(true);
    expect(await stored(row.id)).toMatchObject({ status: 'sent', deliveredCount: told.length });
  });
});
