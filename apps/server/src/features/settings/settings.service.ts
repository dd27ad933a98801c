import { formatIban } from '@patili/domain/payments';
import { catalogueServiceNamed, foldServiceTypeName, type ServiceTypeView } from '@patili/domain/pricing';
import { PLATFORM_SETTING_KEYS, type AdminAccount, type AdminAccountPage, type PlatformSettings, type ServiceTypePage } from '@patili/domain/settings';
import type { Locale } from '@patili/domain/i18n';
import { toKurus, toLira } from '@patili/domain/shared';
import { and, asc, count, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { platformSetting, serviceType, user } from '../../db/schema/index.ts';
import { endAllSessions } from '../../lib/account-standing.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import { readDefaultLocale, readPlatformIban } from '../../lib/platform-settings.ts';

/**
 * Platform settings: the IBAN, the admin list, the
 * default language and the service types. Every change is audit-logged in its transaction.
 */

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const getPlatformSettings = async ({ db, defaultAdminEmail }: { db: Db; defaultAdminEmail: string }): Promise<PlatformSettings> => ({
  iban: await readPlatformIban(db),
  defaultLocale: await readDefaultLocale(db),
  defaultAdminEmail: defaultAdminEmail.toLowerCase(),
});

const writeSetting = async (tx: Db, key: string, value: unknown, actor: AuditActor, now: Date) => {
  await tx
    .insert(platformSetting)
    .values({ key, value, updatedAt: now, updatedBy: actor.adminId })
    .onConflictDoUpdate({ target: platformSetting.key, set: { value, updatedAt: now, updatedBy: actor.adminId } });
};

/** Stores the platform IBAN in electronic form (the schema normalised and checked it). */
export const setPlatformIban = async ({ db, actor, iban, now }: { db: Db; actor: AuditActor; iban: string; now: Date }): Promise<void> => {
  await db.transaction(async (tx) => {
    const before = await readPlatformIban(tx);
    await writeSetting(tx, PLATFORM_SETTING_KEYS.iban, iban, actor, now);
    await recordAdminAction(tx, actor, {
      actionType: 'settings_changed',
      targetType: 'platform_settings',
      targetId: PLATFORM_SETTING_KEYS.iban,
      description: `IBAN: ${before ? formatIban(before) : '(yok)'} → ${formatIban(iban)}`,
    });
  });
};

export const setDefaultLocale = async ({ db, actor, locale, now }: { db: Db; actor: AuditActor; locale: Locale; now: Date }): Promise<void> => {
  await db.transaction(async (tx) => {
    const before = await readDefaultLocale(tx);
    await writeSetting(tx, PLATFORM_SETTING_KEYS.defaultLocale, locale, actor, now);
    await recordAdminAction(tx, actor, {
      actionType: 'settings_changed',
      targetType: 'platform_settings',
      targetId: PLATFORM_SETTING_KEYS.defaultLocale,
      description: `Varsayılan dil: ${before} → ${locale}`,
    });
  });
};

const adminColumns = { id: user.id, name: user.name, email: user.email };
const isLiveAdmin = and(eq(user.role, 'admin'), isNull(user.deletedAt));

/** The admins by name (the role index finds them; there are few). */
export const listAdmins = async ({
  db,
  page,
  pageSize,
  defaultAdminEmail,
}: {
  db: Db;
  page: number;
  pageSize: number;
  defaultAdminEmail: string;
}): Promise<AdminAccountPage> => {
  const rows = await db
    .select(adminColumns)
    .from(user)
    .where(isLiveAdmin)
    .orderBy(asc(user.name), asc(user.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(user).where(isLiveAdmin);
  return {
    items: rows.map((row) => ({ ...row, isDefault: sameEmail(row.email, defaultAdminEmail) })),
    total: total?.value ?? 0,
    page,
    pageSize,
  };
};

/**
 * Makes a registered account an admin ("add admin"): 422 on `email` when no live
 * account has it, 409 'Bu kullanıcı zaten admin.' when it is one already.
 */
export const addAdmin = async ({
  db,
  actor,
  email,
  defaultAdminEmail,
  now,
}: {
  db: Db;
  actor: AuditActor;
  email: string;
  defaultAdminEmail: string;
  now: Date;
}): Promise<AdminAccount> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...adminColumns, role: user.role })
      .from(user)
      .where(and(eq(user.email, email.toLowerCase()), isNull(user.deletedAt)))
      .for('update')
      .limit(1);
    if (!row) throw fieldError('email', 'settings:errors.userNotFound');
    if (row.role === 'admin') throw fieldError('email', 'settings:errors.alreadyAdmin', 'CONFLICT');
    await tx.update(user).set({ role: 'admin', updatedAt: now }).where(eq(user.id, row.id));
    await recordAdminAction(tx, actor, {
      actionType: 'admin_added',
      targetType: 'user',
      targetId: row.id,
      description: `Rol: ${row.role} → admin (${row.email})`,
    });
    return { id: row.id, name: row.name, email: row.email, isDefault: sameEmail(row.email, defaultAdminEmail) };
  });

