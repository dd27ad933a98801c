import type {
  IpBlock,
  IpBlockList,
  SecurityAlert,
  SecurityAlertPage,
} from '@patili/domain/security';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { createUser } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { HOUR_MS } from '../../../test/clock.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { uploadAs } from '../../../test/uploads.ts';
import {
  adminActionLog,
  adminNotificationPreference,
  notification,
  securityAlert,
  securityEvent,
} from '../../db/schema/index.ts';

// Behind a trusted proxy, so each test client can come from its own address (X-Forwarded-For).
const { clock, testApp } = useClockedTestApp('2026-11-20T09:00:00.000Z', {
  config: { trustProxy: true },
});
const db = () => testApp.deps.database.db;
const factory = () => ({ db: db(), auth: testApp.deps.auth });
/** The detectors run after each answer, in the background: wait for them. */
const settled = () => testApp.deps.security.idle();
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

const alertsOf = (type: string) =>
  db().select().from(securityAlert).where(eq(securityAlert.type, type));
const alertsBy = async (dedupKey: string) =>
  db().select().from(securityAlert).where(eq(securityAlert.dedupKey, dedupKey));
const notificationsOf = (userId: string) =>
  db()
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.type, 'security_alert_raised')));
const auditOf = (targetId: string) =>
  db().select().from(adminActionLog).where(eq(adminActionLog.targetId, targetId));

const MISSING = '00000000-0000-4000-8000-000000000000';
const patch = <T = any>(
  client: TestClient,
  path: string,
  json: unknown,
  headers: Record<string, string> = {},
) => client.request<T>('PATCH', path, { json, headers });

describe('security operations: access', () => {
  it('keeps the alert routes for the admin', { timeout: 120_000 }, async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/admin/security/alerts' }, [
      'admin',
    ]);
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: `/api/admin/security/alerts/${MISSING}` },
      ['admin'],
    );
    await expectAccessMatrix(
      testApp,
      {
        method: 'PATCH',
        path: `/api/admin/security/alerts/${MISSING}`,
        json: { status: 'acknowledged' },
      },
      ['admin'],
    );
    await expectAccessMatrix(
      testApp,
      { method: 'POST', path: `/api/admin/security/alerts/${MISSING}/analysis` },
      ['admin'],
    );
  });
  it('keeps the deny list routes for the admin', { timeout: 120_000 }, async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/admin/security/ip-blocks' }, [
      'admin',
    ]);
    await expectAccessMatrix(
      testApp,
      {
        method: 'POST',
        path: '/api/admin/security/ip-blocks',
        json: { ipAddress: '192.0.2.250', reason: 'Deneme', durationHours: 1 },
      },
      ['admin'],
    );
    await expectAccessMatrix(
      testApp,
      { method: 'DELETE', path: `/api/admin/security/ip-blocks/${MISSING}` },
      ['admin'],
    );
  });
});

