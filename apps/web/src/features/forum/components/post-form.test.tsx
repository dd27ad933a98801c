import type { ForumPost } from '@patili/domain/forum';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp, testUser } from '../../../testing/render';
import { PostForm } from './post-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const stored: ForumPost = {
  id: '5f0c6a6e-8a51-4c1e-9a43-2f7d0f3f4a11',
  title: 'Kedim mama seçiyor',
  content: 'Ne yapmalıyım?',
  author: { id: 'u1', name: 'Ayşe Yılmaz', avatarUrl: null },
  replyCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastActivityAt: '2026-11-01T10:00:00.000Z',
  isOwn: true,
  canDelete: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const fill = () => {
  fireEvent.change(screen.getByRole('textbox', { name: /Başlık/ }), {
    target: { value: '  Kedim mama seçiyor ' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /İçerik/ }), {
    target: { value: 'Ne yapmalıyım?\nİkinci satır' },
  });
};

describe('new post form', () => {
  it('asks for a title and content, and sends nothing, on an empty submit', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderWithApp(<PostForm onCreated={vi.fn()} onCancel={vi.fn()} />, { user: testUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Paylaş' }));
    expect(await screen.findByText('Lütfen bir başlık yazın.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen gönderinizin içeriğini yazın.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the server refuses, and says why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          json(429, {
            code: 'RATE_LIMITED',
            message: 'Kısa sürede çok fazla gönderi açtınız. Lütfen 10 dakika sonra yeniden deneyin.',
          }),
        ),
      ),
    );
    const onCreated = vi.fn();
    await renderWithApp(<PostForm onCreated={onCreated} onCancel={vi.fn()} />, { user: testUser() });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Paylaş' }));
    expect(
      await screen.findByText(
        'Kısa sürede çok fazla gönderi açtınız. Lütfen 10 dakika sonra yeniden deneyin.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Başlık/ })).toHaveValue('  Kedim mama seçiyor ');
    expect(screen.getByRole('textbox', { name: /İçerik/ })).toHaveValue('Ne yapmalıyım?\nİkinci satır');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('sends title and content and hands back the stored post', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        sent.push(JSON.parse(init?.body as string));
        return Promise.resolve(json(201, stored));
      }),
    );
    const onCreated = vi.fn();
    await renderWithApp(<PostForm onCreated={onCreated} onCancel={vi.fn()} />, { user: testUser() });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Paylaş' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(stored));
    expect(sent).toEqual([{ title: '  Kedim mama seçiyor ', content: 'Ne yapmalıyım?\nİkinci satır' }]);
  });
});
