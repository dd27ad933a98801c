import { randomUUID } from 'node:crypto';

import type { FlaggedItem, FlaggedItemDetail, FlagList } from '@patili/domain/moderation';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { createBooking, createUser } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import {
  adminActionLog,
  adminNotificationPreference,
  messageFlag,
  notification,
  session,
  user,
} from '../../db/schema/index.ts';

const testApp = useTestApp();
const db = () => testApp.deps.database.db;

/** A forum post by `author`, flagged by `reporter` (through the forum's routes); its id. */
const flaggedPost = async (
  author: TestClient,
  reporter: TestClient,
  title = 'Kedim mama seçmiyor',
) => {
  const post = await author.post('/api/forum/posts', {
    title,
    content: 'Hangi mamayı önerirsiniz? Satın almak için bana yazın: spam.example',
  });
  expect(post.status, JSON.stringify(post.body)).toBe(201);
  const flag = await reporter.post(`/api/forum/posts/${post.body.id}/flag`, {
    reason: 'spam',
    note: 'Reklam yapıyor',
  });
  expect(flag.status, JSON.stringify(flag.body)).toBe(201);
  return post.body.id as string;
};

/** A chat message the owner sends the sitter in their booking's conversation, flagged by the sitter; its id. */
const flaggedMessage = async (text = 'Bana hemen IBAN’ına para gönder, yoksa…') => {
  const owner = await signedInAs(testApp, 'owner');
  const sitter = await signedInAs(testApp, 'sitter');
  const booking = await createBooking({ db: db() }, { owner: owner.user, provider: sitter.user });
  const sent = await owner.client.post(`/api/chat/conversations/booking_${booking.id}/messages`, {
    clientId: randomUUID(),
    text,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const flag = await sitter.client.post(`/api/chat/messages/${sent.body.id}/flag`, {
    reason: 'scam',
  });
  expect(flag.status, JSON.stringify(flag.body)).toBe(201);
  return { messageId: sent.body.id as string, owner, sitter };
};

const auditRows = (actionType: string, targetId: string) =>
  db()
    .select()
    .from(adminActionLog)
    .where(and(eq(adminActionLog.actionType, actionType), eq(adminActionLog.targetId, targetId)));

const findItem = (list: FlagList, targetId: string): FlaggedItem | undefined =>
  list.items.find((item) => item.targetId === targetId);

describe('moderation routes: access', () => {
  it('admit only the admin', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/admin/moderation/flags' }, ['admin']);
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: `/api/admin/moderation/flags/message/${randomUUID()}` },
      ['admin'],
    );
    await expectAccessMatrix(
      testApp,
      {
        method: 'POST',
        path: `/api/admin/moderation/flags/forum_post/${randomUUID()}/actions`,
        json: { action: 'dismiss' },
      },
      ['admin'],
    );
  });
});

