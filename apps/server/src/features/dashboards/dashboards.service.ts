import type { Dashboard } from '@patili/domain/dashboards';

import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../lib/context.ts';
import { ownerDashboard } from './owner-dashboard.service.ts';
import {
  petWalkerDashboard,
  sitterDashboard,
  trainerDashboard,
  veterinarianDashboard,
} from './provider-dashboards.service.ts';

/**
 * The dashboards' numbers: each role's counts, read from the bookings, reviews,
 * pets, referral and emergency tables (this feature writes nothing). Every count is one indexed
 * query; "today", "upcoming" and "this week" are Istanbul's, whatever the server's zone.
 */

/** `GET /api/dashboards/me`: the caller's role's numbers; 404 for the admin and a user without a role. */
export const getDashboard = async ({
  db,
  user,
  now,
}: {
  db: Db;
  user: Pick<CurrentUser, 'id' | 'role' | 'isAdmin' | 'referralCode'>;
  now: Date;
}): Promise<Dashboard> => {
  // The admin account (which passes every role list) has its own dashboard of platform counts.
  if (user.isAdmin) throw new AppError('NOT_FOUND');
  switch (user.role) {
    case 'owner':
      return ownerDashboard({ db, user, now });
    case 'sitter':
      return sitterDashboard({ db, providerId: user.id, now });
    case 'veterinarian':
      return veterinarianDashboard({ db, providerId: user.id, now });
    case 'pet_walker':
      return petWalkerDashboard({ db, providerId: user.id, now });
    case 'trainer':
      return trainerDashboard({ db, providerId: user.id, now });
    case 'admin':
    case 'none':
      throw new AppError('NOT_FOUND');
  }
};
