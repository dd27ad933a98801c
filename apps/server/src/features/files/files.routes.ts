import { createRoute, z } from '@hono/zod-openapi';
import { filePurposeSchema, MAX_UPLOAD_BYTES, uploadFileResponseSchema } from '@patili/domain/files';
import { msg } from '@patili/domain/i18n';
import { bodyLimit } from 'hono/body-limit';

import { AppError } from '../../lib/app-error.ts';
import { errorResponses, idParam, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

/** The upload address; app.ts exempts it from the 1 MB JSON body limit. */
export const UPLOAD_PATH = '/api/files';

/** The multipart framing around the file adds a little; the file itself is checked exactly. */
const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

const uploadBodyLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', { messageKey: 'files:tooLarge', fields: { file: 'files:tooLarge' } });
  },
});

const uploadFormSchema = z.object({
  file: z
    .custom<File>((value) => value instanceof File, { error: msg('files:fileRequired') })
    .openapi({ type: 'string', format: 'binary', description: 'The image (jpeg, png, webp, gif, heic) or, where allowed, PDF' }),
  purpose: filePurposeSchema,
});

export const uploadFileRoute = createRoute({
  operationId: 'uploadFile',
  method: 'post',
  path: UPLOAD_PATH,
  tags: ['files'],
  summary: 'Upload an image or document (signed-in); images are re-encoded without metadata',
  middleware: [requireAccess('create:file:own'), uploadBodyLimit] as const,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: uploadFormSchema } } } },
  responses: {
    201: jsonResponse(uploadFileResponseSchema, 'The stored file, unattached until a form using it is saved'),
    ...errorResponses(401, 403, 413, 422, 429),
  },
});

const binary = (description: string) => ({
  description,
  content: {
    'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
    'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
  },
});

const idParams = idParam('id', 'The file id');

export const getFileRoute = createRoute({
  operationId: 'getFile',
  method: 'get',
  path: '/api/files/{id}',
  tags: ['files'],
  summary: 'The file: its uploader, the admin, or anyone signed in once attached to a visible record',
  middleware: [requireAccess('read:file')] as const,
  request: { params: idParams },
  responses: { 200: binary('The stored bytes'), ...errorResponses(401, 403, 404) },
});

export const getThumbnailRoute = createRoute({
  operationId: 'getThumbnail',
  method: 'get',
  path: '/api/files/{id}/thumbnail',
  tags: ['files'],
  summary: "An image file's 400 px thumbnail (same access as the file)",
  middleware: [requireAccess('read:file')] as const,
  request: { params: idParams },
  responses: { 200: binary('The thumbnail'), ...errorResponses(401, 403, 404) },
});
