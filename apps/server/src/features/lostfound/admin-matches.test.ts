import { randomUUID } from 'node:crypto';

import type { AdminMatchList, ReportDetail } from '@patili/domain/lostfound';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { adminActionLog, lostfoundMatch } from '../../db/schema/index.ts';
import { createReportAs, reportInput } from './lostfound-test-kit.ts';

const { testApp } = useClockedTestApp('2026-06-10T07:00:00.000Z');
const db = () => testApp.deps.database.db;

/** A lost cat and a found one that score 100 together, by two reporters; the pair's ids. */
const matchedPair = async (petName = 'Pamuk') => {
  const loser = await signedInAs(testApp, 'owner', { name: 'Ayşe Yılmaz' });
  const finder = await signedInAs(testApp, 'sitter', { name: 'Mehmet Demir' });
  const lost = await createReportAs(loser.client, { petName, lastSeenLocation: 'Moda sahili' });
  const found = await createReportAs(finder.client, {
    reportType: 'found',
    petName: null,
    breed: 'TEKİR',
    lastSeenLocation: 'Sahili boyunca, iskele',
    district: 'Üsküdar',
    lastSeenDate: '2026-06-10',
  });
  return {
    loser,
    finder,
    lost,
    found,
    path: `/api/admin/lostfound/matches/${lost.id}/${found.id}/review`,
  };
};

const statusOf = async (lostId: string, foundId: string) =>
  (
    await db()
      .select({ status: lostfoundMatch.status, score: lostfoundMatch.score })
      .from(lostfoundMatch)
      .where(
        and(eq(lostfoundMatch.lostReportId, lostId), eq(lostfoundMatch.foundReportId, foundId)),
      )
  )[0];

const audit = (actionType: string, lostId: string, foundId: string) =>
  db()
    .select()
    .from(adminActionLog)
    .where(
      and(
        eq(adminActionLog.actionType, actionType),
        eq(adminActionLog.targetId, `${lostId}:${foundId}`),
      ),
    );

describe('admin match routes: access', () => {
  it('admit only the admin', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/admin/lostfound/matches' }, [
      'admin',
    ]);
    await expectAccessMatrix(
      testApp,
      {
        method: 'POST',
        path: `/api/admin/lostfound/matches/${randomUUID()}/${randomUUID()}/review`,
        json: { decision: 'confirm' },
      },
      ['admin'],
    );
  });
});

describe('GET /api/admin/lostfound/matches', () => {
  it('lists the stored pairs of a status, best first, with both sides, animal, breed and score', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const { lost, found } = await matchedPair();
    const list = await admin.get<AdminMatchList>('/api/admin/lostfound/matches');
    expect(list.status).toBe(200);
    const item = list.body.items.find(
      (match) => match.lost.id === lost.id && match.found.id === found.id,
    );
    expect(item).toMatchObject({
      lost: {
        id: lost.id,
        petName: 'Pamuk',
        district: 'Kadıköy',
        status: 'active',
        reporterName: 'Ayşe Yılmaz',
      },
      found: { id: found.id, petName: null, district: 'Üsküdar', reporterName: 'Mehmet Demir' },
      animalType: 'cat',
      breed: 'Tekir',
      score: 100,
      status: 'pending',
      reviewedByName: null,
    });
    const scores = list.body.items.map((match) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(
      (await admin.get('/api/admin/lostfound/matches?status=confirmed')).body.items.some(
        (match: { lost: { id: string } }) => match.lost.id === lost.id,
      ),
    ).toBe(false);
    expect((await admin.get('/api/admin/lostfound/matches?status=maybe')).status).toBe(422);
  });
});