describe('login_failures and suspicious_ip, through sign-in', () => {
  it('a lock-out raises a medium alert; 15 failures from one address in 10 minutes a high one; the admins are told once, per their settings', async () => {
    const { user: admin, client: adminSession } = await signedInAs(testApp, 'admin');
    const { user: quietAdmin } = await signedInAs(testApp, 'admin');
    await db()
      .insert(adminNotificationPreference)
      .values({ adminId: quietAdmin.id, topic: 'security_alert', enabled: false });
    const victim = await createUser(factory(), { email: 'kurban@test.patili.app' });
    const attacker = testApp.client();

    for (let attempt = 1; attempt <= 15; attempt += 1) {
      const response = await attacker.request('POST', '/api/auth/sign-in/email', {
        json: { email: victim.email, password: `yanlis-${attempt}` },
        ...from('203.0.113.9'),
      });
      expect([401, 429]).toContain(response.status);
      await settled();
      const burst = await alertsBy('login_failures:ip:203.0.113.9');
      if (attempt < 5) expect(burst).toEqual([]);
      if (attempt >= 5 && attempt < 15)
        expect(burst[0]).toMatchObject({ severity: 'medium', occurrences: attempt - 4 });
    }
    const [burst] = await alertsBy('login_failures:ip:203.0.113.9');
    expect(burst).toMatchObject({
      type: 'login_failures',
      severity: 'high',
      status: 'new',
      source: '203.0.113.9',
      target: 'kurban@test.patili.app',
      description: '203.0.113.9 adresinden 10 dakikada 15 başarısız giriş denemesi (1 hesap).',
      occurrences: 11,
    });
    const [lockout] = await alertsBy(`login_failures:account:${victim.id}`);
    expect(lockout).toMatchObject({
      severity: 'medium',
      source: '203.0.113.9',
      target: 'kurban@test.patili.app',
      occurrences: 1,
    });

    const told = await notificationsOf(admin.id);
    expect(told.map((row) => row.payload.alertId).sort()).toEqual([burst!.id, lockout!.id].sort());
    expect(JSON.stringify(told.map((row) => row.payload))).toContain(
      '"path":"/admin/security-operations?alert=',
    );
    expect(await notificationsOf(quietAdmin.id)).toEqual([]);
    const rendered = await adminSession.get<{
      items: { type: string; title: string; body: string }[];
    }>('/api/notifications');
    expect(
      rendered.body.items
        .filter((item) => item.type === 'security_alert_raised')
        .map((item) => item.title)
        .sort(),
    ).toEqual([
      'Yeni güvenlik uyarısı: Başarısız giriş denemeleri',
      'Yeni güvenlik uyarısı: Başarısız giriş denemeleri',
    ]);
    expect(rendered.body.items.find((item) => item.body.includes('başarısız giriş'))?.body).toBe(
      'Orta önemde: 203.0.113.9 adresinden 10 dakikada 5 başarısız giriş denemesi (1 hesap).',
    );
  });

  it('5 accounts from one address in an hour is a suspicious address; 4 is not', async () => {
    const accounts = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => createUser(factory(), { email: `ortak-${n}@test.patili.app` })),
    );
    const office = testApp.client();
    for (const [index, account] of accounts.entries()) {
      const response = await office.request('POST', '/api/auth/sign-in/email', {
        json: { email: account.email, password: account.password },
        ...from('198.51.100.20'),
      });
      expect(response.status).toBe(200);
      await settled();
      expect(await alertsBy('suspicious_ip:198.51.100.20'), `after ${index + 1}`).toHaveLength(
        index + 1 >= 5 ? 1 : 0,
      );
    }
    const [alert] = await alertsBy('suspicious_ip:198.51.100.20');
    expect(alert).toMatchObject({ severity: 'medium', source: '198.51.100.20', target: '5 hesap' });
  });
});

describe('xss_attempt and sql_injection_attempt, from inputs validation refused', () => {
  it('raises a high alert naming the field with an escaped sample; ordinary refused text raises none', async () => {
    const client = testApp.client();
    const ordinary = await client.request('POST', '/api/auth/sign-in/email', {
      json: { email: "Pamuk'un sahibi <3", password: 'x' },
      ...from('192.0.2.30'),
    });
    expect(ordinary.status).toBe(400);
    await settled();
    expect(await alertsBy('xss_attempt:192.0.2.30')).toEqual([]);
    expect(
      await db().select().from(securityEvent).where(eq(securityEvent.ipAddress, '192.0.2.30')),
    ).toEqual([]);

    const xss = await client.request('POST', '/api/auth/sign-in/email', {
      json: { email: '<script>alert(1)</script>', password: 'x' },
      ...from('192.0.2.30'),
    });
    expect(xss.status).toBe(400);
    await settled();
    const [alert] = await alertsBy('xss_attempt:192.0.2.30');
    expect(alert).toMatchObject({
      severity: 'high',
      source: '192.0.2.30',
      target: 'POST /api/auth/sign-in/email',
      description:
        'POST /api/auth/sign-in/email isteğinin “email” alanında XSS girdisi reddedildi.',
      details: expect.objectContaining({
        field: 'email',
        sample: '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
      }),
    });

    const { client: admin } = await signedInAs(testApp, 'admin');
    const sqli = await admin.request(
      'GET',
      `/api/admin/security/alerts?severity=${encodeURIComponent("' OR 1=1--")}`,
      from('192.0.2.31'),
    );
    expect(sqli.status).toBe(422);
    await settled();
    const [injection] = await alertsBy('sql_injection_attempt:192.0.2.31');
    expect(injection).toMatchObject({
      type: 'sql_injection_attempt',
      severity: 'high',
      details: expect.objectContaining({ field: 'severity' }),
    });
  });
});