describe('the flagged-content queue', () => {
  it('lists chat and forum flags, one row per item, open first, newest first, with the reporter count', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const author = await signedInAs(testApp, 'owner', { name: 'Yazar Ayşe' });
    const first = await signedInAs(testApp, 'sitter');
    const second = await signedInAs(testApp, 'owner');
    const postId = await flaggedPost(author.client, first.client);
    // A second reporter of the same post: still one row, counted twice.
    expect(
      (await second.client.post(`/api/forum/posts/${postId}/flag`, { reason: 'disrespect' }))
        .status,
    ).toBe(201);
    const { messageId } = await flaggedMessage();

    const list = await admin.get<FlagList>('/api/admin/moderation/flags');
    expect(list.status).toBe(200);
    const post = findItem(list.body, postId);
    expect(post).toMatchObject({
      kind: 'forum_post',
      status: 'open',
      reporterCount: 2,
      reason: 'disrespect',
      author: { id: author.user.id, name: 'Yazar Ayşe', isAdmin: false, isActive: true },
    });
    expect(post?.excerpt.startsWith('Kedim mama seçmiyor — Hangi mamayı')).toBe(true);
    expect(list.body.items.filter((item) => item.targetId === postId)).toHaveLength(1);
    const message = findItem(list.body, messageId);
    expect(message).toMatchObject({
      kind: 'message',
      status: 'open',
      reporterCount: 1,
      reason: 'scam',
    });
    // Newest first: the message was flagged after the post.
    const ids = list.body.items.map((item) => item.targetId);
    expect(ids.indexOf(messageId)).toBeLessThan(ids.indexOf(postId));
    expect(list.body.total).toBeGreaterThanOrEqual(2);
  });

  it('shows a forum item whole with its thread, and a chat message with its conversation only', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const author = await signedInAs(testApp, 'owner');
    const reporter = await signedInAs(testApp, 'sitter', { name: 'Şikayetçi Can' });
    const postId = await flaggedPost(
      author.client,
      reporter.client,
      'Başlık <script>alert(1)</script>',
    );
    const detail = await admin.get<FlaggedItemDetail>(`/api/admin/moderation/flags/forum_post/${postId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.content).toContain('spam.example');
    expect(detail.body.context).toEqual({
      kind: 'forum',
      postId,
      postTitle: 'Başlık <script>alert(1)</script>',
      path: `/forum/post/${postId}`,
    });
    expect(detail.body.reports).toEqual([
      expect.objectContaining({
        reporterName: 'Şikayetçi Can',
        reason: 'spam',
        note: 'Reklam yapıyor',
        status: 'open',
      }),
    ]);

    const { messageId, owner, sitter } = await flaggedMessage('Gizli mesaj');
    const message = await admin.get<FlaggedItemDetail>(
      `/api/admin/moderation/flags/message/${messageId}`,
    );
    expect(message.status).toBe(200);
    expect(message.body).toMatchObject({ content: 'Gizli mesaj', attachmentCount: 0 });
    expect(message.body.context).toMatchObject({
      kind: 'conversation',
      conversationKind: 'booking',
    });
    if (message.body.context.kind !== 'conversation')
      throw new Error('a chat message has a conversation');
    expect(message.body.context.members.sort()).toEqual([owner.user.name, sitter.user.name].sort());

    expect((await admin.get(`/api/admin/moderation/flags/message/${randomUUID()}`)).status).toBe(404);
    expect((await admin.get('/api/admin/moderation/flags/message/not-an-id')).status).toBe(404);
    expect((await admin.get(`/api/admin/moderation/flags/forum_reply/${postId}`)).status).toBe(404);
    expect((await admin.get('/api/admin/moderation/flags?status=closed')).status).toBe(422);
  });
});

describe('the review actions', () => {
  it('dismisses: the flags close, the item leaves the open list, the action is logged', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const author = await signedInAs(testApp, 'owner');
    const reporter = await signedInAs(testApp, 'sitter');
    const postId = await flaggedPost(author.client, reporter.client);
    const response = await admin.post(`/api/admin/moderation/flags/forum_post/${postId}/actions`, {
      action: 'dismiss',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      kind: 'forum_post',
      targetId: postId,
      status: 'dismissed',
      resolution: 'dismissed',
      closedFlags: 1,
    });
    expect(
      findItem((await admin.get<FlagList>('/api/admin/moderation/flags?pageSize=50')).body, postId),
    ).toBeUndefined();
    expect(
      findItem(
        (await admin.get<FlagList>('/api/admin/moderation/flags?status=dismissed&pageSize=50')).body,
        postId,
      ),
    ).toMatchObject({
      status: 'dismissed',
    });
    const [logged] = await auditRows('flag_dismissed', postId);
    expect(logged).toMatchObject({ targetType: 'forum_post' });
    expect(logged?.description).toContain('İşaret kaldırıldı: forum gönderisi (1 şikayet)');
    // Acted on already: 409, and nothing more is logged.
    const again = await admin.post(`/api/admin/moderation/flags/forum_post/${postId}/actions`, {
      action: 'dismiss',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bu içerik için zaten işlem yapıldı.');
    expect(await auditRows('flag_dismissed', postId)).toHaveLength(1);
    // A new flag opens it again.
    const later = await signedInAs(testApp, 'owner');
    expect(
      (await later.client.post(`/api/forum/posts/${postId}/flag`, { reason: 'other' })).status,
    ).toBe(201);
    expect(
      findItem((await admin.get<FlagList>('/api/admin/moderation/flags?pageSize=50')).body, postId),
    ).toMatchObject({
      status: 'open',
      reporterCount: 1,
    });
  });

  it('warns: the author gets the admin’s text as a notification, the flags are actioned, the action is logged', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const author = await signedInAs(testApp, 'owner');
    const reporter = await signedInAs(testApp, 'sitter');
    const postId = await flaggedPost(author.client, reporter.client);
    const blank = await admin.post(`/api/admin/moderation/flags/forum_post/${postId}/actions`, {
      action: 'warn',
      message: '   ',
    });
    expect(blank.status).toBe(422);
    expect(blank.body.fields).toEqual({ message: 'Uyarı metni zorunludur.' });
    expect(await auditRows('user_warned', author.user.id)).toHaveLength(0);

    const text = '  Lütfen reklam yapmayın; kurallara uyun.  ';
    const response = await admin.post(`/api/admin/moderation/flags/forum_post/${postId}/actions`, {
      action: 'warn',
      message: text,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ status: 'actioned', resolution: 'warned' });
    const seen = await author.client.get('/api/notifications');
    expect(seen.body.items[0]).toMatchObject({
      type: 'moderation_warning',
      title: 'Topluluk kuralları uyarısı',
      body: 'Lütfen reklam yapmayın; kurallara uyun.',
      path: `/forum/post/${postId}`,
    });
    const [logged] = await auditRows('user_warned', author.user.id);
    expect(logged?.description).toContain(author.user.email);
    const detail = await admin.get<FlaggedItemDetail>(`/api/admin/moderation/flags/forum_post/${postId}`);
    expect(detail.body.reports[0]).toMatchObject({
      status: 'actioned',
      resolution: 'warned',
      reviewedByName: expect.any(String),
    });
  });

  it('suspends: the author’s account is off and every session ends, in the action’s transaction', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const { messageId, owner } = await flaggedMessage();
    expect((await owner.client.get('/api/notifications')).status).toBe(200);
    const response = await admin.post(`/api/admin/moderation/flags/message/${messageId}/actions`, {
      action: 'suspend',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      kind: 'message',
      status: 'actioned',
      resolution: 'suspended',
    });
    const [row] = await db()
      .select({ isActive: user.isActive })
      .from(user)
      .where(eq(user.id, owner.user.id));
    expect(row?.isActive).toBe(false);
    expect(await db().select().from(session).where(eq(session.userId, owner.user.id))).toHaveLength(
      0,
    );
    expect((await owner.client.get('/api/notifications')).status).toBe(401);
    expect(await auditRows('user_suspended', owner.user.id)).toHaveLength(1);
    const [flag] = await db()
      .select()
      .from(messageFlag)
      .where(eq(messageFlag.messageId, messageId));
    expect(flag).toMatchObject({ status: 'actioned', resolution: 'suspended' });
  });

  it('refuses to suspend an admin or the protected default admin, and changes nothing', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const otherAdmin = await signedInAs(testApp, 'admin');
    const defaultAdmin = await createUser(
      { db: db(), auth: testApp.deps.auth },
      { role: 'admin', email: testApp.deps.config.adminEmail },
    );
    const reporter = await signedInAs(testApp, 'owner');
    // The default admin writes in the forum as themselves.
    const adminClient = testApp.client();
    await adminClient.post('/api/auth/sign-in/email', {
      email: defaultAdmin.email,
      password: defaultAdmin.password,
    });
    for (const author of [otherAdmin.client, adminClient]) {
      const postId = await flaggedPost(author, reporter.client);
      const response = await admin.post(`/api/admin/moderation/flags/forum_post/${postId}/actions`, {
        action: 'suspend',
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Yöneticiler buradan askıya alınamaz.');
      expect(
        findItem((await admin.get<FlagList>('/api/admin/moderation/flags?pageSize=50')).body, postId),
      ).toMatchObject({ status: 'open' });
    }
    const [row] = await db()
      .select({ isActive: user.isActive })
      .from(user)
      .where(eq(user.id, defaultAdmin.id));
    expect(row?.isActive).toBe(true);
    expect(await auditRows('user_suspended', defaultAdmin.id)).toHaveLength(0);
  });

  it('refuses an unknown action or item with a translated error', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const unknown = await admin.post(`/api/admin/moderation/flags/message/${randomUUID()}/actions`, {
      action: 'dismiss',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('İşaretlenen içerik bulunamadı.');
    expect(
      (await admin.post(`/api/admin/moderation/flags/message/${randomUUID()}/actions`, { action: 'ban' }))
        .status,
    ).toBe(422);
    expect(
      (
        await admin.post(`/api/admin/moderation/flags/photo/${randomUUID()}/actions`, {
          action: 'dismiss',
        })
      ).status,
    ).toBe(422);
  });
});

describe('new flags tell the admins', () => {
  it('through the flag topic: an admin who turned it off hears nothing, another still does', async () => {
    const quiet = await signedInAs(testApp, 'admin');
    const listening = await signedInAs(testApp, 'admin');
    const saved = await quiet.client.put('/api/admin/notification-settings', {
      support_ticket: true,
      flag: false,
      payment_receipt: true,
      security_alert: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const author = await signedInAs(testApp, 'owner');
    const reporter = await signedInAs(testApp, 'sitter');
    const postId = await flaggedPost(author.client, reporter.client);
    const flagsOf = (userId: string) =>
      db()
        .select({ payload: notification.payload })
        .from(notification)
        .where(
          and(eq(notification.userId, userId), eq(notification.type, 'moderation_flag_reported')),
        );
    expect((await flagsOf(listening.user.id)).map((row) => row.payload.targetId)).toContain(postId);
    expect(await flagsOf(quiet.user.id)).toHaveLength(0);
    const shown = await listening.client.get('/api/notifications?pageSize=50');
    expect(
      shown.body.items.find((item: { type: string }) => item.type === 'moderation_flag_reported'),
    ).toMatchObject({
      title: 'Yeni işaretlenen içerik',
      body: 'Bir forum gönderisi şikayet edildi: Spam veya reklam.',
      path: '/admin/messages/flagged',
    });
    const { messageId } = await flaggedMessage();
    expect((await flagsOf(listening.user.id)).map((row) => row.payload.targetId)).toContain(
      messageId,
    );
    expect(await flagsOf(quiet.user.id)).toHaveLength(0);
    const prefs = await db()
      .select()
      .from(adminNotificationPreference)
      .where(eq(adminNotificationPreference.adminId, quiet.user.id));
    expect(prefs.find((pref) => pref.topic === 'flag')?.enabled).toBe(false);
  });
});

describe('an admin deleting a forum item', () => {
  it('is logged as content_deleted with the delete, and takes the flags with it', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const author = await signedInAs(testApp, 'owner');
    const reporter = await signedInAs(testApp, 'sitter');
    const postId = await flaggedPost(author.client, reporter.client);
    expect((await admin.request('DELETE', `/api/forum/posts/${postId}`)).status).toBe(204);
    expect(await auditRows('content_deleted', postId)).toHaveLength(1);
    expect(
      findItem(
        (await admin.get<FlagList>('/api/admin/moderation/flags?status=all&pageSize=50')).body,
        postId,
      ),
    ).toBeUndefined();
    // The author deleting their own post is not an admin action.
    const own = await author.client.post('/api/forum/posts', {
      title: 'Kendi yazım',
      content: 'Silinecek.',
    });
    expect((await author.client.request('DELETE', `/api/forum/posts/${own.body.id}`)).status).toBe(
      204,
    );
    expect(await auditRows('content_deleted', own.body.id)).toHaveLength(0);
  });
});
