import type { SelectableRole } from '@patili/domain/access';
import type { Locale } from '@patili/domain/i18n';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Sets the role of a user who has none yet. The `role = 'none'` condition makes a second call (or
 * a race) fail with 409 instead of silently switching roles; later changes are an admin action.
 */
export const chooseRole = async ({ db, userId, role }: { db: Db; userId: string; role: SelectableRole }) => {
  const [row] = await db
    .update(user)
    .set({ role, targetPath: null, updatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.role, 'none')))
    .returning({ role: user.role });
  if (!row) throw new AppError('CONFLICT', { messageKey: 'errors:ROLE_ALREADY_CHOSEN' });
  return { role };
};

export const setLocale = async ({ db, userId, locale }: { db: Db; userId: string; locale: Locale }) => {
  await db.update(user).set({ locale, updatedAt: new Date() }).where(eq(user.id, userId));
  return { locale };
};
