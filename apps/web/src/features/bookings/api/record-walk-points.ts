import type { WalkPointInput } from '@patili/domain/bookings';

import { api } from '../../../lib/api-client';

/** Sends a batch of the walker's readings of a walk under way (`use-walk-tracker.ts` batches them). */
export const recordWalkPoints = (bookingId: string, points: readonly WalkPointInput[]) =>
  api.POST('/api/bookings/{bookingId}/walk/points', {
    params: { path: { bookingId } },
    body: { points: [...points] },
  });
