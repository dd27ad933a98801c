import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { refreshAfterReady } from './realtime-bridge';

describe('refreshAfterReady', () => {
  it('refetches what was read before the connection was ready, even once it had begun connecting', async () => {
    const queryClient = new QueryClient();
    // The socket began connecting at 1 000 and was ready at 2 000: a count read at 1 500 may have
    // missed a notification made before the server held the socket, which it then pushed to no one.
    queryClient.setQueryData(['notifications', 'unread-count'], { count: 1 }, { updatedAt: 1_500 });
    queryClient.setQueryData(['bookings', 'mine'], [], { updatedAt: 900 });
    queryClient.setQueryData(['chat', 'unread'], 0, { updatedAt: 1_500 });
    queryClient.setQueryData(['notifications', 'list'], [], { updatedAt: 2_500 });
    queryClient.setQueryData(['pets'], [], { updatedAt: 900 });
    await refreshAfterReady(queryClient, 2_000);
    const invalidated = (queryKey: QueryKey) => queryClient.getQueryState(queryKey)?.isInvalidated;
    expect(invalidated(['notifications', 'unread-count'])).toBe(true);
    expect(invalidated(['bookings', 'mine'])).toBe(true);
    expect(invalidated(['chat', 'unread'])).toBe(true);
    // Read after it was ready: every later change is pushed. Nothing pushed: not refetched.
    expect(invalidated(['notifications', 'list'])).toBe(false);
    expect(invalidated(['pets'])).toBe(false);
  });
});
