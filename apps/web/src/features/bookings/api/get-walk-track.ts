import { WALK_REFETCH_INTERVAL_MS, type WalkTrack } from '@patili/domain/bookings';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingsQueryKey } from './list-bookings';

/** A walk's route and report; under the booking keys, so a change to the booking reads it again too. */
export const walkTrackQueryKey = (bookingId: string) =>
  [...bookingsQueryKey, 'walk', bookingId] as const;

export const getWalkTrack = (bookingId: string, after?: string, signal?: AbortSignal) =>
  api.GET('/api/bookings/{bookingId}/walk', {
    params: { path: { bookingId }, query: { after } },
    signal,
  });

/**
 * A later answer (`after` the last point held) added to what is held: the stored route only grows
 * forward, so its new points follow the held ones. Without a held route, the answer as it is.
 */
export const mergeWalkTrack = (
  held: WalkTrack | undefined,
  next: WalkTrack,
  after: string | undefined,
): WalkTrack => {
  if (!held || after === undefined) return next;
  return {
    ...next,
    points: [...held.points, ...next.points.filter((point) => point.recordedAt > after)],
  };
};

/**
 * Reads the walk: the whole route the first time, then only the points after the last one held.
 * Should the merged route not count what the server counts (a route cleared, a gap), it is read
 * whole again.
 */
const readWalkTrack = async (
  queryClient: QueryClient,
  bookingId: string,
  signal: AbortSignal,
): Promise<WalkTrack> => {
  const held = queryClient.getQueryData<WalkTrack>(walkTrackQueryKey(bookingId));
  const after = held?.points.at(-1)?.recordedAt;
  const merged = mergeWalkTrack(held, await getWalkTrack(bookingId, after, signal), after);
  return merged.points.length === merged.pointCount
    ? merged
    : getWalkTrack(bookingId, undefined, signal);
};

/**
 * A walk as its owner or walker follows it: read again on each live `walk` event (the realtime
 * bridge), and every 10 s while the walk is on in case an event was missed (every 30 s while it
 * has not started: the start is pushed as a booking change).
 */
export const useWalkTrack = (bookingId: string, { enabled = true }: { enabled?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: walkTrackQueryKey(bookingId),
    queryFn: ({ signal }) => readWalkTrack(queryClient, bookingId, signal),
    refetchInterval: (query) => {
      const walk = query.state.data;
      if (!walk || walk.finishedAt) return false;
      return walk.live ? WALK_REFETCH_INTERVAL_MS : WALK_REFETCH_INTERVAL_MS * 3;
    },
    enabled,
  });
};
