import { z } from 'zod';

import { SELECTABLE_ROLES } from '../access/roles.ts';
import { signUpInputSchema } from '../auth/auth.schemas.ts';
import { msg } from '../i18n/translate.ts';

/**
 * The test controls (`/api/testing/*`): what end-to-end tests use to set the server's clock and to
 * make the people a test needs without going through the sign-up form. They exist only outside
 * production, and only for this machine (as the developer outbox).
 */

/**
 * Moves the clock of the product's rules: to an instant (`at`), on by some milliseconds
 * (`advanceMs`, never back), or back to the system clock (`reset`). Exactly one of the three.
 */
export const setTestClockInputSchema = z
  .object({
    at: z.iso.datetime({ offset: true }).optional(),
    advanceMs: z.number().int().min(0).max(366 * 24 * 60 * 60 * 1000).optional(),
    reset: z.literal(true).optional(),
  })
  .strict()
  .refine((input) => [input.at, input.advanceMs, input.reset].filter((value) => value !== undefined).length === 1, {
    error: msg('errors:invalidValue'),
  });
export type SetTestClockInput = z.input<typeof setTestClockInputSchema>;

/** The server's clock: its time now and how far it stands from the system clock. */
export const testClockSchema = z.object({ now: z.string(), offsetMs: z.number().int() });
export type TestClock = z.infer<typeof testClockSchema>;

/**
 * A verified person with a role (or `none`, for the role selection), signed in by the answer's
 * session cookie. `usedReferralCode` makes them someone's invitee, as at sign-up.
 */
export const createTestUserInputSchema = z
  .object({
    role: z.enum([...SELECTABLE_ROLES, 'none']),
    name: signUpInputSchema.shape.name.optional(),
    email: signUpInputSchema.shape.email.optional(),
    password: signUpInputSchema.shape.password.optional(),
    usedReferralCode: signUpInputSchema.shape.usedReferralCode,
    locale: z.enum(['tr', 'en']).optional(),
  })
  .strict();
export type CreateTestUserInput = z.input<typeof createTestUserInputSchema>;

export const testUserSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.string(),
    referralCode: z.string(),
  }),
});
export type TestUser = z.infer<typeof testUserSchema>;
