import { randomBytes, randomUUID } from 'node:crypto';

import type { Role, SelectableRole } from '@patili/domain/access';
import type { Locale } from '@patili/domain/i18n';

import type { Db } from '../src/db/client.ts';
import { account, providerProfile, user } from '../src/db/schema/index.ts';
import type { Auth } from '../src/lib/auth.ts';
import { generateReferralCode } from '../src/lib/referral-code.ts';

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
  const id = randomUUID();
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
  await db.insert(account).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
  return { ...row, password };
};

export type CreateProviderProfileOptions = {
  bio?: string;
  services?: string[];
  details?: Record<string, unknown>;
  priceKurus?: number | null;
  searchText?: string;
  ratingAverage?: number | null;
  ratingCount?: number;
};

/**
 * Writes a provider profile row for a provider user as given (tests and the demo seed). The
 * profile's kind is the user's role.
 */
export const createProviderProfile = async (
  { db }: { db: Db },
  provider: { id: string; role: string },
  options: CreateProviderProfileOptions = {},
) => {
  const [row] = await db
    .insert(providerProfile)
    .values({
      userId: provider.id,
      kind: provider.role,
      bio: options.bio ?? '',
      services: options.services ?? [],
      details: options.details ?? {},
      priceKurus: options.priceKurus ?? null,
      searchText: options.searchText ?? '',
      ratingAverage: options.ratingAverage ?? null,
      ratingCount: options.ratingCount ?? 0,
    })
    .returning();
  if (!row) throw new Error('provider profile insert returned nothing');
  return row;
};
