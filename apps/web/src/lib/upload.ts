import { apiErrorSchema } from '@patili/domain/shared';
import type { FilePurpose, UploadFileResponse } from '@patili/domain/files';

import { ApiError } from './api-client';
import { currentLocale, i18n } from './i18n';

export type UploadOptions = {
  /** Called with 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

const parseError = (status: number, text: string): ApiError => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = null;
  }
  const parsed = apiErrorSchema.partial({ code: true }).safeParse(data);
  const body = parsed.success ? parsed.data : null;
  const message = body?.fields?.file ?? body?.message ?? i18n.t('files:uploadFailed');
  return new ApiError(status, body?.code ?? `HTTP_${status}`, message, body?.fields ?? {});
};

/**
 * Sends one file to `POST /api/files` as multipart form data. XMLHttpRequest rather than fetch,
 * because fetch reports no upload progress. Same-origin with the session cookie and the UI
 * language, like the JSON api client; failures are `ApiError`s whose message is the file's.
 */
export const uploadFile = (file: File, purpose: FilePurpose, options: UploadOptions = {}): Promise<UploadFileResponse> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/files');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLocale());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadFileResponse);
        } catch {
          reject(new ApiError(xhr.status, 'BAD_RESPONSE', i18n.t('files:uploadFailed')));
        }
        return;
      }
      reject(parseError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', i18n.t('common:errors.network')));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.set('purpose', purpose);
    form.set('file', file, file.name);
    xhr.send(form);
  });
