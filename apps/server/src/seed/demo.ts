import type { Role } from '@patili/domain/access';
import { petInputSchemaFor } from '@patili/domain/pets';
import { istanbulToday } from '@patili/domain/shared';
import { PROVIDER_KINDS, providerProfileInputSchema } from '@patili/domain/providers';
import { eq } from 'drizzle-orm';

import { createUser, type CreatedUser } from '../lib/create-user.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import { updateProfile } from '../features/accounts/accounts.service.ts';
import { createPet } from '../features/pets/pets.service.ts';
import { saveMyProviderProfile } from '../features/providers/providers.service.ts';
import type { AppDeps } from '../lib/context.ts';
import { uploadFile } from '../lib/files/files.ts';
import { seedDemoAdoption } from './demo-adoption.ts';
import { seedDemoArticles } from './demo-articles.ts';
import { seedDemoBookings } from './demo-bookings.ts';
import { seedDemoCalendar } from './demo-calendar.ts';
import { seedDemoCare } from './demo-care.ts';
import { seedDemoChat } from './demo-chat.ts';
import { seedDemoMating } from './demo-mating.ts';
import { seedDemoModeration } from './demo-moderation.ts';
import { seedDemoForum } from './demo-forum.ts';
import { seedDemoLostfound } from './demo-lostfound.ts';
import { seedDemoSecurity } from './demo-security.ts';
import { seedDemoSupport } from './demo-support.ts';
import { seedDemoPricing } from './demo-pricing.ts';
import { seedDemoPrivacy } from './demo-privacy.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedDemoVerification } from './demo-verification.ts';
import { DEMO_OWNERS, DEMO_PROVIDERS } from './demo-content.ts';
import { renderDemoPicture, type DemoPicture } from './demo-images.ts';

/** The password of every demo account (README lists the logins). */
export const DEMO_PASSWORD = 'Patili123!';

/**
 * One demo account per role, plus one who has not chosen a role yet; the log and README list these.
 * More providers of every kind, in other cities, come from `DEMO_PROVIDERS` (same password).
 */
export const DEMO_USERS: ReadonlyArray<{ email: string; name: string; role: Role }> = [
  { email: 'sahip@demo.patili.app', name: 'Ayşe Yılmaz', role: 'owner' },
  { email: 'bakici@demo.patili.app', name: 'Mehmet Demir', role: 'sitter' },
  { email: 'veteriner@demo.patili.app', name: 'Dr. Elif Kaya', role: 'veterinarian' },
  { email: 'gezdirici@demo.patili.app', name: 'Can Öztürk', role: 'pet_walker' },
  { email: 'egitmen@demo.patili.app', name: 'Zeynep Arslan', role: 'trainer' },
  { email: 'yeni@demo.patili.app', name: 'Deniz Aksoy', role: 'none' },
];

/**
 * Who signed up with whose referral code: the demo walker used the demo owner's, so the walker's
 * third completed walk with her (demo-bookings.ts) earns her a bonus of commission-free days, which
 * her dashboard's referral panel shows running.
 */
const DEMO_REFERRALS: ReadonlyMap<string, string> = new Map([['gezdirici@demo.patili.app', 'sahip@demo.patili.app']]);

type SeedDeps = { db: Db } & Pick<AppDeps, 'auth' | 'storage' | 'accountHooks' | 'limits'>;

/** What `seedDemo` needs of the app: the services' dependencies, and the mail of booking notifications. */
export type SeedDemoDeps = Pick<AppDeps, 'database' | 'auth' | 'storage' | 'accountHooks' | 'limits' | 'messenger' | 'config' | 'privacy'>;

/** Draws a demo picture and uploads it as the user would (re-encoded, thumbnail, file row). */
const upload = async ({ db, storage }: SeedDeps, ownerId: string, picture: DemoPicture, purpose: Parameters<typeof uploadFile>[0]['purpose']) => {
  const row = await uploadFile({ db, storage, ownerId, purpose, bytes: await renderDemoPicture(picture), name: `${picture.kind}-${picture.seed}.png` });
  return row.id;
};

/** Sets a demo account's avatar, location and contact details through the account service. */
const fillAccount = async (
  deps: SeedDeps,
  account: CreatedUser,
  details: { location: (typeof DEMO_OWNERS)[number]['location']; contactPhone?: string; address?: string },
  seed: number,
) => {
  const avatarFileId = await upload(deps, account.id, { kind: 'avatar', name: account.name, seed }, 'avatar');
  await updateProfile({
    db: deps.db,
    storage: deps.storage,
    hooks: deps.accountHooks,
    limits: deps.limits,
    userId: account.id,
    input: {
      name: account.name,
      contactPhone: details.contactPhone ?? null,
      address: details.address ?? null,
      location: { ...details.location, mapPoint: details.location.mapPoint ?? null },
      avatarFileId,
    },
  });
};

/**
 * Seeds the demo set once (skipped when the first demo account exists): the accounts of every
 * role, the demo owner's pets with photos, complete provider profiles of every kind in several
 * cities, and the demo owner's bookings of every status with the first provider of each kind
 * (reviews both ways on the completed ones, so those providers have a rating; `demo-bookings.ts`),
 * saved through the same services the screens use so they obey the same rules.
 */
