import { z } from 'zod';

import { PROVIDER_ROLES, type ProviderRole } from '../access/roles.ts';
import { msg, type MessageKey } from '../i18n/translate.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';

/**
 * Verified providers: a provider uploads the documents their kind needs as private files (only
 * they and the admins read them); an admin reviews them and approves, or rejects with a reason the
 * provider reads. Approval shows "Doğrulanmış" on the provider's card and profile and lets browse
 * keep to verified providers. Any change to the documents sends the provider back to review: the
 * badge says an admin checked the documents that are there now.
 */

/** The documents a provider may send; labels `providers:verification.documents.<kind>`. */
export const VERIFICATION_DOCUMENT_KINDS = ['diploma', 'clinic_licence', 'certificate', 'identity', 'first_aid'] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];

/** Each kind's documents, in the order the provider's card lists them; `required` ones make a complete file. */
export const VERIFICATION_DOCUMENTS: Readonly<
  Record<ProviderRole, readonly { readonly kind: VerificationDocumentKind; readonly required: boolean }[]>
> = {
  veterinarian: [
    { kind: 'diploma', required: true },
    { kind: 'clinic_licence', required: true },
  ],
  trainer: [{ kind: 'certificate', required: true }],
  sitter: [
    { kind: 'identity', required: true },
    { kind: 'first_aid', required: false },
  ],
  pet_walker: [
    { kind: 'identity', required: true },
    { kind: 'first_aid', required: false },
  ],
};

/** Whether a provider of `role` may send a document of `kind`. */
export const isDocumentForRole = (role: ProviderRole, kind: VerificationDocumentKind): boolean =>
  VERIFICATION_DOCUMENTS[role].some((document) => document.kind === kind);

/**
 * Where a provider stands: `incomplete` while a required document is missing, `pending` while
 * the complete file waits for an admin, then `verified` or `rejected`. Labels
 * `providers:verification.status.<status>`.
 */
export const VERIFICATION_STATUSES = ['incomplete', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The statuses the admin's queue lists (an incomplete file is not theirs to review yet). */
export const VERIFICATION_QUEUE_STATUSES = ['pending', 'verified', 'rejected'] as const satisfies readonly VerificationStatus[];
export type VerificationQueueStatus = (typeof VERIFICATION_QUEUE_STATUSES)[number];

/**
 * The status after the provider added, replaced or removed a document: with every required one
 * there, the file goes (back) to the admins, whatever was decided before; else it waits for them.
 */
export const statusAfterDocumentChange = (role: ProviderRole, present: readonly VerificationDocumentKind[]): 'incomplete' | 'pending' =>
  VERIFICATION_DOCUMENTS[role].every((document) => !document.required || present.includes(document.kind)) ? 'pending' : 'incomplete';

/** Refusals of a review, each a 409 with its message. */
export const VERIFICATION_REVIEW_ERRORS = {
  /** Another admin decided first, or the provider's file is not complete. */
  VERIFICATION_NOT_PENDING: msg('providers:verification.errors.notPending'),
  /** The provider changed a document after the admin's screen showed the file. */
  VERIFICATION_CHANGED: msg('providers:verification.errors.changed'),
} as const satisfies Record<string, MessageKey>;
export type VerificationReviewError = keyof typeof VERIFICATION_REVIEW_ERRORS;

/**
 * An admin's decision on a file: only a pending one, and only as the admin saw it (the file's
 * `submittedAt` the screen showed is the one stored; a document changed since is a new file).
 */
export const reviewVerification = (
  stored: { readonly status: VerificationStatus; readonly submittedAt: string | null },
  decision: { readonly approve: boolean; readonly shownSubmittedAt: string },
): { ok: true; status: 'verified' | 'rejected' } | { ok: false; error: VerificationReviewError } => {
  if (stored.status !== 'pending') return { ok: false, error: 'VERIFICATION_NOT_PENDING' };
  if (stored.submittedAt === null || new Date(stored.submittedAt).getTime() !== new Date(decision.shownSubmittedAt).getTime())
    return { ok: false, error: 'VERIFICATION_CHANGED' };
  return { ok: true, status: decision.approve ? 'verified' : 'rejected' };
};

/** A rejection's reason, read by the provider: long enough to act on. */
export const VERIFICATION_REJECTION_REASON_MIN = 10;
export const VERIFICATION_REJECTION_REASON_MAX = 500;

// --- The API's shapes ------------------------------------------------------------------------------

/** A sent document: the stored file (only its provider and the admins may open it). */
export const verificationFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  uploadedAt: z.string(),
});
export type VerificationFile = z.infer<typeof verificationFileSchema>;