describe('unauthorized_access, from refusals of other users’ records', () => {
  it('10 refusals in 5 minutes is medium, 20 high; one open alert per account; a new one after it is resolved', async () => {
    const { client: owner } = await signedInAs(testApp, 'owner');
    const { user: prober, client } = await signedInAs(testApp, 'sitter');
    const ticket = (
      await owner.post<{ ticket: { id: string } }>('/api/support/tickets', {
        subject: 'Gizli',
        description: 'Bana ait',
      })
    ).body.ticket;
    const probe = async (times: number) => {
      for (let i = 0; i < times; i += 1)
        expect(
          (await client.request('GET', `/api/support/tickets/${ticket.id}`, from('192.0.2.40')))
            .status,
        ).toBe(404);
      await settled();
    };
    await probe(9);
    expect(await alertsBy(`unauthorized_access:account:${prober.id}`)).toEqual([]);
    await probe(1);
    expect((await alertsBy(`unauthorized_access:account:${prober.id}`))[0]).toMatchObject({
      severity: 'medium',
      source: '192.0.2.40',
      target: 'GET /api/support/tickets/{id}',
    });
    await probe(10);
    const open = await alertsBy(`unauthorized_access:account:${prober.id}`);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ severity: 'high', occurrences: 11, status: 'new' });
    // A refusal of a list (no record named) does not count.
    expect((await client.get('/api/admin/security/alerts')).status).toBe(403);

    const { client: admin } = await signedInAs(testApp, 'admin');
    expect(
      (await patch(admin, `/api/admin/security/alerts/${open[0]!.id}`, { status: 'resolved' }))
        .status,
    ).toBe(200);
    await probe(1);
    const after = await alertsBy(`unauthorized_access:account:${prober.id}`);
    expect(after.map((row) => row.status).sort()).toEqual(['new', 'resolved']);
  });
});

describe('data_leak_suspicion, from reads of other users’ private files', () => {
  it('30 reads in 10 minutes is high; the owner reading their own files never counts', async () => {
    const { client: owner } = await signedInAs(testApp, 'owner');
    const { user: reader, client: readerSession } = await signedInAs(testApp, 'admin');
    const photo = await uploadAs(owner, 'pet_photo');
    for (let i = 0; i < 5; i += 1)
      expect((await owner.request('GET', `/api/files/${photo.id}`)).status).toBe(200);
    for (let i = 0; i < 29; i += 1)
      expect((await readerSession.request('GET', `/api/files/${photo.id}`)).status).toBe(200);
    await settled();
    expect(await alertsBy(`data_leak_suspicion:account:${reader.id}`)).toEqual([]);
    expect((await readerSession.request('GET', `/api/files/${photo.id}/thumbnail`)).status).toBe(
      200,
    );
    await settled();
    expect((await alertsBy(`data_leak_suspicion:account:${reader.id}`))[0]).toMatchObject({
      severity: 'high',
      details: expect.objectContaining({ reads: 30, owners: 1 }),
    });
  });
});

