import type { AvailabilityResponse } from '@patili/domain/bookings';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../../lib/i18n';
import { json, stubApi } from '../../../testing/api-stub';
import { IDS } from '../../../testing/booking-factories';
import { renderWithApp, testUser } from '../../../testing/render';
import { AvailabilityCalendar } from './availability-calendar';

/** The calendar opens on June 2026 and offers a year: 1 June 2026 to 31 May 2027. */
const TODAY = '2026-06-10';
const RANGE = { from: '2026-06-01', to: '2027-05-31' };

const answer = (over: Partial<AvailabilityResponse> = {}): AvailabilityResponse => ({
  providerId: IDS.walker,
  ...RANGE,
  unavailableDays: ['2026-06-20'],
  bookedDays: ['2026-06-12'],
  ...over,
});

const stub = (save: (body: unknown) => Response = (body) => json(200, answer(body as object))) =>
  stubApi({
    'GET /api/bookings/availability': () => json(200, answer()),
    'PUT /api/bookings/availability': (request) => save(request.body),
  });

const renderCalendar = () =>
  renderWithApp(<AvailabilityCalendar today={TODAY} />, {
    user: testUser({ role: 'pet_walker' }),
    path: '/pet-walker/calendar',
  });

const day = (date: string) => {
  const button = document.querySelector(`[data-day="${date}"]`);
  if (!button) throw new Error(`no day ${date} on screen`);
  return button as HTMLButtonElement;
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('tr');
});

describe('availability calendar', () => {
  it('shows the month Monday-first in Turkish, past days disabled, closed and booked days marked', async () => {
    const requests = stub();
    await renderCalendar();
    expect(await screen.findByRole('heading', { name: 'Haziran 2026' })).toBeInTheDocument();
    expect(requests[0]?.query.get('from')).toBe(RANGE.from);
    expect(requests[0]?.query.get('to')).toBe(RANGE.to);
    expect(screen.getAllByTestId('weekday').map((cell) => cell.textContent)).toEqual([
      'Pzt',
      'Sal',
      'Çar',
      'Per',
      'Cum',
      'Cmt',
      'Paz',
    ]);
    // 1 June 2026 is a Monday: the first cell.
    const grid = screen.getByRole('group', { name: 'Haziran 2026 takvimi' });
    expect(within(grid).getAllByRole('button')[0]).toBe(day('2026-06-01'));
    expect(day('2026-06-09')).toBeDisabled();
    expect(day('2026-06-10')).toBeEnabled();
    expect(day('2026-06-20')).toHaveAccessibleName('20 Haziran 2026 Cumartesi: Müsait değil');
    expect(day('2026-06-20')).toHaveAttribute('aria-pressed', 'true');
    expect(day('2026-06-12')).toHaveAccessibleName(
      '12 Haziran 2026 Cuma: Müsait, onaylı rezervasyon var',
    );
    expect(screen.getByRole('button', { name: 'Önceki ay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  });

  it('toggles days across months, shows the unsaved changes and saves the year with them', async () => {
    const requests = stub();
    await renderCalendar();
    await screen.findByRole('heading', { name: 'Haziran 2026' });
    fireEvent.click(day('2026-06-15'));
    fireEvent.click(day('2026-06-20'));
    expect(day('2026-06-15')).toHaveAttribute('aria-pressed', 'true');
    expect(day('2026-06-20')).toHaveAttribute('aria-pressed', 'false');
    // A past day does nothing.
    fireEvent.click(day('2026-06-09'));
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki ay' }));
    expect(await screen.findByRole('heading', { name: 'Temmuz 2026' })).toBeInTheDocument();
    // 1 July 2026 is a Wednesday: two blanks before it in a Monday-first grid.
    const cells = within(screen.getByRole('group', { name: 'Temmuz 2026 takvimi' }));
    expect(cells.getAllByTestId('blank-day').length).toBeGreaterThanOrEqual(2);
    fireEvent.click(day('2026-07-04'));
    expect(screen.getByText('3 gün değişti; kaydedilmedi.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      ...RANGE,
      unavailableDays: ['2026-06-15', '2026-07-04'],
    });
    expect(await screen.findByText('Müsaitlik durumunuz güncellendi.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('3 gün değişti; kaydedilmedi.')).not.toBeInTheDocument(),
    );
  });

  it('keeps the changes and says so when the save fails; undo restores the saved days', async () => {
    stub(() => json(500, { code: 'INTERNAL', message: 'Beklenmeyen hata.' }));
    await renderCalendar();
    await screen.findByRole('heading', { name: 'Haziran 2026' });
    fireEvent.click(day('2026-06-16'));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Müsaitlik bilgisi kaydedilemedi. Lütfen tekrar deneyin.'),
    ).toBeInTheDocument();
    expect(day('2026-06-16')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Değişiklikleri geri al' }));
    expect(day('2026-06-16')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  });

  it('starts the week on Sunday in English', async () => {
    stub();
    await renderCalendar();
    await screen.findByRole('heading', { name: 'Haziran 2026' });
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'June 2026' })).toBeInTheDocument();
    expect(screen.getAllByTestId('weekday').map((cell) => cell.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    // 1 June 2026 is a Monday: one blank (Sunday 31 May) before it.
    const grid = within(screen.getByRole('group', { name: 'June 2026 calendar' }));
    expect(grid.getAllByTestId('blank-day')[0]?.nextElementSibling).toBe(day('2026-06-01'));
  });

  it('says when the calendar cannot be loaded', async () => {
    stubApi({
      'GET /api/bookings/availability': () =>
        json(403, { code: 'FORBIDDEN', message: 'Bu işlem için yetkiniz yok.' }),
    });
    await renderCalendar();
    expect(
      await screen.findByText('Müsaitlik bilgisi yüklenemedi. Lütfen tekrar deneyin.'),
    ).toBeInTheDocument();
  });
});