export const verificationDocumentSchema = z.object({
  kind: z.enum(VERIFICATION_DOCUMENT_KINDS),
  required: z.boolean(),
  /** Null until the provider sends it. */
  file: verificationFileSchema.nullable(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/** `GET /api/providers/me/verification`: where the caller stands and each document of their kind. */
export const myVerificationSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** When the complete file last went to the admins (a document changed); null while incomplete. */
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The admin's reason, while rejected. */
  rejectionReason: z.string().nullable(),
  documents: z.array(verificationDocumentSchema),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

const invalid = { error: msg('errors:invalidValue') };

/** `PUT /api/providers/me/verification/documents/{kind}`: a `verification_document` upload. */
export const verificationDocumentInputSchema = z.object({
  fileId: z
    .string({ error: msg('providers:verification.errors.fileRequired') })
    .trim()
    .min(1, { error: msg('providers:verification.errors.fileRequired') })
    .max(100, { error: msg('providers:verification.errors.fileRequired') }),
});
export type VerificationDocumentInput = z.infer<typeof verificationDocumentInputSchema>;

export const verificationDocumentParamSchema = z.object({ kind: z.enum(VERIFICATION_DOCUMENT_KINDS, invalid) });

/** `GET /api/providers/verifications`: the admin's queue, one status at a time. */
export const verificationQueueQuerySchema = z.object({
  status: z.enum(VERIFICATION_QUEUE_STATUSES, invalid).default('pending'),
  kind: z.enum(PROVIDER_ROLES, invalid).optional(),
  ...pageQuerySchema({ pageSize: 20, maxPageSize: 50 }).shape,
});
export type VerificationQueueQuery = z.output<typeof verificationQueueQuerySchema>;

export const verificationQueueItemSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  kind: z.enum(PROVIDER_ROLES),
  status: z.enum(VERIFICATION_STATUSES),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  documents: z.array(verificationDocumentSchema),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;
export const verificationQueuePageSchema = pageSchemaOf(verificationQueueItemSchema);
export type VerificationQueuePage = z.infer<typeof verificationQueuePageSchema>;

/** An admin's approval names the file it saw (its `submittedAt`). */
export const approveVerificationInputSchema = z.object({
  submittedAt: z.string({ error: msg('errors:invalidValue') }).datetime({ offset: true, error: msg('errors:invalidValue') }),
});

/** A rejection names the file it saw and the reason the provider will read. */
export const rejectVerificationInputSchema = approveVerificationInputSchema.extend({
  reason: z
    .string({ error: msg('providers:verification.errors.reasonRequired') })
    .trim()
    .min(1, { error: msg('providers:verification.errors.reasonRequired') })
    .min(VERIFICATION_REJECTION_REASON_MIN, { error: msg('providers:verification.errors.reasonTooShort') })
    .max(VERIFICATION_REJECTION_REASON_MAX, { error: msg('providers:verification.errors.reasonTooLong') }),
});
export type RejectVerificationInput = z.infer<typeof rejectVerificationInputSchema>;

// --- What the provider is told ------------------------------------------------------------------

/** An admin's decision, told to the provider in-app and by e-mail; the rejection names its reason. */
export const VERIFICATION_NOTIFICATION_TYPES = ['provider_verified', 'provider_verification_rejected'] as const;
export type VerificationNotificationType = (typeof VERIFICATION_NOTIFICATION_TYPES)[number];

/** Title and body of each type; the rejection's body reads `{{reason}}`. */
export const VERIFICATION_NOTIFICATION_MESSAGES: Readonly<Record<VerificationNotificationType, { title: MessageKey; body: MessageKey }>> = {
  provider_verified: {
    title: msg('providers:verification.notification.verified.title'),
    body: msg('providers:verification.notification.verified.body'),
  },
  provider_verification_rejected: {
    title: msg('providers:verification.notification.rejected.title'),
    body: msg('providers:verification.notification.rejected.body'),
  },
};
