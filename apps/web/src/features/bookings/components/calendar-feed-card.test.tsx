import type { CalendarFeedResponse } from '@patili/domain/bookings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { bookingView } from '../../../testing/booking-factories';
import { renderWithApp, testUser } from '../../../testing/render';
import { AddToCalendarButton } from './add-to-calendar-button';
import { CalendarFeedCard } from './calendar-feed-card';

const URL_A = `http://localhost:3000/api/calendar/${'A'.repeat(43)}/bookings.ics`;
const URL_B = `http://localhost:3000/api/calendar/${'B'.repeat(43)}/bookings.ics`;
const feedOf = (url: string | null): CalendarFeedResponse => ({
  feed: url ? { url, createdAt: '2030-03-01T09:00:00.000Z' } : null,
});

const walker = testUser({ id: 'w1', role: 'pet_walker', name: 'Can Öztürk' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the calendar feed card', () => {
  it('offers to make a feed when there is none, then shows its address to copy', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const requests = stubApi({
      'GET /api/bookings/calendar-feed': () => json(200, feedOf(null)),
      'POST /api/bookings/calendar-feed': () => json(200, feedOf(URL_A)),
    });
    await renderWithApp(<CalendarFeedCard />, { user: walker });

    expect(await screen.findByText('Henüz bir takvim adresiniz yok.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Takvim adresi oluştur' }));

    expect(await screen.findByDisplayValue(URL_A)).toBeInTheDocument();
    expect(screen.getByText('Takvim adresiniz hazır.')).toBeInTheDocument();
    expect(screen.getByText(/iPhone'da Ayarlar/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Adresi kopyala' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_A));
    expect(await screen.findByRole('button', { name: 'Adres kopyalandı' })).toBeInTheDocument();
  });

  it('renews the address only once confirmed, and says the old one stops working', async () => {
    const requests = stubApi({
      'GET /api/bookings/calendar-feed': () => json(200, feedOf(URL_A)),
      'POST /api/bookings/calendar-feed': () => json(200, feedOf(URL_B)),
    });
    await renderWithApp(<CalendarFeedCard />, { user: walker });
    expect(await screen.findByDisplayValue(URL_A)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Yenile (eski adres çalışmaz)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Takvim adresi yenilensin mi?' });
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yenile' }));

    expect(await screen.findByDisplayValue(URL_B)).toBeInTheDocument();
    expect(screen.getByText('Takvim adresi yenilendi; eski adres artık çalışmıyor.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('turns the feed off once confirmed; a cancelled question sends nothing', async () => {
    const requests = stubApi({
      'GET /api/bookings/calendar-feed': () => json(200, feedOf(URL_A)),
      'DELETE /api/bookings/calendar-feed': () => new Response(null, { status: 204 }),
    });
    await renderWithApp(<CalendarFeedCard />, { user: walker });
    await screen.findByDisplayValue(URL_A);

    fireEvent.click(screen.getByRole('button', { name: 'Aboneliği kapat' }));
    let dialog = await screen.findByRole('dialog', { name: 'Takvim aboneliği kapatılsın mı?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Aboneliği kapat' }));
    dialog = await screen.findByRole('dialog', { name: 'Takvim aboneliği kapatılsın mı?' });
    // The dialog's own close button is also "Kapat": the confirm is the one with the test id.
    expect(within(dialog).getByTestId('calendar-feed-confirm')).toHaveTextContent('Kapat');
    fireEvent.click(within(dialog).getByTestId('calendar-feed-confirm'));

    expect(await screen.findByText('Takvim aboneliği kapatıldı.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Takvim adresi oluştur' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('says when the feed cannot be read, with a retry', async () => {
    // A refusal, which the client does not retry (a 5xx would be retried twice, seconds apart).
    stubApi({ 'GET /api/bookings/calendar-feed': () => json(403, { code: 'FORBIDDEN', message: 'x' }) });
    await renderWithApp(<CalendarFeedCard />, { user: walker });
    expect(await screen.findByText('Takvim aboneliği yüklenemedi.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});

describe('the add-to-calendar button', () => {
  it("links a confirmed booking's .ics in the page's language, and shows nothing for a pending one", async () => {
    stubApi({});
    const confirmed = bookingView({ id: 'b-1', status: 'confirmed' });
    const { unmount } = await renderWithApp(<AddToCalendarButton booking={confirmed} />);
    const link = screen.getByRole('link', { name: /^Takvime ekle: Selin Bakıcı ile rezervasyon/ });
    expect(link).toHaveAttribute('href', '/api/bookings/b-1/calendar.ics?locale=tr');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent('Takvime ekle');
    unmount();

    await renderWithApp(<AddToCalendarButton booking={bookingView({ status: 'pending' })} />);
    expect(screen.queryByTestId('add-to-calendar')).not.toBeInTheDocument();
  });
});
