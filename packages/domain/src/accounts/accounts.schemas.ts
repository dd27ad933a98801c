import { z } from 'zod';

import { ROLES, SELECTABLE_ROLES } from '../access/roles.ts';
import { newPasswordField, normalizePhoneNumber, PHONE_PATTERN } from '../auth/auth.schemas.ts';
import { fileIdSchema } from '../files/files.schemas.ts';
import { LOCALES } from '../i18n/locale.ts';
import { msg } from '../i18n/translate.ts';
import { locationInputSchema, locationSchema } from '../locations/locations.ts';
import { optionalText } from '../shared/fields.ts';
import { foldForSearch } from '../shared/text.ts';

// --- Session ---------------------------------------------------------------------------------

/** The signed-in user as the web sees it (`GET /api/accounts/session`, the route guard's input). */
export const sessionUserSchema = z.object({
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
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

// --- Onboarding: role and language -----------------------------------------------------------

/** Choosing a role once after verification (`PUT /api/accounts/me/role`). */
export const chooseRoleInputSchema = z.object({
  role: z.enum(SELECTABLE_ROLES, { error: msg('accounts:roleSelection.required') }),
});
export type ChooseRoleInput = z.input<typeof chooseRoleInputSchema>;

/** The interface language kept on the account, so e-mails come in it (`PUT /api/accounts/me/locale`). */
export const setLocaleInputSchema = z.object({ locale: z.enum(LOCALES, { error: msg('errors:invalidValue') }) });
export type SetLocaleInput = z.input<typeof setLocaleInputSchema>;

// --- Account settings --------------------------------------------------------------------------

const required = msg('errors:fieldRequired');

/** Profile visibility: `matches_only` hides a provider from owners without a booking with them. */
export const PROFILE_VISIBILITIES = ['public', 'matches_only'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** The name a deleted account keeps, so the other party of a booking still sees someone. */
export const DELETED_USER_NAME = 'Silinmiş kullanıcı';

/** What the user types to confirm deleting the account: the word of either language. */
export const DELETE_CONFIRMATION_WORDS = { tr: 'SİL', en: 'DELETE' } as const;

/** True when the typed text is a confirmation word (any case; `SIL` and `sil` count as `SİL`). */
export const isDeleteConfirmation = (typed: string): boolean => {
  const folded = foldForSearch(typed);
  return Object.values(DELETE_CONFIRMATION_WORDS).some((word) => foldForSearch(word) === folded);
};

/** The contact number: optional, else a plus sign and 8–15 digits like the phone login. */
export const contactPhoneField = z
  .string()
  .nullish()
  .transform((value) => (value ? normalizePhoneNumber(value.trim()) : ''))
  .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: msg('accounts:profile.phoneInvalid') })
  .transform((value) => (value === '' ? null : value));

/** A location left empty in the form (no city, no district) is no location. */
const optionalLocation = z.preprocess((value) => {
  if (value && typeof value === 'object' && 'cityCode' in value && 'district' in value) {
    const { cityCode, district } = value;
    if (!cityCode && !district) return null;
  }
  return value ?? null;
}, locationInputSchema.nullable());

/**
 * Profile edit: the name is required and the e-mail is read-only
 * (not part of the input). Owners and providers choose their city and district here.
 */
export const updateProfileInputSchema = z.object({
  name: z.string({ error: required }).trim().min(1, { error: required }).max(100, { error: msg('errors:tooLong') }),
  contactPhone: contactPhoneField,
  address: optionalText(300, msg('errors:tooLong')),
  location: optionalLocation,
  /** The uploaded avatar's id, null to remove the picture, or left out to keep it as it is. */
  avatarFileId: fileIdSchema.nullable().optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;
export type UpdateProfileData = z.output<typeof updateProfileInputSchema>;

const confirmation = z.string({ error: required }).min(1, { error: required });

/**
 * Password change: all three fields required, the new one at least 8 characters
 * (`PASSWORD_MIN_LENGTH`) and equal to its confirmation; the current one is checked by the server.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string({ error: required }).min(1, { error: required }),
    newPassword: newPasswordField(required),
    confirmPassword: confirmation,
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: msg('accounts:passwordMismatchError'),
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** Choosing a first password (an account made by phone or social sign-in has none). */
export const setPasswordFormSchema = z
  .object({ newPassword: newPasswordField(required), confirmPassword: confirmation })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: msg('accounts:passwordMismatchError'),
  });
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>;

/** The body of `PUT /api/accounts/me/password`: the current password is needed when the account has one. */
export const changePasswordInputSchema = z
  .object({
    currentPassword: z.string().optional(),
    newPassword: newPasswordField(required),
    confirmPassword: confirmation,
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: msg('accounts:passwordMismatchError'),
  });
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

export const setProfileVisibilityInputSchema = z.object({
  profileVisibility: z.enum(PROFILE_VISIBILITIES, { error: msg('accounts:profileVisibility.invalid') }),
});
export type SetProfileVisibilityInput = z.input<typeof setProfileVisibilityInputSchema>;

/** Freezing the account needs no field: the screen asks for confirmation in a dialog. */
export const deactivateAccountInputSchema = z.object({});

/**
 * Deleting the account for good: the typed confirmation word (SİL or DELETE) and, when the account
 * has a password, the current password (checked by the server).
 */
export const deleteAccountInputSchema = z.object({
  confirmation: z
    .string({ error: msg('accounts:delete.confirmationMismatch') })
    .refine(isDeleteConfirmation, { error: msg('accounts:delete.confirmationMismatch') }),
  password: z.string().optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

/** The signed-in user's own account as the settings screens show it (`GET /api/accounts/me`). */
export const accountViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Read-only. */
  email: z.string(),
  role: z.enum(ROLES),
  /** The avatar's address, or null. */
  image: z.string().nullable(),
  /** The avatar when it is an uploaded file (its id), else null. */
  avatarFileId: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  location: locationSchema.nullable(),
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  locale: z.enum(LOCALES),
  /** False for an account made by phone or social sign-in that never chose a password. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type AccountView = z.infer<typeof accountViewSchema>;

export const accountResponseSchema = z.object({ account: accountViewSchema });
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** The answer of the actions that end the session (deactivate, delete). */
export const signedOutResponseSchema = z.object({ signedOut: z.literal(true) });

/** The id of an uploaded avatar from the user's image address (`/api/files/<id>`), else null. */
export const avatarFileIdOf = (image: string | null | undefined): string | null => {
  const match = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(image ?? '');
  return match?.[1]?.toLowerCase() ?? null;
};
