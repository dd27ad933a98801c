import { createRouter } from '../../lib/create-router.ts';
import { getFileHandler, getThumbnailHandler, uploadFileHandler } from './files.handlers.ts';
import { getFileRoute, getThumbnailRoute, uploadFileRoute } from './files.routes.ts';

export { UPLOAD_PATH } from './files.routes.ts';

export const filesRouter = createRouter()
  .openapi(uploadFileRoute, uploadFileHandler)
  .openapi(getFileRoute, getFileHandler)
  .openapi(getThumbnailRoute, getThumbnailHandler);