describe('the alert list and its review', () => {
  it('searches description, source and the type label (tr and en), newest first, with the open alerts per severity', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const page = (await admin.get<SecurityAlertPage>('/api/admin/security/alerts?pageSize=100'))
      .body;
    expect(page.total).toBeGreaterThanOrEqual(5);
    const times = page.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.openBySeverity.high).toBeGreaterThanOrEqual(1);
    expect(Object.keys(page.openBySeverity).sort()).toEqual([
      'critical',
      'high',
      'info',
      'low',
      'medium',
    ]);

    const byLabel = (
      await admin.get<SecurityAlertPage>(
        `/api/admin/security/alerts?q=${encodeURIComponent('şüpheli ip')}`,
      )
    ).body;
    expect(byLabel.items.map((item) => item.type)).toEqual(['suspicious_ip']);
    const byEnglishLabel = (await admin.get<SecurityAlertPage>('/api/admin/security/alerts?q=XSS'))
      .body;
    expect(byEnglishLabel.items.map((item) => item.type)).toEqual(['xss_attempt']);
    const bySource = (await admin.get<SecurityAlertPage>('/api/admin/security/alerts?q=203.0.113'))
      .body;
    expect(bySource.items.every((item) => item.source === '203.0.113.9')).toBe(true);
    const byDescription = (
      await admin.get<SecurityAlertPage>(
        `/api/admin/security/alerts?q=${encodeURIComponent('15 başarısız')}`,
      )
    ).body;
    expect(byDescription.total).toBe(1);
    const wildcard = (await admin.get<SecurityAlertPage>('/api/admin/security/alerts?q=%25')).body;
    expect(wildcard.total).toBe(0);
    const filtered = (
      await admin.get<SecurityAlertPage>(
        '/api/admin/security/alerts?type=login_failures&status=new&pageSize=1',
      )
    ).body;
    expect(filtered).toMatchObject({ total: 2, pageSize: 1, page: 1 });
    expect(filtered.items).toHaveLength(1);
  });

  it('moves an alert forward only, audited; refuses going back and bad statuses with translated messages', async () => {
    const { user: admin, client } = await signedInAs(testApp, 'admin');
    const [alert] = await alertsOf('suspicious_ip');
    const acknowledged = await patch<SecurityAlert>(
      client,
      `/api/admin/security/alerts/${alert!.id}`,
      { status: 'acknowledged' },
    );
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body.status).toBe('acknowledged');
    const again = await patch<SecurityAlert>(client, `/api/admin/security/alerts/${alert!.id}`, {
      status: 'acknowledged',
    });
    expect(again.status).toBe(200);
    const back = await patch(client, `/api/admin/security/alerts/${alert!.id}`, { status: 'new' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('Uyarı “Görüldü” durumundan “Yeni” durumuna geçirilemez.');
    const bad = await patch(client, `/api/admin/security/alerts/${alert!.id}`, {
      status: 'kapali',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ status: 'Geçersiz uyarı durumu.' });
    const missing = await patch(client, `/api/admin/security/alerts/${MISSING}`, {
      status: 'resolved',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Güvenlik uyarısı bulunamadı.');
    expect((await client.get(`/api/admin/security/alerts/not-an-id`)).status).toBe(404);

    const log = await auditOf(alert!.id);
    expect(log).toEqual([
      expect.objectContaining({
        actionType: 'alert_status_changed',
        targetType: 'security_alert',
        adminId: admin.id,
        description: expect.stringContaining('durum: new → acknowledged'),
      }),
    ]);
  });

  it('the rule-based analysis (no model configured) is stored, never empty, and sets investigating; a closed alert is not analysed', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const [alert] = await alertsOf('xss_attempt');
    const analysed = await client.post<SecurityAlert>(
      `/api/admin/security/alerts/${alert!.id}/analysis`,
      {},
    );
    expect(analysed.status).toBe(200);
    expect(analysed.body).toMatchObject({
      status: 'investigating',
      analysisSource: 'rules',
      analysedAt: '2026-11-20T09:00:00.000Z',
    });
    expect(analysed.body.aiAnalysis).toContain('Tehdit\n');
    expect(analysed.body.aiAnalysis).toContain('Hemen yapılacaklar\n1. ');
    expect(await auditOf(alert!.id)).toEqual([
      expect.objectContaining({
        actionType: 'alert_analysed',
        description: expect.stringContaining(
          'kural tabanlı analizi yapıldı; durum: new → investigating',
        ),
      }),
    ]);

    const resolved = await patch<SecurityAlert>(client, `/api/admin/security/alerts/${alert!.id}`, {
      status: 'resolved',
    });
    expect(resolved.body.status).toBe('resolved');
    const refused = await client.post(`/api/admin/security/alerts/${alert!.id}/analysis`, {});
    expect(refused.status).toBe(409);
    const resolvedAgain = await patch(client, `/api/admin/security/alerts/${alert!.id}`, {
      status: 'false_positive',
    });
    expect(resolvedAgain.status).toBe(409);
  });
});

