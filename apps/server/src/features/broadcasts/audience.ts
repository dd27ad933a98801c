import type { BroadcastAudience } from '@patili/domain/broadcasts';
import { and, eq, isNull, lte, ne, type SQL } from 'drizzle-orm';

import { user } from '../../db/schema/index.ts';

/**
 * Who an announcement reaches (all, sitters or owners): active accounts that are neither
 * deleted nor banned and existed when it was sent; `all` is every such account but the admins'.
 */
export const audienceWhere = (audience: BroadcastAudience, sentAt: Date): SQL => {
  const role =
    audience === 'sitters'
      ? eq(user.role, 'sitter')
      : audience === 'owners'
        ? eq(user.role, 'owner')
        : ne(user.role, 'admin');
  return and(
    role,
    eq(user.isActive, true),
    isNull(user.deletedAt),
    isNull(user.bannedAt),
    lte(user.createdAt, sentAt),
  )!;
};