export const seedDemo = async (appDeps: SeedDemoDeps, now = new Date()): Promise<{ seeded: boolean }> => {
  const deps: SeedDeps = { db: appDeps.database.db, auth: appDeps.auth, storage: appDeps.storage, accountHooks: appDeps.accountHooks, limits: appDeps.limits };
  const { db, auth } = deps;
  const first = DEMO_USERS[0];
  if (!first) return { seeded: false };
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, first.email)).limit(1);
  if (existing) return { seeded: false };

  const accounts = new Map<string, CreatedUser>();
  const everyone = [...DEMO_USERS, ...DEMO_PROVIDERS.filter((p) => !DEMO_USERS.some((u) => u.email === p.email))];
  await db.transaction(async (tx) => {
    for (const demo of everyone) {
      const inviter = accounts.get(DEMO_REFERRALS.get(demo.email) ?? '');
      const created = await createUser(
        { db: tx, auth },
        {
          email: demo.email,
          name: demo.name,
          role: demo.role,
          password: DEMO_PASSWORD,
          signupRole: demo.role === 'none' ? 'sitter' : null,
          usedReferralCode: inviter?.referralCode ?? null,
        },
      );
      accounts.set(demo.email, created);
    }
  });

  const today = istanbulToday(now);
  const petIds = new Map<string, string>();
  for (const [index, owner] of DEMO_OWNERS.entries()) {
    const account = accounts.get(owner.email);
    if (!account) continue;
    await fillAccount(deps, account, owner, index);
    for (const { picture, ...pet } of owner.pets) {
      const photoFileId = picture ? await upload(deps, account.id, picture, 'pet_photo') : null;
      const input = petInputSchemaFor(today).parse({ ...pet, photoFileId });
      const created = await createPet({ db, ownerId: account.id, input, today });
      if (index === 0) petIds.set(created.name, created.id);
    }
  }

  for (const [index, provider] of DEMO_PROVIDERS.entries()) {
    const account = accounts.get(provider.email);
    if (!account) continue;
    await fillAccount(deps, account, provider, index + 1);
    const { gallery, documents } = PROVIDER_KINDS[provider.role];
    const files: Record<string, string[]> = {};
    if (gallery) files[gallery.field] = await Promise.all(provider.gallery.map((picture) => upload(deps, account.id, picture, gallery.purpose)));
    if (documents && provider.documents) {
      files[documents.field] = await Promise.all(provider.documents.map((picture) => upload(deps, account.id, picture, documents.purpose)));
    }
    const input = providerProfileInputSchema.parse({ kind: provider.role, location: provider.location, bio: provider.bio, ...provider.details, ...files });
    await saveMyProviderProfile({ db, storage: deps.storage, limits: deps.limits, userId: account.id, name: account.name, input });
  }

  const owner = accounts.get(DEMO_OWNERS[0]?.email ?? '');
  if (owner) {
    await seedDemoBookings({ db, messenger: appDeps.messenger, appUrl: appDeps.config.appUrl, owner, pets: petIds, providers: accounts, now });
    const vet = accounts.get('veteriner@demo.patili.app');
    if (vet) await seedDemoCare({ db, messenger: appDeps.messenger, appUrl: appDeps.config.appUrl, limits: appDeps.limits, owner, vet, pets: petIds, now });
    await seedDemoChat({ db, owner, providers: accounts, now });
    await seedDemoAdoption({ db, auth, storage: deps.storage, owner, password: DEMO_PASSWORD, now });
  }
  await seedDemoMating({ db, auth, storage: deps.storage, password: DEMO_PASSWORD, demoOwnerId: owner?.id ?? null, karamelId: petIds.get('Karamel') ?? null, now });
  await seedDemoForum({ db, accounts, now });
  await seedDemoLostfound({ db, storage: deps.storage, mail: { messenger: appDeps.messenger, appUrl: appDeps.config.appUrl }, accounts, now });
  await seedDemoModeration({ db, accounts, adminEmail: appDeps.config.adminEmail, now });
  await seedDemoArticles({ db, storage: deps.storage, adminEmail: appDeps.config.adminEmail, now });
  await seedDemoSupport({ db, messenger: appDeps.messenger, appUrl: appDeps.config.appUrl, adminEmail: appDeps.config.adminEmail, accounts, now });
  await seedDemoSecurity({ db, accounts, adminEmail: appDeps.config.adminEmail, now });
  if (owner) {
    const { messenger, config } = appDeps;
    await seedDemoPayments({ db, storage: deps.storage, messenger, appUrl: config.appUrl, owner, accounts, adminEmail: config.adminEmail, now });
  }
  await seedDemoVerification({
    db,
    storage: deps.storage,
    messenger: appDeps.messenger,
    appUrl: appDeps.config.appUrl,
    accounts,
    adminEmail: appDeps.config.adminEmail,
    now,
  });
  await seedDemoPricing({ db, adminEmail: appDeps.config.adminEmail, now });
  await seedDemoCalendar({ db, appUrl: appDeps.config.appUrl, accounts, now });
  await seedDemoPrivacy({ db, parts: appDeps.privacy, accounts, now });
  await seedDemoUsers({ db, auth, accounts, adminEmail: appDeps.config.adminEmail, password: DEMO_PASSWORD, now });
  return { seeded: true };
};
