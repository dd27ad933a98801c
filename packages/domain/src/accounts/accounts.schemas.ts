import { z } from 'zod';

import { ROLES, SELECTABLE_ROLES } from '../access/roles.ts';
import { LOCALES } from '../i18n/resources.ts';

/** The signed-in user as the web sees it (`GET /api/me`). */
export const meUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** E-mail confirmed, or signed in with a verified phone number. */
  isVerified: z.boolean(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  /** The role asked for at sign-up, pre-selected on role selection. */
  signupRole: z.enum(SELECTABLE_ROLES).nullable(),
  /** Where the confirm screen sends the user once verified. */
  targetPath: z.string().nullable(),
  locale: z.enum(LOCALES),
  image: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  referralCode: z.string(),
});
export type MeUser = z.infer<typeof meUserSchema>;

export const meResponseSchema = z.object({ user: meUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const formTokenResponseSchema = z.object({ token: z.string() });

/** Public settings the web needs before anyone signs in (`GET /api/config`). */
export const appConfigSchema = z.object({
  socialProviders: z.object({ google: z.boolean(), facebook: z.boolean() }),
  devOutbox: z.boolean(),
  supportEmail: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const outboxEntrySchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  link: z.string().nullable(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxQuerySchema = z.object({
  to: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const outboxResponseSchema = z.object({ items: z.array(outboxEntrySchema) });
