import type { paths } from '../../../lib/api/schema';

const DATA_EXPORT_DOWNLOAD_PATH = '/api/privacy/exports/{id}/download' satisfies keyof paths;

/**
 * The address of a ready export's ZIP: a plain link the browser saves (the session cookie goes
 * with it, as with any same-origin request; the server gives it to its owner only).
 */
export const dataExportDownloadHref = (exportId: string) =>
  DATA_EXPORT_DOWNLOAD_PATH.replace('{id}', encodeURIComponent(exportId));
