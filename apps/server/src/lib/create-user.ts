import { randomBytes } from 'node:crypto';

import type { Role, SelectableRole } from '@patili/domain/access';
import type { Locale } from '@patili/domain/i18n';

import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { account, user } from '../db/schema/index.ts';
import type { Auth } from './auth.ts';
import { generateReferralCode } from './referral-code.ts';

export type CreateUserOptions = {
  email?: string;
  name?: string;
  password?: string;
  role?: Role;
  emailVerified?: boolean;
  signupRole?: SelectableRole | null;
  locale?: Locale;
  isActive?: boolean;
  referralCode?: string;
  usedReferralCode?: string | null;
};

export type CreatedUser = typeof user.$inferSelect & { password: string };

let sequence = 0;

/**
 * Creates a user with an e-mail + password account, bypassing the sign-up form (tests and the
 * demo seed). Defaults: a verified owner with a unique e-mail and the password `Patili123!`.
 */
export const createUser = async (
  { db, auth }: { db: Db; auth: Auth },
  options: CreateUserOptions = {},
): Promise<CreatedUser> => {
  sequence += 1;
  const password = options.password ?? 'Patili123!';
  const id = newId();
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const email = (options.email ?? `user-${sequence}-${randomBytes(3).toString('hex')}@test.patili.app`).toLowerCase();
  const [row] = await db
    .insert(user)
    .values({
      id,
      email,
      name: options.name ?? `Test Kullanıcı ${sequence}`,
      emailVerified: options.emailVerified ?? true,
      role: options.role ?? 'owner',
      signupRole: options.signupRole ?? null,
      locale: options.locale ?? 'tr',
      isActive: options.isActive ?? true,
      referralCode: options.referralCode ?? generateReferralCode(),
      usedReferralCode: options.usedReferralCode ?? null,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  await db.insert(account).values({ id: newId(), accountId: id, providerId: 'credential', userId: id, password: hash });
  return { ...row, password };
};
