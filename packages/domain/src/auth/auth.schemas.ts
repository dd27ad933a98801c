import { z } from 'zod';

import { SELECTABLE_ROLES } from '../access/roles.ts';
import { msg, type MessageKey } from '../i18n/translate.ts';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../shared/constants.ts';
import { requiredText } from '../shared/fields.ts';

/** The simple `{something}@{domain}.{tld}` shape the spec asks for. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A plus sign, then 8 to 15 digits (phone login). */
export const PHONE_PATTERN = /^\+\d{8,15}$/;

const emailField = (required: MessageKey, invalid: MessageKey) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required })
    .regex(EMAIL_PATTERN, { error: invalid });

/** A new password: present, at least 8 and at most 128 characters. */
export const newPasswordField = (required: MessageKey = msg('errors:fieldRequired')) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .min(PASSWORD_MIN_LENGTH, { error: msg('auth:register.passwordTooShort') })
    .max(PASSWORD_MAX_LENGTH, { error: msg('auth:register.passwordTooLong') });

// --- Login -------------------------------------------------------------------------------------

export const loginInputSchema = z.object({
  email: emailField(msg('auth:login.fieldsRequired'), msg('auth:login.invalidEmail')),
  password: z.string({ error: msg('auth:login.fieldsRequired') }).min(1, { error: msg('auth:login.fieldsRequired') }),
  rememberMe: z.boolean().default(true),
});
export type LoginInput = z.input<typeof loginInputSchema>;

// --- Phone login -------------------------------------------------------------------------------

/** Drops spaces, dashes and brackets people type inside phone numbers. */
export const normalizePhoneNumber = (value: string): string => value.replace(/[\s\-().]/g, '');

/** Keeps digits only, at most six (the code input). */
export const sanitizeOtpInput = (value: string): string => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

export const phoneNumberField = z
  .string({ error: msg('auth:phone.required') })
  .trim()
  .min(1, { error: msg('auth:phone.required') })
  .overwrite(normalizePhoneNumber)
  .regex(PHONE_PATTERN, { error: msg('auth:phone.invalid') });

export const phoneCodeRequestSchema = z.object({ phoneNumber: phoneNumberField });
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;

export const phoneCodeVerifySchema = z.object({
  phoneNumber: phoneNumberField,
  code: z
    .string({ error: msg('auth:phone.codeRequired') })
    .overwrite(sanitizeOtpInput)
    .length(OTP_LENGTH, { error: msg('auth:phone.codeRequired') }),
});
export type PhoneCodeVerify = z.input<typeof phoneCodeVerifySchema>;

// --- Registration ------------------------------------------------------------------------------

const fillAll = msg('auth:register.fillAllFields');

/**
 * The sign-up request as the server receives it (Better Auth `POST /api/auth/sign-up/email`).
 * `website` is the honeypot and `formToken` proves when the form was loaded; both are checked
 * before this schema (see `checkSignUpGate`).
 */
export const signUpInputSchema = z.object({
  name: requiredText(100, fillAll, msg('errors:tooLong')),
  email: emailField(fillAll, msg('auth:register.invalidEmail')),
  password: newPasswordField(fillAll),
  /** A role word: read with `signupRoleFromWord`, unknown words become owner. */
  role: z.string().max(40).optional(),
  usedReferralCode: z
    .string()
    .trim()
    .max(32, { error: msg('auth:register.invalidReferral') })
    .optional()
    .transform((value) => (value ? value.toUpperCase() : undefined)),
  /** Where to go once the e-mail is confirmed; an in-app path only. */
  targetPath: z
    .string()
    .regex(/^\/(?!\/)[\w\-/]*$/, { error: msg('errors:invalidValue') })
    .max(200)
    .optional(),
  website: z.string().optional(),
  formToken: z.string().optional(),
  callbackURL: z.string().optional(),
});
export type SignUpInput = z.input<typeof signUpInputSchema>;

/** The register form: the sign-up fields plus the confirmation and a chosen role. */
export const registerFormSchema = signUpInputSchema
  .pick({ name: true, email: true, password: true, usedReferralCode: true })
  .extend({
    confirmPassword: z.string({ error: fillAll }).min(1, { error: fillAll }),
    role: z.enum(SELECTABLE_ROLES, { error: fillAll }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: msg('auth:register.passwordMismatch'),
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

// --- Password reset, sign-up form token --------------------------------------------------------

export const passwordResetRequestSchema = z.object({
  email: emailField(msg('auth:passwordReset.emailRequired'), msg('auth:register.invalidEmail')),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const newPasswordFormSchema = z
  .object({
    password: newPasswordField(),
    confirmPassword: z.string({ error: msg('errors:fieldRequired') }).min(1, { error: msg('errors:fieldRequired') }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: msg('auth:register.passwordMismatch'),
  });
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

/** A signed timestamp the sign-up form sends back (`GET /api/auth/form-token`, too-fast throttle). */
export const formTokenResponseSchema = z.object({ token: z.string() });
export type FormTokenResponse = z.infer<typeof formTokenResponseSchema>;
