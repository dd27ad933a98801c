import type { NotificationList } from '@patili/domain/bookings';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import type { TestClient } from '../../../test/http.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { recordNotifications } from '../../lib/notifications/notifications.ts';

const testApp = useTestApp();

let reader: { id: string; client: TestClient };
let other: { id: string; client: TestClient };

/** Notifications of a request for the user, all in one instant (the order is kept by the id). */
const notify = async (userId: string, count: number, at = new Date('2026-06-10T07:00:00.000Z')) =>
  recordNotifications({
    db: testApp.deps.database.db,
    now: at,
    notifications: Array.from({ length: count }, (_, index) => ({
      userId,
      type: 'booking_requested' as const,
      bookingId: null,
      payload: {
        kind: 'pet_walker' as const,
        serviceType: 'dog_walking',
        startDate: `2026-06-${String(11 + index).padStart(2, '0')}`,
        endDate: `2026-06-${String(11 + index).padStart(2, '0')}`,
        startTime: '09:00',
        actorName: `Sahip ${index + 1}`,
        petName: 'Tekir',
        note: null,
        rating: null,
      },
      path: '/pet-walker/service-requests',
    })),
  });

beforeAll(async () => {
  const signedIn = await signedInAs(testApp, 'pet_walker');
  reader = { id: signedIn.user.id, client: signedIn.client };
  const second = await signedInAs(testApp, 'owner');
  other = { id: second.user.id, client: second.client };
});

describe('/api/notifications', () => {
  it("lists the caller's notifications newest first across pages, written in the caller's language", async () => {
    const made = await notify(reader.id, 5);
    await notify(other.id, 1);
    const pages: NotificationList[] = [];
    for (const page of [1, 2, 3])
      pages.push(
        (await reader.client.get<NotificationList>(`/api/notifications?page=${page}&pageSize=2`))
          .body,
      );
    expect(pages.map((page) => [page.total, page.unreadCount])).toEqual([
      [5, 5],
      [5, 5],
      [5, 5],
    ]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
      made.map((row) => row.id).reverse(),
    );
    expect(pages[0]!.items[0]).toEqual({
      id: made[4]!.id,
      type: 'booking_requested',
      bookingId: null,
      title: 'Yeni rezervasyon talebi',
      body: 'Sahip 5, Tekir için 15 Haz 2026 09:00 tarihine köpek gezdirme talebinde bulundu.',
      path: '/pet-walker/service-requests',
      readAt: null,
      createdAt: '2026-06-10T07:00:00.000Z',
    });
    const english = await reader.client.get<NotificationList>('/api/notifications?pageSize=1', {
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.items[0]).toMatchObject({
      title: 'New booking request',
      body: 'Sahip 5 requested dog walking for Tekir on 15 Jun 2026 09:00.',
    });
  });

  it('counts the unread, marks one read (only the caller’s) and then all', async () => {
    const count = async (client: TestClient) =>
      (await client.get<{ unreadCount: number }>('/api/notifications/unread-count')).body
        .unreadCount;
    const before = await count(reader.client);
    const list = await reader.client.get<NotificationList>('/api/notifications');
    const first = list.body.items[0]!;
    const marked = await reader.client.post(`/api/notifications/${first.id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ unreadCount: before - 1 });
    // Marking again keeps it read, and someone else's is not found.
    expect((await reader.client.post(`/api/notifications/${first.id}/read`)).body).toEqual({
      unreadCount: before - 1,
    });
    expect((await other.client.post(`/api/notifications/${first.id}/read`)).status).toBe(404);
    expect((await reader.client.post('/api/notifications/not-an-id/read')).status).toBe(404);
    const read = (await reader.client.get<NotificationList>('/api/notifications')).body.items.find(
      (item) => item.id === first.id,
    );
    expect(read?.readAt).not.toBeNull();
    const all = await reader.client.post('/api/notifications/read-all');
    expect(all.body).toEqual({ unreadCount: 0 });
    expect(await count(reader.client)).toBe(0);
    expect(await count(other.client)).toBe(1);
  });

  it('refuses a page size over the limit', async () => {
    expect((await reader.client.get('/api/notifications?pageSize=51')).status).toBe(422);
  });
});

describe('access', () => {
  it('lets every signed-in role read and mark their own notifications', async () => {
    const [mine] = await notify(reader.id, 1);
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/notifications' }, 'signed-in');
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: '/api/notifications/unread-count' },
      'signed-in',
    );
    await expectAccessMatrix(
      testApp,
      { method: 'POST', path: `/api/notifications/${mine!.id}/read`, json: {} },
      'signed-in',
    );
    await expectAccessMatrix(
      testApp,
      { method: 'POST', path: '/api/notifications/read-all', json: {} },
      'signed-in',
    );
  });
});