describe('the IP deny list', () => {
  it('refuses every request from a blocked address until it expires or is lifted; never the admin’s own; all audited', async () => {
    const { user: admin, client } = await signedInAs(testApp, 'admin');
    const visitor = testApp.client();
    const english = testApp.client({ locale: 'en' });
    expect((await visitor.request('GET', '/api/health', from('198.51.100.7'))).status).toBe(200);

    const own = await client.request('POST', '/api/admin/security/ip-blocks', {
      json: { ipAddress: '::ffff:10.0.0.1', reason: 'Yanlışlıkla', durationHours: 1 },
      ...from('10.0.0.1'),
    });
    expect(own.status).toBe(422);
    expect(own.body.fields).toEqual({
      ipAddress:
        'Kendi IP adresinizi engelleyemezsiniz; bu, sizin de yönetim paneline erişiminizi keser.',
    });
    const invalid = await client.request('POST', '/api/admin/security/ip-blocks', {
      json: { ipAddress: '300.1.1.1', reason: ' ', durationHours: 0 },
      ...from('10.0.0.1'),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.fields).toEqual({
      ipAddress: 'Geçerli bir IPv4 ya da IPv6 adresi girin.',
      reason: 'Lütfen engelleme nedenini yazın.',
      durationHours: 'Geçersiz engelleme süresi.',
    });

    const [lockout] = await alertsBy('login_failures:ip:203.0.113.9');
    const created = await client.request<IpBlock>('POST', '/api/admin/security/ip-blocks', {
      json: {
        ipAddress: ' 198.51.100.7 ',
        reason: '  Kaba kuvvet denemesi  ',
        durationHours: 24,
        alertId: lockout!.id,
      },
      ...from('10.0.0.1'),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      ipAddress: '198.51.100.7',
      reason: 'Kaba kuvvet denemesi',
      alertId: lockout!.id,
      createdById: admin.id,
      expiresAt: '2026-11-21T09:00:00.000Z',
    });
    const duplicate = await client.request('POST', '/api/admin/security/ip-blocks', {
      json: { ipAddress: '198.51.100.7', reason: 'Tekrar', durationHours: null },
      ...from('10.0.0.1'),
    });
    expect(duplicate.status).toBe(409);

    const refused = await visitor.request('GET', '/api/health', from('198.51.100.7'));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'IP_BLOCKED',
      message: 'Bu IP adresinden gelen istekler güvenlik nedeniyle engellendi.',
    });
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(
      (
        await english.request('POST', '/api/auth/sign-in/email', {
          json: { email: 'a@b.co', password: 'x' },
          ...from('::ffff:198.51.100.7'),
        })
      ).body,
    ).toEqual({
      code: 'IP_BLOCKED',
      message: 'Requests from this IP address have been blocked for security reasons.',
    });
    expect((await visitor.request('GET', '/api/health', from('198.51.100.8'))).status).toBe(200);

    const list = (
      await client.request<IpBlockList>('GET', '/api/admin/security/ip-blocks', from('10.0.0.1'))
    ).body;
    expect(list.yourAddress).toBe('10.0.0.1');
    expect(list.items.find((item) => item.ipAddress === '198.51.100.7')).toMatchObject({
      id: created.body.id,
      createdByName: admin.name,
    });

    // Expiry ends it (the clock of the rules moves a day on).
    clock.advance(24 * HOUR_MS + 1000);
    expect((await visitor.request('GET', '/api/health', from('198.51.100.7'))).status).toBe(200);
    expect(
      (
        await client.request<IpBlockList>('GET', '/api/admin/security/ip-blocks', from('10.0.0.1'))
      ).body.items.map((item) => item.ipAddress),
    ).not.toContain('198.51.100.7');

    // An expired block is replaced by a new one; lifting it ends it at once.
    const forever = await client.request<IpBlock>('POST', '/api/admin/security/ip-blocks', {
      json: { ipAddress: '198.51.100.7', reason: 'Süresiz', durationHours: null },
      ...from('10.0.0.1'),
    });
    expect(forever.status).toBe(201);
    expect(forever.body.expiresAt).toBeNull();
    expect((await visitor.request('GET', '/api/health', from('198.51.100.7'))).status).toBe(403);
    const alert = (await client.get<SecurityAlert>(`/api/admin/security/alerts/${lockout!.id}`))
      .body;
    expect(alert.sourceBlocked).toBe(false);
    const lifted = await client.request(
      'DELETE',
      `/api/admin/security/ip-blocks/${forever.body.id}`,
      from('10.0.0.1'),
    );
    expect(lifted.status).toBe(204);
    expect((await visitor.request('GET', '/api/health', from('198.51.100.7'))).status).toBe(200);
    expect(
      (
        await client.request(
          'DELETE',
          `/api/admin/security/ip-blocks/${forever.body.id}`,
          from('10.0.0.1'),
        )
      ).status,
    ).toBe(404);

    const log = await db()
      .select()
      .from(adminActionLog)
      .where(eq(adminActionLog.adminId, admin.id));
    expect(log.map((row) => row.actionType).sort()).toEqual([
      'ip_blocked',
      'ip_blocked',
      'ip_unblocked',
    ]);
    expect(
      log.every(
        (row) =>
          row.targetType === 'ip_block' &&
          row.targetId === created.body.id &&
          row.ipAddress === '10.0.0.1',
      ),
    ).toBe(true);
    expect(log.map((row) => row.description).sort()).toEqual(
      [
        `IP 198.51.100.7 engellendi (1 gün), uyarı ${lockout!.id.slice(0, 8)}: Kaba kuvvet denemesi`,
        'IP 198.51.100.7 engellendi (süresiz): Süresiz',
        'IP 198.51.100.7 engeli kaldırıldı',
      ].sort(),
    );
  });

  it('marks an alert whose source is blocked', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const [alert] = await alertsBy('login_failures:ip:203.0.113.9');
    expect(
      (
        await client.post('/api/admin/security/ip-blocks', {
          ipAddress: '203.0.113.9',
          reason: 'Saldırgan',
          durationHours: 1,
        })
      ).status,
    ).toBe(201);
    expect(
      (await client.get<SecurityAlert>(`/api/admin/security/alerts/${alert!.id}`)).body
        .sourceBlocked,
    ).toBe(true);
  });
});
