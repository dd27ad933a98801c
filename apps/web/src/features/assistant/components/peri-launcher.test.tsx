import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { setPeriSlot } from '../../../lib/peri-slot';
import { renderWithApp, testUser } from '../../../testing/render';
import { isBubbleDismissedToday } from '../utils/bubble-dismissal';
import PeriLauncher, { PERI_BUBBLE_DELAY_MS, PERI_BUBBLE_VISIBLE_MS } from './peri-launcher';

afterEach(() => {
  vi.unstubAllGlobals();
});

const USER = testUser().id;

/** The launcher with the top bar's slot its button goes in, as the signed-in layouts have it. */
const renderLauncher = async () => {
  await renderWithApp(
    <>
      <header>
        <span ref={setPeriSlot} />
      </header>
      <PeriLauncher userId={USER} />
    </>,
    { user: testUser() },
  );
};

/** Lets the bubble's delay pass. */
const wait = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
};

describe("Peri's launcher", () => {
  it('shows the suggestion 1.5 s after the page loads, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderLauncher();
    expect(screen.getByRole('button', { name: "Peri Akıllı Asistan'ı aç" })).toBeInTheDocument();
    await wait(PERI_BUBBLE_DELAY_MS - 100);
    expect(screen.queryByTestId('peri-bubble')).not.toBeInTheDocument();
    await wait(100);
    expect(screen.getByTestId('peri-bubble')).toHaveTextContent('Merhaba, ben Peri!');
  });

  it('forgets the suggestion for the rest of the day once dismissed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderLauncher();
    await wait(PERI_BUBBLE_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Öneriyi kapat' }));
    expect(screen.queryByTestId('peri-bubble')).not.toBeInTheDocument();
    expect(isBubbleDismissedToday(USER)).toBe(true);
    // Another user in the same browser still gets it.
    expect(isBubbleDismissedToday('someone-else')).toBe(false);
    // Tomorrow it comes back.
    expect(isBubbleDismissedToday(USER, new Date(Date.now() + 24 * 60 * 60_000))).toBe(false);
  });

  it('does not show the suggestion again the same day', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderLauncher();
    await wait(PERI_BUBBLE_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Öneriyi kapat' }));
    cleanup();
    await renderLauncher();
    await wait(PERI_BUBBLE_DELAY_MS * 2);
    expect(screen.queryByTestId('peri-bubble')).not.toBeInTheDocument();
  });

  it('steps aside by itself after a while unless the pointer is on it, and does not come back the same day', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderLauncher();
    await wait(PERI_BUBBLE_DELAY_MS);
    const bubble = screen.getByTestId('peri-bubble');
    fireEvent.mouseEnter(bubble);
    await wait(PERI_BUBBLE_VISIBLE_MS + 1_000);
    expect(screen.getByTestId('peri-bubble')).toBeInTheDocument();
    fireEvent.mouseLeave(bubble);
    await wait(PERI_BUBBLE_VISIBLE_MS);
    expect(screen.queryByTestId('peri-bubble')).not.toBeInTheDocument();
    // Shown once today: another page load today does not bring it back.
    cleanup();
    await renderLauncher();
    await wait(PERI_BUBBLE_DELAY_MS * 2);
    expect(screen.queryByTestId('peri-bubble')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Peri Akıllı Asistan'ı aç" })).toBeInTheDocument();
  });

  it('opens the dialog from the suggestion', async () => {
    stubApi({
      'GET /api/assistant/consent': () => json(200, { consent: null }),
      'GET /api/assistant/messages': () =>
        json(200, { day: '2030-05-01', items: [], welcome: 'Merhaba! Ben Peri.' }),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderLauncher();
    await wait(PERI_BUBBLE_DELAY_MS);
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Peri ile sohbet et' }));
    expect(
      await screen.findByRole('dialog', { name: 'Peri Akıllı Asistan' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /Adım/ })).toBeInTheDocument();
    expect(screen.queryByTestId('peri-bubble')).not.toBeInTheDocument();
  });
});
