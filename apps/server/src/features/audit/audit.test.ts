import type { AdminActionPage } from '@patili/domain/admin';
import type { ActionLogAdminList } from '@patili/domain/audit';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { adminActionLog } from '../../db/schema/index.ts';

const testApp = useTestApp();
const db = () => testApp.deps.database.db;

type Row = typeof adminActionLog.$inferInsert;

const insertLogs = (rows: Row[]) => db().insert(adminActionLog).values(rows);

const ids = (page: AdminActionPage) => page.items.map((item) => item.description);

describe('GET /api/admin/action-logs: access', () => {
  it('is for the admin only, both routes', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/admin/action-logs' }, ['admin']);
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/admin/action-logs?type=ticket_replied&from=2026-01-01&to=2026-01-02' }, ['admin']);
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/admin/action-logs/admins' }, ['admin']);
  });
});

describe('GET /api/admin/action-logs', () => {
  it('filters by text, type, admin and an Istanbul date range, newest first (TZ=America/New_York)', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const ayse = await createUser({ db: db(), auth: testApp.deps.auth }, { role: 'admin', name: 'Ayşe Işık' });
    const can = await createUser({ db: db(), auth: testApp.deps.auth }, { role: 'admin', name: 'Can Öz' });
    const base = { targetType: 'user', ipAddress: '203.0.113.9' } as const;
    await insertLogs([
      // The last second before Istanbul's 20 November (20:59:59 UTC on the 19th).
      { ...base, adminId: ayse.id, adminName: ayse.name, actionType: 'user_role_changed', targetId: 'u-1', description: 'kayit-a Rol: owner → sitter', createdAt: new Date('2026-11-19T20:59:59.000Z') },
      // Istanbul's 20 November at 00:00:00 (21:00 UTC on the 19th; 16:00 in New York).
      { ...base, adminId: ayse.id, adminName: ayse.name, actionType: 'user_banned', targetId: 'u-2', description: 'kayit-b ŞİKAYET üzerine yasak', createdAt: new Date('2026-11-19T21:00:00.000Z') },
      // Istanbul's 20 November at 23:59:59.
      { ...base, adminId: can.id, adminName: can.name, actionType: 'ticket_replied', targetType: 'support_ticket', targetId: 'ticket-77', description: 'kayit-c Talep yanıtlandı', createdAt: new Date('2026-11-20T20:59:59.000Z') },
      // Istanbul's 21 November at 00:00:00.
      { ...base, adminId: can.id, adminName: can.name, actionType: 'settings_changed', targetType: 'platform_settings', targetId: null, description: 'kayit-d IBAN değişti', createdAt: new Date('2026-11-20T21:00:00.000Z') },
    ]);

    const get = async (query: string) => {
      const response = await client.get<AdminActionPage>(`/api/admin/action-logs?${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };

    // Newest first, with every column the page shows.
    const all = await get('q=kayit');
    expect(ids(all)).toEqual(['kayit-d IBAN değişti', 'kayit-c Talep yanıtlandı', 'kayit-b ŞİKAYET üzerine yasak', 'kayit-a Rol: owner → sitter']);
    expect(all.items[1]).toMatchObject({ adminId: can.id, adminName: 'Can Öz', actionType: 'ticket_replied', targetType: 'support_ticket', targetId: 'ticket-77', ipAddress: '203.0.113.9', createdAt: '2026-11-20T20:59:59.000Z' });

    // The range: 20 November from 00:00:00 to 23:59:59 Istanbul time, both ends included.
    expect(ids(await get('q=kayit&from=2026-11-20&to=2026-11-20'))).toEqual(['kayit-c Talep yanıtlandı', 'kayit-b ŞİKAYET üzerine yasak']);
    expect(ids(await get('q=kayit&from=2026-11-21'))).toEqual(['kayit-d IBAN değişti']);
    expect(ids(await get('q=kayit&to=2026-11-19'))).toEqual(['kayit-a Rol: owner → sitter']);

    // Case-insensitive, Turkish letters folded, over description, admin name, admin id, type and target id.
    expect(ids(await get('q=sikayet'))).toEqual(['kayit-b ŞİKAYET üzerine yasak']);
    expect(ids(await get(`q=${encodeURIComponent('kayit IŞIK')}`))).toEqual(['kayit-b ŞİKAYET üzerine yasak', 'kayit-a Rol: owner → sitter']);
    expect(ids(await get(`q=${can.id}`))).toEqual(['kayit-d IBAN değişti', 'kayit-c Talep yanıtlandı']);
    expect(ids(await get('q=TICKET-77'))).toEqual(['kayit-c Talep yanıtlandı']);
    expect(ids(await get('q=kayit%20user_banned'))).toEqual(['kayit-b ŞİKAYET üzerine yasak']);
    // An action type's label in either language finds it too.
    expect(ids(await get(`q=${encodeURIComponent('kayit rolü')}`))).toEqual(['kayit-a Rol: owner → sitter']);
    // `%` and `_` are plain letters.
    expect((await get('q=%25')).total).toBe(0);

    // Type and admin.
    expect(ids(await get('q=kayit&type=ticket_replied'))).toEqual(['kayit-c Talep yanıtlandı']);
    expect(ids(await get(`q=kayit&adminId=${ayse.id}`))).toEqual(['kayit-b ŞİKAYET üzerine yasak', 'kayit-a Rol: owner → sitter']);
    expect((await get('type=ip_blocked')).items).toEqual([]);

    // Pages.
    const first = await get('q=kayit&pageSize=3');
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(3);
    expect(ids(await get('q=kayit&pageSize=3&page=2'))).toEqual(['kayit-a Rol: owner → sitter']);

    // The admins with records, by name in Turkish order.
    const admins = (await client.get<ActionLogAdminList>('/api/admin/action-logs/admins')).body.items;
    expect(admins).toEqual([
      { id: ayse.id, name: 'Ayşe Işık' },
      { id: can.id, name: 'Can Öz' },
    ]);
  });

  it('refuses bad filters with translated messages', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const reversed = await client.get('/api/admin/action-logs?from=2026-11-21&to=2026-11-20');
    expect(reversed.status).toBe(422);
    expect(reversed.body.fields).toEqual({ to: 'Bitiş tarihi başlangıç tarihinden önce olamaz.' });
    const bad = await client.get('/api/admin/action-logs?from=2026-02-30&type=drop');
    expect(bad.body.fields).toEqual({ from: 'Geçerli bir tarih girin.', type: 'Geçersiz işlem türü.' });
  });

  it('has a trigram index that serves the search and a type index that serves a type', async () => {
    const admin = await createUser({ db: db(), auth: testApp.deps.auth }, { role: 'admin', name: 'Plan Yönetici' });
    const rows: Row[] = Array.from({ length: 3000 }, (_, index) => ({
      adminId: admin.id,
      adminName: admin.name,
      actionType: index % 3 === 0 ? 'price_changed' : 'user_status_changed',
      targetType: 'user',
      targetId: `hedef-${index}`,
      description: `Durum değişti ${index} kullanıcı-${index}@ornek.com`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
    }));
    for (let start = 0; start < rows.length; start += 500) await insertLogs(rows.slice(start, start + 500));
    await db().execute(sql`analyze admin_action_log`);
    // At a few thousand rows a sequential scan still costs less than any index, so the planner is
    // told to avoid it: what is checked is that the query's expression is the index's, so the
    // index serves it once the table is large.
    const plan = (query: string) =>
      db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql.raw(`explain ${query}`));
        const { rows } = result as { rows: Record<string, string>[] };
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
    const searched = await plan(
      `select count(*) from admin_action_log where lower(translate("description" || ' ' || coalesce("admin_id", '') || ' ' || "admin_name" || ' ' || "action_type" || ' ' || coalesce("target_id", ''), 'İIıÇçŞşĞğÜüÖöÂâÎîÛû', 'iiiccssgguuooaaiiuu')) like '%kullanici-2718@%'`,
    );
    expect(searched).toContain('admin_action_log_search_idx');
    const typed = await plan(`select * from admin_action_log where action_type = 'price_changed' order by created_at desc, id desc limit 20`);
    expect(typed).toContain('admin_action_log_type_idx');
    // The service's own query finds the one row.
    const { client } = await signedInAs(testApp, 'admin');
    const found = (await client.get<AdminActionPage>('/api/admin/action-logs?q=kullanici-2718@')).body;
    expect(found.items.map((item) => item.targetId)).toEqual(['hedef-2718']);
  });
});
