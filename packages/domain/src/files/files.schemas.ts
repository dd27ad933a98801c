import { z } from 'zod';

import { msg } from '../i18n/translate.ts';
import { FILE_PURPOSE_KEYS, GALLERY_LIMIT } from './files.ts';

/** The `purpose` field of an upload. */
export const filePurposeSchema = z.enum(FILE_PURPOSE_KEYS, { error: msg('files:purposeInvalid') });

/** A stored file as the API describes it (`POST /api/files` and every record that shows files). */
export const fileViewSchema = z.object({
  id: z.string(),
  /** `GET /api/files/{id}`: the re-encoded image or the PDF as sent. */
  url: z.string(),
  /** `GET /api/files/{id}/thumbnail`; null for documents (they have no picture). */
  thumbnailUrl: z.string().nullable(),
  contentType: z.string(),
  /** The name it was uploaded with (shown on document chips and in the PDF's download name). */
  name: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type FileView = z.infer<typeof fileViewSchema>;

export const uploadFileResponseSchema = z.object({ file: fileViewSchema });
export type UploadFileResponse = z.infer<typeof uploadFileResponseSchema>;

/** One uploaded file's id in a form body (an avatar, a pet photo, a certificate). */
export const fileIdSchema = z.uuid({ error: msg('files:invalidAttachment') });

/** A gallery's file ids in a form body: at most `max` (5 by default), no repeats. */
export const fileIdListSchema = (max: number = GALLERY_LIMIT) =>
  z
    .array(fileIdSchema, { error: msg('files:invalidAttachment') })
    .max(max, { error: msg('files:tooManyInGallery') })
    .refine((ids) => new Set(ids).size === ids.length, { error: msg('files:invalidAttachment') });