describe('POST …/review', () => {
  it('confirms: both reporters are told, with a link to the other report, and the action is logged', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const { loser, finder, lost, found, path } = await matchedPair('Boncuk');
    const response = await admin.post(path, { decision: 'confirm' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.match).toMatchObject({
      status: 'confirmed',
      reviewedByName: expect.any(String),
    });
    expect((await statusOf(lost.id, found.id))?.status).toBe('confirmed');

    const loserSeen = (await loser.client.get('/api/notifications')).body.items[0];
    expect(loserSeen).toMatchObject({
      type: 'lostfound_match_confirmed',
      title: 'İlanınız için bir eşleşme onaylandı',
      path: `/lost-and-found/${found.id}`,
    });
    expect(loserSeen.body).toContain(
      'Boncuk (kedi) ilanınız, Üsküdar ilçesindeki bir ilanla eşleşti',
    );
    const finderSeen = (await finder.client.get('/api/notifications')).body.items[0];
    expect(finderSeen).toMatchObject({
      type: 'lostfound_match_confirmed',
      path: `/lost-and-found/${lost.id}`,
    });
    expect(finderSeen.body).toContain('Kadıköy');

    const [logged] = await audit('match_confirmed', lost.id, found.id);
    expect(logged?.description).toBe(
      'Eşleşme onaylandı: kayıp "Boncuk" (Kadıköy) ↔ bulunan isimsiz (Üsküdar), puan 100',
    );
    const pending = (await admin.get<AdminMatchList>('/api/admin/lostfound/matches?pageSize=50'))
      .body.items;
    const isPair = (match: AdminMatchList['items'][number]) =>
      match.lost.id === lost.id && match.found.id === found.id;
    expect(pending.some(isPair)).toBe(false);
    const confirmed = (
      await admin.get<AdminMatchList>('/api/admin/lostfound/matches?status=confirmed&pageSize=50')
    ).body.items;
    expect(confirmed.some(isPair)).toBe(true);

    // Reviewed: 409, nothing more logged or told.
    const again = await admin.post(path, { decision: 'dismiss' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bu eşleşme zaten incelendi.');
    expect(await audit('match_dismissed', lost.id, found.id)).toHaveLength(0);
  });

  it('dismisses: gone from the pending list, nobody told, logged', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const { loser, lost, found, path } = await matchedPair();
    const response = await admin.post(path, { decision: 'dismiss' });
    expect(response.status).toBe(200);
    expect(response.body.match.status).toBe('dismissed');
    expect(await audit('match_dismissed', lost.id, found.id)).toHaveLength(1);
    const items = (await loser.client.get('/api/notifications')).body.items as { type: string }[];
    expect(items.some((item) => item.type === 'lostfound_match_confirmed')).toBe(false);
    const dismissed = (
      await admin.get<AdminMatchList>('/api/admin/lostfound/matches?status=dismissed')
    ).body.items;
    expect(dismissed.some((match) => match.lost.id === lost.id)).toBe(true);
  });

  it('keeps a reviewed pair’s status when either report is edited and its matches recomputed', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const { loser, lost, found, path } = await matchedPair();
    expect((await admin.post(path, { decision: 'confirm' })).status).toBe(200);
    // An edit that changes the score: still confirmed, with the new score.
    const edited = await loser.client.put(`/api/lostfound/${lost.id}`, {
      ...(await reportInput(loser.client, { lastSeenLocation: 'Kalamış parkı' })),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const rescored = await statusOf(lost.id, found.id);
    expect(rescored?.status).toBe('confirmed');
    expect(rescored?.score).toBeLessThan(100);
    // An edit after which the pair no longer scores: a reviewed pair stays; a pending one would go.
    await loser.client.put(`/api/lostfound/${lost.id}`, {
      ...(await reportInput(loser.client, { animalType: 'dog', breed: 'Kangal' })),
    });
    expect((await statusOf(lost.id, found.id))?.status).toBe('confirmed');
    const other = await matchedPair();
    await other.loser.client.put(`/api/lostfound/${other.lost.id}`, {
      ...(await reportInput(other.loser.client, { animalType: 'dog', breed: 'Kangal' })),
    });
    expect(await statusOf(other.lost.id, other.found.id)).toBeUndefined();
    // The similar list still reads the pair (both reports active).
    const detail = await loser.client.get<ReportDetail>(`/api/lostfound/${found.id}`);
    expect(detail.status).toBe(200);
  });

  it('refuses an unknown pair and a bad decision', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const unknown = await admin.post(
      `/api/admin/lostfound/matches/${randomUUID()}/${randomUUID()}/review`,
      {
        decision: 'confirm',
      },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Eşleşme bulunamadı.');
    expect(
      (await admin.post('/api/admin/lostfound/matches/x/y/review', { decision: 'confirm' })).status,
    ).toBe(404);
    const { path } = await matchedPair();
    const bad = await admin.post(path, { decision: 'maybe' });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ decision: 'Geçersiz değer.' });
  });
});