/**
 * Takes an admin's role away: back to `none`, so they choose a role at their next sign-in, and
 * signed out everywhere at once. The default admin ('Varsayılan admin kaldırılamaz.') and the
 * caller themselves are refused (409); a user who is not an admin is not found.
 */
export const removeAdmin = async ({
  db,
  actor,
  userId,
  defaultAdminEmail,
  now,
}: {
  db: Db;
  actor: AuditActor;
  userId: string;
  defaultAdminEmail: string;
  now: Date;
}): Promise<AdminAccount> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select(adminColumns).from(user).where(and(eq(user.id, userId), isLiveAdmin)).for('update').limit(1);
    if (!row) throw new AppError('NOT_FOUND', { messageKey: 'settings:errors.notAdmin' });
    if (sameEmail(row.email, defaultAdminEmail)) throw new AppError('CONFLICT', { messageKey: 'settings:errors.defaultAdmin' });
    if (row.id === actor.adminId) throw new AppError('CONFLICT', { messageKey: 'settings:errors.removeSelf' });
    await tx.update(user).set({ role: 'none', updatedAt: now }).where(eq(user.id, row.id));
    await endAllSessions(tx, row.id);
    await recordAdminAction(tx, actor, {
      actionType: 'admin_removed',
      targetType: 'user',
      targetId: row.id,
      description: `Rol: admin → none (${row.email})`,
    });
    return { ...row, isDefault: false };
  });

/** The service types in order (catalogue first), a page at a time, read along the position index. */
export const listServiceTypes = async ({ db, page, pageSize }: { db: Db; page: number; pageSize: number }): Promise<ServiceTypePage> => {
  const rows = await db
    .select()
    .from(serviceType)
    .orderBy(asc(serviceType.position))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(serviceType);
  return {
    items: rows.map((row) => ({
      key: row.key,
      name: row.name,
      role: row.role as ServiceTypeView['role'],
      price: toLira(row.defaultPriceKurus),
      builtIn: row.name === null,
    })),
    total: total?.value ?? 0,
    page,
    pageSize,
  };
};

/**
 * Adds a service type: a sitter care service named as typed (the
 * name is its key, so bookings and profiles show it as entered) with its default price. A name
 * equal to an existing one, ignoring case and Turkish letters, or to a catalogue service's name in
 * any language, is 'Bu hizmet türü zaten mevcut.' (409).
 */
export const addServiceType = async ({
  db,
  actor,
  name,
  price,
  now,
}: {
  db: Db;
  actor: AuditActor;
  name: string;
  price: number;
  now: Date;
}): Promise<ServiceTypeView> => {
  const duplicate = () => fieldError('name', 'settings:errors.duplicateServiceType', 'CONFLICT');
  if (catalogueServiceNamed(name) !== null) throw duplicate();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceType)
      .values({ key: name, name, foldedName: foldServiceTypeName(name), role: 'sitter', defaultPriceKurus: toKurus(price), createdAt: now, updatedAt: now, createdBy: actor.adminId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw duplicate();
    await recordAdminAction(tx, actor, {
      actionType: 'service_type_added',
      targetType: 'service_type',
      targetId: row.key,
      description: `Hizmet türü eklendi: ${name} (bakıcı), ${toLira(row.defaultPriceKurus).toLocaleString('tr-TR', { maximumFractionDigits: 2 })} ₺`,
    });
    return { key: row.key, name: row.name, role: 'sitter', price: toLira(row.defaultPriceKurus), builtIn: false };
  });
};
