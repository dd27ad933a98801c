import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp, testUser } from '../../../testing/render';
import { MicrochipLookup } from './microchip-lookup';

const json = (status: number, body: unknown) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as the lookup sees it: `registered` numbers, and what was sent. */
const stubServer = (registered: readonly string[]) => {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(init.body as string) as { microchip: string }) : null;
      sent.push({ url, body });
      if (url.endsWith('/notify-owner')) return Promise.resolve(json(204, null));
      return Promise.resolve(json(200, { microchip: body?.microchip, registered: registered.includes(body?.microchip ?? '') }));
    }),
  );
  return sent;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const lookUp = (number: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: /Mikroçip numarası/ }), { target: { value: number } });
  fireEvent.click(screen.getByRole('button', { name: 'Sorgula' }));
};

describe('the vet’s microchip lookup', () => {
  it('sends the number as digits, says it is registered, and tells the owner only after confirming', async () => {
    const sent = stubServer(['792098100123456']);
    await renderWithApp(<MicrochipLookup />, { user: testUser({ role: 'veterinarian' }) });
    lookUp('792 0981 0012 3456');
    const result = await screen.findByTestId('microchip-result');
    expect(within(result).getByText('Bu numara Patili’de kayıtlı bir evcil hayvana ait.')).toBeInTheDocument();
    expect(within(result).getByText('792 0981 0012 3456')).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/microchips/lookup', body: { microchip: '792098100123456' } }]);

    fireEvent.click(within(result).getByRole('button', { name: 'Sahibine haber ver' }));
    expect(sent).toHaveLength(1);
    fireEvent.click(await screen.findByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('Sahibine haber verildi. Profilinizden size ulaşabilir.')).toBeInTheDocument();
    expect(sent[1]).toEqual({ url: '/api/microchips/notify-owner', body: { microchip: '792098100123456' } });
  });

  it('offers a found report for a number not registered, and refuses a malformed one before asking', async () => {
    const sent = stubServer([]);
    await renderWithApp(<MicrochipLookup />, { user: testUser({ role: 'veterinarian' }) });
    lookUp('12345');
    expect((await screen.findAllByText('Mikroçip numarası 15 rakamdan oluşmalıdır (ISO 11784/11785).')).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
    lookUp('792098100000000');
    const result = await screen.findByTestId('microchip-result');
    expect(within(result).getByText(/Bu numara Patili’de kayıtlı değil\./)).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Bulundu ilanı ver' })).toHaveAttribute('href', '/lost-and-found/report');
    expect(within(result).queryByRole('button', { name: 'Sahibine haber ver' })).toBeNull();
  });
});
