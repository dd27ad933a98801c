import type { NotificationList as List, NotificationView } from '@patili/domain/bookings';
import { focusManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { NotificationBell } from './notification-bell';
import { NotificationList } from './notification-list';

afterEach(() => {
  vi.unstubAllGlobals();
});

const notice = (over: Partial<NotificationView> = {}): NotificationView => ({
  id: '0190a1b2-0000-7000-8000-000000000301',
  type: 'booking_accepted',
  bookingId: '0190a1b2-0000-7000-8000-000000000100',
  title: 'Rezervasyonunuz onaylandı',
  body: 'Deniz Yürür, Tekir için 12 Haz 2026 09:00 köpek gezdirme talebinizi onayladı.',
  path: '/owner/bookings',
  readAt: null,
  createdAt: '2026-06-10T07:00:00.000Z',
  ...over,
});

const Location = () => <output data-testid="location">{useLocation().pathname}</output>;

describe('notification bell', () => {
  it('shows the unread count on a link to the role’s notifications page, 99+ past 99', async () => {
    stubApi({ 'GET /api/notifications/unread-count': () => json(200, { unreadCount: 7 }) });
    await renderWithApp(<NotificationBell route="notifications" />, { user: testUser() });
    const bell = await screen.findByRole('link', { name: 'Bildirimler, 7 okunmamış' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.getByText('7')).toBeInTheDocument();
    vi.unstubAllGlobals();

    stubApi({ 'GET /api/notifications/unread-count': () => json(200, { unreadCount: 120 }) });
    await renderWithApp(<NotificationBell route="petWalker.notifications" />, {
      user: testUser({ role: 'pet_walker' }),
    });
    expect(await screen.findByText('99+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bildirimler, 120 okunmamış' })).toHaveAttribute(
      'href',
      '/pet-walker/notifications',
    );
  });

  it('asks again when the window gets the focus back', async () => {
    let unread = 0;
    const requests = stubApi({
      'GET /api/notifications/unread-count': () => json(200, { unreadCount: unread }),
    });
    await renderWithApp(<NotificationBell route="notifications" />, { user: testUser() });
    expect(await screen.findByRole('link', { name: 'Bildirimler' })).toBeInTheDocument();
    unread = 2;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(
      await screen.findByRole('link', { name: 'Bildirimler, 2 okunmamış' }),
    ).toBeInTheDocument();
    expect(
      requests.filter((request) => request.path === '/api/notifications/unread-count'),
    ).toHaveLength(2);
    focusManager.setFocused(undefined);
  });
});

describe('notifications page', () => {
  const unread = notice();
  const read = notice({
    id: '0190a1b2-0000-7000-8000-000000000302',
    type: 'booking_requested',
    title: 'Yeni rezervasyon talebi',
    path: null,
    readAt: '2026-06-09T10:00:00.000Z',
    createdAt: '2026-06-09T07:00:00.000Z',
  });

  it('highlights the unread; opening one marks it read, updates the badge and follows its link', async () => {
    let list: List = { items: [unread, read], total: 2, unreadCount: 1, page: 1, pageSize: 20 };
    const requests = stubApi({
      'GET /api/notifications': () => json(200, list),
      'GET /api/notifications/unread-count': () => json(200, { unreadCount: list.unreadCount }),
      'POST /api/notifications/*/read': () => {
        list = {
          ...list,
          unreadCount: 0,
          items: [{ ...unread, readAt: '2026-06-10T08:00:00.000Z' }, read],
        };
        return json(200, { unreadCount: 0 });
      },
    });
    await renderWithApp(
      <>
        <NotificationBell route="notifications" />
        <NotificationList />
        <Location />
      </>,
      { user: testUser(), path: '/notifications' },
    );
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((item) => item.hasAttribute('data-unread'))).toEqual([true, false]);
    expect(within(items[0]!).getByText('Yeni')).toBeInTheDocument();
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('1 okunmamış bildirim');
    expect(
      await screen.findByRole('link', { name: 'Bildirimler, 1 okunmamış' }),
    ).toBeInTheDocument();
    // A read notification without a link is not a button.
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();

    fireEvent.click(within(items[0]!).getByRole('button'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/owner/bookings'),
    );
    expect(requests.find((request) => request.method === 'POST')?.path).toBe(
      `/api/notifications/${unread.id}/read`,
    );
    expect(await screen.findByRole('link', { name: 'Bildirimler' })).toBeInTheDocument();
  });

  it('marks all as read, and is disabled with nothing unread', async () => {
    let list: List = { items: [unread], total: 1, unreadCount: 1, page: 1, pageSize: 20 };
    const requests = stubApi({
      'GET /api/notifications': () => json(200, list),
      'POST /api/notifications/read-all': () => {
        list = {
          ...list,
          unreadCount: 0,
          items: [{ ...unread, readAt: '2026-06-10T08:00:00.000Z' }],
        };
        return json(200, { unreadCount: 0 });
      },
    });
    await renderWithApp(<NotificationList />, { user: testUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Tümünü okundu işaretle' }));
    await waitFor(() =>
      expect(screen.getByTestId('unread-summary')).toHaveTextContent('Tüm bildirimleri okudunuz.'),
    );
    expect(requests.some((request) => request.path === '/api/notifications/read-all')).toBe(true);
    expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeDisabled();
  });

  it('shows the empty state', async () => {
    stubApi({
      'GET /api/notifications': () =>
        json(200, { items: [], total: 0, unreadCount: 0, page: 1, pageSize: 20 }),
    });
    await renderWithApp(<NotificationList />, { user: testUser() });
    expect(await screen.findByText('Henüz bildiriminiz yok')).toBeInTheDocument();
  });

  it('shows a retryable error banner when the list cannot be read', async () => {
    // A 4xx: the query client does not retry it, so the banner shows at once.
    stubApi({
      'GET /api/notifications': () => json(403, { code: 'FORBIDDEN', message: 'Yetkiniz yok.' }),
    });
    await renderWithApp(<NotificationList />, { user: testUser() });
    expect(await screen.findByText('Bildirimler alınırken bir hata oluştu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
