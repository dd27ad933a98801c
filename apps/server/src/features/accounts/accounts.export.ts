import { asc, eq } from 'drizzle-orm';

import { account, session, user } from '../../db/schema/index.ts';
import { isoOrNull, type DataExporter } from '../../lib/privacy.ts';


/**
 * The accounts feature's part of a data export: the account row as the user gave it (the map
 * point only when they chose one exactly), their sessions and their sign-in methods. Password
 * hashes, session and provider tokens, the location blur seed and the blurred shared point never
 * leave the server, so none of them is selected.
 */
export const accountsExportData: DataExporter = async ({ db, userId }) => {
  const [me] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      phoneNumber: user.phoneNumber,
      phoneNumberVerified: user.phoneNumberVerified,
      image: user.image,
      role: user.role,
      signupRole: user.signupRole,
      locale: user.locale,
      contactPhone: user.contactPhone,
      address: user.address,
      cityCode: user.cityCode,
      district: user.district,
      latitude: user.latitude,
      longitude: user.longitude,
      locationIsExact: user.locationIsExact,
      profileVisibility: user.profileVisibility,
      referralCode: user.referralCode,
      usedReferralCode: user.usedReferralCode,
      isActive: user.isActive,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      deactivatedAt: user.deactivatedAt,
      deletedAt: user.deletedAt,
      bannedAt: user.bannedAt,
      banReason: user.banReason,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!me) return [];

  const sessions = await db
    .select({
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));

  const methods = await db
    .select({
      providerId: account.providerId,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
    })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));

  return [
    {
      area: 'account',
      data: {
        id: me.id,
        name: me.name,
        email: me.email,
        emailVerified: me.emailVerified,
        phoneNumber: me.phoneNumber,
        phoneNumberVerified: me.phoneNumberVerified,
        image: me.image,
        role: me.role,
        signupRole: me.signupRole,
        locale: me.locale,
        contactPhone: me.contactPhone,
        address: me.address,
        cityCode: me.cityCode,
        district: me.district,
        locationIsExact: me.locationIsExact,
        // Without an exact point the stored one is the district's centre, nothing of the user's.
        mapPoint:
          me.locationIsExact && me.latitude !== null && me.longitude !== null
            ? { latitude: me.latitude, longitude: me.longitude }
            : null,
        profileVisibility: me.profileVisibility,
        referralCode: me.referralCode,
        usedReferralCode: me.usedReferralCode,
        isActive: me.isActive,
        createdAt: isoOrNull(me.createdAt),
        updatedAt: isoOrNull(me.updatedAt),
        deactivatedAt: isoOrNull(me.deactivatedAt),
        deletedAt: isoOrNull(me.deletedAt),
        bannedAt: isoOrNull(me.bannedAt),
        banReason: me.banReason,
      },
    },
    {
      area: 'sessions',
      data: sessions.map((row) => ({
        createdAt: isoOrNull(row.createdAt),
        updatedAt: isoOrNull(row.updatedAt),
        expiresAt: isoOrNull(row.expiresAt),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
      })),
    },
    {
      area: 'sign_in_methods',
      data: methods.map((row) => ({
        provider: row.providerId,
        createdAt: isoOrNull(row.createdAt),
        updatedAt: isoOrNull(row.updatedAt),
      })),
    },
  ];
};
