import type { TimeRange } from '@patili/domain/shared';
import { and, eq, gt, lt, type Column, type SQL } from 'drizzle-orm';

import { booking } from '../../db/schema/index.ts';

/**
 * The provider's confirmed bookings that overlap `span` (one starting before it ends and ending
 * after it starts), as the provider's confirmed-by-start index reads them. `providerId` is a
 * value, or the column of an outer query's provider.
 */
export const confirmedOverlapping = (
  providerId: string | Column,
  span: TimeRange,
): SQL | undefined =>
  and(
    eq(booking.providerId, providerId),
    eq(booking.status, 'confirmed'),
    lt(booking.startsAt, span.endsAt),
    gt(booking.endsAt, span.startsAt),
  );
