import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, useParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';

import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import { isNotFoundError, useRecordState } from './use-record-state';

/** How long the message stays before the list opens, in these tests. */
const AFTER_MS = 200;

/** A server that answers each read of a thing after `ms`: a 404, another error, or the thing. */
const slowServer = (answer: (id: string) => 'missing' | 'broken' | 'found', ms: number) => {
  const reads: string[] = [];
  const read = async (id: string) => {
    reads.push(id);
    await new Promise((resolve) => setTimeout(resolve, ms));
    const kind = answer(id);
    if (kind === 'missing') throw new ApiError(404, 'NOT_FOUND', 'Bulunamadı.');
    if (kind === 'broken') throw new ApiError(403, 'FORBIDDEN', 'Yetkiniz yok.');
    return { id };
  };
  return { reads, read };
};

const Thing = ({ read }: { read: (id: string) => Promise<{ id: string }> }) => {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['thing', id], queryFn: () => read(id) });
  const state = useRecordState(query, { key: id, to: '/things', afterMs: AFTER_MS });
  return <p data-testid="state">{state}</p>;
};

const renderThing = (path: string, read: (id: string) => Promise<{ id: string }>) => {
  const queryClient: QueryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/things', element: <p>list</p> },
      { path: '/things/:id', element: <Thing read={read} /> },
    ],
    { initialEntries: ['/things', path], initialIndex: 1 },
  );
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const state = () => within(container).queryByTestId('state')?.textContent;
  return { queryClient, router, state };
};

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('useRecordState', () => {
  it('shows loading through a slow 404, then the message for the delay, then replaces the address with the list', async () => {
    const server = slowServer(() => 'missing', 400);
    const view = renderThing('/things/x1', server.read);
    expect(view.state()).toBe('loading');
    await sleep(300);
    expect(view.state()).toBe('loading');

    await waitFor(() => expect(view.state()).toBe('not-found'));
    const shownAt = Date.now();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/things'));
    // The message stayed its full delay, counted from when it showed, not from the request.
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(AFTER_MS - 20);
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('list')).toBeInTheDocument();
    // A 404 is an answer: asked once, never retried.
    expect(server.reads).toEqual(['x1']);
  });

  it('a refetch while the message shows keeps the message and does not restart the delay', async () => {
    // Slower than the delay: a refetch that put the screen back to loading (or restarted the
    // timer) would keep it off the list until after this answer.
    const server = slowServer(() => 'missing', 600);
    const view = renderThing('/things/x2', server.read);
    await waitFor(() => expect(view.state()).toBe('not-found'), { timeout: 2000 });

    await act(async () => {
      void view.queryClient.invalidateQueries({ queryKey: ['thing'] });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(server.reads).toHaveLength(2);
    expect(view.state()).toBe('not-found');

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/things'), {
      timeout: 500,
    });
  });

  it('another refusal fails and stays; a found record is ready', async () => {
    const server = slowServer((id) => (id === 'ok' ? 'found' : 'broken'), 50);
    const broken = renderThing('/things/broken', server.read);
    await waitFor(() => expect(broken.state()).toBe('failed'));
    await sleep(AFTER_MS + 50);
    expect(broken.router.state.location.pathname).toBe('/things/broken');

    const found = renderThing('/things/ok', server.read);
    await waitFor(() => expect(found.state()).toBe('ready'));
    await sleep(AFTER_MS + 50);
    expect(found.router.state.location.pathname).toBe('/things/ok');
  });

  it('starts over on another id of the same screen: loading, not the last id’s message', async () => {
    const server = slowServer((id) => (id === 'ok' ? 'found' : 'missing'), 100);
    const view = renderThing('/things/gone', server.read);
    await waitFor(() => expect(view.state()).toBe('not-found'));
    await act(() => view.router.navigate('/things/ok'));
    expect(view.state()).toBe('loading');
    await waitFor(() => expect(view.state()).toBe('ready'));
    await sleep(AFTER_MS + 50);
    expect(view.router.state.location.pathname).toBe('/things/ok');
  });
});

describe('isNotFoundError', () => {
  it('is a 404, or one of the feature’s not-found codes', () => {
    expect(isNotFoundError(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(true);
    expect(isNotFoundError(new ApiError(410, 'PET_GONE', 'x'), ['PET_GONE'])).toBe(true);
    expect(isNotFoundError(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(false);
    expect(isNotFoundError(new ApiError(0, 'NETWORK', 'x'))).toBe(false);
    expect(isNotFoundError(new Error('x'))).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
  });
});
